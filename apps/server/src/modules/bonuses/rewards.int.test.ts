// The rewards on a real database (decisions 1120-1123), each followed by the ledger's check (what
// `npm run ledger:check` runs): a level-up bonus paid once per level, also across a jump; a referral paid
// once, and refused for a friend who shares the referrer's mailbox or address; review claims approved
// (10.00, then 5.00 on a second platform), refused on the same platform, rejected with a reason, all in
// the audit log; and the daily cashback job run twice on one day paying once.
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@reelvault/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { accountKinds, transferKinds } from '../wallet/service';
import { cashbackTransferId } from './cashback-rules';
import { cashbackRuns, referralRewards } from './rewards-schema';
import { playerBonuses } from './schema';

const clock = new ManualClock(new Date());
const ctx = useTestApp({}, { clock });
const db = () => ctx.app.database.db;
const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

/**
 * Moves the clock just past the real time: the ledger stamps transfers with the database's clock, in
 * microseconds, and a pass reads play before its time (exclusive). One millisecond on, a bet committed in
 * the same millisecond as this call is before it.
 */
const now = () => {
  clock.set(new Date(Date.now() + 1));
  return clock.now();
};

/** One game round through the ledger: a cash bet to the house, and the win back. */
async function play(playerId: number, bet: bigint, win = 0n) {
  const wallet = ctx.app.wallet;
  const accounts = await wallet.playerAccounts(db(), playerId);
  if (!accounts) throw new Error(`player ${playerId} has no accounts`);
  const house = await wallet.systemAccount(db(), {
    kind: accountKinds.houseRevenue,
    reference: 'rewards-test',
    currency: accounts.cash.currency,
  });
  const round = randomUUID();
  await wallet.transfer(db(), {
    id: `bet:rewards-test:${round}`,
    debitAccountId: accounts.cash.id,
    creditAccountId: house.id,
    amount: bet,
    kind: transferKinds.bet,
  });
  if (win > 0n) {
    await wallet.transfer(db(), {
      id: `win:rewards-test:${round}`,
      debitAccountId: house.id,
      creditAccountId: accounts.cash.id,
      amount: win,
      kind: transferKinds.win,
    });
  }
}

/** The player excludes themself for a week (the spec's self-exclusion, type 2). */
async function selfExclude(player: TestPlayer) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/deactive-account',
    headers: bearer(player.token),
    payload: { type: 2 },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function ledgerHolds() {
  expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
}

const bonusesOf = (playerId: number, source: string) =>
  db()
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.source, source)));

const cash = async (playerId: number) => (await ctx.app.wallet.playerBalance(db(), playerId))?.cash;

