// Referral outcomes in the back office over HTTP (decision 1132): every referred player listed with the
// engine's decision or what the referral still lacks, filtered by outcome, username, player and day and
// paged; refused to roles without bonuses.read; and a refusal for shared signals overturned once by who
// manages bonuses, which pays the referrer's reward, is audited and leaves the ledger sound.
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminReferral } from '@reelvault/contract/calls/backoffice-referrals';
import { errorBodySchema } from '@reelvault/contract/errors';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { accountKinds, transferKinds } from '../wallet/service';
import { playerBonuses } from './schema';

const clock = new ManualClock(new Date());
const ctx = useTestApp({}, { clock });
const db = () => ctx.app.database.db;
const ops = {} as Record<AdminRole, TestOperator>;

/** Just past the real time: the ledger stamps transfers with the database's clock (see rewards tests). */
const now = () => {
  clock.set(new Date(Date.now() + 1));
  return clock.now();
};

async function bet(playerId: number, amount: bigint) {
  const accounts = await ctx.app.wallet.playerAccounts(db(), playerId);
  if (!accounts) throw new Error(`player ${playerId} has no accounts`);
  const house = await ctx.app.wallet.systemAccount(db(), {
    kind: accountKinds.houseRevenue,
    reference: 'referrals-admin-test',
    currency: accounts.cash.currency,
  });
  await ctx.app.wallet.transfer(db(), {
    id: `bet:referrals-admin-test:${randomUUID()}`,
    debitAccountId: accounts.cash.id,
    creditAccountId: house.id,
    amount,
    kind: transferKinds.bet,
  });
}

