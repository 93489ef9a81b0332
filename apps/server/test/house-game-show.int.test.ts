// The studio's game show (decision 0606): one crash round shared by every player, paid through the signed
// wallet API. Several players bet and cash out at once and are paid what the flight and the crash say; a
// bet after the window and a cash-out after the crash are refused; a second studio node takes over the round
// driver in the middle of a round and settles it once; the round's seed is the preimage of the hash shown
// before it and gives its crash point; pages follow the show as server-sent events. The ledger's invariants
// hold after each.
import {
  gameShowPaths,
  showBetReply,
  showRoundView,
  showStateReply,
  type ShowRoundView,
} from '@reelvault/contract/calls/game-show';
import { crashPointCents, flightMs, maxCrashCents, verifyChainSeed } from '@reelvault/fair/crash';
import { createHouseStudio, houseProviderCode } from '@reelvault/house/studio';
import { injectTransport } from '@reelvault/house/wallet-client';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multiplierText } from '@reelvault/house/game-show/views';
import { cashOf, GamePage, useHouseTestApp, wireOfCents } from './house';
import { fundedPlayer } from './ledger';

const gameCode = 'reelvault-game-show';
const euros = (amount: number) => wireOfCents(Math.round(amount * 100)).toString();

interface RoundRow {
  id: string;
  crash_cents: number;
  betting_ends_at: Date;
  crashes_at: Date;
  state: string;
}

