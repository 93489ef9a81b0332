// A launch through an aggregator in both of the spec's types (decision 0808, 0809): `url`, which Hub88's
// Operator API answers, and `script`, which aggregators with an embed API answer (a loader call carrying
// the game session). Hub88 answers URLs only, so this aggregator's adapter stands for one that answers
// scripts for some of its games: it asks the Hub88 fixture for the launch (the fixture records the game
// session, as for any launch) and answers a script that starts the game with that session. Each launch
// opens a fresh game session the aggregator then plays a round on through the signed wallet API. The back
// office's view of such a round links where the aggregator shows it (Hub88's game round details).
import { createPublicKey } from 'node:crypto';
import { playReply } from '@reelvault/contract/calls/play';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/sql';
import type { AggregatorAdapter } from './adapter';
import { createHub88Adapter } from './hub88';
import type { AggregatorRow } from './repository';
import { useTestApp } from '../../../test/helper';
import { hub88GameEntry, Hub88Fixture } from '../../../test/hub88-fixture';
import { deposit } from '../../../test/ledger';
import { asOperator, operator } from '../../../test/backoffice';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from '../../../test/players';
import { injectTransport } from '../../../test/wallet-api';

const code = 'embedded';
/** The games this aggregator launches as a script; the others as a URL. */
const scriptedGames = new Set(['fx_embedded_slot']);
/** A game whose launch this aggregator answers with a URL that would run code in the site's page. */
const badUrlGame = 'fx_bad_url';

/** The script an embed API answers: its loader, started with the game and the session's token. */
const loaderScript = (gameCode: string, token: string) =>
  `FixtureLoader.start(${JSON.stringify({ game: gameCode, token })});`;

function scriptingAdapter(row: AggregatorRow): AggregatorAdapter {
  const hub88 = createHub88Adapter({
    baseUrl: row.baseUrl,
    operatorId: Number(row.operatorId),
    privateKeyPem: row.privateKey,
  });
  return {
    ...hub88,
    async launch(request) {
      const answer = await hub88.launch(request);
      if (request.gameCode === badUrlGame) return { type: 'url', url: 'javascript:alert(document.cookie)' };
      if (!scriptedGames.has(request.gameCode)) return answer;
      return { type: 'script', script: loaderScript(request.gameCode, request.token) };
    },
  };
}

