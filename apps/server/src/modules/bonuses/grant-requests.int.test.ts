// A bonus granted by hand above the four-eyes threshold over HTTP (decision 0715): it becomes a pending
// request that moves nothing; another operator's approval grants it as a BONUS with the offer's or the
// default terms (wagering, maximum bet, expiry), never as an adjustment; the requester cannot decide it;
// a refusal grants nothing; each step is audited and the ledger stays sound.
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdjustmentRow } from '@reelvault/contract/calls/backoffice-adjustments';
import type { AdminBonusOffer, AdminPlayerBonus } from '@reelvault/contract/calls/backoffice-bonuses';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { fundedPlayer } from '../../../test/ledger';
import { bearer } from '../../../test/players';

const clock = new ManualClock('2026-11-27T09:00:00.000Z');
const ctx = useTestApp({ ADJUSTMENT_THRESHOLDS: 'EUR:100' }, { clock });
const ops = {} as Record<AdminRole | 'finance2', TestOperator>;

type GrantReply = { message: string; data: AdminPlayerBonus | null; request: AdjustmentRow | null };

beforeAll(async () => {
  for (const role of ['admin', 'finance', 'compliance', 'support', 'content'] as const) {
    ops[role] = await operator(ctx.app, role, clock.now());
  }
  ops.finance2 = await operator(ctx.app, 'finance', clock.now());
});

function call(who: keyof typeof ops, method: 'GET' | 'POST', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[who].token), ...(payload ? { payload } : {}) });
}

const grant = (who: keyof typeof ops, playerId: number, body: object) =>
  call(who, 'POST', `/api/admin/players/${playerId}/bonuses`, body);

async function bonusesOf(playerId: number) {
  const response = await call('admin', 'GET', `/api/admin/players/${playerId}/bonuses`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AdminPlayerBonus[] }).data;
}

