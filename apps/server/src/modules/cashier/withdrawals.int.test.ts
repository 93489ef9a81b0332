// Bank withdrawals: the spec's validation (IBAN, BIC, amounts) and answers, the hold on request, one
// pending request at a time, the player's cancel, and the operators' decisions through the back-office
// API (approve -> Processing -> payout confirmed -> Completed; reject -> money back), with roles, the
// admin guard and the audit log.
import { bankWithdrawal, withdrawalRow } from '@reelvault/contract/calls/cashier';
import { adminWithdrawals, adminAuditLog } from '@reelvault/contract/calls/backoffice';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, asOperator, operator, totpCode, type TestOperator } from '../../../test/backoffice';
import { cashBalance, financeRows, namedPlayer } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { mailsTo } from '../../../test/mail';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from '../../../test/players';

const goodIban = 'DE89 3704 0044 0532 0130 00';

describe('bank withdrawals', () => {
  const ctx = useTestApp();
  let finance: TestOperator;

  beforeAll(async () => {
    finance = await operator(ctx.app, 'finance');
  });

  const withdraw = (player: TestPlayer, body: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/withdraw/manuel',
      headers: bearer(player.token),
      payload: body,
    });

  /** A named player with `cents` of cash. */
  async function fundedPlayer(cents: bigint): Promise<TestPlayer> {
    const player = await namedPlayer(ctx.app, 'Eleni Dimitriou');
    if (cents > 0n) await deposit(ctx.app.wallet, player.id, cents, { method: 'payz' });
    return player;
  }

  async function pendingWithdrawal(player: TestPlayer, amount = '200') {
    const response = await withdraw(player, { payment_id: 59, iban: goodIban, amount });
    expect(response.statusCode, response.body).toBe(201);
    return bankWithdrawal.reply.parse(response.json()).data.withdrawal;
  }

  it('answers field errors in the spec’s 422 shape: IBAN checksum and length, BIC, amounts, wire details', async () => {
    const player = await fundedPlayer(1_000_000n);
    const problems = async (body: Record<string, unknown>) => {
      const response = await withdraw(player, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      return errorBodySchema.parse(response.json()).errors ?? {};
    };
    expect((await problems({ payment_id: 59, iban: 'DE89370400440532013001', amount: '200' })).iban).toEqual([
      'The iban is not valid: its check digits do not match.',
    ]);
    expect((await problems({ payment_id: 59, iban: 'DE8937040044053201300', amount: '200' })).iban).toEqual([
      'The iban has the wrong length for its country.',
    ]);
    expect(
      (await problems({ payment_id: 59, iban: 'XX89370400440532013000', amount: '200' })).iban,
    ).toBeDefined();
    expect((await problems({ payment_id: 59, amount: '200' })).iban).toEqual(['The iban field is required.']);
    expect((await problems({ payment_id: 59, iban: goodIban, amount: '99.99' })).amount).toEqual([
      'The minimum for a bank transfer is 100.',
    ]);
    expect((await problems({ payment_id: 59, iban: goodIban, amount: '2500.01' })).amount).toBeDefined();
    expect((await problems({ payment_id: 59, iban: goodIban, amount: '1000000' })).amount).toEqual([
      'The amount may not have more than 6 digits.',
    ]);
    expect((await problems({ payment_id: 59, iban: goodIban, amount: '150.005' })).amount).toBeDefined();
    expect((await problems({ payment_id: 59, iban: goodIban })).amount).toBeDefined();
    const wire = await problems({ payment_id: 58, iban: goodIban, amount: '200', swift: 'DEUT' });
    expect(Object.keys(wire).sort()).toEqual(['bank_name', 'swift']);
    expect((await problems({ payment_id: 57, iban: goodIban, amount: '200' })).payment_id).toBeDefined();
    expect(await cashBalance(ctx.app, player.token)).toBe('10000.00');
  });

  it('asks for the name first, and refuses inactive and unverified players', async () => {
    const nameless = await registerPlayer(ctx.app);
    const refused = await withdraw(nameless, { payment_id: 59, iban: goodIban, amount: '200' });
    expect(refused.statusCode).toBe(422);
    expect(errorBodySchema.parse(refused.json()).error).toBe('CASHIER_NAME_REQUIRED');
    const unverified = await fundedPlayer(50_000n);
    await setPlayerStanding(ctx.database.db, unverified.id, { status: 7 });
    const blocked = await withdraw(unverified, { payment_id: 59, iban: goodIban, amount: '200' });
    expect(blocked.statusCode).toBe(403);
    expect(errorBodySchema.parse(blocked.json()).error).toBe('CASHIER_VERIFICATION_REQUIRED');
  });

  it('refuses more than the balance with 400 and records nothing', async () => {
    const player = await fundedPlayer(15_000n);
    const refused = await withdraw(player, { payment_id: 59, iban: goodIban, amount: '150.01' });
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json())).toMatchObject({
      error: 'WALLET_INSUFFICIENT_FUNDS',
      message: 'Insufficient balance.',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/withdrawals',
      headers: bearer(player.token),
    });
    expect(list.json()).toEqual({ data: [] });
    expect(await cashBalance(ctx.app, player.token)).toBe('150.00');
  });

  it('holds the amount on request (Pending), one request at a time, and gives it back on cancel', async () => {
    const player = await fundedPlayer(50_000n);
    const response = await withdraw(player, {
      payment_id: '58',
      iban: 'gb82 west 1234 5698 7654 32',
      amount: 200,
      bank_name: 'Westminster Bank',
      swift: 'natagb2l',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = bankWithdrawal.reply.parse(response.json());
    expect(data.message).toMatch(/received/);
    expect(data.withdrawal).toMatchObject({
      method: 'wire',
      payment_id: 58,
      amount: '200.00',
      status: 'pending',
      finance_status: 0,
      iban: 'GB82WEST12345698765432',
      swift: 'NATAGB2L',
      bank_name: 'Westminster Bank',
      account_holder: 'Eleni Dimitriou',
    });
    expect(await cashBalance(ctx.app, player.token)).toBe('300.00');
    const rows = await financeRows(ctx.app, player.token, '?type=withdraw');
    expect(rows.map((row) => [row.method, row.amount, row.status])).toEqual([['wire', '200.00', 0]]);

    const second = await withdraw(player, { payment_id: 59, iban: goodIban, amount: '100' });
    expect(second.statusCode).toBe(400);
    expect(errorBodySchema.parse(second.json()).error).toBe('CASHIER_WITHDRAWAL_PENDING');

    const other = await fundedPlayer(0n);
    const notTheirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/withdrawals/${data.withdrawal.id}/cancel`,
      headers: bearer(other.token),
    });
    expect(notTheirs.statusCode).toBe(404);
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/account/withdrawals/${data.withdrawal.id}/cancel`,
        headers: bearer(player.token),
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(withdrawalRow.parse(cancelled.json().data)).toMatchObject({
      status: 'cancelled',
      finance_status: 2,
    });
    expect(await cashBalance(ctx.app, player.token)).toBe('500.00');
    expect((await cancel()).statusCode).toBe(409);
    expect((await financeRows(ctx.app, player.token, '?type=withdraw')).map((row) => row.status)).toEqual([
      2,
    ]);
  });

  it('lets only one of two simultaneous requests through', async () => {
    const player = await fundedPlayer(100_000n);
    const answers = await Promise.all([
      withdraw(player, { payment_id: 59, iban: goodIban, amount: '300' }),
      withdraw(player, { payment_id: 59, iban: goodIban, amount: '400' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('approval posts the hold (Processing), the payout confirmation completes it; both audited', async () => {
    const player = await fundedPlayer(50_000n);
    const withdrawal = await pendingWithdrawal(player);
    const pending = adminWithdrawals.reply.parse(
      (await asOperator(ctx.app, finance.token, 'GET', '/api/admin/withdrawals')).json(),
    );
    expect(pending.data.find((row) => row.id === withdrawal.id)?.player).toEqual({
      id: player.id,
      username: player.username,
    });

    const approved = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${withdrawal.id}/approve`,
      {
        note: 'Documents checked',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'processing', finance_status: 3 });
    expect(await cashBalance(ctx.app, player.token)).toBe('300.00');
    expect((await financeRows(ctx.app, player.token, '?type=withdraw')).map((row) => row.status)).toEqual([
      3,
    ]);
    const twice = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${withdrawal.id}/approve`,
    );
    expect(twice.statusCode).toBe(409);
    const cancelLate = await ctx.app.inject({
      method: 'POST',
      url: `/api/account/withdrawals/${withdrawal.id}/cancel`,
      headers: bearer(player.token),
    });
    expect(cancelLate.statusCode).toBe(409);

    const paid = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${withdrawal.id}/confirm-payout`,
      {
        reference: 'SEPA-2026-0001',
      },
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'completed', finance_status: 1 });
    expect((await financeRows(ctx.app, player.token, '?type=withdraw')).map((row) => row.status)).toEqual([
      1,
    ]);
    expect(await cashBalance(ctx.app, player.token)).toBe('300.00');

    const auditor = await operator(ctx.app, 'compliance');
    const audit = adminAuditLog.reply.parse(
      (
        await asOperator(ctx.app, auditor.token, 'GET', `/api/admin/audit-log?target_id=${withdrawal.id}`)
      ).json(),
    );
    expect(
      audit.data.map((entry) => [entry.action, entry.actor.email, entry.before?.status, entry.after?.status]),
    ).toEqual([
      ['withdrawal.confirm_payout', finance.email, 'processing', 'completed'],
      ['withdrawal.approve', finance.email, 'pending', 'processing'],
    ]);
    expect(audit.data[1]?.after?.note).toBe('Documents checked');
    expect(audit.data[0]?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The player hears of each step once, the refused second approval included.
    const mails = await mailsTo(ctx.database, player.email);
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([
      ['withdrawal_approved', 'Your withdrawal of €200.00 is approved'],
      ['withdrawal_paid', 'Your withdrawal of €200.00 has been paid out'],
    ]);
    expect(mails[1]?.textBody).toContain('the account ending in 3000');
  });

  it('rejection with a reason voids the hold: the money is the player’s again', async () => {
    const player = await fundedPlayer(50_000n);
    const withdrawal = await pendingWithdrawal(player, '450');
    expect(await cashBalance(ctx.app, player.token)).toBe('50.00');
    const noReason = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${withdrawal.id}/reject`,
      {},
    );
    expect(noReason.statusCode).toBe(422);
    const rejected = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${withdrawal.id}/reject`,
      {
        reason: 'The account holder does not match the player',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reason: 'The account holder does not match the player',
    });
    expect(await cashBalance(ctx.app, player.token)).toBe('500.00');
    expect((await financeRows(ctx.app, player.token, '?type=withdraw')).map((row) => row.status)).toEqual([
      2,
    ]);
    const payout = await asOperator(
      ctx.app,
      finance.token,
      'POST',
      `/api/admin/withdrawals/${withdrawal.id}/confirm-payout`,
    );
    expect(payout.statusCode).toBe(409);
    const mails = await mailsTo(ctx.database, player.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['withdrawal_rejected']);
    expect(mails[0]?.textBody).toContain('The reason: The account holder does not match the player');
  });

  it('refuses players, guests and roles without the right', async () => {
    const player = await fundedPlayer(50_000n);
    const withdrawal = await pendingWithdrawal(player);
    expect((await asOperator(ctx.app, player.token, 'GET', '/api/admin/withdrawals')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/withdrawals' })).statusCode).toBe(401);
    expect(
      (await asOperator(ctx.app, player.token, 'POST', `/api/admin/withdrawals/${withdrawal.id}/approve`))
        .statusCode,
    ).toBe(401);

    const support = await operator(ctx.app, 'support');
    const listed = await asOperator(ctx.app, support.token, 'GET', '/api/admin/withdrawals');
    expect(listed.statusCode).toBe(403);
    expect(errorBodySchema.parse(listed.json()).error).toBe('ADMIN_FORBIDDEN');
    const compliance = await operator(ctx.app, 'compliance');
    expect((await asOperator(ctx.app, compliance.token, 'GET', '/api/admin/withdrawals')).statusCode).toBe(
      200,
    );
    expect(
      (await asOperator(ctx.app, compliance.token, 'POST', `/api/admin/withdrawals/${withdrawal.id}/approve`))
        .statusCode,
    ).toBe(403);
    expect((await asOperator(ctx.app, finance.token, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    // A player's session token is no operator's, and an operator's is no player's.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(finance.token) }))
        .statusCode,
    ).toBe(401);
    expect(await cashBalance(ctx.app, player.token)).toBe('300.00');
  });

  it('logs operators in with password and two-factor code only, each code once', async () => {
    const created = await ctx.app.backoffice.createAdmin({ email: 'admin.login@ops.test', role: 'admin' });
    const password = created.password ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const wrong = await adminLogin(ctx.app, {
      email: 'admin.login@ops.test',
      password: 'not-the-password',
      code: '123456',
    });
    expect(wrong.statusCode).toBe(401);
    const noCode = await adminLogin(ctx.app, { email: 'admin.login@ops.test', password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json()).toMatchObject({ code: 768, error: 'AUTH_2FA_REQUIRED' });
    const code = await totpCode(created.totpSecret);
    const badCode = await adminLogin(ctx.app, {
      email: 'admin.login@ops.test',
      password,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(badCode.json()).toMatchObject({ error: 'AUTH_2FA_INVALID' });
    const ok = await adminLogin(ctx.app, { email: 'ADMIN.LOGIN@ops.test', password, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().admin).toMatchObject({ email: 'admin.login@ops.test', role: 'admin' });
    const replayed = await adminLogin(ctx.app, { email: 'admin.login@ops.test', password, code });
    expect(replayed.json()).toMatchObject({ error: 'AUTH_2FA_INVALID' });
    const token = (ok.json() as { access_token: string }).access_token;
    expect((await asOperator(ctx.app, token, 'GET', '/api/admin/me')).json()).toMatchObject({
      data: { role: 'admin' },
    });
    expect((await asOperator(ctx.app, token, 'POST', '/api/admin/auth/logout')).statusCode).toBe(200);
    expect((await asOperator(ctx.app, token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('keeps the ledger balanced', async () => {
    expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);
  });
});

describe('withdrawals while a bonus is being wagered', () => {
  const ctx = useTestApp({}, { withdrawalGate: { lockReason: async () => 'wagering' } });

  it('refuses with the wagering answer and holds nothing', async () => {
    const player = await namedPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 50_000n);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/withdraw/manuel',
      headers: bearer(player.token),
      payload: { payment_id: 59, iban: goodIban, amount: '200' },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).error).toBe('WALLET_WAGERING_INCOMPLETE');
    expect(await cashBalance(ctx.app, player.token)).toBe('500.00');
  });
});
