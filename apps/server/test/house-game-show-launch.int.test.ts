// The game show as players reach it (decision 0606, "Player's side"): a catalogue game on the `game-show`
// engine, launched by the lobby's call like every studio game, opens the studio's game show page with the
// player's session; the page's state names the game and states the exact RTP the catalogue shows; a bet
// placed through that session is a round at the wallet, and the settled round is listed with its crash
// point and can be fetched for verification by the site's fairness page session.
import { gameShowPaths, showRoundView, showStateReply } from '@reelvault/contract/calls/game-show';
import { crashPointCents, multiplierText, verifyChainSeed } from '@reelvault/fair/crash';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import { routePath } from '@reelvault/contract/route';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineRtp } from '../src/modules/catalogue/service';
import { testFeed } from './catalogue-feed';
import { cashOf, GamePage, gameIdOf, useHouseTestApp, wireOfCents } from './house';
import { deposit } from './ledger';
import { bearer, registerPlayer, setPlayerStanding } from './players';

const identifier = 'gamma-rocket-crash';

describe('the game show in the catalogue', () => {
  const ctx = useHouseTestApp();

  beforeAll(async () => {
    const feed = testFeed();
    await ctx.app.catalogue.importFeed({
      ...feed,
      games: [
        ...feed.games,
        {
          identifier,
          name: 'Rocket Crash',
          provider: 'gamma-tables',
          type: 'live',
          categories: ['game-shows'],
          rtp: '99.00',
          volatility: null,
          engine: 'game-show',
          model: 'game-show-crash',
          skin: {
            theme: 'show',
            motif: 'star',
            palette: { from: '#1d0b35', to: '#4a1470', accent: '#ffcc33', ink: '#fff8e7' },
            pattern: 7,
          },
          popularity: 800,
          released_at: '2026-05-29',
        },
      ],
    });
  });

  async function launchedPage() {
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 10_000n);
    await setPlayerStanding(ctx.database.db, player.id, { playerStatus: playerStatus.verified });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: `/api/game/${await gameIdOf(ctx.app, identifier)}/play`,
      headers: bearer(player.token),
      payload: {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { url } = answer.json<{ url: string }>();
    expect(url).toMatch(/^\/house\/play\/game-show\?game=gamma-rocket-crash#session=[\w-]{40,}$/);
    const page = new GamePage(ctx.app, url);
    const session = await page.exchange();
    expect(session.statusCode, session.text).toBe(200);
    expect(session.body).toMatchObject({
      purpose: 'game-show',
      currency: 'EUR',
      balance: expect.any(String),
    });
    return { player, page };
  }

  it("states the crash maths' exact RTP in the catalogue and on the page", async () => {
    expect(engineRtp('game-show', 'game-show-crash')).toBe('99.00');
    const { page } = await launchedPage();
    const state = showStateReply.parse((await page.send('GET', gameShowPaths.state)).body);
    expect(state.game).toMatchObject({ code: identifier, title: 'Rocket Crash' });
    expect(state.rules).toMatchObject({ rtp: '99.00', instant_crash: '1.98', max_multiplier: '1000.00' });
  });

  it('plays a round opened from the lobby, lists its crash point and hands it to the verifier', async () => {
    const { player, page } = await launchedPage();
    const house = ctx.app.houseStudio;
    if (!house) throw new Error('the studio is not mounted');
    // Past any round an earlier test left (a flight lasts two minutes at most), to a round taking bets.
    const stateOf = async () => showStateReply.parse((await page.send('GET', gameShowPaths.state)).body);
    for (let pass = 0; pass < 4 && (await stateOf()).round?.phase !== 'betting'; pass += 1) {
      ctx.clock.advance(5 * 60_000);
      await house.driveGameShow();
    }
    expect((await stateOf()).round?.phase).toBe('betting');
    const placed = await page.send('POST', gameShowPaths.bet, { stake: wireOfCents(100).toString() });
    expect(placed.statusCode, placed.text).toBe(200);
    expect(await cashOf(ctx.app, player.id)).toBe(9_900n);

    // The round crashes unclaimed (no cash-out): the stake is lost, the round settles.
    ctx.clock.advance(5 * 60_000);
    await house.driveGameShow();
    const state = await stateOf();
    const crashed = state.recent[0];
    expect(crashed?.id).toBe(state.round?.id);

    // The site's fairness page opens its own studio session and fetches the round.
    const fairness = await ctx.app.inject({
      method: 'POST',
      url: '/api/fairness/session',
      headers: bearer(player.token),
    });
    expect(fairness.statusCode, fairness.body).toBe(200);
    const verifier = new GamePage(ctx.app, `/fairness#session=${fairness.json<{ token: string }>().token}`);
    expect((await verifier.exchange()).statusCode).toBe(200);
    const fetched = await verifier.send('GET', routePath(gameShowPaths.round, { id: crashed?.id ?? '' }));
    const round = showRoundView.parse(fetched.body);
    expect(round.crash_point).toBe(crashed?.crash_point);
    expect(verifyChainSeed(round.seed ?? '', round.hash)).toBe(true);
    expect(multiplierText(crashPointCents(round.seed ?? '', round.chain.salt))).toBe(round.crash_point);
    const settled = await ctx.database.db.execute(
      sql`select state from house.show_rounds where id = ${round.id}`,
    );
    expect((settled as unknown as { rows: { state: string }[] }).rows[0]?.state).toBe('settled');
  });
});
