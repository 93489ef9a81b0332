// The crypto payments' event stream lives only as long as the player's session, as the balance stream
// does: a logout ends both, and a session holds a few streams of each kind.
import { balanceEventsPath } from '@reelvault/contract/calls/wallet';
import { routes } from '@reelvault/contract/routes';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { bearer, registerPlayer } from '../../../test/players';
import { cryptoEventsPath } from './routes';

describe("the crypto payments' stream", () => {
  const ctx = useTestApp();

  async function baseUrl(): Promise<string> {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  async function open(path: string, token: string) {
    const response = await fetch(`${await baseUrl()}${path}`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    return {
      /** Reads until the server ends the stream. */
      async ended() {
        let text = '';
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
        return text;
      },
      close: () => reader.cancel(),
    };
  }

  it('ends with the session at logout, beside the balance stream, and opens none for it after', async () => {
    const player = await registerPlayer(ctx.app);
    const payments = await open(cryptoEventsPath, player.token);
    const balance = await open(balanceEventsPath, player.token);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: bearer(player.token),
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await payments.ended()).not.toContain('event: deposit');
    await balance.ended();
    expect(ctx.app.sessionStreams.size).toBe(0);
    const again = await fetch(`${await baseUrl()}${cryptoEventsPath}`, { headers: bearer(player.token) });
    expect(again.status).toBe(401);
  });

  it('holds five of each kind for a session and refuses a sixth of a kind', async () => {
    const player = await registerPlayer(ctx.app);
    const streams = await Promise.all(
      [cryptoEventsPath, balanceEventsPath].flatMap((path) =>
        Array.from({ length: 5 }, () => open(path, player.token)),
      ),
    );
    const sixth = await fetch(`${await baseUrl()}${cryptoEventsPath}`, { headers: bearer(player.token) });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect(await sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await Promise.all(streams.map((stream) => stream.close()));
  });
});
