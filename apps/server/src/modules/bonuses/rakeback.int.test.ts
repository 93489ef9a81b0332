// Rakeback on a real database (decision 1124): a code starts a period beside the bonus slot; cash bets on
// two games of different RTP, through the signed provider wallet API, accrue the percent of their house
// edge (a refunded bet nothing); the job pays it as cash once however often it runs, and the ledger holds;
// play after a period's end earns nothing; a self-excluded player starts no period.
import { playerBonusesReply } from '@reelvault/contract/calls/bonuses';
import { offerActivationReply } from '@reelvault/contract/calls/offers';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotGame, tableGame, testFeed } from '../../../test/catalogue-feed';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from '../../../test/players';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  rollbackBody,
  WalletApiClient,
  winBody,
  type TestProvider,
} from '../../../test/wallet-api';
import { queryRows } from '../../db/sql';
import { seedDemoBonusOffers } from '../../demo/bonus-offers';
import { accountKinds, transferKinds } from '../wallet/service';
import { rakebackSettleDelayMs } from './rakeback-rules';
import { rakebackPayments, rakebackPeriods } from './rewards-schema';
import { playerBonuses, promoCodes } from './schema';

const clock = new ManualClock(new Date());
const ctx = useTestApp({}, { clock });
const db = () => ctx.app.database.db;
const dayMs = 86_400_000;

// Two games of different RTP: a slot on the studio's high model (96.81 %) and European roulette (97.30 %).
const slot = 'rb-high-slot';
const roulette = 'rb-roulette';

let provider: TestProvider;
let client: WalletApiClient;

beforeAll(async () => {
  const feed = testFeed();
  feed.games.push(
    slotGame(slot, 'Rakeback Reels', 'alpha-studio', 1, { model: 'slot-high', rtp: '96.81' }),
    tableGame(roulette, 'Rakeback Roulette', 'gamma-tables', 'roulette', 1),
  );
  await ctx.app.catalogue.importFeed(feed);
  await seedDemoBonusOffers(db(), new Date(), slot);
  provider = await registerTestProvider(ctx.app.gaming);
  client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
});

const call = (method: 'GET' | 'POST', url: string, player: TestPlayer) =>
  ctx.app.inject({ method, url, headers: bearer(player.token) });

async function redeem(player: TestPlayer, code: string) {
  return call('POST', `/api/promo-codes/${code}/redeem`, player);
}

async function bonusesPage(player: TestPlayer) {
  const response = await call('GET', '/api/user/bonuses', player);
  expect(response.statusCode, response.body).toBe(200);
  return playerBonusesReply.parse(response.json()).data;
}

/** A player with EUR 1,000.00 in cash. */
async function fundedPlayer(): Promise<TestPlayer> {
  const player = await registerPlayer(ctx.app);
  await deposit(ctx.app.wallet, player.id, 100_000n);
  return player;
}

/** A game session of the player on `gameCode`, as the wallet API's calls name it. */
async function sessionOn(player: TestPlayer, gameCode: string) {
  const session = await ctx.app.gaming.openGameSession({
    playerId: player.id,
    providerCode: provider.code,
    gameCode,
  });
  return { token: session.token, user: session.user, gameCode, currency: session.currency };
}

/** A lost round: the stake taken, the round closed by a win of nothing. */
async function losingRound(player: TestPlayer, gameCode: string, cents: number) {
  const session = await sessionOn(player, gameCode);
  const bet = betBody(session, cents);
  expect((await client.call('bet', bet)).reply.status).toBe('RS_OK');
  expect((await client.call('win', winBody(session, bet, 0))).reply.status).toBe('RS_OK');
}

async function refundedBet(player: TestPlayer, gameCode: string, cents: number) {
  const session = await sessionOn(player, gameCode);
  const bet = betBody(session, cents);
  expect((await client.call('bet', bet)).reply.status).toBe('RS_OK');
  expect((await client.call('rollback', rollbackBody(session, bet))).reply.status).toBe('RS_OK');
}

