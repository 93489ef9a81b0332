// The demo seed's player: logs in over HTTP with the documented password, holds 1,000.00 EUR that came in
// as a completed sandbox deposit (its ledger credit from the method's clearing account), is verified, and
// launches a game at once. The test catalogue stands in for the demo feed's 12,283 games.
import { playReply } from '@reelvault/contract/calls/play';
import { balanceReply } from '@reelvault/contract/calls/wallet';
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { gameIdOf, useHouseTestApp } from '../../test/house';
import { bearer, loginPlayer, registerPlayer } from '../../test/players';
import { deposits, sandboxPayments } from '../modules/cashier/schema';
import { depositCreditId } from '../modules/cashier/service';
import { users } from '../modules/identity/schema';
import { accountKinds } from '../modules/wallet/service';
import { demoPlayer } from './demo-player';
import { runSeedSteps } from './seed';
import { demoSeed } from './seed-steps';

describe('the demo player of the demo seed', () => {
  const ctx = useHouseTestApp();
  const steps = demoSeed.filter((step) => step.name === 'identity: demo player');

  it('is seeded once, verified, with a completed sandbox deposit of 1,000.00 EUR', async () => {
    expect(steps).toHaveLength(1);
    expect(await runSeedSteps(ctx.database, steps)).toEqual(['identity: demo player']);
    expect(await runSeedSteps(ctx.database, steps)).toEqual([]);

    const db = ctx.database.db;
    const [user] = await db.select().from(users).where(eq(users.username, 'demo'));
    expect(user).toMatchObject({
      email: 'demo@reelvault.local',
      currency: 'EUR',
      status: userStatus.active,
      playerStatus: playerStatus.verified,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    if (!user) throw new Error('no demo player');

    const [deposit] = await db.select().from(deposits).where(eq(deposits.playerId, user.id));
    expect(deposit).toMatchObject({
      gateway: 'sandbox',
      method: demoPlayer.depositMethod,
      amount: 100_000n,
      currency: 'EUR',
      status: 'completed',
    });
    if (!deposit?.gatewayReference) throw new Error('no sandbox payment');
    const [payment] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, deposit.gatewayReference));
    expect(payment).toMatchObject({ merchantReference: deposit.id, status: 'approved', amount: 100_000n });

    const credit = await ctx.app.wallet.findTransfer(db, depositCreditId(deposit.id));
    expect(credit).toBeDefined();
    const clearing = await ctx.app.wallet.systemAccount(db, {
      kind: accountKinds.cashierClearing,
      reference: demoPlayer.depositMethod,
      currency: 'EUR',
    });
    const accounts = await ctx.app.wallet.playerAccounts(db, user.id);
    expect(credit).toMatchObject({ debitAccountId: clearing.id, creditAccountId: accounts?.cash.id });
    expect(accounts?.bonus.kind).toBe(accountKinds.playerBonus);

    const report = await ctx.app.wallet.checkInvariants();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it('logs in with the documented password, reads 1000.00 EUR and launches a game', async () => {
    const session = await loginPlayer(ctx.app, 'demo', 'Demo-Player-2026!');
    const balance = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/balance',
      headers: bearer(session.token),
    });
    expect(balance.statusCode).toBe(200);
    expect(balanceReply.parse(balance.json())).toEqual({
      balance: '1000.00',
      currency: 'EUR',
      bonus_balance: '0.00',
    });

    const launch = await ctx.app.inject({
      method: 'POST',
      url: `/api/game/${await gameIdOf(ctx.app, 'sands-of-gold')}/play`,
      headers: bearer(session.token),
      payload: {},
    });
    expect(launch.statusCode, launch.body).toBe(200);
    expect(playReply.parse(launch.json())).toMatchObject({ code: 200, type: 'url' });
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });
});

describe('the demo player step on a database where the name is taken', () => {
  const ctx = useTestApp();

  it('leaves the existing player alone and moves no money', async () => {
    const existing = await registerPlayer(ctx.app, { username: 'demo', currency: 'GBP' });
    const steps = demoSeed.filter((step) => step.name === 'identity: demo player');
    expect(await runSeedSteps(ctx.database, steps)).toEqual(['identity: demo player']);
    const rows = await ctx.database.db.select().from(users).where(eq(users.username, 'demo'));
    expect(rows.map((row) => [row.id, row.currency])).toEqual([[existing.id, 'GBP']]);
    expect(await ctx.database.db.select().from(deposits)).toEqual([]);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });
});
