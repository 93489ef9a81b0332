// A fixture server for Veriff's API on 127.0.0.1, speaking as its documentation describes: POST /v1/sessions
// with the integration's API key in X-AUTH-CLIENT (refused with Veriff's 401 otherwise) and a
// `verification` object, answered `{status: 'success', verification: {id, url, vendorData, host, status:
// 'created', sessionToken}}`; and the decision webhooks Veriff sends, signed with X-HMAC-SIGNATURE (hex
// HMAC-SHA256 of the raw body with the shared secret). The hosted flow's address is on the fixture itself
// (GET /v/<sessionToken> answers a plain page), so a browser sent there stays on this machine; the
// sessionToken is a JWT carrying `session_id`, as Veriff's is.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface VeriffSession {
  readonly id: string;
  readonly url: string;
  readonly request: { callback?: string; vendorData?: string };
}

export interface VeriffFixture {
  readonly url: string;
  readonly keys: { apiKey: string; sharedSecret: string };
  readonly sessions: VeriffSession[];
  /** Session requests refused for a missing or wrong API key. */
  refusedRequests(): number;
  /** The decision webhook Veriff sends about `session`, signed with `secret` (the shared secret by default). */
  decision(
    session: VeriffSession,
    status: DecisionStatus,
    options?: DecisionOptions,
  ): { body: string; headers: Record<string, string> };
  close(): Promise<void>;
}

const codes = {
  approved: 9001,
  declined: 9102,
  resubmission_requested: 9103,
  expired: 9104,
  abandoned: 9104,
  review: 9121,
} as const;

type DecisionStatus = keyof typeof codes;

interface DecisionOptions {
  reason?: string;
  reasonCode?: number;
  decisionTime?: string;
  secret?: string;
}

/**
 * The decision webhook Veriff sends about `session` with the integration's keys, signed with
 * `options.secret` (the shared secret by default): for tests that hold the keys but not the fixture.
 */
export function veriffDecision(
  keys: VeriffFixture['keys'],
  session: Pick<VeriffSession, 'id' | 'request'>,
  status: DecisionStatus,
  options: DecisionOptions = {},
): { body: string; headers: Record<string, string> } {
  const withReason = status === 'declined' || status === 'resubmission_requested';
  const body = JSON.stringify({
    status: 'success',
    verification: {
      id: session.id,
      attemptId: randomUUID(),
      vendorData: session.request.vendorData ?? null,
      endUserId: null,
      status,
      code: codes[status],
      reason: withReason ? (options.reason ?? 'Physical document not used') : null,
      reasonCode: withReason ? (options.reasonCode ?? 102) : null,
      decisionTime: options.decisionTime ?? new Date().toISOString(),
      acceptanceTime: new Date().toISOString(),
      person: { firstName: 'ANNA', lastName: 'GEORGIOU', dateOfBirth: '1990-05-04' },
      document: { type: 'PASSPORT', country: 'GR' },
    },
    technicalData: { ip: '192.0.2.10' },
  });
  const signature = createHmac('sha256', options.secret ?? keys.sharedSecret)
    .update(body)
    .digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-auth-client': keys.apiKey,
      'x-hmac-signature': signature,
    },
  };
}

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** The session a hosted-flow address names (its sessionToken's `session_id`), or undefined. */
export function veriffSessionIdOf(hostedUrl: string): string | undefined {
  const payload = /\/v\/[\w-]+\.([\w-]+)\.[\w-]+$/.exec(new URL(hostedUrl).pathname)?.[1];
  if (!payload) return undefined;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { session_id?: string };
  return claims.session_id;
}

const hostedPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Veriff</title></head>
  <body><h1>Verify your identity with Veriff</h1></body>
</html>`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startVeriffFixture(): Promise<VeriffFixture> {
  const keys = { apiKey: randomUUID(), sharedSecret: randomBytes(24).toString('hex') };
  let host = '';
  const sessions: VeriffSession[] = [];
  let refused = 0;
  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      if (request.method === 'GET' && request.url?.startsWith('/v/')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(hostedPage);
      }
      if (request.method !== 'POST' || request.url?.replace(/\/$/, '') !== '/v1/sessions') {
        return send(response, 404, { status: 'fail', code: '1104', message: 'Not found' });
      }
      if (request.headers['x-auth-client'] !== keys.apiKey) {
        refused += 1;
        return send(response, 401, {
          status: 'fail',
          code: '1801',
          message: 'Mandatory X-AUTH-CLIENT header containing the API key is missing from the request.',
        });
      }
      let verification: VeriffSession['request'] | undefined;
      try {
        verification = (JSON.parse(text) as { verification?: VeriffSession['request'] }).verification;
      } catch {
        verification = undefined;
      }
      if (!request.headers['content-type']?.startsWith('application/json') || !verification) {
        return send(response, 400, {
          status: 'fail',
          code: '1102',
          message: 'Mandatory parameters are missing.',
        });
      }
      const id = randomUUID();
      const sessionToken = [
        base64url({ alg: 'HS256', typ: 'JWT' }),
        base64url({ auth_token: randomUUID(), session_id: id, iat: Math.floor(Date.now() / 1000) }),
        base64url(randomBytes(32)),
      ].join('.');
      const session: VeriffSession = {
        id,
        url: `${host}/v/${sessionToken}`,
        request: verification,
      };
      sessions.push(session);
      send(response, 201, {
        status: 'success',
        verification: {
          id: session.id,
          url: session.url,
          vendorData: verification.vendorData ?? null,
          host,
          status: 'created',
          sessionToken,
        },
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the Veriff fixture has no port');
  host = `http://127.0.0.1:${address.port}`;
  return {
    keys,
    sessions,
    refusedRequests: () => refused,
    decision: (session, status, options) => veriffDecision(keys, session, status, options),
    url: host,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // A browser sent to the hosted page may keep its connection open.
        server.closeAllConnections();
      }),
  };
}