const cashOf = async (player: TestPlayer) => (await ctx.app.wallet.playerBalance(db(), player.id))?.cash;
const periodsOf = (player: TestPlayer) =>
  db().select().from(rakebackPeriods).where(eq(rakebackPeriods.playerId, player.id));
const paymentsOf = (player: TestPlayer) =>
  db().select().from(rakebackPayments).where(eq(rakebackPayments.playerId, player.id));

async function ledgerHolds() {
  expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
}

describe('rakeback', () => {
  it('pays 25 % of the house edge on the cash bets of its period, once, as cash', async () => {
    clock.set(new Date());
    const player = await fundedPlayer();
    const redeemed = await redeem(player, 'Rakeback25');
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const started = offerActivationReply.parse(redeemed.json()).data;
    expect(started).toMatchObject({ bonus: null, claim: null, rakeback: { percent: 25, accrued: '0.00' } });
    const [period] = await periodsOf(player);
    if (!period) throw new Error('no rakeback period');
    expect(period.endsAt.getTime() - period.startsAt.getTime()).toBe(7 * dayMs);
    // No bonus was granted: the bonus slot stays free for a deposit bonus.
    expect(await db().select().from(playerBonuses).where(eq(playerBonuses.playerId, player.id))).toEqual([]);

    // 100.00 on the slot (3.19 % edge) and 200.00 on roulette (2.70 %): 3.19 + 5.40 = 8.59 theoretical
    // loss; 25 % of it is 2.1475, paid as 2.15 (rounded up, in the player's favour). The refunded 50.00 earns nothing.
    await losingRound(player, slot, 10_000);
    await losingRound(player, roulette, 20_000);
    await refundedBet(player, roulette, 5_000);
    expect(await ctx.app.catalogue.gameRtps([slot, roulette])).toEqual(
      new Map([
        [slot, '96.81'],
        [roulette, '97.30'],
      ]),
    );

    clock.set(new Date(Date.now() + 1));
    const page = await bonusesPage(player);
    expect(page.active).toEqual([]);
    expect(page.rakeback).toEqual([
      expect.objectContaining({
        id: String(period.id),
        title: '25% Rakeback',
        percent: 25,
        ends_at: period.endsAt.toISOString(),
        accrued: '2.15',
        paid: '0.00',
      }),
    ]);

    // Nothing is due before the period's days end.
    expect(await ctx.app.rakeback.payDueRakeback()).toMatchObject({ paid: 0 });
    expect(await cashOf(player)).toBe(100_000n - 30_000n);

    clock.set(new Date(period.endsAt.getTime() + rakebackSettleDelayMs));
    await ctx.app.rakeback.payDueRakeback();
    await ctx.app.rakeback.payDueRakeback();
    expect(await cashOf(player)).toBe(100_000n - 30_000n + 215n);
    const payments = await paymentsOf(player);
    expect(payments.reduce((sum, row) => sum + row.amount, 0n)).toBe(215n);
    expect(payments.reduce((sum, row) => sum + row.wagered, 0n)).toBe(30_000n);
    const paid = payments.filter((row) => row.amount > 0n);
    expect(new Set(paid.map((row) => row.transferId)).size).toBe(paid.length);
    // Each from the bonus expense account, of the rakeback's own kind.
    const transfers = await queryRows<{ kind: string; debit_kind: string }>(
      db(),
      sql`select t.kind, a.kind as debit_kind from ledger_transfers t
        join ledger_accounts a on a.id = t.debit_account_id
        where t.id in (${sql.join(
          paid.map((row) => sql`${row.transferId}`),
          sql`, `,
        )})`,
    );
    expect(transfers).toEqual(
      paid.map(() => ({ kind: transferKinds.rakeback, debit_kind: accountKinds.bonusExpense })),
    );
    // The dashboard's bonus cost counts it with the cash paid back (the cashback figure).
    const cost = await ctx.app.bonusAdmin.costFigures(new Date(0), new Date(Date.now() + 30 * dayMs));
    expect(cost.find((row) => row.currency === 'EUR')).toMatchObject({ grants: 0n, cashback: 215n });
    const [closed] = await periodsOf(player);
    expect(closed?.closedAt).not.toBeNull();

    // A day settled is paid once even when the job passes the period again (it was closed meanwhile).
    await db().update(rakebackPeriods).set({ closedAt: null }).where(eq(rakebackPeriods.id, period.id));
    await ctx.app.rakeback.payDueRakeback();
    expect(await cashOf(player)).toBe(100_000n - 30_000n + 215n);
    // Settled, it leaves the player's page (read as the page does: the session expired meanwhile).
    expect(await ctx.app.rakeback.playerRakeback(player.id, 'en')).toEqual([]);
    await ledgerHolds();
  });

  it('is taken once per player through any code of its offer, unless the offer is repeatable', async () => {
    clock.set(new Date());
    const [first] = await db().select().from(promoCodes).where(eq(promoCodes.code, 'Rakeback25'));
    if (!first) throw new Error('no Rakeback25 code');
    await db().insert(promoCodes).values({ code: 'Rakeback25Again', offerId: first.offerId });
    const player = await fundedPlayer();
    expect((await redeem(player, 'Rakeback25')).statusCode).toBe(200);
    const again = await redeem(player, 'Rakeback25Again');
    expect(again.statusCode).toBe(404);
    expect(errorBodySchema.parse(again.json()).code).toBe('BONUS_PROMO_INVALID');
    expect(await periodsOf(player)).toHaveLength(1);
  });

  it('earns nothing on play after the period ended', async () => {
    // A period taken a week and an hour ago ended an hour ago: today's bets are after it.
    const taken = new Date(Date.now() - 7 * dayMs - 3_600_000);
    clock.set(taken);
    const player = await fundedPlayer();
    expect((await redeem(player, 'Rakeback100')).statusCode).toBe(200);
    await losingRound(player, slot, 10_000);

    clock.set(new Date(Date.now() + rakebackSettleDelayMs));
    await ctx.app.rakeback.payDueRakeback();
    expect(await cashOf(player)).toBe(100_000n - 10_000n);
    const payments = await paymentsOf(player);
    expect(payments.length).toBeGreaterThan(0);
    expect(payments.every((row) => row.amount === 0n && row.wagered === 0n)).toBe(true);
    const [period] = await periodsOf(player);
    expect(period?.closedAt).not.toBeNull();
    await ledgerHolds();
  });

  it('starts no period for a self-excluded player, and withholds the days of one who excludes themself', async () => {
    clock.set(new Date());
    const excluded = await fundedPlayer();
    await setPlayerStanding(db(), excluded.id, { excludedUntil: new Date(Date.now() + 7 * dayMs) });
    const refused = await redeem(excluded, 'Rakeback25');
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json()).code).toBe('AUTH_SELF_EXCLUDED');
    expect(await periodsOf(excluded)).toEqual([]);

    const player = await fundedPlayer();
    expect((await redeem(player, 'Rakeback100')).statusCode).toBe(200);
    await losingRound(player, roulette, 10_000);
    await setPlayerStanding(db(), player.id, { excludedUntil: new Date(Date.now() + 30 * dayMs) });
    const [period] = await periodsOf(player);
    if (!period) throw new Error('no rakeback period');
    clock.set(new Date(period.endsAt.getTime() + rakebackSettleDelayMs));
    await ctx.app.rakeback.payDueRakeback();
    expect(await cashOf(player)).toBe(100_000n - 10_000n);
    const withheld = (await paymentsOf(player)).filter((row) => row.withheld);
    expect(withheld.map((row) => [row.wagered, row.amount, row.transferId])).toEqual([[10_000n, 0n, null]]);
    await ledgerHolds();
  });
});