describe('VIP level-up bonuses', () => {
  it('are paid once per level reached, each level of a jump once', async () => {
    now();
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 10_000_000n); // EUR 100,000
    await play(player.id, 10_000_000n, 10_000_000n);
    now();
    await ctx.app.rewards.rewardNewPlay();
    await ctx.app.rewards.rewardNewPlay();
    const bronze = await bonusesOf(player.id, 'vip_level_up');
    expect(bronze.map((row) => [row.grantId, row.granted])).toEqual([[`vip:${player.id}:bronze`, 10_000n]]);

    const vip = await ctx.app.inject({ method: 'GET', url: '/api/user/vip', headers: bearer(player.token) });
    expect(vip.statusCode, vip.body).toBe(200);
    expect(vip.json()).toMatchObject({
      data: {
        level: { key: 'bronze', name: 'Bronze' },
        next: { key: 'silver', threshold: '250000.00' },
        wagered: '100000.00',
        progress: 0,
        weekly_cashback_percent: 5,
        level_up_bonus: '250.00',
      },
    });

    // EUR 400,000 more: Silver and Gold in one jump, each paid once (the second queued behind the first).
    await play(player.id, 10_000_000n, 10_000_000n);
    await play(player.id, 10_000_000n, 10_000_000n);
    await play(player.id, 10_000_000n, 10_000_000n);
    await play(player.id, 10_000_000n, 10_000_000n);
    now();
    await ctx.app.rewards.rewardNewPlay();
    await ctx.app.rewards.rewardNewPlay();
    const levels = await bonusesOf(player.id, 'vip_level_up');
    expect(levels.map((row) => row.grantId).sort()).toEqual(
      ['bronze', 'gold', 'silver'].map((level) => `vip:${player.id}:${level}`),
    );
    expect(levels.find((row) => row.grantId.endsWith(':gold'))?.granted).toBe(50_000n);
    await ledgerHolds();
  });

  it('answers a player below Bronze with no level and the way to it', async () => {
    const player = await registerPlayer(ctx.app);
    const vip = await ctx.app.inject({ method: 'GET', url: '/api/user/vip', headers: bearer(player.token) });
    expect(vip.json()).toMatchObject({
      data: {
        level: null,
        next: { key: 'bronze' },
        wagered: '0.00',
        progress: 0,
        weekly_cashback_percent: 0,
      },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/vip' })).statusCode).toBe(401);
  });
});

describe('refer a friend', () => {
  let referrer: TestPlayer;

  beforeAll(async () => {
    now();
    referrer = await registerPlayer(ctx.app);
  });

  const referral = async (referredId: number) =>
    (await db().select().from(referralRewards).where(eq(referralRewards.referredId, referredId)))[0];

  it('pays the referrer once the friend’s first deposit is wagered, and only once', async () => {
    const friend = await registerPlayer(ctx.app, { ref_id: referrer.username.toUpperCase() });
    await deposit(ctx.app.wallet, friend.id, 2_000n);
    await play(friend.id, 1_000n);
    now();
    await ctx.app.rewards.rewardNewPlay();
    expect(await referral(friend.id)).toBeUndefined(); // half the deposit wagered: not yet
    await play(friend.id, 1_000n);
    now();
    await ctx.app.rewards.rewardNewPlay();
    await ctx.app.rewards.rewardNewPlay();
    expect(await referral(friend.id)).toMatchObject({
      outcome: 'paid',
      referrerId: referrer.id,
      amount: 5_000n,
    });
    const rewards = await bonusesOf(referrer.id, 'referral');
    expect(rewards.map((row) => [row.grantId, row.granted])).toEqual([[`referral:${friend.id}`, 5_000n]]);
    await ledgerHolds();
  });

  it('is refused for a friend behind an alias of the referrer’s mailbox', async () => {
    const [local, domain] = referrer.email.split('@');
    const friend = await registerPlayer(ctx.app, {
      ref_id: referrer.username,
      email: `${local}+friend@${domain}`,
    });
    await deposit(ctx.app.wallet, friend.id, 5_000n);
    await play(friend.id, 5_000n);
    now();
    await ctx.app.rewards.rewardNewPlay();
    expect(await referral(friend.id)).toMatchObject({
      outcome: 'refused',
      reason: 'shared_signals',
      signals: ['email_alias'],
    });
    expect(await bonusesOf(referrer.id, 'referral')).toHaveLength(1);
  });

  it('is refused for a friend seen on the referrer’s address', async () => {
    const friend = await registerPlayer(ctx.app, { ref_id: referrer.username });
    const address = '10.250.1.7';
    for (const player of [referrer, friend]) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: player.username, password: player.password },
        remoteAddress: address,
      });
      expect(login.statusCode, login.body).toBe(200);
    }
    await deposit(ctx.app.wallet, friend.id, 5_000n);
    await play(friend.id, 5_000n);
    now();
    await ctx.app.rewards.rewardNewPlay();
    expect(await referral(friend.id)).toMatchObject({ outcome: 'refused', signals: ['ip_address'] });
    expect(await bonusesOf(referrer.id, 'referral')).toHaveLength(1);
    await ledgerHolds();
  });
});

