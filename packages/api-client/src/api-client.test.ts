import { errorBody } from '@reelvault/contract/errors';
import { defineRoute } from '@reelvault/contract/route';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiClient, type ApiClientOptions } from './api-client';
import { ApiError } from './api-error';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

// A plain call, and one with a query as a listing's filters send it.
const status = defineRoute({
  method: 'GET',
  path: '/api/status',
  summary: 'A status',
  tags: ['test'],
  auth: 'optional',
  reply: z.object({ status: z.literal('ok'), uptime_seconds: z.number() }),
});
const fine = { status: 'ok', uptime_seconds: 12 };

const listing = defineRoute({
  method: 'GET',
  path: '/api/listing/:id',
  summary: 'A listing',
  tags: ['test'],
  auth: 'admin',
  query: z.object({ status: z.string().optional(), tag: z.array(z.string()).optional() }),
  reply: z.object({ ok: z.boolean() }),
});

function setup(
  options: {
    token?: string;
    omitEmptyQueryValues?: boolean;
    answer?: () => Response | Promise<Response>;
  } = {},
) {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const fetch: ApiClientOptions['fetch'] = async (input, init) => {
    requests.push(new Request(new URL(String(input), 'http://reelvault.test'), init));
    return (options.answer ?? (() => json(200, fine)))();
  };
  const client = createApiClient({
    fetch,
    headers: () => ({ 'Accept-Language': 'fr' }),
    token: () => options.token ?? null,
    onUnauthorized,
    ...(options.omitEmptyQueryValues === undefined
      ? {}
      : { omitEmptyQueryValues: options.omitEmptyQueryValues }),
  });
  return { client, requests, onUnauthorized };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('shared api client', () => {
  it("sends the app's headers and the token it gives as Bearer", async () => {
    const { client, requests } = setup({ token: 'session-123' });
    await client.call(status);
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer session-123');
    expect(requests[0]?.headers.get('accept-language')).toBe('fr');
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
  });

  it("fills the path parameters and repeats an array's key in the query", async () => {
    const { client, requests } = setup({ answer: () => json(200, { ok: true }) });
    await client.call(listing, { params: { id: 'a b' }, query: { status: 'open', tag: ['x', 'y'] } });
    const url = new URL(requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/listing/a%20b');
    expect(url.search).toBe('?status=open&tag=x&tag=y');
  });

  it('sends an empty query value unless told to leave it out', async () => {
    const sent = setup({ answer: () => json(200, { ok: true }) });
    await sent.client.call(listing, { params: { id: 1 }, query: { status: '' } });
    expect(new URL(sent.requests[0]?.url ?? '').search).toBe('?status=');
    const omitted = setup({ omitEmptyQueryValues: true, answer: () => json(200, { ok: true }) });
    await omitted.client.call(listing, { params: { id: 1 }, query: { status: '' } });
    expect(new URL(omitted.requests[0]?.url ?? '').search).toBe('');
  });

  it('hands a 401 to the app with the token the call sent, then throws it', async () => {
    const { client, onUnauthorized } = setup({
      token: 'expired',
      answer: () => json(401, errorBody('AUTH_SESSION_EXPIRED')),
    });
    const error = await failure(client.call(status));
    expect(error.code).toBe('AUTH_SESSION_EXPIRED');
    expect(onUnauthorized).toHaveBeenCalledWith(status, 'expired');
  });

  it('returns a file answer as a Blob', async () => {
    const { client } = setup({ answer: () => new Response('%PDF-1.7', { status: 200 }) });
    const blob = await client.file(listing, { id: 3 });
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it("returns the reply parsed with the route's schema", async () => {
    const { client } = setup();
    const reply: { status: 'ok'; uptime_seconds: number } = await client.call(status);
    expect(reply).toEqual(fine);
  });

  it('refuses a reply that does not match the contract', async () => {
    const { client } = setup({ answer: () => json(200, { status: 'fine' }) });
    const error = await failure(client.call(status));
    expect(error.code).toBe('UNEXPECTED_REPLY');
    expect(error.status).toBe(200);
  });

  it('turns an error body into an ApiError with its stable code and message', async () => {
    const { client } = setup({ answer: () => json(400, errorBody('SITE_MISMATCH')) });
    const error = await failure(client.call(status));
    expect(error).toMatchObject({
      status: 400,
      code: 'SITE_MISMATCH',
      message: 'This request was sent to the wrong site.',
    });
  });

  it("reads the stable code back from the spec's own wire values", async () => {
    const { client } = setup({ answer: () => json(401, errorBody('AUTH_INACTIVE_PLAYER')) });
    const error = await failure(client.call(status));
    expect(error.code).toBe('AUTH_INACTIVE_PLAYER');
  });

  it('carries the field errors of a 422', async () => {
    const body = errorBody('VALIDATION_FAILED', undefined, { email: ['The email must be valid.'] });
    const { client } = setup({ answer: () => json(422, body) });
    const error = await failure(client.call(status));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fieldErrors).toEqual({ email: ['The email must be valid.'] });
  });

  it('carries the structured facts of a refusal', async () => {
    const details = { period: 'daily', left: '20.00', currency: 'EUR' } as const;
    const body = errorBody('LIMIT_DEPOSIT_REACHED', 'Tageslimit.', { amount: ['Tageslimit.'] }, details);
    const { client } = setup({ answer: () => json(400, body) });
    const error = await failure(client.call(status));
    expect(error.code).toBe('LIMIT_DEPOSIT_REACHED');
    expect(error.details).toEqual(details);
  });

  it('keeps the wait of a 429', async () => {
    const { client } = setup({ answer: () => json(429, errorBody('RATE_LIMITED'), { 'retry-after': '30' }) });
    const error = await failure(client.call(status));
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.retryAfterSeconds).toBe(30);
  });

  it('names an unreadable error answer by its status', async () => {
    const { client } = setup({ answer: () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    const error = await failure(client.call(status));
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('reports a request that got no answer as a network failure', async () => {
    const { client } = setup({
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(client.call(status));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_FAILURE' });
  });
});
