import type { SeedsReply, SessionReply } from '@reelvault/contract/calls/studio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStudioSession, StudioFailure, studioCalls } from './studio-client';

const seeds: SeedsReply = {
  active: { server_seed_hash: 'ab'.repeat(32), client_seed: 'lucky', nonce: 3 },
  previous: [],
};

const session: SessionReply = {
  purpose: 'fairness',
  currency: 'EUR',
  balance: '1000000',
  game: null,
  open_round: null,
  access_token: 'studio-session',
  expires_at: '2030-01-01T00:00:00.000Z',
};

/** Answers every call with `status` and `body`; the calls made are in `.mock.calls`. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_path: string, _init: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(call: Promise<unknown>): Promise<StudioFailure> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof StudioFailure)) throw new Error(`expected a StudioFailure, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the studio client', () => {
  it('reads with a GET that carries the studio session as a bearer token and no cookie', async () => {
    const fetch = answering(200, seeds);

    await expect(studioCalls('studio-session').seeds()).resolves.toEqual(seeds);

    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/house/api/seeds');
    expect(init).toMatchObject({
      method: 'GET',
      headers: { authorization: 'Bearer studio-session' },
      credentials: 'omit',
    });
    expect(init?.body).toBeUndefined();
  });

  it('sends a POST with a JSON body', async () => {
    const fetch = answering(200, seeds);

    await studioCalls('studio-session').rotateSeeds('my seed');

    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/house/api/seeds/rotate');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer studio-session' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({ client_seed: 'my seed' });
  });

  it('opens a session from a launch token without any bearer token', async () => {
    const fetch = answering(200, session);

    await expect(openStudioSession('launch-token-from-the-platform')).resolves.toEqual(session);

    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/house/api/session');
    expect(init?.headers).not.toHaveProperty('authorization');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'launch-token-from-the-platform' });
  });

  it('puts the round id into the path, escaped', async () => {
    const fetch = answering(404, { code: 'NOT_FOUND', message: 'No such round.' });

    await failureOf(studioCalls('studio-session').round('a/b'));

    expect(fetch.mock.calls[0]?.[0]).toBe('/house/api/rounds/a%2Fb');
  });

  it("turns a refusal into a StudioFailure with the studio's code", async () => {
    answering(409, { code: 'ROUND_IN_PROGRESS', message: 'Finish the hand first.' });

    const failure = await failureOf(studioCalls('studio-session').rotateSeeds('x'));

    expect(failure.code).toBe('ROUND_IN_PROGRESS');
  });

  it('calls an unreadable refusal and a lost connection a network failure', async () => {
    answering(502, '<html>Bad gateway</html>');
    expect((await failureOf(studioCalls('studio-session').seeds())).code).toBe('NETWORK');

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await failureOf(studioCalls('studio-session').seeds())).code).toBe('NETWORK');
  });

  it('refuses a reply that does not match the contract', async () => {
    answering(200, { active: { nonce: 'three' } });

    await expect(studioCalls('studio-session').seeds()).rejects.toThrow();
    await expect(studioCalls('studio-session').seeds()).rejects.not.toBeInstanceOf(StudioFailure);
  });

  it('passes the abort signal on', async () => {
    const fetch = answering(200, seeds);
    const controller = new AbortController();

    await studioCalls('studio-session').seeds(controller.signal);

    expect(fetch.mock.calls[0]?.[1].signal).toBe(controller.signal);
  });
});
