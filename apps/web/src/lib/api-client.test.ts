import { errorBody } from '@reelvault/contract/errors';
import * as systemCalls from '@reelvault/contract/calls/system';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError } from './api-error';
import { createAuthStore } from './auth-store';
import { memoryStorage, storageKeys } from './storage';

const healthy = {
  status: 'ok',
  version: '0.1.0',
  uptime_seconds: 12,
  database: { reachable: true, driver: 'pglite', latency_ms: 1.5 },
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function setup(options: { token?: string; path?: string; answer?: () => Response | Promise<Response> } = {}) {
  const auth = createAuthStore(memoryStorage(options.token ? { [storageKeys.token]: options.token } : {}));
  const requests: Request[] = [];
  const onSessionEnded = vi.fn();
  const fetch: ApiClientOptions['fetch'] = async (input, init) => {
    requests.push(new Request(new URL(String(input), 'http://reelvault.test'), init));
    return (options.answer ?? (() => json(200, healthy)))();
  };
  const client = createApiClient({
    fetch,
    siteId: '7',
    auth,
    language: () => 'de',
    currentPath: () => options.path ?? '/',
    onSessionEnded,
  });
  return { client, auth, requests, onSessionEnded };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it("sends the player's token, the site id and the interface language", async () => {
    const { client, requests } = setup({ token: 'session-123' });
    await client.call(systemCalls.health);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(new URL(request?.url ?? '').pathname).toBe('/api/health');
    expect(request?.headers.get('authorization')).toBe('Bearer session-123');
    expect(request?.headers.get('x-site-id')).toBe('7');
    expect(request?.headers.get('accept-language')).toBe('de');
  });

  it('sends no Authorization header for a guest', async () => {
    const { client, requests } = setup();
    await client.call(systemCalls.health);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it("returns the reply parsed with the route's schema", async () => {
    const { client } = setup();
    const health = await client.call(systemCalls.health);
    expect(health.database.driver).toBe('pglite');
    expect(health.status).toBe('ok');
  });

  it('refuses a reply that does not match the contract', async () => {
    const { client } = setup({ answer: () => json(200, { status: 'fine' }) });
    const error = await failure(client.call(systemCalls.health));
    expect(error.code).toBe('UNEXPECTED_REPLY');
    expect(error.status).toBe(200);
  });

  it('turns an error body into an ApiError with its stable code and message', async () => {
    const { client } = setup({ answer: () => json(400, errorBody('SITE_MISMATCH')) });
    const error = await failure(client.call(systemCalls.health));
    expect(error).toMatchObject({
      status: 400,
      code: 'SITE_MISMATCH',
      message: 'This request was sent to the wrong site.',
    });
  });

  it("reads the stable code back from the spec's own wire values", async () => {
    const { client } = setup({ path: '/login', answer: () => json(401, errorBody('AUTH_INACTIVE_PLAYER')) });
    const error = await failure(client.call(systemCalls.health));
    expect(error.code).toBe('AUTH_INACTIVE_PLAYER');
  });

  it('carries the field errors of a 422', async () => {
    const body = errorBody('VALIDATION_FAILED', undefined, { email: ['The email must be valid.'] });
    const { client } = setup({ answer: () => json(422, body) });
    const error = await failure(client.call(systemCalls.health));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({ email: ['The email must be valid.'] });
  });

  it('carries the structured facts of a refusal', async () => {
    const details = { period: 'daily', left: '20.00', currency: 'EUR' } as const;
    const body = errorBody('LIMIT_DEPOSIT_REACHED', 'Tageslimit.', { amount: ['Tageslimit.'] }, details);
    const { client } = setup({ answer: () => json(400, body) });
    const error = await failure(client.call(systemCalls.health));
    expect(error.code).toBe('LIMIT_DEPOSIT_REACHED');
    expect(error.details).toEqual(details);
  });

  it('keeps the wait of a 429', async () => {
    const { client } = setup({ answer: () => json(429, errorBody('RATE_LIMITED'), { 'retry-after': '30' }) });
    const error = await failure(client.call(systemCalls.health));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('names an unreadable error answer by its status', async () => {
    const { client } = setup({ answer: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await failure(client.call(systemCalls.health));
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('reports a request that got no answer as a network failure', async () => {
    const { client } = setup({
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(client.call(systemCalls.health));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_FAILURE' });
  });

  it('logs the player out on a 401 outside the login page', async () => {
    const { client, auth, onSessionEnded } = setup({
      token: 'expired',
      path: '/account',
      answer: () => json(401, errorBody('AUTH_SESSION_EXPIRED')),
    });
    const error = await failure(client.call(systemCalls.health));
    expect(error.code).toBe('AUTH_SESSION_EXPIRED');
    expect(auth.getToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 answered on the login page', async () => {
    const { client, auth, onSessionEnded } = setup({
      token: 'still-valid',
      path: '/login',
      answer: () => json(401, errorBody('AUTH_INVALID_CREDENTIALS')),
    });
    await failure(client.call(systemCalls.health));
    expect(auth.getToken()).toBe('still-valid');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not announce a logout to a guest', async () => {
    const { client, onSessionEnded } = setup({ answer: () => json(401, errorBody('UNAUTHENTICATED')) });
    await failure(client.call(systemCalls.health));
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
