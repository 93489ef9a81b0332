// The back office's actions on a player (decision 0712) through the HTTP API: each role allowed or refused
// as the matrix says, a player's token refused, bad input answered with field errors, an unknown player
// 404; and each action's effect as the player meets it (a 401, a refused login, the verification refusal
// of a deposit, a login without a code), the player's e-mail, and the audit entry on the player's trail.
import {
  adminClosePlayerAccount,
  adminPlayerActions,
  adminPlayerNotes,
  adminSetPlayerStatus,
} from '@reelvault/contract/calls/backoffice-player-actions';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { enableTwoFactor } from '@reelvault/contract/calls/account';
import { errorBodySchema } from '@reelvault/contract/errors';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { cashBalance, namedPlayer, startDeposit } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { mailsTo } from '../../../test/mail';
import { attemptLogin, bearer, loginPlayer, registerPlayer, type TestPlayer } from '../../../test/players';

const unknownPlayer = 987_654_321;

describe('operator actions on a player', () => {
  const ctx = useTestApp();
  const ops = {} as Record<AdminRole, TestOperator>;

  beforeAll(async () => {
    for (const role of ['admin', 'finance', 'compliance', 'support', 'content'] as const) {
      ops[role] = await operator(ctx.app, role);
    }
  });

  const act = (op: TestOperator, playerId: number, action: string, body: Record<string, unknown>) =>
    asOperator(ctx.app, op.token, 'POST', `/api/admin/players/${playerId}/${action}`, body);
  const read = (op: TestOperator, playerId: number, what: string) =>
    asOperator(ctx.app, op.token, 'GET', `/api/admin/players/${playerId}/${what}`);
  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
  const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());
  const login = (player: TestPlayer) =>
    attemptLogin(ctx.app, { username: player.username, password: player.password });
  async function trail(playerId: number) {
    const response = await read(ops.compliance, playerId, 'actions');
    expect(response.statusCode, response.body).toBe(200);
    return adminPlayerActions.reply.parse(response.json());
  }

  it('lets each role do what the matrix says, and refuses the rest and every player', async () => {
    const player = await registerPlayer(ctx.app);
    const calls: [string, Record<string, unknown>, AdminRole[]][] = [
      ['status', { status: 1, reason: 'check' }, ['admin', 'compliance']],
      ['close', { reason: 'check' }, ['admin', 'compliance']],
      ['end-sessions', { reason: 'check' }, ['admin', 'compliance', 'support']],
      ['reset-two-factor', { reason: 'check' }, ['admin', 'compliance', 'support']],
      [
        'limits',
        { kind: 'deposit', period: 'daily', amount: '10', reason: 'check' },
        ['admin', 'compliance'],
      ],
      ['end-exclusion', { reason: 'check' }, ['admin', 'compliance']],
      ['notes', { text: 'check' }, ['admin', 'finance', 'compliance', 'support']],
    ];
    for (const [action, body, allowed] of calls) {
      for (const role of Object.keys(ops) as AdminRole[]) {
        // An unknown player: an allowed role gets as far as the lookup (404), a refused one stops at 403.
        const response = await act(ops[role], unknownPlayer, action, body);
        expect(response.statusCode, `${role} ${action}`).toBe(allowed.includes(role) ? 404 : 403);
        if (!allowed.includes(role)) expect(errorOf(response).error).toBe('ADMIN_FORBIDDEN');
      }
      const asPlayer = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/players/${player.id}/${action}`,
        headers: bearer(player.token),
        payload: body,
      });
      expect(asPlayer.statusCode, action).toBe(401);
    }
    for (const what of ['notes', 'actions']) {
      for (const role of Object.keys(ops) as AdminRole[]) {
        const response = await read(ops[role], unknownPlayer, what);
        expect(response.statusCode, `${role} ${what}`).toBe(role === 'content' ? 403 : 404);
      }
      const asPlayer = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/players/${player.id}/${what}`,
        headers: bearer(player.token),
      });
      expect(asPlayer.statusCode).toBe(401);
    }
    // Nothing was done to the player by any of it.
    expect((await profile(player.token)).statusCode).toBe(200);
    expect((await trail(player.id)).data).toEqual([]);
  });

  it('answers bad input with field errors', async () => {
    const player = await registerPlayer(ctx.app);
    const fields = async (action: string, body: Record<string, unknown>) => {
      const response = await act(ops.admin, player.id, action, body);
      expect(response.statusCode, `${action} ${JSON.stringify(body)}`).toBe(422);
      return Object.keys(errorOf(response).errors ?? {});
    };
    expect(await fields('status', { status: 1 })).toEqual(['reason']);
    expect(await fields('status', { status: 1, reason: '   ' })).toEqual(['reason']);
    expect(await fields('status', { status: 1, reason: 'x'.repeat(501) })).toEqual(['reason']);
    expect(await fields('status', { status: 3, reason: 'r' })).toEqual(['status']);
    expect(await fields('status', { status: 8, reason: 'r' })).toEqual(['status']);
    expect(await fields('status', { player_status: 5, reason: 'r' })).toEqual(['player_status']);
    expect(await fields('status', { reason: 'r' })).toEqual(['status']);
    expect(await fields('end-sessions', {})).toEqual(['reason']);
    expect(await fields('limits', { kind: 'bets', period: 'daily', amount: '1', reason: 'r' })).toEqual([
      'kind',
    ]);
    expect(await fields('limits', { kind: 'loss', period: 'daily', amount: '-1', reason: 'r' })).toEqual([
      'amount',
    ]);
    expect(await fields('notes', { text: '' })).toEqual(['text']);
    const badId = await asOperator(ctx.app, ops.admin.token, 'POST', '/api/admin/players/abc/close', {
      reason: 'r',
    });
    expect(badId.statusCode).toBe(422);
    expect((await trail(player.id)).data).toEqual([]);
  });

  it('sets status 2: the player is logged out, cannot log in, is told by mail; status 1 lets them back', async () => {
    const player = await registerPlayer(ctx.app);
    const second = await loginPlayer(ctx.app, player.username, player.password);
    const response = await act(ops.compliance, player.id, 'status', {
      status: 2,
      reason: 'Chargeback fraud',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminSetPlayerStatus.reply.parse(response.json()).data).toEqual({
      id: player.id,
      status: 2,
      player_status: 0,
      sessions_ended: 2,
    });
    expect((await profile(player.token)).statusCode).toBe(401);
    expect((await profile(second.token)).statusCode).toBe(401);
    const refused = await login(player);
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toMatchObject({ code: 'AUTH_INACTIVE_PLAYER', error: 'login_inactive_player' });

    const mails = await mailsTo(ctx.database, player.email);
    const mail = mails.find((row) => row.kind === 'account_status_2');
    expect(mail?.subject).toBe('Your Reelvault account has been deactivated');
    // The operator's reason is for the audit log, not the player.
    expect(mail?.textBody).not.toContain('Chargeback');

    const [entry] = (await trail(player.id)).data;
    expect(entry).toMatchObject({
      action: 'player.set_status',
      target_type: 'player',
      target_id: String(player.id),
      actor: { id: ops.compliance.id, role: 'compliance' },
      before: { status: 1, player_status: 0 },
      after: { status: 2, sessions_ended: 2, reason: 'Chargeback fraud' },
    });

    const back = await act(ops.admin, player.id, 'status', { status: 1, reason: 'Cleared' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await login(player)).statusCode).toBe(200);
    expect((await mailsTo(ctx.database, player.email)).map((row) => row.kind)).toContain('account_status_1');
  });

  it('sets status 6: the player stays in, and a deposit is refused for verification', async () => {
    // A player who registered in German gets the mail in German.
    const player = await registerPlayer(ctx.app, {}, { headers: { 'accept-language': 'de' } });
    const response = await act(ops.compliance, player.id, 'status', { status: 6, reason: 'Source of funds' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await profile(player.token)).json()).toMatchObject({ data: { status: 6 } });
    const refused = await startDeposit(ctx.app, player.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).error).toBe('CASHIER_VERIFICATION_REQUIRED');
    const mails = await mailsTo(ctx.database, player.email);
    const kinds = mails.map((row) => row.kind);
    expect(mails.find((row) => row.kind === 'account_status_6')?.subject).toBe(
      'Bitte bestätigen Sie Ihre Identität',
    );

    // player_status alone: no mail, the value as the player's profile shows it.
    const verified = await act(ops.compliance, player.id, 'status', {
      player_status: 1,
      reason: 'Documents seen',
    });
    expect(adminSetPlayerStatus.reply.parse(verified.json()).data).toMatchObject({
      status: 6,
      player_status: 1,
    });
    expect((await profile(player.token)).json()).toMatchObject({ data: { player_status: 1 } });
    expect((await mailsTo(ctx.database, player.email)).length).toBe(kinds.length);
  });

  it('ends every session of the player, with a mail and an audit entry', async () => {
    const player = await registerPlayer(ctx.app);
    const second = await loginPlayer(ctx.app, player.username, player.password);
    const response = await act(ops.support, player.id, 'end-sessions', { reason: 'Player lost a phone' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { sessions_ended: 2 } });
    expect((await profile(player.token)).statusCode).toBe(401);
    expect((await profile(second.token)).statusCode).toBe(401);
    expect((await login(player)).statusCode).toBe(200);
    expect((await mailsTo(ctx.database, player.email)).map((row) => row.kind)).toContain('sessions_ended');
    expect((await trail(player.id)).data[0]).toMatchObject({ action: 'player.end_sessions' });
  });

  it('resets two-factor: the player logs in with the password alone and may enrol again', async () => {
    const player = await registerPlayer(ctx.app);
    const started = enableTwoFactor.reply.parse(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/enable-2fa',
          headers: bearer(player.token),
          payload: { password: player.password },
        })
      ).json(),
    );
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/confirm-2fa',
      headers: bearer(player.token),
      payload: { code: await generate({ secret: started.secret }) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(errorOf(await login(player)).error).toBe('AUTH_2FA_REQUIRED');

    const response = await act(ops.support, player.id, 'reset-two-factor', {
      reason: 'New phone, ID checked',
    });
    expect(response.statusCode, response.body).toBe(200);
    const again = await login(player);
    expect(again.statusCode, again.body).toBe(200);
    const token = (again.json() as { access_token: string }).access_token;
    const status = await ctx.app.inject({ method: 'GET', url: '/api/check-2fa', headers: bearer(token) });
    expect(status.json()).toEqual({ enabled: false, status: 'disabled' });
    const mail = (await mailsTo(ctx.database, player.email)).find((row) => row.kind === 'two_factor_reset');
    expect(mail?.subject).toBe('Two-factor authentication was removed from your account');
    expect((await trail(player.id)).data[0]).toMatchObject({
      action: 'player.reset_two_factor',
      before: { two_factor: 'enabled' },
      after: { two_factor: 'disabled' },
    });

    const twice = await act(ops.support, player.id, 'reset-two-factor', { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).error).toBe('AUTH_2FA_NOT_ENABLED');
  });

  it('closes an account only once no withdrawal is unsettled, keeping and reporting the balance', async () => {
    const player = await namedPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 50_000n, { method: 'payz' });
    const withdrawal = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/withdraw/manuel',
      headers: bearer(player.token),
      payload: { payment_id: 59, iban: 'DE89 3704 0044 0532 0130 00', amount: '150' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const refused = await act(ops.compliance, player.id, 'close', { reason: 'Player asked' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).error).toBe('ADMIN_WITHDRAWAL_UNSETTLED');
    expect((await profile(player.token)).statusCode).toBe(200);

    const id = (withdrawal.json() as { data: { withdrawal: { id: string } } }).data.withdrawal.id;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/withdrawals/${id}/cancel`,
      headers: bearer(player.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await cashBalance(ctx.app, player.token)).toBe('500.00');

    const closed = await act(ops.compliance, player.id, 'close', { reason: 'Player asked' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(adminClosePlayerAccount.reply.parse(closed.json()).data).toEqual({
      id: player.id,
      status: 8,
      sessions_ended: 1,
      balance: { currency: 'EUR', cash: '500.00', bonus: '0.00' },
    });
    expect((await profile(player.token)).statusCode).toBe(401);
    const login401 = await login(player);
    expect(login401.statusCode).toBe(401);
    expect(errorOf(login401)).toMatchObject({ error: 'AUTH_ACCOUNT_CLOSED' });
    // The money stays in the ledger.
    expect((await ctx.app.wallet.playerBalance(ctx.app.database.db, player.id))?.cash).toBe(50_000n);
    const mail = (await mailsTo(ctx.database, player.email)).find((row) => row.kind === 'account_closed');
    expect(mail?.textBody).toContain('€500.00');

    const reopened = await act(ops.admin, player.id, 'status', { status: 1, reason: 'oops' });
    expect(reopened.statusCode).toBe(409);
    expect(errorOf(reopened).error).toBe('ADMIN_PLAYER_CLOSED');
    expect((await trail(player.id)).data.map((entry) => entry.action)).toEqual(['player.close']);
  });

  it('keeps notes on the player’s timeline, newest first, and lists every action on the player', async () => {
    const player = await registerPlayer(ctx.app);
    for (const [op, text] of [
      [ops.support, 'Called about a bonus.'],
      [ops.finance, 'Asked for a bank statement.'],
    ] as const) {
      const response = await act(op, player.id, 'notes', { text });
      expect(response.statusCode, response.body).toBe(201);
    }
    const notes = adminPlayerNotes.reply.parse((await read(ops.support, player.id, 'notes')).json());
    expect(notes.data.map((note) => [note.text, note.author.role])).toEqual([
      ['Asked for a bank statement.', 'finance'],
      ['Called about a bonus.', 'support'],
    ]);
    expect(notes.pagination.total).toBe(2);

    await act(ops.compliance, player.id, 'end-sessions', { reason: 'Suspicious login' });
    const page = await asOperator(
      ctx.app,
      ops.finance.token,
      'GET',
      `/api/admin/players/${player.id}/actions?page=1&per_page=2`,
    );
    const actions = adminPlayerActions.reply.parse(page.json());
    expect(actions.data.map((entry) => entry.action)).toEqual(['player.end_sessions', 'player.note']);
    expect(actions.pagination.total).toBe(3);
    // Another player's actions are not on this trail.
    const other = await registerPlayer(ctx.app);
    await act(ops.support, other.id, 'notes', { text: 'Someone else.' });
    expect((await trail(player.id)).pagination.total).toBe(3);
  });
});
