// The demo seed's player: logs in over HTTP with the documented password, holds 1,000.00 EUR that came in
// as a completed sandbox deposit (its ledger credit from the method's clearing account), is verified, and
// launches a game at once. The test catalogue stands in for the demo feed's 12,283 games.
import { playReply } from '@reelvault/contract/calls/play';
import { balanceReply } from '@reelvault/contract/calls/wallet';
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { gameIdOf, useHouseTestApp } from '../../test/house';
import { bearer, loginPlayer, registerPlayer } from '../../test/players';
import type { Database } from '../db/database';
import { runSeedSteps } from '../db/seed';
import { depositCreditId } from '../modules/cashier/service';
import { accountKinds } from '../modules/wallet/service';
import { demoPlayer } from './player';
import { demoSeedSteps, demoStepNames } from './steps';

/** The demo player's step alone, over the app's services. */
const playerStep = (app: FastifyInstance) =>
  demoSeedSteps(app).onceReady.filter((step) => step.name === demoStepNames.player);

async function rows<T extends Record<string, unknown> = Record<string, unknown>>(
  database: Database,
  query: ReturnType<typeof sql>,
): Promise<T[]> {
  return (await database.db.execute<T>(query)).rows as T[];
}

describe('the demo player of the demo seed', () => {
  const ctx = useHouseTestApp();

  it('is seeded once, verified, with a completed sandbox deposit of 1,000.00 EUR', async () => {
    const steps = playerStep(ctx.app);
    expect(steps).toHaveLength(1);
    expect(await runSeedSteps(ctx.database, steps)).toEqual([demoStepNames.player]);
    expect(await runSeedSteps(ctx.database, steps)).toEqual([]);

    const [user] = await rows<{ id: number; password_hash: string }>(
      ctx.database,
      sql`select id, email, currency, status, player_status, password_hash, name, surname, birthday::text,
            address, city from users where username = 'demo'`,
    );
    expect(user).toMatchObject({
      email: 'demo@reelvault.local',
      currency: 'EUR',
      status: userStatus.active,
      player_status: playerStatus.verified,
      name: demoPlayer.name,
      surname: demoPlayer.surname,
      birthday: demoPlayer.birthday,
      address: demoPlayer.address,
      city: demoPlayer.city,
    });
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    if (!user) throw new Error('no demo player');

    const deposits = await rows<{ id: string; gateway_reference: string | null }>(
      ctx.database,
      sql`select id, gateway, method, amount::text, currency, status, gateway_reference from deposits
          where player_id = ${user.id}`,
    );
    expect(deposits).toEqual([
      expect.objectContaining({
        gateway: 'sandbox',
        method: demoPlayer.depositMethod,
        amount: '100000',
        currency: 'EUR',
        status: 'completed',
      }),
    ]);
    const [deposit] = deposits;
    if (!deposit?.gateway_reference) throw new Error('no sandbox payment');
    const [payment] = await rows(
      ctx.database,
      sql`select merchant_reference, status, amount::text from sandbox_payments
          where id = ${deposit.gateway_reference}`,
    );
    expect(payment).toEqual({ merchant_reference: deposit.id, status: 'approved', amount: '100000' });

    const db = ctx.database.db;
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

    // The session registration opened was the seed's: it is closed.
    const sessions = await rows(
      ctx.database,
      sql`select id from sessions where user_id = ${user.id} and revoked_at is null`,
    );
    expect(sessions).toEqual([]);

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
    expect(await runSeedSteps(ctx.database, playerStep(ctx.app))).toEqual([demoStepNames.player]);
    const players = await rows(ctx.database, sql`select id, currency from users where username = 'demo'`);
    expect(players).toEqual([{ id: existing.id, currency: 'GBP' }]);
    expect(await rows(ctx.database, sql`select id from deposits`)).toEqual([]);
    expect((await ctx.app.wallet.checkInvariants()).ok).toBe(true);
  });
});

describe('the demo player step when the deposit method is not on the sandbox gateway', () => {
  const ctx = useTestApp({ PAYMENT_GATEWAY: 'none' });

  it('seeds the verified player without money and starts no payment', async () => {
    expect(await runSeedSteps(ctx.database, playerStep(ctx.app))).toEqual([demoStepNames.player]);
    const players = await rows(
      ctx.database,
      sql`select player_status from users where username = ${demoPlayer.username}`,
    );
    expect(players).toEqual([{ player_status: playerStatus.verified }]);
    expect(await rows(ctx.database, sql`select id from deposits`)).toEqual([]);
    expect(await rows(ctx.database, sql`select id from sandbox_payments`)).toEqual([]);
  });
});