describe('review claims', () => {
  let player: TestPlayer;
  let support: TestOperator;
  let content: TestOperator;
  const link = {
    trustpilot: 'https://www.trustpilot.com/reviews/6571a',
    google: 'https://g.page/r/reelvault-casino/review?r=42',
    askgamblers: 'https://www.askgamblers.com/online-casinos/reviews/reelvault-casino#r9',
  };

  beforeAll(async () => {
    support = await operator(ctx.app, 'support', now());
    content = await operator(ctx.app, 'content', now());
    player = await registerPlayer(ctx.app);
  });

  const claim = (platform: keyof typeof link, body: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/user/review-claims',
      headers: bearer(player.token),
      payload: { platform, link: link[platform], ...body },
    });
  const idOf = (response: { json(): unknown }) => (response.json() as { data: { id: number } }).data.id;

  it('credits 10.00 for the first approved review and 5.00 for another platform, once per platform', async () => {
    now();
    const first = await claim('trustpilot');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ data: { platform: 'trustpilot', status: 'waiting', reward: null } });
    expect(errorOf(await claim('trustpilot')).error).toBe('REVIEW_CLAIM_EXISTS');

    const refused = await asOperator(
      ctx.app,
      content.token,
      'POST',
      `/api/admin/review-claims/${idOf(first)}/approve`,
    );
    expect(refused.statusCode).toBe(403);
    const approved = await asOperator(
      ctx.app,
      support.token,
      'POST',
      `/api/admin/review-claims/${idOf(first)}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      data: {
        status: 'approved',
        reward: '10.00',
        currency: 'EUR',
        player_id: player.id,
        username: player.username,
      },
    });
    const again = await asOperator(
      ctx.app,
      support.token,
      'POST',
      `/api/admin/review-claims/${idOf(first)}/approve`,
    );
    expect(errorOf(again).error).toBe('REVIEW_CLAIM_DECIDED');

    const second = await claim('google');
    expect(second.statusCode, second.body).toBe(201);
    const queue = await asOperator(ctx.app, support.token, 'GET', '/api/admin/review-claims?status=waiting');
    expect((queue.json() as { data: { id: number }[] }).data.map((row) => row.id)).toContain(idOf(second));
    const approvedSecond = await asOperator(
      ctx.app,
      support.token,
      'POST',
      `/api/admin/review-claims/${idOf(second)}/approve`,
    );
    expect(approvedSecond.json()).toMatchObject({ data: { reward: '5.00' } });
    expect(errorOf(await claim('trustpilot')).error).toBe('REVIEW_CLAIM_EXISTS');

    const rewards = await bonusesOf(player.id, 'review');
    expect(rewards.map((row) => [row.grantId, row.granted]).sort()).toEqual([
      [`review:${player.id}:google`, 500n],
      [`review:${player.id}:trustpilot`, 1_000n],
    ]);
    await ledgerHolds();
  });

  it('rejects with a reason the player reads, after which the platform may be claimed again', async () => {
    now();
    const sent = await claim('askgamblers');
    const rejected = await asOperator(
      ctx.app,
      support.token,
      'POST',
      `/api/admin/review-claims/${idOf(sent)}/reject`,
      {
        reason: 'The review is not on Reelvault’s page.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/review-claims',
      headers: bearer(player.token),
    });
    const body = mine.json() as {
      data: { platforms: unknown[]; claims: { id: number; status: string; reason: string }[] };
    };
    expect(body.data.platforms).toHaveLength(3);
    expect(body.data.claims.find((row) => row.id === idOf(sent))).toMatchObject({
      status: 'rejected',
      reason: 'The review is not on Reelvault’s page.',
    });
    expect((await claim('askgamblers')).statusCode).toBe(201);

    const admin = await operator(ctx.app, 'admin', now());
    const audit = await asOperator(ctx.app, admin.token, 'GET', '/api/admin/audit-log?action=review_claim.');
    const actions = (audit.json() as { data: { action: string }[] }).data.map((row) => row.action);
    expect(actions.filter((action) => action === 'review_claim.approve')).toHaveLength(2);
    expect(actions).toContain('review_claim.reject');
  });

  it('refuses a link elsewhere, an unknown platform and an excluded player', async () => {
    const elsewhere = await claim('google', { link: 'https://reviews.example.net/reelvault' });
    expect(elsewhere.statusCode).toBe(422);
    expect(errorOf(elsewhere).errors?.link).toBeDefined();
    expect((await claim('google', { platform: 'yelp' })).statusCode).toBe(422);
    now();
    const excluded = await registerPlayer(ctx.app);
    await selfExclude(excluded);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/review-claims',
      headers: bearer(excluded.token),
      payload: { platform: 'google', link: link.google },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(401);
    await expect(ctx.app.rewards.submitReviewClaim(excluded.id, 'google', link.google)).rejects.toMatchObject(
      {
        code: 'BONUS_NOT_ELIGIBLE',
      },
    );
  });
});

describe('the daily cashback', () => {
  it('pays 15 % of the previous day’s net cash loss as cash, once however often the job runs', async () => {
    const today = now();
    const loser = await registerPlayer(ctx.app);
    const winner = await registerPlayer(ctx.app);
    const excluded = await registerPlayer(ctx.app);
    for (const player of [loser, winner, excluded]) await deposit(ctx.app.wallet, player.id, 10_000n);
    await play(loser.id, 5_000n, 1_000n); // net loss 40.00
    await play(winner.id, 1_000n, 3_000n);
    await play(excluded.id, 5_000n);
    await selfExclude(excluded);
    const before = {
      loser: await cash(loser.id),
      winner: await cash(winner.id),
      excluded: await cash(excluded.id),
    };

    // The next day, 12:30 UTC: yesterday's cashback is due.
    const day = today.toISOString().slice(0, 10);
    clock.set(new Date(new Date(`${day}T12:30:00.000Z`).getTime() + 86_400_000));
    const first = await ctx.app.rewards.payDueCashback();
    expect(first).toContainEqual({ kind: 'daily', period: day, players: expect.any(Number) });
    expect(await ctx.app.rewards.payDueCashback()).toEqual([]);
    // Even with the period's run forgotten, each payment's key keeps it from being paid again.
    await db()
      .delete(cashbackRuns)
      .where(and(eq(cashbackRuns.kind, 'daily'), eq(cashbackRuns.period, day)));
    await ctx.app.rewards.payDueCashback();

    expect(await cash(loser.id)).toBe((before.loser ?? 0n) + 600n);
    expect(await cash(winner.id)).toBe(before.winner);
    expect(await cash(excluded.id)).toBe(before.excluded);
    const transfer = cashbackTransferId('daily', day, loser.id);
    const payments = await ctx.app.rewards.cashbackPayments(loser.id);
    expect(payments).toEqual([
      expect.objectContaining({ kind: 'daily', period: day, percent: 15, losses: '40.00', amount: '6.00' }),
    ]);
    expect(transfer).toBe(`cashback:daily:${day}:${loser.id}`);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: loser.username, password: loser.password },
    });
    const token = (login.json() as { access_token: string }).access_token;
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/user/cashback', headers: bearer(token) });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({ data: [{ kind: 'daily', amount: '6.00', currency: 'EUR' }] });
    await ledgerHolds();
  });
});
