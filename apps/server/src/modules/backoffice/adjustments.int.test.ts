// Manual adjustments over HTTP on a real database (decision 0707): each role allowed or refused as the
// matrix says and players refused; the requester never approves their own; two concurrent approvals move
// the money once (the row lock); a debit never takes a balance below zero; every step in the audit log;
// and the ledger's invariants (what `npm run ledger:check` checks) still hold afterwards.
import { adjustmentRow } from '@reelvault/contract/calls/backoffice-adjustments';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { accountKinds, adjustmentTransferId } from '../wallet/service';

const ctx = useTestApp({ ADJUSTMENT_THRESHOLDS: 'EUR:100' });
const roles: readonly AdminRole[] = ['admin', 'finance', 'compliance', 'support', 'content'];
const allowed = new Set<AdminRole>(['admin', 'finance']);
const ops = {} as Record<AdminRole, TestOperator>;
let secondFinance: TestOperator;
let player: TestPlayer;

const body = (amount: string, extra: Record<string, unknown> = {}) => ({
  player_id: player.id,
  currency: 'EUR',
  balance: 'cash',
  direction: 'credit',
  amount,
  category: 'goodwill',
  note: 'Spins lost to a provider outage on 2 June',
  ...extra,
});

const cash = async () => (await ctx.app.wallet.playerBalance(ctx.app.database.db, player.id))?.cash;
const errorOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json());

async function request(by: TestOperator, amount: string, extra: Record<string, unknown> = {}) {
  const response = await asOperator(ctx.app, by.token, 'POST', '/api/admin/adjustments', body(amount, extra));
  expect(response.statusCode, response.body).toBe(201);
  return adjustmentRow.parse((response.json() as { data: unknown }).data);
}

beforeAll(async () => {
  for (const role of roles) ops[role] = await operator(ctx.app, role);
  secondFinance = await operator(ctx.app, 'finance');
  player = await registerPlayer(ctx.app);
  await deposit(ctx.app.wallet, player.id, 20_000n);
});

describe('who may adjust', () => {
  it.each(roles)('%s: asking, listing and deciding follow the roles matrix', async (role) => {
    const by = ops[role];
    const created = await asOperator(ctx.app, by.token, 'POST', '/api/admin/adjustments', body('500.00'));
    const listed = await asOperator(ctx.app, by.token, 'GET', '/api/admin/adjustments?status=pending');
    const pending = await request(role === 'admin' ? ops.finance : ops.admin, '300.00');
    const approved = await asOperator(
      ctx.app,
      by.token,
      'POST',
      `/api/admin/adjustments/${pending.id}/approve`,
    );
    if (allowed.has(role)) {
      expect(created.statusCode).toBe(201);
      expect(listed.statusCode).toBe(200);
      expect(approved.statusCode).toBe(200);
    } else {
      for (const response of [created, listed, approved]) {
        expect(response.statusCode).toBe(403);
        expect(errorOf(response).error).toBe('ADMIN_FORBIDDEN');
      }
      const refused = await asOperator(
        ctx.app,
        by.token,
        'POST',
        `/api/admin/adjustments/${pending.id}/refuse`,
        {
          reason: 'no',
        },
      );
      expect(errorOf(refused).error).toBe('ADMIN_FORBIDDEN');
    }
  });

  it('refuses a player, and a caller without a token, on every call', async () => {
    const pending = await request(ops.finance, '150.00');
    const calls = [
      { method: 'POST' as const, url: '/api/admin/adjustments', payload: body('1.00') },
      { method: 'GET' as const, url: '/api/admin/adjustments' },
      { method: 'POST' as const, url: `/api/admin/adjustments/${pending.id}/approve` },
      {
        method: 'POST' as const,
        url: `/api/admin/adjustments/${pending.id}/refuse`,
        payload: { reason: 'x' },
      },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject({ ...call, headers: bearer(player.token) })).statusCode).toBe(401);
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
    }
  });
});

