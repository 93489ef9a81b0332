// The back office's responsible-gambling actions on a player (decision 0712) through the HTTP API: limits
// set on the player's behalf (lower at once, higher only after the player's own 24 hours) as the player's
// limits page and deposits meet them, and a cool-down or exclusion ended only after its minimum period,
// never a permanent one; each with the player's mail and the audit entry.
import { adminPlayerActions, adminSetPlayerLimit } from '@reelvault/contract/calls/backoffice-player-actions';
import { limitsReply } from '@reelvault/contract/calls/compliance';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { namedPlayer, startDeposit } from '../../../test/cashier';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { mailsTo } from '../../../test/mail';
import { attemptLogin, bearer, loginPlayer, registerPlayer, type TestPlayer } from '../../../test/players';

const hour = 3_600_000;

describe('responsible-gambling actions on a player', () => {
  const clock = new ManualClock(new Date());
  const ctx = useTestApp({}, { clock });

  /** A compliance operator logged in at the test clock's time (sessions last 8 hours of that clock). */
  const complianceOperator = () => operator(ctx.app, 'compliance', clock.now());
  const act = (op: TestOperator, playerId: number, action: string, body: Record<string, unknown>) =>
    asOperator(ctx.app, op.token, 'POST', `/api/admin/players/${playerId}/${action}`, body);
  const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
  const login = (player: TestPlayer) =>
    attemptLogin(ctx.app, { username: player.username, password: player.password });
  async function limitsOf(player: TestPlayer) {
    const { token } = await loginPlayer(ctx.app, player.username, player.password);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/limits',
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return limitsReply.parse(response.json()).data;
  }
  const dailyDeposit = async (player: TestPlayer) =>
    (await limitsOf(player)).find((row) => row.kind === 'deposit' && row.period === 'daily');
  async function trail(op: TestOperator, playerId: number) {
    const response = await asOperator(ctx.app, op.token, 'GET', `/api/admin/players/${playerId}/actions`);
    return adminPlayerActions.reply.parse(response.json()).data;
  }

  it('lowers a limit at once: the player’s page shows it and a deposit above it is refused', async () => {
    const compliance = await complianceOperator();
    const player = await namedPlayer(ctx.app);
    const own = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/limits',
      headers: bearer(player.token),
      payload: { kind: 'deposit', period: 'daily', amount: '100' },
    });
    expect(own.statusCode, own.body).toBe(200);

    const response = await act(compliance, player.id, 'limits', {
      kind: 'deposit',
      period: 'daily',
      amount: '30',
      reason: 'Affordability check',
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = adminSetPlayerLimit.reply.parse(response.json());
    expect(reply).toMatchObject({
      applied: true,
      effective_at: null,
      data: { amount: '30.00', pending: null },
    });
    expect((await dailyDeposit(player))?.amount).toBe('30.00');

    const refused = await startDeposit(ctx.app, player.token, {
      payment_id: 2922,
      py_id: 1200,
      amount: '40',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).error).toBe('LIMIT_DEPOSIT_REACHED');

    const mail = (await mailsTo(ctx.database, player.email)).find((row) => row.kind === 'limit_changed');
    expect(mail?.textBody).toContain('Your daily deposit limit is now €30.00, from today.');
    expect((await trail(compliance, player.id))[0]).toMatchObject({
      action: 'player.set_limit',
      before: { kind: 'deposit', period: 'daily', amount: '100.00' },
      after: { amount: '30.00', applied: true, reason: 'Affordability check' },
    });
  });

  it('raises a limit only after the player’s own 24 hours, and removes one likewise', async () => {
    const compliance = await complianceOperator();
    const player = await registerPlayer(ctx.app);
    await act(compliance, player.id, 'limits', {
      kind: 'deposit',
      period: 'daily',
      amount: '50',
      reason: 'set',
    });
    const raised = await act(compliance, player.id, 'limits', {
      kind: 'deposit',
      period: 'daily',
      amount: '500',
      reason: 'Player asked, income proven',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const reply = adminSetPlayerLimit.reply.parse(raised.json());
    const dueAt = new Date(clock.now().getTime() + 24 * hour).toISOString();
    expect(reply).toMatchObject({
      applied: false,
      effective_at: dueAt,
      data: { amount: '50.00', pending: { amount: '500.00', effective_at: dueAt } },
    });
    const mail = (await mailsTo(ctx.database, player.email)).at(-1);
    expect(mail?.textBody).toContain('Your daily deposit limit will be raised to €500.00 on');
    expect(mail?.textBody).toContain('Until then, €50.00 stays in force.');

    clock.advance(24 * hour - 60_000);
    expect((await dailyDeposit(player))?.amount).toBe('50.00');
    clock.advance(60_000);
    expect((await dailyDeposit(player))?.amount).toBe('500.00');

    const later = await complianceOperator();
    const removed = await act(later, player.id, 'limits', {
      kind: 'deposit',
      period: 'daily',
      amount: null,
      reason: 'Player asked',
    });
    expect(adminSetPlayerLimit.reply.parse(removed.json())).toMatchObject({
      applied: false,
      data: { amount: '500.00', pending: { amount: null } },
    });
    clock.advance(24 * hour);
    expect((await dailyDeposit(player))?.amount).toBeNull();
  });

  it('ends a cool-down once half of it has run: the player logs in again, and is told', async () => {
    const player = await registerPlayer(ctx.app);
    const cooled = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/cool-down',
      headers: bearer(player.token),
    });
    expect(cooled.statusCode, cooled.body).toBe(200);
    expect(errorOf(await login(player)).error).toBe('AUTH_SELF_EXCLUDED');

    clock.advance(11 * hour);
    const early = await act(await complianceOperator(), player.id, 'end-exclusion', {
      reason: 'Player asked',
    });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).error).toBe('ADMIN_EXCLUSION_TOO_EARLY');
    expect(errorOf(await login(player)).error).toBe('AUTH_SELF_EXCLUDED');

    clock.advance(hour);
    const compliance = await complianceOperator();
    const ended = await act(compliance, player.id, 'end-exclusion', { reason: 'Player asked, sober call' });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ data: { ended: [{ kind: 'cool_down' }] } });
    expect((await login(player)).statusCode).toBe(200);
    expect((await mailsTo(ctx.database, player.email)).map((row) => row.kind)).toContain('exclusion_ended');
    expect((await trail(compliance, player.id))[0]).toMatchObject({
      action: 'player.end_exclusion',
      after: { excluded_until: null, reason: 'Player asked, sober call' },
    });

    const again = await act(compliance, player.id, 'end-exclusion', { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('ADMIN_EXCLUSION_NONE');
  });

  it('never ends a permanent self-exclusion', async () => {
    const player = await registerPlayer(ctx.app);
    const excluded = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deactive-account',
      headers: bearer(player.token),
      payload: { type: 6 },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    clock.advance(400 * 24 * hour);
    const compliance = await complianceOperator();
    const refused = await act(compliance, player.id, 'end-exclusion', { reason: 'Player insists' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error).toBe('ADMIN_EXCLUSION_PERMANENT');
    expect(errorOf(await login(player)).error).toBe('AUTH_SELF_EXCLUDED');
    expect(await trail(compliance, player.id)).toEqual([]);
    expect((await mailsTo(ctx.database, player.email)).map((row) => row.kind)).not.toContain(
      'exclusion_ended',
    );
  });
});