function call(role: AdminRole, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

async function list(query: string, role: AdminRole = 'support') {
  const response = await call(role, 'GET', `/api/admin/referrals?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AdminReferral[]; pagination: { total: number } };
}

const friendsOf = (rows: readonly AdminReferral[]) => rows.map((row) => row.friend.username);

const referralBonuses = (playerId: number) =>
  db()
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.playerId, playerId), eq(playerBonuses.source, 'referral')));

let referrer: TestPlayer;
let paid: TestPlayer;
let aliased: TestPlayer;
let noDeposit: TestPlayer;
let wagering: TestPlayer;
let unknown: TestPlayer;

beforeAll(async () => {
  now();
  for (const role of ['admin', 'finance', 'compliance', 'support', 'content'] as const) {
    ops[role] = await operator(ctx.app, role, clock.now());
  }
  referrer = await registerPlayer(ctx.app);
  const [local, domain] = referrer.email.split('@');
  paid = await registerPlayer(ctx.app, { ref_id: referrer.username });
  aliased = await registerPlayer(ctx.app, { ref_id: referrer.username, email: `${local}+fr@${domain}` });
  noDeposit = await registerPlayer(ctx.app, { ref_id: referrer.username.toUpperCase() });
  wagering = await registerPlayer(ctx.app, { ref_id: referrer.username });
  unknown = await registerPlayer(ctx.app, { ref_id: `nobody${Date.now()}` });
  await registerPlayer(ctx.app); // not referred: never listed
  await deposit(ctx.app.wallet, paid.id, 2_000n);
  await bet(paid.id, 2_000n);
  await deposit(ctx.app.wallet, aliased.id, 5_000n);
  await bet(aliased.id, 5_000n);
  await deposit(ctx.app.wallet, wagering.id, 5_000n);
  await bet(wagering.id, 1_000n);
  now();
  await ctx.app.rewards.rewardNewPlay();
  // Seven registrations (each hashes a password) and five operators' sign-ins.
}, 120_000);

describe('the referral outcomes list', () => {
  it('lists every referred player with the decision, its reason and signals, or what it lacks', async () => {
    const { data, pagination } = await list('');
    expect(pagination.total).toBe(5);
    expect(friendsOf(data)).toEqual(
      [unknown, wagering, noDeposit, aliased, paid].map((player) => player.username),
    );
    const byFriend = new Map(data.map((row) => [row.friend.id, row]));
    expect(byFriend.get(paid.id)).toMatchObject({
      referrer: { id: referrer.id, username: referrer.username },
      outcome: 'paid',
      reason: null,
      signals: [],
      first_deposit: { amount: '20.00', currency: 'EUR' },
      reward: { amount: '50.00', currency: 'EUR' },
      waiting_for: null,
      overturn: null,
    });
    expect(byFriend.get(aliased.id)).toMatchObject({
      outcome: 'refused',
      reason: 'shared_signals',
      signals: ['email_alias'],
      reward: null,
    });
    expect(byFriend.get(noDeposit.id)).toMatchObject({
      outcome: 'waiting',
      ref_id: referrer.username.toUpperCase(),
      referrer: { id: referrer.id },
      waiting_for: 'qualifying_deposit',
      first_deposit: null,
    });
    expect(byFriend.get(wagering.id)).toMatchObject({
      outcome: 'waiting',
      waiting_for: 'wagering',
      first_deposit: { amount: '50.00', currency: 'EUR' },
      wagered: '10.00',
    });
    expect(byFriend.get(unknown.id)).toMatchObject({ outcome: 'waiting', referrer: null });
  });

  it('filters by outcome, username, player and registration day, and pages', async () => {
    expect(friendsOf((await list('outcome=paid')).data)).toEqual([paid.username]);
    expect(friendsOf((await list('outcome=refused')).data)).toEqual([aliased.username]);
    expect(friendsOf((await list('outcome=waiting')).data)).toEqual(
      [unknown, wagering, noDeposit].map((player) => player.username),
    );
    const byReferrer = await list(`referrer=${referrer.username.toUpperCase()}`);
    expect(byReferrer.pagination.total).toBe(4);
    expect(friendsOf((await list(`referrer_id=${referrer.id}&outcome=waiting`)).data)).toEqual(
      [wagering, noDeposit].map((player) => player.username),
    );
    expect(friendsOf((await list(`friend=${aliased.username}`)).data)).toEqual([aliased.username]);
    expect((await list(`friend_id=${paid.id}`)).data).toMatchObject([{ referrer: { id: referrer.id } }]);
    expect((await list(`friend_id=${referrer.id}`)).data).toEqual([]);

    const today = clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).pagination.total).toBe(5);
    expect((await list(`from=${tomorrow}`)).data).toEqual([]);
    expect((await list(`to=${yesterday}`)).data).toEqual([]);

    const second = await list('per_page=2&page=2');
    expect(second.pagination.total).toBe(5);
    expect(friendsOf(second.data)).toEqual([noDeposit.username, aliased.username]);

    const bad = await call('support', 'GET', '/api/admin/referrals?outcome=lost&from=2026-13-40');
    expect(bad.statusCode).toBe(422);
  });

  it('is refused to a role that may not read bonuses', async () => {
    const refused = await call('content', 'GET', '/api/admin/referrals');
    expect(refused.statusCode).toBe(403);
    expect(errorBodySchema.parse(refused.json()).error).toBe('ADMIN_FORBIDDEN');
  });
});

describe('overturning a refusal', () => {
  const overturn = (role: AdminRole, friendId: number, reason = 'Siblings in one flat; checked by phone') =>
    call(role, 'POST', `/api/admin/referrals/${friendId}/overturn`, { reason });

  it('is refused to roles that may not manage bonuses, and needs a reason', async () => {
    for (const role of ['support', 'compliance', 'content'] as const) {
      const refused = await overturn(role, aliased.id);
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await overturn('finance', aliased.id, ' ')).statusCode).toBe(422);
    expect(await referralBonuses(referrer.id)).toHaveLength(1);
  });

  it('pays the reward once, marks the referral paid with who overturned it, and is audited', async () => {
    const response = await overturn('finance', aliased.id);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as { data: AdminReferral }).data).toMatchObject({
      outcome: 'paid',
      reason: 'shared_signals',
      signals: ['email_alias'],
      reward: { amount: '50.00', currency: 'EUR' },
      overturn: { by: { id: ops.finance.id }, reason: 'Siblings in one flat; checked by phone' },
    });
    const rewards = await referralBonuses(referrer.id);
    expect(rewards.map((row) => row.grantId).sort()).toEqual(
      [`referral:${aliased.id}`, `referral:${paid.id}`].sort(),
    );

    const again = await overturn('admin', aliased.id);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error).toBe('REFERRAL_NOT_OVERTURNABLE');
    now();
    await ctx.app.rewards.rewardNewPlay();
    expect(await referralBonuses(referrer.id)).toHaveLength(2);

    const audit = await call(
      'admin',
      'GET',
      `/api/admin/audit-log?target_type=player&target_id=${referrer.id}`,
    );
    expect(audit.statusCode).toBe(200);
    const entries = (audit.json() as { data: { action: string; after: Record<string, unknown> }[] }).data;
    expect(entries.filter((entry) => entry.action === 'referral.overturn')).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({ friend_id: aliased.id, outcome: 'paid', reward: '50.00' }),
      }),
    ]);
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });

  it('refuses a paid or waiting referral and a player nobody referred', async () => {
    for (const friend of [paid, noDeposit]) {
      const refused = await overturn('admin', friend.id);
      expect(refused.statusCode).toBe(409);
    }
    expect((await overturn('admin', referrer.id)).statusCode).toBe(404);
    expect(await referralBonuses(referrer.id)).toHaveLength(2);
  });
});
