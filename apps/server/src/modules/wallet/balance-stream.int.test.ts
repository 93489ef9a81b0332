// The balance stream over real HTTP: a committed change reaches the player's own open pages at once, never
// another player's, a rolled-back one never, and the stream ends with the session.
import { balanceEventsPath, balanceReply } from '@reelvault/contract/calls/wallet';
import { routes } from '@reelvault/contract/routes';
import { describe, expect, it } from 'vitest';
import { depositThroughSandbox, namedPlayer } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer } from '../../../test/players';

describe('the balance stream', () => {
  const ctx = useTestApp();

  async function baseUrl(): Promise<string> {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return `http://127.0.0.1:${address.port}`;
  }

  /** Opens the player's stream; `next` answers the next balance event, `ended` waits for its end. */
  async function openStream(token: string) {
    const response = await fetch(`${await baseUrl()}${balanceEventsPath}`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>)
      .pipeThrough(new TextDecoderStream())
      .getReader();
    let buffer = '';
    const events: string[] = [];
    const more = async () => {
      const chunk = await reader.read();
      if (chunk.done) return false;
      buffer += chunk.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.startsWith('event: balance') && data) events.push(data.slice(6));
      }
      return true;
    };
    return {
      async next() {
        while (events.length === 0) {
          if (!(await more())) throw new Error('the stream ended');
        }
        return balanceReply.parse(JSON.parse(events.shift() ?? ''));
      },
      async ended() {
        while (await more());
        return events.map((event) => balanceReply.parse(JSON.parse(event)));
      },
      close: () => reader.cancel(),
    };
  }

  it("pushes a deposit's new balance to the player's own streams, not to another player's", async () => {
    const player = await namedPlayer(ctx.app);
    const other = await registerPlayer(ctx.app);
    const [first, second, others] = await Promise.all([
      openStream(player.token),
      openStream(player.token),
      openStream(other.token),
    ]);
    for (const stream of [first, second, others]) expect((await stream.next()).balance).toBe('0.00');

    await depositThroughSandbox(ctx.app, player.token, '25');
    expect(await first.next()).toEqual({ balance: '25.00', currency: 'EUR', bonus_balance: '0.00' });
    expect((await second.next()).balance).toBe('25.00');

    // The other player's next event is their own deposit: the first player's was never sent to them.
    await deposit(ctx.app.wallet, other.id, 700n);
    expect((await others.next()).balance).toBe('7.00');
    await Promise.all([first.close(), second.close(), others.close()]);
  });

  it('tells of a change once it is committed, never before, and never of one rolled back', async () => {
    const player = await registerPlayer(ctx.app);
    const stream = await openStream(player.token);
    expect((await stream.next()).balance).toBe('0.00');
    const heard: number[] = [];
    const unsubscribe = ctx.app.wallet.balanceChanges.subscribe(player.id, () => heard.push(player.id));
    const db = ctx.app.database.db;

    await db.transaction(async (tx) => {
      await deposit(ctx.app.wallet, player.id, 500n, { executor: tx });
      expect(heard).toEqual([]);
    });
    expect(heard).toHaveLength(1);
    expect((await stream.next()).balance).toBe('5.00');

    await expect(
      db.transaction(async (tx) => {
        await deposit(ctx.app.wallet, player.id, 99_900n, { executor: tx });
        throw new Error('the deposit is abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(heard).toHaveLength(1);

    await deposit(ctx.app.wallet, player.id, 100n);
    expect(heard).toHaveLength(2);
    expect((await stream.next()).balance).toBe('6.00');
    unsubscribe();
    await stream.close();
  });

  it('ends the stream when the player logs out, and opens none for the ended session', async () => {
    const player = await registerPlayer(ctx.app);
    const stream = await openStream(player.token);
    await stream.next();
    const logout = await ctx.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: bearer(player.token),
    });
    expect(logout.statusCode, logout.body).toBe(200);
    expect(await stream.ended()).toEqual([]);
    const again = await fetch(`${await baseUrl()}${balanceEventsPath}`, { headers: bearer(player.token) });
    expect(again.status).toBe(401);
  });

  it('refuses more than five streams for one session, and any without a session', async () => {
    const player = await registerPlayer(ctx.app);
    const streams = await Promise.all(Array.from({ length: 5 }, () => openStream(player.token)));
    const sixth = await fetch(`${await baseUrl()}${balanceEventsPath}`, { headers: bearer(player.token) });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBe('30');
    expect(await sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    await Promise.all(streams.map((stream) => stream.close()));
    const anonymous = await fetch(`${await baseUrl()}${balanceEventsPath}`);
    expect(anonymous.status).toBe(401);
  });
});