describe('the game show', () => {
  const ctx = useHouseTestApp();
  const studio = () => {
    const house = ctx.app.houseStudio;
    if (!house) throw new Error('the studio is not mounted');
    return house;
  };

  /** A player with `cents` of EUR and the game show open (launched as the platform launches a game). */
  async function showPlayer(cents: bigint) {
    const { playerId } = await fundedPlayer(ctx.app.wallet, cents);
    const session = await ctx.app.gaming.openGameSession({
      playerId,
      providerCode: houseProviderCode,
      gameCode,
    });
    const { url } = await studio().launch({
      token: session.token,
      user: session.user,
      currency: session.currency,
      gameCode,
      expiresAt: session.expiresAt,
      game: {
        engine: 'game-show',
        title: 'Rocket Show',
        model: 'crash-hash-chain',
        theme: 'game-show',
        palette: { from: '#101030', to: '#302060', accent: '#ffcc00', ink: '#ffffff' },
      },
    });
    const page = new GamePage(ctx.app, url);
    const exchanged = await page.exchange();
    expect(exchanged.statusCode, exchanged.text).toBe(200);
    return { playerId, page };
  }

  async function latestRound(): Promise<RoundRow> {
    const result = await ctx.database.db.execute(
      sql`select id, crash_cents, betting_ends_at, crashes_at, state from house.show_rounds
          order by chain_id desc, number desc limit 1`,
    );
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    if (!row) throw new Error('no round');
    return {
      id: String(row.id),
      crash_cents: Number(row.crash_cents),
      betting_ends_at: new Date(String(row.betting_ends_at)),
      crashes_at: new Date(String(row.crashes_at)),
      state: String(row.state),
    };
  }

  /** Drives rounds (each played out with no bets) until one opens that reaches `cents`: its row. */
  async function roundReaching(cents: number): Promise<RoundRow> {
    for (let tries = 0; tries < 100; tries += 1) {
      await studio().driveGameShow();
      const round = await latestRound();
      const fits = round.crash_cents >= cents && round.crash_cents < maxCrashCents;
      if (round.state === 'running' && ctx.clock.now() < round.betting_ends_at && fits) {
        return round;
      }
      // Played out: to the crash, settled, and past the pause before the next.
      ctx.clock.advance(Math.max(0, round.crashes_at.getTime() - ctx.clock.now().getTime()) + 1);
      await studio().driveGameShow();
      ctx.clock.advance(10_000);
    }
    throw new Error(`no round reaching ${cents} in 100`);
  }

  /** Sets the clock `cents` into the flight of `round` (the multiplier a cash-out then gets). */
  function flyTo(round: RoundRow, cents: number): void {
    ctx.clock.advance(round.betting_ends_at.getTime() + flightMs(cents) - ctx.clock.now().getTime());
  }

  function pastCrash(round: RoundRow): void {
    ctx.clock.advance(round.crashes_at.getTime() - ctx.clock.now().getTime() + 1);
  }

  const bet = (page: GamePage, amount: number, autoCashOut?: string) =>
    page.send('POST', gameShowPaths.bet, {
      stake: euros(amount),
      ...(autoCashOut ? { auto_cash_out: autoCashOut } : {}),
    });

  const betIdOf = (answer: { body: unknown }) => showBetReply.parse(answer.body).bet.id;

  const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

  /** The wallet calls the studio sent for one bet (its wallet round), by kind. */
  function callsOf(betId: string, operation: 'bet' | 'win' | 'rollback') {
    return ctx.wire.sent.filter((call) => call.operation === operation && call.body.round === betId);
  }

  /** The ledger transfers of a bet's win (`win:<provider id>:<uuid>`, a zero one too): never two. */
  async function winTransfersOf(betId: string): Promise<number> {
    const result = await ctx.database.db.execute(
      sql`select count(*)::int as count from ledger_transfers t, house.show_bets b
          where b.id = ${betId} and t.kind = 'win' and t.id like 'win:%:' || b.win_uuid::text`,
    );
    return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  }

  it('takes bets from several players at once, pays cash-outs in flight and targets, and settles losses', async () => {
    const players = await Promise.all([1, 2, 3, 4].map(() => showPlayer(10_000n)));
    const [p1, p2, p3, p4] = players;
    if (!p1 || !p2 || !p3 || !p4) throw new Error('four players');
    const round = await roundReaching(300);

    const answers = await Promise.all([
      bet(p1.page, 1),
      bet(p2.page, 2, '1.50'),
      bet(p3.page, 1, multiplierText(round.crash_cents + 1)),
      bet(p4.page, 1),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.text).toBe(200);
    const [b1, b2, b3, b4] = answers.map(betIdOf);
    expect(await cashOf(ctx.app, p1.playerId)).toBe(9_900n);
    // One bet a player a round.
    expect((await bet(p1.page, 1)).body).toMatchObject({ code: 'ACTION_NOT_ALLOWED' });

    const betting = showStateReply.parse((await p1.page.send('GET', gameShowPaths.state)).body);
    expect(betting.round).toMatchObject({ id: round.id, phase: 'betting', crash_point: null, seed: null });
    expect(betting.round?.bets).toHaveLength(4);
    expect(betting.round?.bets.map((shown) => shown.player).join(' ')).not.toMatch(/rv-/);
    expect(betting.my_bet).toMatchObject({ id: b1, state: 'standing', auto_cash_out: null });
    expect(betting.rules).toMatchObject({ rtp: '99.00', max_multiplier: '1000.00' });
    expect((await p1.page.send('POST', gameShowPaths.cashOut, { bet_id: b1 })).statusCode).toBe(409);

    // Two cash-outs at the same moment, 1.20x into the flight.
    flyTo(round, 120);
    const cashOuts = await Promise.all(
      [p1, p4].map(({ page }, i) => page.send('POST', gameShowPaths.cashOut, { bet_id: i === 0 ? b1 : b4 })),
    );
    for (const answer of cashOuts) {
      expect(answer.statusCode, answer.text).toBe(200);
      expect(showBetReply.parse(answer.body).bet).toMatchObject({ state: 'cashed_out', cash_out: '1.20' });
    }
    expect(await cashOf(ctx.app, p1.playerId)).toBe(10_020n);
    expect((await p1.page.send('POST', gameShowPaths.cashOut, { bet_id: b1 })).statusCode).toBe(409);

    pastCrash(round);
    const late = await p3.page.send('POST', gameShowPaths.cashOut, { bet_id: b3 });
    expect(late.statusCode).toBe(409);
    expect(late.body).toMatchObject({ code: 'ROUND_OVER' });

    await studio().driveGameShow();
    expect((await latestRound()).state).toBe('settled');
    expect(await cashOf(ctx.app, p2.playerId)).toBe(10_000n - 200n + 300n);
    expect(await cashOf(ctx.app, p3.playerId)).toBe(9_900n);
    expect(await cashOf(ctx.app, p4.playerId)).toBe(10_020n);
    for (const id of [b1, b2, b3, b4]) {
      if (!id) throw new Error('a bet');
      expect(callsOf(id, 'win')).toHaveLength(1);
      expect(await winTransfersOf(id)).toBe(1);
    }

    const crashed = showStateReply.parse((await p3.page.send('GET', gameShowPaths.state)).body);
    const view = crashed.round;
    if (!view?.seed || !view.crash_point) throw new Error('the crashed round shows its seed');
    expect(view.phase).toBe('crashed');
    expect(verifyChainSeed(view.seed, view.hash)).toBe(true);
    expect(crashPointCents(view.seed, view.chain.salt)).toBe(round.crash_cents);
    expect(view.bets.find((shown) => shown.id === b3)).toMatchObject({ state: 'lost', payout: '0' });
    expect(view.bets.find((shown) => shown.id === b2)).toMatchObject({
      state: 'cashed_out',
      cash_out: '1.50',
    });
    const record = await p3.page.send('GET', gameShowPaths.round.replace(':id', round.id));
    expect(showRoundView.parse(record.body).seed).toBe(view.seed);
    await ledgerIsSound();
  });

  it('refuses a bet once the window has closed and a cash-out once the round has crashed, taking nothing', async () => {
    const { playerId, page } = await showPlayer(10_000n);
    const round = await roundReaching(101);
    const placed = await bet(page, 1);
    expect(placed.statusCode, placed.text).toBe(200);

    const { page: latePage, playerId: latePlayer } = await showPlayer(10_000n);
    ctx.clock.advance(round.betting_ends_at.getTime() - ctx.clock.now().getTime());
    const closed = await bet(latePage, 1);
    expect(closed.statusCode).toBe(409);
    expect(closed.body).toMatchObject({ code: 'BETTING_CLOSED', message: expect.stringMatching(/closed/) });
    expect(await cashOf(ctx.app, latePlayer)).toBe(10_000n);
    // A crashed round is not shown before its crash.
    expect((await page.send('GET', gameShowPaths.round.replace(':id', round.id))).statusCode).toBe(404);

    pastCrash(round);
    const over = await page.send('POST', gameShowPaths.cashOut, { bet_id: betIdOf(placed) });
    expect(over.body).toMatchObject({ code: 'ROUND_OVER' });
    expect((await bet(latePage, 1)).body).toMatchObject({ code: 'BETTING_CLOSED' });
    await studio().driveGameShow();
    expect(await cashOf(ctx.app, playerId)).toBe(9_900n);
    expect(await cashOf(ctx.app, latePlayer)).toBe(10_000n);
    // Bad input is refused in the studio's shape, before any money moves.
    for (const body of [
      { stake: euros(1), auto_cash_out: '1.00' },
      { stake: '12' },
      { stake: euros(1000) },
    ]) {
      await roundReaching(101);
      const refused = await latePage.send('POST', gameShowPaths.bet, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toMatchObject({ code: 'BET_REFUSED' });
    }
    expect(await cashOf(ctx.app, latePlayer)).toBe(10_000n);
    await ledgerIsSound();
  });

  it('settles a round once when a second node takes over the driver in the middle of it', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => showPlayer(10_000n)));
    if (!a || !b || !c) throw new Error('three players');
    const round = await roundReaching(200);
    const [ba, bb, bc] = (await Promise.all([bet(a.page, 1), bet(b.page, 2, '1.50'), bet(c.page, 1)])).map(
      betIdOf,
    );
    if (!ba || !bb || !bc) throw new Error('three bets');

    // A's cash-out at 1.10x: the platform pays, every answer is lost; the bet waits with its payout fixed.
    flyTo(round, 110);
    ctx.wire.fail('win', 'answer', 3);
    const cashed = await a.page.send('POST', gameShowPaths.cashOut, { bet_id: ba });
    expect(cashed.statusCode, cashed.text).toBe(200);
    expect(showBetReply.parse(cashed.body).bet).toMatchObject({ state: 'cashed_out', cash_out: '1.10' });

    // The first node's driver dies settling the crash: none of its wins reach the platform.
    pastCrash(round);
    ctx.wire.fail('win', 'request', 9);
    await studio().driveGameShow();
    expect((await latestRound()).state).toBe('running');

    // Another node (same database, its own studio) takes the driver over; the old one comes back too.
    const second = createHouseStudio({
      db: ctx.database.db,
      transport: ctx.wire.wrap(injectTransport(ctx.app)),
      keys: ctx.houseKeys,
      log: ctx.app.log,
      now: () => ctx.clock.now(),
      settings: { retryDelayMs: 1, singleCallSpins: false },
      gameShow: { driveMs: 0 },
    });
    ctx.wire.faults.splice(0);
    await Promise.all([second.driveGameShow(), studio().driveGameShow()]);
    await second.driveGameShow();
    expect((await latestRound()).state).toBe('settled');

    expect(await cashOf(ctx.app, a.playerId)).toBe(10_000n - 100n + 110n);
    expect(await cashOf(ctx.app, b.playerId)).toBe(10_000n - 200n + 300n);
    expect(await cashOf(ctx.app, c.playerId)).toBe(9_900n);
    for (const id of [ba, bb, bc]) {
      expect(await winTransfersOf(id)).toBe(1);
      const wins = callsOf(id, 'win');
      expect(new Set(wins.map((call) => call.body.transaction_uuid)).size).toBe(1);
    }
    expect(callsOf(ba, 'win').length).toBeGreaterThan(1);
    await ledgerIsSound();
  });

  it('pushes the round and the bets to a page as server-sent events', async () => {
    const watcher = await showPlayer(10_000n);
    const other = await showPlayer(10_000n);
    const round = await roundReaching(150);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(ctx.app.server.address(), watcher.page.bearer ?? '');
    expect(stream.response.headers['content-type']).toMatch(/text\/event-stream/);
    const events = eventReader(stream.response);
    try {
      const opened = await events.next('round');
      expect(showRoundView.parse(opened)).toMatchObject({ id: round.id, phase: 'betting', seed: null });

      const placed = await bet(other.page, 1);
      const shown = await events.next('bet');
      expect(shown).toMatchObject({ id: betIdOf(placed), state: 'standing', stake: euros(1) });
      expect(JSON.stringify(shown)).not.toMatch(/rv-/);

      flyTo(round, 120);
      expect(await events.next('round')).toMatchObject({ id: round.id, phase: 'flying', crash_point: null });
      await other.page.send('POST', gameShowPaths.cashOut, { bet_id: betIdOf(placed) });
      expect(await events.next('bet')).toMatchObject({ state: 'cashed_out', cash_out: '1.20' });

      pastCrash(round);
      const crashed = (await events.next('round')) as ShowRoundView;
      expect(crashed).toMatchObject({ id: round.id, phase: 'crashed' });
      expect(crashed.seed && verifyChainSeed(crashed.seed, crashed.hash)).toBe(true);
    } finally {
      stream.request.destroy();
    }
    await studio().driveGameShow();
    await ledgerIsSound();
  });
});

/** The events call over a connection of its own (no pool: nothing is left open when the test ends). */
function openStream(address: string | AddressInfo | null, token: string) {
  if (!address || typeof address === 'string') throw new Error('not listening');
  return new Promise<{ request: http.ClientRequest; response: http.IncomingMessage }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: address.port,
        path: gameShowPaths.events,
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => resolve({ request, response }),
    );
    request.on('error', reject);
  });
}

/** Reads a server-sent event stream: `next(name)` waits for the next event of that name (others skipped). */
function eventReader(response: http.IncomingMessage) {
  const chunks = response[Symbol.asyncIterator]();
  let buffer = '';
  return {
    async next(name: string): Promise<unknown> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event === name && data) return JSON.parse(data) as unknown;
          continue;
        }
        const chunk = (await chunks.next()) as IteratorResult<Buffer>;
        if (chunk.done) throw new Error(`the stream ended before a ${name} event`);
        buffer += chunk.value.toString('utf8');
      }
    },
  };
}