describe('four eyes', () => {
  it('applies an amount within the threshold at once, and holds a larger one for a second operator', async () => {
    const before = await cash();
    const small = await request(ops.finance, '100.00');
    expect(small).toMatchObject({ status: 'applied', decided_by: null });
    expect(await cash()).toBe((before ?? 0n) + 10_000n);
    const large = await request(ops.finance, '100.01');
    expect(large.status).toBe('pending');
    expect(await cash()).toBe((before ?? 0n) + 10_000n);
  });

  it('refuses the requester with ADJUSTMENT_OWN_REQUEST and lets another operator approve, once', async () => {
    const pending = await request(ops.finance, '250.00', { category: 'correction' });
    const before = await cash();
    const own = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      `/api/admin/adjustments/${pending.id}/approve`,
    );
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).error).toBe('ADJUSTMENT_OWN_REQUEST');
    const ownRefusal = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      `/api/admin/adjustments/${pending.id}/refuse`,
      {
        reason: 'changed my mind',
      },
    );
    expect(errorOf(ownRefusal).error).toBe('ADJUSTMENT_OWN_REQUEST');
    expect(await cash()).toBe(before);

    const approved = await asOperator(
      ctx.app,
      secondFinance.token,
      'POST',
      `/api/admin/adjustments/${pending.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(adjustmentRow.parse((approved.json() as { data: unknown }).data)).toMatchObject({
      status: 'applied',
      requested_by: { id: ops.finance.id },
      decided_by: { id: secondFinance.id },
      transfer_id: adjustmentTransferId(pending.id),
    });
    expect(await cash()).toBe((before ?? 0n) + 25_000n);
    const again = await asOperator(
      ctx.app,
      ops.admin.token,
      'POST',
      `/api/admin/adjustments/${pending.id}/approve`,
    );
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error).toBe('ADJUSTMENT_DECIDED');

    const audit = await asOperator(
      ctx.app,
      ops.admin.token,
      'GET',
      `/api/admin/audit-log?target_id=${player.id}`,
    );
    const entries = (audit.json() as { data: { action: string; after: Record<string, unknown> | null }[] })
      .data;
    const trail = entries
      .filter((entry) => entry.after?.adjustment_id === pending.id)
      .map((entry) => entry.action);
    expect(trail.sort()).toEqual(['adjustment.approve', 'adjustment.request']);
  });

  it('applies two concurrent approvals once: one answers 200, the other 409, one transfer', async () => {
    const pending = await request(ops.finance, '400.00');
    const before = await cash();
    const answers = await Promise.all(
      [secondFinance, ops.admin].map((by) =>
        asOperator(ctx.app, by.token, 'POST', `/api/admin/adjustments/${pending.id}/approve`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await cash()).toBe((before ?? 0n) + 40_000n);
    const transfer = await ctx.app.wallet.findTransfer(ctx.app.database.db, adjustmentTransferId(pending.id));
    expect(transfer?.amount).toBe(40_000n);
  });

  it('refuses with a reason, moving nothing', async () => {
    const pending = await request(ops.admin, '999.00');
    const before = await cash();
    const refused = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      `/api/admin/adjustments/${pending.id}/refuse`,
      {
        reason: 'No ticket backs this',
      },
    );
    expect(refused.statusCode).toBe(200);
    expect((refused.json() as { data: unknown }).data).toMatchObject({
      status: 'refused',
      decision_reason: 'No ticket backs this',
    });
    expect(await cash()).toBe(before);
    const list = await asOperator(
      ctx.app,
      ops.admin.token,
      'GET',
      '/api/admin/adjustments?status=refused&per_page=1',
    );
    expect(list.json()).toMatchObject({ data: [{ status: 'refused' }], pagination: { per_page: 1 } });
  });
});

describe('debits and bad input', () => {
  it('never takes the balance below zero: 422 ADJUSTMENT_BALANCE_TOO_LOW naming what is there', async () => {
    const available = (await cash()) ?? 0n;
    const tooMuch = (Number(available) / 100 + 0.01).toFixed(2);
    const response = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      '/api/admin/adjustments',
      body(tooMuch, { direction: 'debit', category: 'chargeback' }),
    );
    expect(response.statusCode).toBe(422);
    const error = errorOf(response);
    expect(error.error).toBe('ADJUSTMENT_BALANCE_TOO_LOW');
    expect(error.errors?.amount?.[0]).toContain((Number(available) / 100).toFixed(2));
    expect(await cash()).toBe(available);
  });

  it('answers bad bodies with field errors and unknown ids with 404', async () => {
    const missing = await asOperator(ctx.app, ops.finance.token, 'POST', '/api/admin/adjustments', {
      ...body('abc'),
      category: 'bribe',
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(errorOf(missing).errors ?? {}).sort()).toEqual(['amount', 'category']);
    const decimals = await asOperator(
      ctx.app,
      ops.finance.token,
      'POST',
      '/api/admin/adjustments',
      body('1.001'),
    );
    expect(errorOf(decimals).errors).toHaveProperty('amount');
    const unknown = await asOperator(
      ctx.app,
      ops.admin.token,
      'POST',
      '/api/admin/adjustments/6f1d2f4e-0c0b-4c3a-9e55-5a0d6c1e2b3a/approve',
    );
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).error).toBe('ADJUSTMENT_NOT_FOUND');
  });
});

describe('the ledger after adjustments', () => {
  it('keeps every invariant, and the adjustments account mirrors the applied adjustments', async () => {
    const report = await ctx.app.wallet.checkInvariants();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    const applied = await asOperator(
      ctx.app,
      ops.admin.token,
      'GET',
      '/api/admin/adjustments?status=applied&per_page=100',
    );
    const rows = (applied.json() as { data: { amount: string; direction: string }[] }).data;
    const net = rows.reduce(
      (sum, row) => sum + BigInt(row.amount.replace('.', '')) * (row.direction === 'credit' ? 1n : -1n),
      0n,
    );
    const db = ctx.app.database.db;
    const house = await ctx.app.wallet.systemAccount(db, { kind: accountKinds.adjustments, currency: 'EUR' });
    const balance = await ctx.app.wallet.balance(db, house.id);
    expect(balance.debitsPosted - balance.creditsPosted).toBe(net);
    expect(net).toBeGreaterThan(0n);
  });
});
