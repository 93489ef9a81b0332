// Responsible gambling through the HTTP API and the signed wallet API: limits refusing at their edge
// (deposits at the cashier, bets at the wallet API), loosening that waits 24 hours on a controllable
// clock, withdrawals that need verification past the deposit threshold, self-exclusion and cool-down
// refused at login, deposit and bet, and the reality check's figures.
import { limitsReply } from '@reelvault/contract/calls/compliance';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { namedPlayer, startDeposit } from '../../../test/cashier';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { attemptLogin, bearer, loginPlayer, registerPlayer, type TestPlayer } from '../../../test/players';
import {
  betBody,
  injectTransport,
  registerTestProvider,
  WalletApiClient,
  winBody,
  type SessionFacts,
} from '../../../test/wallet-api';
import { playSessions } from './schema';

const goodIban = 'DE89 3704 0044 0532 0130 00';
// The ledger stamps transfers with the database's time: tests that count transfers in a window run before
// the tests that move this clock by hours or days.
const clock = new ManualClock(new Date());
const hour = 3_600_000;

describe('responsible gambling', () => {
  const ctx = useTestApp(
    {
      SANDBOX_GATEWAY_SECRET: 'compliance-sandbox-secret-0123456789',
      PUBLIC_URL: 'http://casino.test',
      KYC_WITHDRAWAL_THRESHOLDS: 'EUR:500',
      REALITY_CHECK_MINUTES: '45',
    },
    { clock },
  );
  let client: WalletApiClient;
  let providerCode: string;

  beforeAll(async () => {
    const provider = await registerTestProvider(ctx.app.gaming);
    providerCode = provider.code;
    client = new WalletApiClient(injectTransport(ctx.app), provider, ctx.app.walletApiPublicKey);
  });

  const setLimit = (player: TestPlayer, kind: string, period: string, amount: string | null) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/account/limits',
      headers: bearer(player.token),
      payload: { kind, period, amount },
    });

  /** A new session after the clock moved past the idle timeout. */
  async function again(player: TestPlayer): Promise<TestPlayer> {
    const { token } = await loginPlayer(ctx.app, player.username, player.password);
    return { ...player, token };
  }

  async function limits(player: TestPlayer) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/limits',
      headers: bearer(player.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return limitsReply.parse(response.json());
  }

  async function limitOf(player: TestPlayer, kind: string, period: string) {
    const row = (await limits(player)).data.find((limit) => limit.kind === kind && limit.period === period);
    if (!row) throw new Error(`no ${kind} ${period} row`);
    return row;
  }

  async function inGame(player: TestPlayer, cents: bigint): Promise<SessionFacts> {
    if (cents > 0n) await deposit(ctx.app.wallet, player.id, cents);
    const session = await ctx.app.gaming.openGameSession({
      playerId: player.id,
      providerCode,
      gameCode: 'fruit-reels',
    });
    return { token: session.token, user: session.user, gameCode: 'fruit-reels', currency: session.currency };
  }

  const bet = async (session: SessionFacts, cents: number) => {
    const body = betBody(session, cents);
    return { body, status: (await client.call('bet', body)).reply.status };
  };

  it('lists every limit kind and period, none set, with the reality check interval', async () => {
    const player = await registerPlayer(ctx.app);
    const reply = await limits(player);
    expect(reply.data).toHaveLength(12);
    expect(reply.data.every((row) => row.amount === null && row.pending === null)).toBe(true);
    expect(reply).toMatchObject({ currency: 'EUR', reality_check_minutes: 45, increase_delay_hours: 24 });
  });

  it('refuses a deposit above what is left of the deposit limit, with the amount left', async () => {
    const player = await namedPlayer(ctx.app);
    const set = await setLimit(player, 'deposit', 'daily', '50');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ applied: true, data: { amount: '50.00', remaining: '50.00' } });

    const over = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1200,
      amount: '50.01',
    });
    expect(over.statusCode).toBe(400);
    expect(errorBodySchema.parse(over.json())).toMatchObject({
      error: 'LIMIT_DEPOSIT_REACHED',
      message: 'This deposit would exceed your daily deposit limit. You can deposit up to €50.00 now.',
      errors: {
        amount: ['This deposit would exceed your daily deposit limit. You can deposit up to €50.00 now.'],
      },
      details: { period: 'daily', left: '50.00', currency: 'EUR' },
    });
    const first = await startDeposit(ctx.app, player.token, { payment_id: 2922, py_id: 1200, amount: '30' });
    expect(first.statusCode, first.body).toBe(200);
    const second = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1200,
      amount: '20.01',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      message: expect.stringContaining('up to €20.00'),
      details: { period: 'daily', left: '20.00', currency: 'EUR' },
    });
    const edge = await startDeposit(ctx.app, player.token, { payment_id: 2922, py_id: 1200, amount: '20' });
    expect(edge.statusCode, edge.body).toBe(200);
    expect((await limitOf(player, 'deposit', 'daily')).remaining).toBe('0.00');
  });

  it('answers RS_ERROR_LIMIT_REACHED to a bet that would pass the loss limit, at its edge, counting wins', async () => {
    const player = await registerPlayer(ctx.app);
    const session = await inGame(player, 10_000n);
    await setLimit(player, 'loss', 'daily', '10');
    const first = await bet(session, 600);
    expect(first.status).toBe('RS_OK');
    expect((await bet(session, 401)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await bet(session, 400)).status).toBe('RS_OK');
    expect((await bet(session, 1)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await client.call('win', winBody(session, first.body, 300))).reply.status).toBe('RS_OK');
    expect((await bet(session, 300)).status).toBe('RS_OK');
    expect((await bet(session, 1)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await ctx.app.wallet.playerBalance(ctx.app.database.db, player.id))?.cash).toBe(9_000n);
  });

  it('answers RS_ERROR_LIMIT_REACHED past the wager limit, whatever was won', async () => {
    const player = await registerPlayer(ctx.app);
    const session = await inGame(player, 10_000n);
    await setLimit(player, 'wager', 'daily', '10');
    const first = await bet(session, 600);
    await client.call('win', winBody(session, first.body, 600));
    expect((await bet(session, 401)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await bet(session, 400)).status).toBe('RS_OK');
  });

  it('stops bets once the session time limit is used up', async () => {
    const player = await registerPlayer(ctx.app);
    const session = await inGame(player, 10_000n);
    await setLimit(player, 'session', 'daily', '30');
    expect((await bet(session, 100)).status).toBe('RS_OK');
    clock.advance(20 * 60_000);
    expect((await bet(session, 100)).status).toBe('RS_OK');
    clock.advance(15 * 60_000);
    expect((await bet(session, 100)).status).toBe('RS_OK');
    expect((await bet(session, 100)).status).toBe('RS_ERROR_LIMIT_REACHED');
    const later = await again(player);
    expect((await limitOf(later, 'session', 'daily')).used).toBe('35');

    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/reality-check',
      headers: bearer(later.token),
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toMatchObject({
      interval_minutes: 45,
      session_minutes: 35,
      wagered: '3.00',
      won: '0.00',
      net: '-3.00',
      currency: 'EUR',
    });
  });

  it('writes the play session of a player without limits once in ten seconds, and exactly with a limit', async () => {
    const lastActivity = async (player: TestPlayer) => {
      const rows = await ctx.app.database.db
        .select()
        .from(playSessions)
        .where(eq(playSessions.playerId, player.id));
      expect(rows).toHaveLength(1);
      return rows[0]?.lastActivityAt.getTime();
    };
    const free = await registerPlayer(ctx.app);
    const freeSession = await inGame(free, 10_000n);
    const start = clock.now().getTime();
    expect((await bet(freeSession, 100)).status).toBe('RS_OK');
    expect(await lastActivity(free)).toBe(start);
    clock.advance(9_000);
    expect((await bet(freeSession, 100)).status).toBe('RS_OK');
    expect(await lastActivity(free)).toBe(start);
    clock.advance(2_000);
    expect((await bet(freeSession, 100)).status).toBe('RS_OK');
    expect(await lastActivity(free)).toBe(start + 11_000);

    const limited = await registerPlayer(ctx.app);
    const limitedSession = await inGame(limited, 10_000n);
    await setLimit(limited, 'session', 'daily', '60');
    expect((await bet(limitedSession, 100)).status).toBe('RS_OK');
    clock.advance(3_000);
    expect((await bet(limitedSession, 100)).status).toBe('RS_OK');
    expect(await lastActivity(limited)).toBe(clock.now().getTime());
  });

  it('lowers a limit at once; raises or removes it only after 24 hours', async () => {
    let player = await registerPlayer(ctx.app);
    await setLimit(player, 'loss', 'weekly', '100');
    const lower = await setLimit(player, 'loss', 'weekly', '80');
    expect(lower.json()).toMatchObject({ applied: true, data: { amount: '80.00', pending: null } });

    const raise = await setLimit(player, 'loss', 'weekly', '500');
    expect(raise.statusCode).toBe(200);
    expect(raise.json()).toMatchObject({
      applied: false,
      data: { amount: '80.00', pending: { amount: '500.00' } },
    });
    clock.advance(23 * hour);
    player = await again(player);
    expect((await limitOf(player, 'loss', 'weekly')).amount).toBe('80.00');
    clock.advance(hour);
    player = await again(player);
    expect(await limitOf(player, 'loss', 'weekly')).toMatchObject({ amount: '500.00', pending: null });

    const removal = await setLimit(player, 'loss', 'weekly', null);
    expect(removal.json()).toMatchObject({
      applied: false,
      data: { amount: '500.00', pending: { amount: null } },
    });
    clock.advance(24 * hour);
    player = await again(player);
    expect((await limitOf(player, 'loss', 'weekly')).amount).toBeNull();

    const bad = await setLimit(player, 'session', 'daily', '1441');
    expect(bad.statusCode).toBe(422);
    expect((await setLimit(player, 'deposit', 'daily', '0')).statusCode).toBe(422);
    expect((await setLimit(player, 'deposit', 'daily', '1.005')).statusCode).toBe(422);
    expect((await setLimit(player, 'bankroll', 'daily', '10')).statusCode).toBe(422);
  });

  it('refuses a withdrawal before full verification once deposits reach the threshold', async () => {
    const withdraw = (player: TestPlayer) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/withdraw/manuel',
        headers: bearer(player.token),
        payload: { payment_id: 59, iban: goodIban, amount: '100' },
      });
    const large = await namedPlayer(ctx.app, 'Eleni Dimitriou');
    await deposit(ctx.app.wallet, large.id, 50_000n);
    const refused = await withdraw(large);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'CASHIER_VERIFICATION_REQUIRED',
      message:
        'Please verify your identity before withdrawing: upload your documents on the verification page.',
    });
    expect((await ctx.app.wallet.playerBalance(ctx.app.database.db, large.id))?.cash).toBe(50_000n);

    const small = await namedPlayer(ctx.app, 'Kostas Nikolaou');
    await deposit(ctx.app.wallet, small.id, 49_999n);
    const allowed = await withdraw(small);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('self-excludes for a week: logged out, refused at login, deposit and bet, back after the week', async () => {
    const player = await namedPlayer(ctx.app);
    const session = await inGame(player, 5_000n);
    const second = await loginPlayer(ctx.app, player.username, player.password);

    const invalid = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactive-account',
      headers: bearer(player.token),
      payload: { type: 1 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ message: 'Please select a self-exclusion period' });

    const excluded = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactive-account',
      headers: bearer(player.token),
      payload: { type: 2, method: 'self_exclusion' },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const until = new Date(clock.now().getTime() + 7 * 24 * hour).toISOString();
    expect(excluded.json()).toEqual({
      success: true,
      message: 'Your self-exclusion request has been processed successfully.',
      excluded_until: until,
    });

    for (const token of [player.token, second.token]) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(token),
      });
      expect(profile.statusCode).toBeGreaterThanOrEqual(401);
    }
    const deposit = await startDeposit(ctx.app, player.token);
    expect(deposit.statusCode).toBeGreaterThanOrEqual(401);
    const login = await attemptLogin(ctx.app, { username: player.username, password: player.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      error: 'AUTH_SELF_EXCLUDED',
      details: { permanent: false, until },
    });
    expect((await bet(session, 100)).status).toBe('RS_ERROR_USER_DISABLED');

    clock.advance(7 * 24 * hour + 60_000);
    const back = await attemptLogin(ctx.app, { username: player.username, password: player.password });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('keeps a permanent exclusion, which a shorter one never shortens', async () => {
    const player = await registerPlayer(ctx.app);
    const second = await loginPlayer(ctx.app, player.username, player.password);
    const permanent = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactive-account',
      headers: bearer(player.token),
      payload: { type: '6' },
    });
    expect(permanent.json()).toMatchObject({ success: true, excluded_until: null });
    const ended = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(second.token),
    });
    expect(ended.statusCode).toBe(401);
    expect((await ctx.app.compliance.coolDown(player.id)).excluded_until).toBeNull();
    clock.advance(3 * 365 * 24 * hour);
    const login = await attemptLogin(ctx.app, { username: player.username, password: player.password });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      message: 'Your account is permanently self-excluded and cannot be used.',
    });
  });

  it('takes a 24-hour cool-down from /cooldown and from POST /user/status', async () => {
    for (const call of [
      { url: '/api/account/cool-down', payload: undefined },
      { url: '/api/user/status', payload: { status: 1 } },
    ]) {
      const player = await registerPlayer(ctx.app);
      const response = await ctx.app.inject({
        method: 'POST',
        url: call.url,
        headers: bearer(player.token),
        ...(call.payload ? { payload: call.payload } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        excluded_until: new Date(clock.now().getTime() + 24 * hour).toISOString(),
      });
      expect(
        (await attemptLogin(ctx.app, { username: player.username, password: player.password })).statusCode,
      ).toBe(403);
      clock.advance(24 * hour);
      expect(
        (await attemptLogin(ctx.app, { username: player.username, password: player.password })).statusCode,
      ).toBe(200);
    }
    const player = await registerPlayer(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/status',
      headers: bearer(player.token),
      payload: { status: 2 },
    });
    expect(wrong.statusCode).toBe(422);
  });
});