describe("an aggregator's games: launched in both of the spec's types, their rounds in the back office", () => {
  const ctx = useTestApp({}, { aggregatorAdapterOf: scriptingAdapter });
  let fixture: Hub88Fixture;

  beforeAll(async () => {
    fixture = new Hub88Fixture(injectTransport(ctx.app), createPublicKey(ctx.app.walletApiPublicKey));
    await fixture.start();
    await ctx.app.aggregators.configure(fixture.settings(code, 'Embedded Games'));
    fixture.games = ['fx_framed_slot', 'fx_embedded_slot', badUrlGame].map((game) => hub88GameEntry(game));
    await ctx.app.aggregators.syncCatalogue(code);
  });
  afterAll(async () => {
    await fixture.close();
  });

  async function gameId(identifier: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from games where identifier = ${identifier}`,
    );
    if (!row) throw new Error(`no game ${identifier}`);
    return Number(row.id);
  }
  const cash = async (playerId: number) =>
    (await ctx.app.wallet.playerBalance(ctx.database.db, playerId))?.cash ?? 0n;
  /** A verified player with `cents` to play with. */
  async function player(cents: bigint): Promise<TestPlayer> {
    const who = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, who.id, cents);
    await setPlayerStanding(ctx.database.db, who.id, { playerStatus: playerStatus.verified });
    return who;
  }
  /** The play page's launch of a game, as the player. */
  const launch = async (who: TestPlayer, identifier: string, device: 1 | 2 = 1) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/game/${await gameId(identifier)}/play`,
      headers: bearer(who.token),
      payload: { device },
    });

  it('answers `url` and `script`, each with a fresh game session the aggregator plays a round on', async () => {
    const who = await player(5_000n);
    const play = async (identifier: string, device: 1 | 2) => {
      const answer = await launch(who, identifier, device);
      expect(answer.statusCode, answer.body).toBe(200);
      return playReply.parse(answer.json());
    };

    const framed = await play('fx_framed_slot', 1);
    const framedSession = fixture.sessionOfLaunch();
    expect(framed).toMatchObject({ type: 'url', device: 1, full_screen: false });
    expect(framed.url).toBe(`${fixture.url}/launch/fx_framed_slot?token=${framedSession.token}`);

    // The script comes in the spec's `url` field, whole, for the play page's sandboxed frame to run.
    const embedded = await play('fx_embedded_slot', 1);
    const embeddedSession = fixture.sessionOfLaunch();
    expect(embeddedSession.token).not.toBe(framedSession.token);
    expect(embedded).toMatchObject({ type: 'script', device: 1, full_screen: false });
    expect(embedded.url).toBe(loaderScript('fx_embedded_slot', embeddedSession.token));

    // Each session is the player's: a bet of EUR 1.00 and a win of EUR 2.50 on each.
    for (const session of [framedSession, embeddedSession]) {
      const bet = fixture.betBody(session, 100_000);
      expect((await fixture.bet(session, bet))?.status).toBe('RS_OK');
      expect((await fixture.win(session, bet, 250_000)).reply.status).toBe('RS_OK');
    }
    expect(await cash(who.id)).toBe(5_300n);

    // On a phone a script launch opens full screen too.
    expect(await play('fx_embedded_slot', 2)).toMatchObject({ type: 'script', full_screen: true });
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });

  it("refuses a URL answer that would run code in the site's page, with the spec's 571", async () => {
    const who = await player(1_000n);
    const answer = await launch(who, badUrlGame);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 571, error: 'GAME_LAUNCH_REFUSED' });
    expect(answer.body).not.toContain('javascript:');
    // The session the launch opened is ended: the aggregator cannot bet on it.
    const session = fixture.sessionOfLaunch();
    expect((await fixture.bet(session, fixture.betBody(session, 100_000)))?.status).not.toBe('RS_OK');
    expect(await cash(who.id)).toBe(1_000n);
  });

  it("shows the back office where the aggregator shows a player's round, and says when it does not answer", async () => {
    const who = await player(1_000n);
    const launched = await launch(who, 'fx_framed_slot');
    expect(launched.statusCode, launched.body).toBe(200);
    const session = fixture.sessionOfLaunch();
    const bet = fixture.betBody(session, 100_000);
    expect((await fixture.bet(session, bet))?.status).toBe('RS_OK');
    expect((await fixture.win(session, bet, 250_000)).reply.status).toBe('RS_OK');

    const support = await operator(ctx.app, 'support');
    const rounds = await asOperator(ctx.app, support.token, 'GET', `/api/admin/players/${who.id}/rounds`);
    expect(rounds.statusCode, rounds.body).toBe(200);
    const [row] = (rounds.json() as { data: { id: string; round: string }[] }).data;
    expect(row?.round).toBe(String(bet.round));
    const detail = () =>
      asOperator(ctx.app, support.token, 'GET', `/api/admin/players/${who.id}/rounds/${row?.id ?? ''}`);
    const answered = await detail();
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({
      data: {
        fairness: null,
        aggregator_round: { aggregator: 'Embedded Games', url: `${fixture.url}/rounds/${String(bet.round)}` },
      },
    });

    // The aggregator refuses the call (another operator id): the round still opens, without the link.
    await ctx.app.aggregators.configure({
      ...fixture.settings(code, 'Embedded Games'),
      operatorId: String(fixture.operatorId + 1),
    });
    try {
      const refused = await detail();
      expect(refused.statusCode, refused.body).toBe(200);
      expect(refused.json()).toMatchObject({
        data: { transactions: [{ kind: 'bet' }, { kind: 'win' }], aggregator_round: { url: null } },
      });
    } finally {
      await ctx.app.aggregators.configure(fixture.settings(code, 'Embedded Games'));
    }
  });
});
