// The Payop gateway as its API documentation describes it (github.com/Payop/payop-api-doc):
// - invoices: POST {api}/v1/invoices/create with the project's public key and the signature
//   sha256("<amount>:<currency>:<order id>:<secret key>") (the order's fields sorted by name, then the
//   secret); the invoice id comes back in the `identifier` header (and, deprecated, in `data`);
// - the payer goes to {checkout}/{language}/payment/invoice-preprocessing/{invoice id};
// - IPNs are unsigned JSON ({invoice: {id, status, txid}, transaction: {id, state, order: {id}, error}}),
//   retried until answered 200, possibly duplicated or with a newer state. Nothing in them is believed:
//   the state, amount and order of the transaction are read back from GET {api}/v2/transactions/{id}
//   with the project's JWT before any credit. Transaction states: 2 accepted; 3, 5 failed; 15 timeout;
//   1 new, 4 pending, 9 pre-approved (not final: Payop says only "accepted" is guaranteed).
import { createHash } from 'node:crypto';
import { formatCurrencyAmount, parseCurrencyAmount } from '@reelvault/contract/money';
import type { PayopSettings } from '../../../config-payments';
import {
  GatewayUnavailable,
  NotificationRefused,
  type ConfirmedPayment,
  type IncomingNotification,
  type NotificationClaim,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentState,
  type StartedPayment,
} from './gateway';

const requestTimeoutMs = 15_000;

/** Payop's documented signature of an invoice. */
export function payopInvoiceSignature(
  order: { id: string; amount: string; currency: string },
  secretKey: string,
): string {
  return createHash('sha256')
    .update([order.amount, order.currency, order.id, secretKey].join(':'), 'utf8')
    .digest('hex');
}

export function payopStateOf(state: number): PaymentState {
  if (state === 2) return 'paid';
  if (state === 3 || state === 5 || state === 15) return 'failed';
  return 'pending';
}

interface PayopIpn {
  invoice?: { id?: unknown; status?: unknown; txid?: unknown };
  transaction?: { id?: unknown; state?: unknown; order?: { id?: unknown }; error?: { message?: unknown } };
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export function createPayopGateway(settings: PayopSettings, fetcher: FetchLike = fetch): PaymentGateway {
  async function call(url: string, init: RequestInit): Promise<{ response: Response; body: unknown }> {
    let response: Response;
    try {
      response = await fetcher(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    } catch (error) {
      throw new GatewayUnavailable(`Payop did not answer: ${url}`, { cause: error });
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (response.status >= 500) throw new GatewayUnavailable(`Payop answered ${response.status}: ${url}`);
    return { response, body };
  }

  return {
    code: 'payop',

    async startPayment(request: PaymentRequest): Promise<StartedPayment> {
      const order = {
        id: request.depositId,
        amount: formatCurrencyAmount(request.amount, request.currency),
        currency: request.currency,
      };
      const { response, body } = await call(`${settings.apiUrl}/v1/invoices/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          publicKey: settings.publicKey,
          order: { ...order, description: request.description, items: [] },
          signature: payopInvoiceSignature(order, settings.secretKey),
          payer: { email: request.payer.email, name: request.payer.name },
          ...(request.gatewayMethodId === null ? {} : { paymentMethod: String(request.gatewayMethodId) }),
          language: request.language,
          resultUrl: request.successUrl,
          failPath: request.failUrl,
          metadata: { deposit: request.depositId, method: request.method },
        }),
      });
      const identifier =
        text(response.headers.get('identifier')) ??
        (typeof body === 'object' && body !== null ? text((body as { data?: unknown }).data) : undefined);
      if (!response.ok || !identifier) {
        const message =
          typeof body === 'object' && body !== null
            ? text((body as { message?: unknown }).message)
            : undefined;
        throw new GatewayUnavailable(
          `Payop refused the invoice (${response.status}): ${message ?? 'no message'}`,
        );
      }
      return {
        reference: identifier,
        redirectUrl: `${settings.checkoutUrl}/${encodeURIComponent(request.language)}/payment/invoice-preprocessing/${encodeURIComponent(identifier)}`,
      };
    },

    readNotification(notification: IncomingNotification): NotificationClaim {
      if (settings.notifyFrom.length > 0 && !settings.notifyFrom.includes(notification.ip)) {
        throw new NotificationRefused('refused_source', `IPN from ${notification.ip}, not a Payop address`);
      }
      let parsed: PayopIpn;
      try {
        parsed = JSON.parse(notification.body.toString('utf8')) as PayopIpn;
      } catch {
        throw new NotificationRefused('malformed', 'The IPN is not JSON.');
      }
      const transactionId = text(parsed.transaction?.id) ?? text(parsed.invoice?.txid);
      const state = parsed.transaction?.state;
      if (!transactionId || typeof state !== 'number') {
        throw new NotificationRefused('malformed', 'The IPN names no transaction or state.');
      }
      return { depositId: text(parsed.transaction?.order?.id), transactionId, state: payopStateOf(state) };
    },

    async confirm(claim: NotificationClaim): Promise<ConfirmedPayment | undefined> {
      if (!claim.transactionId) return undefined;
      const { response, body } = await call(
        `${settings.apiUrl}/v2/transactions/${encodeURIComponent(claim.transactionId)}`,
        {
          method: 'GET',
          headers: { accept: 'application/json', authorization: `Bearer ${settings.jwtToken}` },
        },
      );
      if (response.status === 404) return undefined;
      if (!response.ok) throw new GatewayUnavailable(`Payop transaction lookup answered ${response.status}`);
      const data =
        typeof body === 'object' && body !== null
          ? (body as { data?: Record<string, unknown> }).data
          : undefined;
      const depositId = text(data?.orderId) ?? text(data?.orderIdentifier);
      const currency = text(data?.currency);
      const state = data?.state;
      const amount = data?.amount;
      if (!data || !depositId || !currency || typeof state !== 'number') {
        throw new GatewayUnavailable('Payop transaction lookup answered without order, currency or state');
      }
      let minor: bigint;
      try {
        minor = parseCurrencyAmount(String(amount), currency);
      } catch (error) {
        throw new GatewayUnavailable(`Payop transaction amount is not readable: ${String(amount)}`, {
          cause: error,
        });
      }
      const reason = text(data.error);
      return {
        depositId,
        transactionId: text(data.identifier) ?? claim.transactionId,
        state: payopStateOf(state),
        amount: minor,
        currency,
        ...(reason ? { reason } : {}),
      };
    },
  };
}