async function auditOf(playerId: number) {
  const response = await call(
    'admin',
    'GET',
    `/api/admin/audit-log?target_type=player&target_id=${playerId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      data: { action: string; actor: { id: number }; after: Record<string, unknown> }[];
    }
  ).data;
}

const balances = async (playerId: number) => ctx.app.wallet.playerBalance(ctx.database.db, playerId);
const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

async function pending(who: keyof typeof ops, playerId: number, body: object): Promise<AdjustmentRow> {
  const response = await grant(who, playerId, body);
  expect(response.statusCode, response.body).toBe(201);
  const reply = response.json() as GrantReply;
  expect(reply.data).toBeNull();
  if (!reply.request) throw new Error('a grant above the threshold answered no request');
  return reply.request;
}

describe('a bonus granted above the threshold', () => {
  let offer: AdminBonusOffer;

  beforeAll(async () => {
    const created = await call('finance', 'POST', '/api/admin/bonus-offers', {
      key: 'vip-goodwill-terms',
      kind: 'no_deposit',
      trigger: 'manual',
      amounts: { EUR: { fixed: '10' } },
      wagering_multiplier: 30,
      max_bet: { EUR: '4' },
      contributions: { slots: 100, table: 10, live: 0, excluded_games: [] },
      expiry_days: 7,
      currencies: ['EUR'],
      title: { en: 'VIP goodwill' },
    });
    expect(created.statusCode, created.body).toBe(201);
    offer = (created.json() as { data: AdminBonusOffer }).data;
  });

  it('waits for a second operator, whose approval grants the bonus with the offer’s wagering terms', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 2_000n);
    const id = randomUUID();
    const request = await pending('finance', playerId, {
      id,
      amount: '150.00',
      offer_id: offer.id,
      reason: 'Compensation for a lost jackpot',
    });
    expect(request).toMatchObject({
      id,
      kind: 'bonus_grant',
      offer_id: offer.id,
      status: 'pending',
      balance: 'bonus',
      direction: 'credit',
      amount: '150.00',
      note: 'Compensation for a lost jackpot',
    });
    expect(await bonusesOf(playerId)).toEqual([]);
    expect(await balances(playerId)).toMatchObject({ cash: 2_000n, bonus: 0n });

    // The same id again answers the same request; the requester cannot decide it.
    const repeat = await pending('finance', playerId, {
      id,
      amount: '150.00',
      offer_id: offer.id,
      reason: 'Compensation for a lost jackpot',
    });
    expect(repeat.id).toBe(id);
    const own = await call('finance', 'POST', `/api/admin/adjustments/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect(errorBodySchema.parse(own.json()).error).toBe('ADJUSTMENT_OWN_REQUEST');
    expect((await call('support', 'POST', `/api/admin/adjustments/${id}/approve`)).statusCode).toBe(403);

    const listed = await call(
      'finance2',
      'GET',
      `/api/admin/adjustments?status=pending&player_id=${playerId}`,
    );
    expect((listed.json() as { data: AdjustmentRow[] }).data).toMatchObject([{ id, kind: 'bonus_grant' }]);

    const approved = await call('finance2', 'POST', `/api/admin/adjustments/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as { data: AdjustmentRow }).data).toMatchObject({
      status: 'applied',
      decided_by: { id: ops.finance2.id },
      transfer_id: `bonus_grant:manual:${id}`,
    });
    const [bonus, ...others] = await bonusesOf(playerId);
    expect(others).toEqual([]);
    expect(bonus).toMatchObject({
      source: 'manual',
      status: 'active',
      granted: '150.00',
      balance: '150.00',
      wagering_required: '4500.00',
      max_bet: '4.00',
      expires_at: '2026-12-04T09:00:00.000Z',
    });
    expect(await balances(playerId)).toMatchObject({ cash: 2_000n, bonus: 15_000n });
    await ledgerIsSound();

    const again = await call('admin', 'POST', `/api/admin/adjustments/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(await bonusesOf(playerId)).toHaveLength(1);
    // A repeat of the grant after the approval answers the bonus it made.
    const after = await grant('finance', playerId, {
      id,
      amount: '150.00',
      offer_id: offer.id,
      reason: 'Compensation for a lost jackpot',
    });
    expect((after.json() as GrantReply).data?.id).toBe(bonus?.id);

    const entries = await auditOf(playerId);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['adjustment.approve', 'adjustment.request']);
    expect(entries.find((entry) => entry.action === 'adjustment.approve')).toMatchObject({
      actor: { id: ops.finance2.id },
      after: {
        kind: 'bonus_grant',
        bonus: {
          granted: '150.00',
          wagering_required: '4500.00',
          terms: { offer_id: offer.id, offer_key: 'vip-goodwill-terms' },
        },
      },
    });
  });

  it('takes the default terms without an offer, and waits in a currency without a threshold', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 0n);
    const request = await pending('support', playerId, { amount: '250.00', reason: 'Goodwill' });
    expect(request.offer_id).toBeNull();
    const approved = await call('admin', 'POST', `/api/admin/adjustments/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await bonusesOf(playerId)).toMatchObject([
      { granted: '250.00', wagering_required: '10000.00', expires_at: '2026-12-07T09:00:00.000Z' },
    ]);
    const { playerId: bitcoiner } = await fundedPlayer(ctx.app.wallet, 0n, 'BTC');
    expect((await pending('admin', bitcoiner, { amount: '0.001', reason: 'Goodwill' })).currency).toBe('BTC');
    await ledgerIsSound();
  });

  it('grants nothing when the second operator refuses it', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 500n);
    const request = await pending('finance', playerId, { amount: '120.00', reason: 'Goodwill' });
    const refused = await call('admin', 'POST', `/api/admin/adjustments/${request.id}/refuse`, {
      reason: 'Above what the campaign allows',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect((refused.json() as { data: AdjustmentRow }).data).toMatchObject({
      status: 'refused',
      transfer_id: null,
    });
    expect(await bonusesOf(playerId)).toEqual([]);
    expect(await balances(playerId)).toMatchObject({ cash: 500n, bonus: 0n });
    expect((await call('finance2', 'POST', `/api/admin/adjustments/${request.id}/approve`)).statusCode).toBe(
      409,
    );
    expect((await auditOf(playerId)).map((entry) => entry.action).sort()).toEqual([
      'adjustment.refuse',
      'adjustment.request',
    ]);
    await ledgerIsSound();
  });

  it('is refused to roles that may not grant bonuses', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 0n);
    for (const role of ['compliance', 'content'] as const) {
      expect((await grant(role, playerId, { amount: '150.00', reason: 'Goodwill' })).statusCode).toBe(403);
    }
    expect(await auditOf(playerId)).toEqual([]);
  });
});
