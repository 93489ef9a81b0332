// A stand-in for Payop's API on 127.0.0.1, speaking as its documentation describes: invoices created
// with the public key and the sha256 signature (refused otherwise), the invoice id in the `identifier`
// header, and transaction lookups behind the project's JWT. Tests decide each transaction's state and
// can make lookups fail, then send the IPN Payop would send.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface PayopInvoice {
  readonly id: string;
  readonly request: {
    publicKey: string;
    order: { id: string; amount: string; currency: string; description?: string };
    signature: string;
    payer: { email: string; name?: string };
    paymentMethod?: string;
    language?: string;
    resultUrl?: string;
    failPath?: string;
  };
}

export interface PayopTransaction {
  identifier: string;
  orderId: string;
  amount: number | string;
  currency: string;
  state: number;
  error: string;
}

export interface PayopFixture {
  readonly url: string;
  readonly keys: { publicKey: string; secretKey: string; jwtToken: string };
  readonly invoices: PayopInvoice[];
  readonly transactions: Map<string, PayopTransaction>;
  /** Transaction lookups answered so far. */
  lookups: number;
  /** The next lookups answer 500. */
  failLookups: number;
  /** The payer pays (or fails to) the invoice of `orderId`: a transaction in `state`. */
  settle(orderId: string, state: number, overrides?: Partial<PayopTransaction>): PayopTransaction;
  /** The IPN body Payop sends about a transaction. */
  ipn(transaction: PayopTransaction, extra?: Record<string, unknown>): string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startPayopFixture(): Promise<PayopFixture> {
  const keys = {
    publicKey: `application-${randomUUID()}`,
    secretKey: randomUUID(),
    jwtToken: `jwt.${randomUUID()}`,
  };
  const invoices: PayopInvoice[] = [];
  const transactions = new Map<string, PayopTransaction>();
  const fixture = { lookups: 0, failLookups: 0 };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      if (request.method === 'POST' && url.pathname === '/v1/invoices/create') {
        const body = JSON.parse(await readBody(request)) as PayopInvoice['request'];
        if (body.publicKey !== keys.publicKey) return send(response, 401, { message: 'Invalid public key' });
        const { amount, currency, id } = body.order;
        const expected = createHash('sha256')
          .update([amount, currency, id, keys.secretKey].join(':'))
          .digest('hex');
        if (body.signature !== expected) return send(response, 422, { message: 'Wrong signature' });
        const invoice = { id: randomUUID(), request: body };
        invoices.push(invoice);
        return send(response, 200, { data: invoice.id, status: 1 }, { identifier: invoice.id });
      }
      const lookup = /^\/v2\/transactions\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'GET' && lookup?.[1]) {
        if (request.headers.authorization !== `Bearer ${keys.jwtToken}`) {
          return send(response, 401, { message: 'Authorization token invalid' });
        }
        if (fixture.failLookups > 0) {
          fixture.failLookups -= 1;
          return send(response, 500, { message: 'Internal error' });
        }
        fixture.lookups += 1;
        const transaction = transactions.get(decodeURIComponent(lookup[1]));
        if (!transaction) return send(response, 404, { message: 'Transaction not found' });
        return send(response, 200, { data: { ...transaction, createdAt: 1767225600 } });
      }
      return send(response, 404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return Object.assign(fixture, {
    url: `http://127.0.0.1:${port}`,
    keys,
    invoices,
    transactions,
    settle(orderId: string, state: number, overrides: Partial<PayopTransaction> = {}) {
      const invoice = invoices.find((item) => item.request.order.id === orderId);
      if (!invoice) throw new Error(`no invoice for order ${orderId}`);
      const transaction: PayopTransaction = {
        identifier: randomUUID(),
        orderId,
        amount: Number(invoice.request.order.amount),
        currency: invoice.request.order.currency,
        state,
        error: state === 2 ? '' : 'Payment declined by the issuer',
        ...overrides,
      };
      transactions.set(transaction.identifier, transaction);
      return transaction;
    },
    ipn(transaction: PayopTransaction, extra: Record<string, unknown> = {}) {
      const invoice = invoices.find((item) => item.request.order.id === transaction.orderId);
      return JSON.stringify({
        invoice: { id: invoice?.id, status: transaction.state === 2 ? 1 : 5, txid: transaction.identifier },
        transaction: {
          id: transaction.identifier,
          state: transaction.state,
          order: { id: transaction.orderId },
          error: { message: transaction.error, code: '' },
        },
        ...extra,
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
