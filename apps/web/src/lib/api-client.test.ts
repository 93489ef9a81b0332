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
  redis: { configured: false, reachable: null, latency_ms: null },
  process: { pid: 4242, workers: ['deposit-expiry'] },
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

  it('logs the player out on a 401 outside the login page', async () => {
    const { client, auth, onSessionEnded } = setup({
      token: 'expired',
      path: '/account',
      answer: () => json(401, errorBody('AUTH_SESSION_EXPIRED')),
    });
    await expect(client.call(systemCalls.health)).rejects.toMatchObject({ code: 'AUTH_SESSION_EXPIRED' });
    expect(auth.getToken()).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on a 401 answered on the login page', async () => {
    const { client, auth, onSessionEnded } = setup({
      token: 'still-valid',
      path: '/login',
      answer: () => json(401, errorBody('AUTH_INVALID_CREDENTIALS')),
    });
    await expect(client.call(systemCalls.health)).rejects.toBeInstanceOf(ApiError);
    expect(auth.getToken()).toBe('still-valid');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('does not announce a logout to a guest', async () => {
    const { client, onSessionEnded } = setup({ answer: () => json(401, errorBody('UNAUTHENTICATED')) });
    await expect(client.call(systemCalls.health)).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});
