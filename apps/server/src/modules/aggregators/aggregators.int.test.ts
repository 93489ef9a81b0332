// Third-party games through an aggregator (decision 0808), against a fixture that speaks Hub88's Operator
// API: the catalogue synced from its games list (new, changed, retired games; pictures allowed by the CSP),
// a game launched with a fresh game session and played by the aggregator through the signed wallet API
// (a win retried until answered, a rollback of a bet whose answer was lost), its refusals as the spec's
// 571, a bonus's free spins created at its Freebets API and won as bonus money, and the reconciliation of
// the day finding planted differences. The ledger's invariants hold after each.
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { playReply } from '@reelvault/contract/calls/play';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOfferTerms, termsOf } from '../bonuses/service';
import { queryRows } from '../../db/sql';
import { createSecretBox } from '../../security/secret-box';
import { createHub88Adapter } from './hub88';
import { AggregatorError } from './adapter';
import { useTestApp } from '../../../test/helper';
import { hub88GameEntry, Hub88Fixture, type FixtureSession } from '../../../test/hub88-fixture';
import { asOperator, operator } from '../../../test/backoffice';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from '../../../test/players';
import { injectTransport } from '../../../test/wallet-api';

const code = 'hub88';

describe('games through the Hub88 aggregator', () => {
  const ctx = useTestApp();
  let fixture: Hub88Fixture;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    fixture = new Hub88Fixture(injectTransport(ctx.app), createPublicKey(ctx.app.walletApiPublicKey));
    await fixture.start();
    await ctx.app.aggregators.configure(fixture.settings(code, 'Hub88'));
    fixture.games = [
      hub88GameEntry('fx_gold_rush', { freebet_support: true }),
      hub88GameEntry('fx_live_roulette', { category: 'Live Roulette', volatility: null }),
      hub88GameEntry('fx_money_wheel', { category: 'Live Game Shows', volatility: null }),
      hub88GameEntry('fx_blackjack', {
        category: 'Table Games',
        name: 'Classic Blackjack',
        volatility: null,
      }),
      hub88GameEntry('fx_no_rtp', { rtp: null }),
      hub88GameEntry('fx_blocked', { blocked_countries: ['GR'] }),
    ];
    await ctx.app.aggregators.syncCatalogue(code);
  });
  afterAll(async () => {
    await fixture.close();
  });

  const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  interface GameRowOut extends Record<string, unknown> {
    id: number;
    identifier: string;
    name: string;
    type: number;
    rngTable: boolean;
    isActive: boolean;
    source: string | null;
    imageUrl: string | null;
  }
  const rows = (identifiers: string[]) =>
    queryRows<GameRowOut>(
      db(),
      sql`select id, identifier, name, type, rng_table as "rngTable", is_active as "isActive", source,
                 image_url as "imageUrl"
          from games where identifier in (${sql.join(
            identifiers.map((identifier) => sql`${identifier}`),
            sql`, `,
          )})`,
    );
  const gameId = async (identifier: string) => {
    const [row] = await rows([identifier]);
    if (!row) throw new Error(`no game ${identifier}`);
    return Number(row.id);
  };

  async function player(cents = 10_000n): Promise<TestPlayer> {
    const registered = await registerPlayer(ctx.app);
    if (cents > 0n) await deposit(ctx.app.wallet, registered.id, cents);
    await setPlayerStanding(db(), registered.id, { playerStatus: playerStatus.verified });
    return registered;
  }
  const play = (id: number, who: TestPlayer, device = 1) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/game/${id}/play`,
      headers: { ...bearer(who.token), 'accept-language': 'de-DE,de;q=0.9' },
      payload: { device },
    });
  const balances = async (playerId: number) => {
    const balance = await ctx.app.wallet.playerBalance(db(), playerId);
    return { cash: balance?.cash ?? 0n, bonus: balance?.bonus ?? 0n };
  };
  async function launched(who: TestPlayer, identifier: string): Promise<FixtureSession> {
    const answer = await play(await gameId(identifier), who);
    expect(answer.statusCode).toBe(200);
    return fixture.sessionOfLaunch();
  }

  it("keeps the operator's private key sealed at rest, bound to its aggregator", async () => {
    const [stored] = await queryRows<{ private_key: string }>(
      db(),
      sql`select private_key from aggregators where code = ${code}`,
    );
    expect(stored?.private_key).toMatch(/^v1\./);
    expect(stored?.private_key).not.toContain('PRIVATE KEY');
    // Copied onto another aggregator's row, it does not open: the launch there fails rather than signs.
    expect(() =>
      createSecretBox(ctx.app.secrets.totpEncryptionKey).open(
        stored?.private_key ?? '',
        'aggregator-key:other',
      ),
    ).toThrow();
  });

  it('syncs the games list into the catalogue: types, pictures, studios; games without an RTP left out', async () => {
    const stored = await rows([
      'fx_gold_rush',
      'fx_live_roulette',
      'fx_money_wheel',
      'fx_blackjack',
      'fx_no_rtp',
    ]);
    const byCode = new Map(stored.map((row) => [row.identifier, row]));
    expect(byCode.get('fx_gold_rush')).toMatchObject({
      type: 4,
      source: code,
      isActive: true,
      rngTable: false,
      imageUrl: 'https://cdn.fixture-games.test/thumbs/fx_gold_rush.jpg',
    });
    // The aggregator's live games have dealers; only its table game without one is an RNG table.
    expect(byCode.get('fx_live_roulette')).toMatchObject({ type: 5, rngTable: false });
    expect(byCode.get('fx_money_wheel')).toMatchObject({ type: 5, rngTable: false });
    expect(byCode.get('fx_blackjack')).toMatchObject({ type: 5, rngTable: true });
    expect(byCode.has('fx_no_rtp')).toBe(false);

    const page = await ctx.app.inject({ method: 'GET', url: `/api/game/${await gameId('fx_gold_rush')}` });
    expect(page.statusCode).toBe(200);
    expect(JSON.stringify(page.json())).toContain('https://cdn.fixture-games.test/thumbs/fx_gold_rush.jpg');
    // The pictures' host is allowed by the site's CSP, and only that one.
    expect(page.headers['content-security-policy']).toContain('https://cdn.fixture-games.test');
    // The game frame may show the aggregator's studios' launch hosts (any https origin) and the
    // aggregator's own origin, here plain http on this machine; scripts only ours.
    const policy = String(page.headers['content-security-policy']).split(';');
    expect(policy).toContain(`frame-src 'self' https: ${new URL(fixture.url).origin}`);
    expect(policy).toContain("script-src 'self'");
    await ledgerIsSound();
  });

  it('syncs again: a new game added, a renamed one changed, a vanished one retired, the rest untouched', async () => {
    fixture.games = fixture.games
      .filter((game) => game.game_code !== 'fx_blackjack')
      .map((game) => (game.game_code === 'fx_money_wheel' ? { ...game, name: 'Money Wheel Deluxe' } : game))
      .concat([hub88GameEntry('fx_new_slot', { category: 'Megaways Slots' })]);
    const report = await ctx.app.aggregators.syncCatalogue(code);
    expect(report).toMatchObject({ added: 1, updated: 1, retired: 1, unchanged: 3 });
    expect(report.skipped).toEqual([{ code: 'fx_no_rtp', reason: 'no RTP declared' }]);
    const stored = new Map(
      (await rows(['fx_blackjack', 'fx_money_wheel', 'fx_new_slot'])).map((row) => [row.identifier, row]),
    );
    expect(stored.get('fx_blackjack')?.isActive).toBe(false);
    expect(stored.get('fx_money_wheel')?.name).toBe('Money Wheel Deluxe');
    expect(stored.get('fx_new_slot')?.isActive).toBe(true);
    expect((await ctx.app.aggregators.syncCatalogue(code)).unchanged).toBe(5);
    await ledgerIsSound();
  });

  it('signs every request: a request signed with another key is refused by Hub88', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const forged = createHub88Adapter({
      baseUrl: fixture.url,
      operatorId: fixture.operatorId,
      privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    const refusedBefore = fixture.refusedRequests;
    await expect(forged.gamesList()).rejects.toBeInstanceOf(AggregatorError);
    expect(fixture.refusedRequests).toBe(refusedBefore + 1);
  });

  it('launches with a fresh game session; Hub88 plays a round with a retried win and a rolled-back bet', async () => {
    const who = await player(10_000n);
    const answer = await play(await gameId('fx_gold_rush'), who);
    expect(answer.statusCode, answer.body).toBe(200);
    const reply = playReply.parse(answer.json());
    expect(reply).toMatchObject({ type: 'url', device: 1, full_screen: false });
    expect(reply.url.startsWith(`${fixture.url}/launch/fx_gold_rush?token=`)).toBe(true);
    const launch = fixture.launches.at(-1);
    expect(launch).toMatchObject({
      user: `rv-${who.id}`,
      game_code: 'fx_gold_rush',
      currency: 'EUR',
      lang: 'de',
      platform: 'GPL_DESKTOP',
      operator_id: fixture.operatorId,
      country: 'GR',
    });
    expect(String(launch?.lobby_url)).toMatch(/\/$/);
    expect(String(launch?.deposit_url)).toMatch(/\/deposit$/);
    const session = fixture.sessionOfLaunch();

    // A bet of EUR 1.00, its win of EUR 2.50 answered only on the third send: paid once.
    const bet = fixture.betBody(session, 100_000);
    expect((await fixture.bet(session, bet))?.status).toBe('RS_OK');
    const win = await fixture.win(session, bet, 250_000, { lostAnswers: 2 });
    expect(win.sends).toBe(3);
    expect(win.reply.status).toBe('RS_OK');
    expect((await balances(who.id)).cash).toBe(10_150n);

    // A bet whose answer was lost is rolled back: the stake comes back.
    const timedOut = fixture.betBody(session, 300_000);
    expect(await fixture.bet(session, timedOut, { lost: true })).toBeUndefined();
    expect((await balances(who.id)).cash).toBe(9_850n);
    // Its first answer lost too, the rollback is sent again with the same transaction: refunded once.
    const rollback = await fixture.rollback(session, timedOut, { lostAnswers: 1 });
    expect(rollback).toMatchObject({ sends: 2, reply: { status: 'RS_OK' } });
    expect((await balances(who.id)).cash).toBe(10_150n);

    // On a phone the game opens full screen, on Hub88's mobile platform.
    const phone = await play(await gameId('fx_gold_rush'), who, 2);
    expect(phone.statusCode, phone.body).toBe(200);
    expect(playReply.parse(phone.json())).toMatchObject({ type: 'url', full_screen: true });
    expect(fixture.launches.at(-1)).toMatchObject({ platform: 'GPL_MOBILE' });
    await ledgerIsSound();
  });

  it("answers Hub88's refusals and the game's country block with the spec's 571, without Hub88's words", async () => {
    const who = await player(5_000n);
    const blocked = await play(await gameId('fx_blocked'), who);
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ code: 571, error: 'GAME_COUNTRY_NOT_ALLOWED' });

    fixture.refusedLaunches.set('fx_live_roulette', 'Table closed for maintenance (provider 42)');
    const refused = await play(await gameId('fx_live_roulette'), who);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 571, error: 'GAME_LAUNCH_REFUSED' });
    expect(refused.body).not.toContain('maintenance');
    fixture.refusedLaunches.delete('fx_live_roulette');
    // The refused launch's game session was ended: the aggregator cannot bet on it.
    const session = fixture.sessionOfLaunch();
    const late = await fixture.bet(session, fixture.betBody(session, 100_000));
    expect(late?.status).not.toBe('RS_OK');
    expect((await balances(who.id)).cash).toBe(5_000n);
    await ledgerIsSound();
  });

  it("creates a bonus's free spins at Hub88's Freebets API; their win is bonus money, no cash moves", async () => {
    const who = await player(2_000n);
    const bonus = await ctx.app.bonuses.grantBonus(db(), {
      grantId: `test:${randomUUID()}`,
      playerId: who.id,
      currency: 'EUR',
      amount: 0n,
      source: 'manual',
      terms: termsOf(defaultOfferTerms, 'EUR', { bonus: 60n }, new Date()),
      freeSpins: { game: 'fx_gold_rush', count: 3, bet: 20n },
    });
    await ctx.app.bonuses.freeSpinAwardsSent();
    const reward = [...fixture.rewards.values()].find(
      (item) => item.operatorReference === bonus.id.toString(),
    );
    expect(reward).toMatchObject({
      user: `rv-${who.id}`,
      gameCode: 'fx_gold_rush',
      currency: 'EUR',
      betCount: 3,
      betValue: 20_000,
    });
    if (!reward) return;

    const session = await launched(who, 'fx_gold_rush');
    // The launch did not create the reward a second time.
    expect(
      [...fixture.rewards.values()].filter((item) => item.operatorReference === bonus.id.toString()),
    ).toHaveLength(1);
    const free = { is_free: true, reward_uuid: reward.rewardUuid, bet: '20000' };
    const bet = fixture.betBody(session, 0, free);
    expect((await fixture.bet(session, bet))?.status).toBe('RS_OK');
    const win = await fixture.win(session, bet, 50_000, { extra: free });
    expect(win.reply.status).toBe('RS_OK');
    expect(await balances(who.id)).toEqual({ cash: 2_000n, bonus: 50n });
    const row = (await ctx.app.bonuses.playerBonuses(db(), who.id)).find((item) => item.id === bonus.id);
    expect(row?.freeSpinsLeft).toBe(2);

    // A reward Hub88 does not know for this player is refused and moves nothing.
    const stranger = fixture.betBody(session, 0, { ...free, reward_uuid: randomUUID() });
    expect((await fixture.bet(session, stranger))?.status).toBe('RS_ERROR_WRONG_TYPES');

    // A free round's bet rolled back moves no money, and its win is refused after.
    const undone = fixture.betBody(session, 0, free);
    expect((await fixture.bet(session, undone))?.status).toBe('RS_OK');
    expect((await fixture.rollback(session, undone)).reply).toMatchObject({ status: 'RS_OK' });
    expect((await fixture.win(session, undone, 10_000, { extra: free })).reply.status).toBe(
      'RS_ERROR_TRANSACTION_ROLLED_BACK',
    );
    expect(await balances(who.id)).toEqual({ cash: 2_000n, bonus: 50n });
    await ledgerIsSound();
  });

  it("reconciles the day with Hub88's report and finds every planted difference", async () => {
    const day = new Date().toISOString().slice(0, 10);
    const clean = await ctx.app.aggregators.reconcile(code, day);
    expect(clean.reportedCount).toBeGreaterThan(0);
    expect(clean).toMatchObject({ missing: [], extra: [], amountDifferences: [] });

    // Planted: a win reported for more than was booked, a bet the ledger never saw, a bet left out of the report.
    const taken = fixture.transactions.filter((entry) => entry.status === 'TS_SUCCESS' && entry.amount > 0);
    const reportedWin = taken.find((entry) => entry.type === 'TT_WIN');
    const leftOut = taken.find((entry) => entry.type === 'TT_BET');
    if (!reportedWin || !leftOut) throw new Error('no rounds to reconcile');
    reportedWin.amount += 1_000;
    fixture.transactions.splice(fixture.transactions.indexOf(leftOut), 1);
    const ghost = randomUUID();
    fixture.transactions.push({ ...leftOut, transaction_uuid: ghost, status: 'TS_SUCCESS', at: new Date() });

    const found = await ctx.app.aggregators.reconcile(code, day);
    expect(found.missing.map((entry) => entry.transactionUuid)).toEqual([ghost]);
    expect(found.extra.map((entry) => entry.transactionUuid)).toEqual([leftOut.transaction_uuid]);
    expect(found.amountDifferences).toEqual([
      expect.objectContaining({
        transactionUuid: reportedWin.transaction_uuid,
        reported: BigInt(reportedWin.amount),
        booked: BigInt(reportedWin.amount - 1_000),
      }),
    ]);
    await ledgerIsSound();
  });

  it('answers the back office: the settings without the key, a sync for catalogue.manage, a reconciliation', async () => {
    const [content, support, finance] = [
      await operator(ctx.app, 'content'),
      await operator(ctx.app, 'support'),
      await operator(ctx.app, 'finance'),
    ];
    const listed = await asOperator(ctx.app, content.token, 'GET', '/api/admin/aggregators');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      data: [{ code, kind: 'hub88', operator_id: String(fixture.operatorId) }],
    });
    expect(listed.body).not.toContain('PRIVATE KEY');

    expect(
      (await asOperator(ctx.app, support.token, 'POST', `/api/admin/aggregators/${code}/sync`)).statusCode,
    ).toBe(403);
    const synced = await asOperator(ctx.app, content.token, 'POST', `/api/admin/aggregators/${code}/sync`);
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ data: { aggregator: code, added: 0, retired: 0 } });

    const day = new Date().toISOString().slice(0, 10);
    const reconciled = await asOperator(
      ctx.app,
      finance.token,
      'GET',
      `/api/admin/aggregators/${code}/reconciliation?date=${day}`,
    );
    expect(reconciled.statusCode).toBe(200);
    expect(reconciled.json()).toMatchObject({
      data: { aggregator: code, day, missing: [expect.any(Object)] },
    });
    const badDay = await asOperator(
      ctx.app,
      finance.token,
      'GET',
      `/api/admin/aggregators/${code}/reconciliation?date=soon`,
    );
    expect(badDay.statusCode).toBe(422);
    await ledgerIsSound();
  });

  it('tells the back office how the last sync ended, how many games it serves, and the differences as CSV', async () => {
    const [content, finance] = [await operator(ctx.app, 'content'), await operator(ctx.app, 'finance')];
    const listed = async () => {
      const answer = await asOperator(ctx.app, content.token, 'GET', '/api/admin/aggregators');
      expect(answer.statusCode).toBe(200);
      return (answer.json() as { data: Record<string, unknown>[] }).data[0];
    };
    const [served] = await queryRows<{ games: number }>(
      db(),
      sql`select count(*)::int as games from games where source = ${code} and is_active`,
    );
    const synced = await listed();
    expect(synced).toMatchObject({
      last_sync_outcome: 'synced',
      last_sync_failed_at: null,
      game_count: served?.games,
    });
    expect(synced?.game_count).toBeGreaterThan(0);

    const day = new Date().toISOString().slice(0, 10);
    const csv = await asOperator(
      ctx.app,
      finance.token,
      'GET',
      `/api/admin/aggregators/${code}/reconciliation?date=${day}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="reconciliation-${code}-${day}.csv"`,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('difference,transaction_uuid,kind,user,round,currency,reported,booked');
    const json = await asOperator(
      ctx.app,
      finance.token,
      'GET',
      `/api/admin/aggregators/${code}/reconciliation?date=${day}`,
    );
    type Entry = Record<'transaction_uuid' | 'kind' | 'user' | 'round' | 'currency' | 'reported', string>;
    const ghost = (json.json() as { data: { missing: Entry[] } }).data.missing[0];
    if (!ghost) throw new Error('no missing transaction');
    // Amounts in the currency's units, every wallet digit kept; a side without the transaction left empty.
    expect(lines[1]).toBe(
      `missing,${ghost.transaction_uuid},${ghost.kind},${ghost.user},${ghost.round},${ghost.currency},` +
        `${(Number(ghost.reported) / 100_000).toFixed(5)},`,
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['missing', 'extra', 'amount']);

    // The aggregator refuses us (another operator id): a 503 in the back office's words, Hub88's reason
    // only in the log; the failure is noted and the games and the last good sync stay.
    await ctx.app.aggregators.configure({
      ...fixture.settings(code, 'Hub88'),
      operatorId: String(fixture.operatorId + 1),
    });
    const refused = await asOperator(ctx.app, content.token, 'POST', `/api/admin/aggregators/${code}/sync`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The aggregator could not be reached or refused the call.',
    });
    expect(refused.body).not.toContain('signature');
    const failed = await listed();
    expect(failed).toMatchObject({
      last_sync_outcome: 'failed',
      last_sync_at: synced?.last_sync_at,
      game_count: served?.games,
    });
    expect(failed?.last_sync_failed_at).toEqual(expect.any(String));
    const unreachable = await asOperator(
      ctx.app,
      finance.token,
      'GET',
      `/api/admin/aggregators/${code}/reconciliation?date=${day}`,
    );
    expect(unreachable.statusCode).toBe(503);
  });
});
