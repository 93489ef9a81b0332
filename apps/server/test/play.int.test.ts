// The lobby's launch call: every blocker in the spec's order with its answer (571 for the country and the
// studio), a launch on desktop and on a phone, and a launched game played to a settled round that shows
// in the bet history and on the live bets board, also over its server-sent events stream.
import { playReply } from '@reelvault/contract/calls/play';
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../src/modules/catalogue/schema';
import { maskUsername, multiplierOf } from '../src/modules/gaming/live-bets';
import { findCountryBySlug } from '../src/modules/identity/countries';
import { GamePage, gameIdOf, launchToken, useHouseTestApp, wireOfCents } from './house';
import { deposit } from './ledger';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from './players';

describe('POST /api/game/{id}/play', () => {
  const ctx = useHouseTestApp();

  async function player(options: { cents?: bigint; verified?: boolean; country?: string } = {}) {
    const country = findCountryBySlug(options.country ?? 'GR');
    const registered = await registerPlayer(ctx.app, { country: country?.id ?? 0 });
    if (options.cents) await deposit(ctx.app.wallet, registered.id, options.cents);
    if (options.verified ?? true) {
      await setPlayerStanding(ctx.database.db, registered.id, { playerStatus: playerStatus.verified });
    }
    return registered;
  }

  function play(gameId: number, who?: TestPlayer, body: Record<string, unknown> = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: `/api/game/${gameId}/play`,
      headers: who ? bearer(who.token) : {},
      payload: body,
    });
  }

  it('refuses a guest with 401', async () => {
    const answer = await play(await gameIdOf(ctx.app, 'sands-of-gold'));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an inactive player, then a self-excluded one', async () => {
    const gameId = await gameIdOf(ctx.app, 'sands-of-gold');
    const inactive = await player({ cents: 1_000n });
    await setPlayerStanding(ctx.database.db, inactive.id, { status: userStatus.inactive });
    const refused = await play(gameId, inactive);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'GAME_PLAYER_INACTIVE', error: 'GAME_PLAYER_INACTIVE' });

    const excluded = await player({ cents: 1_000n });
    await setPlayerStanding(ctx.database.db, excluded.id, {
      excludedUntil: new Date(ctx.clock.now().getTime() + 86_400_000),
    });
    const stopped = await play(gameId, excluded);
    expect(stopped.statusCode).toBe(403);
    expect(stopped.json()).toMatchObject({ code: 'AUTH_SELF_EXCLUDED' });
  });

  it('asks for verification once there is money, and waits while documents are under review', async () => {
    const gameId = await gameIdOf(ctx.app, 'sands-of-gold');
    const unverified = await player({ cents: 1_000n, verified: false });
    const verify = await play(gameId, unverified);
    expect(verify.statusCode).toBe(403);
    expect(verify.json()).toMatchObject({ code: 'GAME_VERIFICATION_REQUIRED' });

    const reviewed = await player({ cents: 0n, verified: false });
    await setPlayerStanding(ctx.database.db, reviewed.id, { playerStatus: playerStatus.underReview });
    const waiting = await play(gameId, reviewed);
    expect(waiting.statusCode).toBe(403);
    expect(waiting.json()).toMatchObject({ code: 'GAME_UNDER_REVIEW' });
  });

  it('refuses a player without money, verified or not (insufficient balance)', async () => {
    const gameId = await gameIdOf(ctx.app, 'sands-of-gold');
    for (const verified of [true, false]) {
      const broke = await player({ verified });
      const answer = await play(gameId, broke);
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toMatchObject({ code: 'GAME_INSUFFICIENT_BALANCE' });
    }
  });

  it("answers 571 'Country is not allowed' for a studio that does not serve the player's country", async () => {
    const british = await player({ cents: 1_000n, country: 'GB' });
    const answer = await play(await gameIdOf(ctx.app, 'gamma-royal-roulette'), british);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      code: 571,
      error: 'GAME_COUNTRY_NOT_ALLOWED',
      message: 'Country is not allowed for this provider.',
    });
    // Another studio's game opens for the same player; the same table opens for a Greek player.
    expect((await play(await gameIdOf(ctx.app, 'sands-of-gold'), british)).statusCode).toBe(200);
    const greek = await player({ cents: 1_000n });
    expect((await play(await gameIdOf(ctx.app, 'gamma-royal-roulette'), greek)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or retired game, and 571 when the studio is switched off', async () => {
    const funded = await player({ cents: 1_000n });
    expect((await play(987_654, funded)).statusCode).toBe(404);
    const retiredId = await gameIdOf(ctx.app, 'alpha-reels-01');
    await ctx.database.db.update(games).set({ isActive: false }).where(eq(games.id, retiredId));
    const retired = await play(retiredId, funded);
    expect(retired.statusCode).toBe(404);
    expect(retired.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });

    await ctx.app.gaming.setProviderStatus('house', 'disabled');
    try {
      const refused = await play(await gameIdOf(ctx.app, 'sands-of-gold'), funded);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 571, error: 'GAME_LAUNCH_REFUSED' });
    } finally {
      await ctx.app.gaming.setProviderStatus('house', 'active');
    }
  });

  it('opens the studio page on desktop and full screen on a phone', async () => {
    const funded = await player({ cents: 1_000n });
    const gameId = await gameIdOf(ctx.app, 'sands-of-gold');
    const desktop = await play(gameId, funded);
    expect(desktop.statusCode, desktop.body).toBe(200);
    expect(playReply.parse(desktop.json())).toMatchObject({
      code: 200,
      type: 'url',
      device: 1,
      full_screen: false,
    });
    expect(desktop.json<{ url: string }>().url).toMatch(
      /^\/house\/play\/slot\?game=sands-of-gold#session=[\w-]{40,}$/,
    );
    const phone = await play(gameId, funded, { device: 2 });
    expect(phone.json()).toMatchObject({ device: 2, full_screen: true });
    // Each launch is a session of its own.
    expect(launchToken(phone.json<{ url: string }>().url)).not.toBe(
      launchToken(desktop.json<{ url: string }>().url),
    );
    expect((await play(gameId, funded, { device: 'tablet' })).statusCode).toBe(422);
  });

  it('plays a launched slot to a settled round: in the bet history and on the live bets board', async () => {
    const funded = await player({ cents: 5_000n });
    const launched = await play(await gameIdOf(ctx.app, 'sands-of-gold'), funded);
    const page = new GamePage(ctx.app, launched.json<{ url: string }>().url);
    expect((await page.exchange()).statusCode).toBe(200);
    ctx.clock.advance(3_000);
    const spin = await page.send('POST', '/house/api/slot/spin', { stake: wireOfCents(20).toString() });
    expect(spin.statusCode, spin.text).toBe(200);
    const round = (spin.body as { round: { payout: string } }).round;

    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/history/game',
      headers: bearer(funded.token),
    });
    const rows = history.json<{
      data: { bet_amount: string; win: string; status: number; game_info: { id: string; name: string } }[];
    }>().data;
    expect(rows).toHaveLength(1);
    // The round knows the game's code; the history names it as the catalogue does.
    expect(rows[0]?.game_info).toMatchObject({ id: 'sands-of-gold', name: 'Sands of Gold' });
    const won = BigInt(round.payout) / 1000n;
    expect(rows[0]).toMatchObject({
      bet_amount: '0.20',
      win: `${won / 100n}.${(won % 100n).toString().padStart(2, '0')}`,
    });

    const stream = await openBoard();
    try {
      const first = await stream.next((bet) => bet.player === maskUsername(funded.username));
      expect(first).toMatchObject({
        player: maskUsername(funded.username),
        game: { name: 'Sands of Gold' },
        currency: 'EUR',
        bet_amount: '0.20',
        multiplier: multiplierOf(20n, won),
      });
      expect(first.player).not.toContain(funded.username.slice(2, -1));

      // A round another player settles while the board is open arrives on it.
      const other = await player({ cents: 1_000n });
      const next = new GamePage(
        ctx.app,
        (await play(await gameIdOf(ctx.app, 'sands-of-gold'), other)).json<{ url: string }>().url,
      );
      await next.exchange();
      ctx.clock.advance(3_000);
      expect((await next.send('POST', '/house/api/slot/spin', { stake: '20000' })).statusCode).toBe(200);
      const arrived = await stream.next((bet) => bet.player === maskUsername(other.username));
      expect(arrived).toMatchObject({ bet_amount: '0.20', game: { name: 'Sands of Gold' } });
    } finally {
      stream.close();
    }
  });

  interface BoardRow {
    player: string;
    game: { name: string } | null;
    bet_amount: string;
    multiplier: string;
  }

  /** The live bets stream over real HTTP; `next` waits for the first row (after `skip`) that matches. */
  async function openBoard() {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/live-bets`, {
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    const rows: BoardRow[] = [];
    let buffer = '';
    return {
      /** The latest row so far that matches (the newest event), waiting up to 10 s for one. */
      async next(matches: (row: BoardRow) => boolean = () => true): Promise<BoardRow> {
        const deadline = Date.now() + 10_000;
        for (;;) {
          const found = [...rows].reverse().find(matches);
          if (found) return found;
          if (Date.now() > deadline) throw new Error('no matching row on the board');
          const chunk = await reader.read();
          if (chunk.done) throw new Error('the stream ended');
          buffer += decoder.decode(chunk.value, { stream: true });
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const block of blocks) {
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (block.includes('event: bet') && data) rows.push(JSON.parse(data.slice(6)) as BoardRow);
          }
        }
      },
      close: () => controller.abort(),
    };
  }
});

describe('the live bets board', () => {
  it('masks usernames and works out multipliers', () => {
    expect(maskUsername('rosalind')).toBe('ro***d');
    expect(maskUsername('abcd')).toBe('a***');
    expect(multiplierOf(20n, 0n)).toBe('0.00');
    expect(multiplierOf(20n, 30n)).toBe('1.50');
    expect(multiplierOf(3n, 10n)).toBe('3.33');
  });
});

describe('POST /api/dev/player/verification', () => {
  const ctx = useHouseTestApp();

  it("sets the player's own verification state outside production", async () => {
    const who = await registerPlayer(ctx.app);
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/player/verification',
      headers: bearer(who.token),
      payload: { player_status: 2 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(who.token),
    });
    expect(profile.json()).toMatchObject({ data: { player_status: 2 } });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/player/verification',
      headers: bearer(who.token),
      payload: { player_status: 7 },
    });
    expect(bad.statusCode).toBe(422);
  });
});
