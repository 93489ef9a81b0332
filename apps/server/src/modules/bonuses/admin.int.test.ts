// The bonus engine's back office over HTTP (decisions 1130, 1131, 0714): offers and promo codes created,
// edited, scheduled and paused by the roles that manage bonuses (others refused), each change audited;
// a player's bonuses listed with wagering figures, granted by hand up to the four-eyes threshold with a
// reason (above it, grant-requests.int.test.ts) and cancelled with one, both audited, with the ledger sound after each; and the dashboard's bonus
// cost and net gaming revenue.
import { randomUUID } from 'node:crypto';
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type {
  AdminBonusOffer,
  AdminPlayerBonus,
  AdminPromoCode,
} from '@reelvault/contract/calls/backoffice-bonuses';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { fundedPlayer } from '../../../test/ledger';
import { bearer } from '../../../test/players';
import { promoCodes } from './schema';

const clock = new ManualClock('2026-11-27T09:00:00.000Z');
const ctx = useTestApp({ ADJUSTMENT_THRESHOLDS: 'EUR:100' }, { clock });
const ops = {} as Record<AdminRole, TestOperator>;

beforeAll(async () => {
  for (const role of ['admin', 'finance', 'compliance', 'support', 'content'] as const) {
    ops[role] = await operator(ctx.app, role, clock.now());
  }
});

function call(role: AdminRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

async function auditOf(targetType: string, targetId: string) {
  const response = await call(
    'admin',
    'GET',
    `/api/admin/audit-log?target_type=${targetType}&target_id=${targetId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      data: { action: string; actor: { role: string }; before: unknown; after: Record<string, unknown> }[];
    }
  ).data;
}

const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

const offerBody = {
  key: 'autumn-deposit-150',
  kind: 'deposit_match',
  trigger: 'promo_code',
  percent: 150,
  amounts: { EUR: { max: '2000', min_deposit: '20' } },
  wagering_multiplier: 35,
  max_bet: { EUR: '4' },
  contributions: { slots: 100, table: 5, live: 0, excluded_games: [] },
  expiry_days: 7,
  currencies: ['EUR'],
  title: { en: 'Autumn 150 %', de: 'Herbst 150 %' },
};

async function createOffer(body: object = offerBody): Promise<AdminBonusOffer> {
  const response = await call('finance', 'POST', '/api/admin/bonus-offers', body);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: AdminBonusOffer }).data;
}

describe('offers', () => {
  it('are created by who manages bonuses, listed for who reads them, and refused to the rest', async () => {
    const offer = await createOffer();
    expect(offer).toMatchObject({
      key: 'autumn-deposit-150',
      status: 'active',
      state: 'live',
      percent: 150,
      amounts: { EUR: { max: '2000.00', min_deposit: '20.00' } },
      max_bet: { EUR: '4.00' },
      wagering_multiplier: 35,
    });
    const [entry] = await auditOf('bonus_offer', offer.key);
    expect(entry).toMatchObject({ action: 'bonus_offer.create', actor: { role: 'finance' } });

    const listed = await call('support', 'GET', '/api/admin/bonus-offers');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { data: AdminBonusOffer[] }).data.map((row) => row.key)).toContain(offer.key);
    expect((await call('content', 'GET', '/api/admin/bonus-offers')).statusCode).toBe(403);
    const refused = await call('support', 'POST', '/api/admin/bonus-offers', { ...offerBody, key: 'other' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_FORBIDDEN' });
  });

  it('answers 422 with each refused field, and a key another offer has', async () => {
    const invalid = await call('admin', 'POST', '/api/admin/bonus-offers', {
      ...offerBody,
      key: 'broken-offer',
      amounts: { EUR: { max: '20.001' } },
      expiry_days: 0,
      ends_at: '2026-01-01T00:00:00Z',
      starts_at: '2026-02-01T00:00:00Z',
      title: { de: 'Nur Deutsch' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys((invalid.json() as { errors: object }).errors).sort()).toEqual(
      ['amounts.EUR.max', 'ends_at', 'expiry_days', 'title.en'].sort(),
    );
    const shape = await call('admin', 'POST', '/api/admin/bonus-offers', { ...offerBody, kind: 'lottery' });
    expect(shape.statusCode).toBe(422);
    const taken = await call('admin', 'POST', '/api/admin/bonus-offers', offerBody);
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { key: ['Another offer has this key.'] } });
  });

  it('are edited, scheduled, paused and resumed, each change audited with before and after', async () => {
    const offer = await createOffer({ ...offerBody, key: 'winter-reload' });
    const edited = await call('finance', 'PUT', `/api/admin/bonus-offers/${offer.id}`, {
      ...offerBody,
      key: 'winter-reload',
      percent: 100,
      starts_at: '2026-12-01T00:00:00Z',
      ends_at: '2026-12-31T00:00:00Z',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as { data: AdminBonusOffer }).data).toMatchObject({
      percent: 100,
      state: 'scheduled',
    });

    const paused = await call('finance', 'POST', `/api/admin/bonus-offers/${offer.id}/pause`);
    expect((paused.json() as { data: AdminBonusOffer }).data).toMatchObject({
      status: 'paused',
      state: 'paused',
    });
    const resumed = await call('admin', 'POST', `/api/admin/bonus-offers/${offer.id}/resume`);
    expect((resumed.json() as { data: AdminBonusOffer }).data.status).toBe('active');

    const actions = (await auditOf('bonus_offer', String(offer.id))).map((entry) => entry.action);
    expect(actions).toEqual(['bonus_offer.resume', 'bonus_offer.pause', 'bonus_offer.update']);
    const [, , update] = await auditOf('bonus_offer', String(offer.id));
    expect(update).toMatchObject({ before: { percent: 150 }, after: { percent: 100 } });
    expect((await call('admin', 'POST', '/api/admin/bonus-offers/999999/pause')).statusCode).toBe(404);
    expect((await call('support', 'POST', `/api/admin/bonus-offers/${offer.id}/pause`)).statusCode).toBe(403);
  });
});

describe('promo codes', () => {
  it('are unique case-sensitively, list their usage, change their limits and pause', async () => {
    const offer = await createOffer({ ...offerBody, key: 'code-offer' });
    const create = (code: string) =>
      call('finance', 'POST', '/api/admin/promo-codes', {
        code,
        offer_id: offer.id,
        per_player_limit: 1,
        total_limit: 100,
        starts_at: null,
        ends_at: null,
      });
    const first = await create('AUTUMN150');
    expect(first.statusCode, first.body).toBe(201);
    const code = (first.json() as { data: AdminPromoCode }).data;
    expect(code).toMatchObject({ code: 'AUTUMN150', used: 0, remaining: 100, players: 0, state: 'live' });
    expect((await create('autumn150')).statusCode).toBe(201);
    const taken = await create('AUTUMN150');
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { code: ['Another promo code is named exactly so.'] } });
    expect(
      (
        await call('support', 'POST', '/api/admin/promo-codes', {
          code: 'X1',
          offer_id: offer.id,
          per_player_limit: 1,
          total_limit: null,
          starts_at: null,
          ends_at: null,
        })
      ).statusCode,
    ).toBe(403);

    await ctx.database.db.update(promoCodes).set({ used: 7 }).where(eq(promoCodes.id, code.id));
    const change = (total: number | null) =>
      call('finance', 'PUT', `/api/admin/promo-codes/${code.id}`, {
        code: 'AUTUMN-150',
        per_player_limit: 2,
        total_limit: total,
        starts_at: null,
        ends_at: '2026-12-31T00:00:00Z',
      });
    const below = await change(5);
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      errors: { total_limit: [expect.stringContaining('used 7 times')] },
    });
    const changed = await change(10);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as { data: AdminPromoCode }).data).toMatchObject({
      code: 'AUTUMN-150',
      per_player_limit: 2,
      used: 7,
      remaining: 3,
    });

    const paused = await call('finance', 'POST', `/api/admin/promo-codes/${code.id}/pause`);
    expect((paused.json() as { data: AdminPromoCode }).data.state).toBe('paused');
    const list = await call('compliance', 'GET', `/api/admin/promo-codes?offer_id=${offer.id}`);
    expect((list.json() as { data: AdminPromoCode[] }).data.map((row) => [row.code, row.status])).toEqual([
      ['autumn150', 'active'],
      ['AUTUMN-150', 'paused'],
    ]);
    const actions = (await auditOf('promo_code', String(code.id))).map((entry) => entry.action);
    expect(actions).toEqual(['promo_code.pause', 'promo_code.update']);
  });
});

describe("a player's bonuses", () => {
  const grant = (role: AdminRole, playerId: number, body: object) =>
    call(role, 'POST', `/api/admin/players/${playerId}/bonuses`, body);

  it('are granted by hand up to the threshold with a reason, audited, and the ledger holds', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 5_000n);
    const offer = await createOffer({ ...offerBody, key: 'manual-terms' });
    const id = randomUUID();
    const body = { id, amount: '25.00', offer_id: offer.id, reason: 'Game froze during free spins' };
    const granted = await grant('support', playerId, body);
    expect(granted.statusCode, granted.body).toBe(201);
    const bonus = (granted.json() as { data: AdminPlayerBonus }).data;
    expect(bonus).toMatchObject({
      status: 'active',
      source: 'manual',
      granted: '25.00',
      balance: '25.00',
      wagering_required: '875.00',
      max_bet: '4.00',
      progress: 0,
    });
    const again = await grant('support', playerId, body);
    expect(again.statusCode).toBe(201);
    expect((again.json() as { data: AdminPlayerBonus }).data.id).toBe(bonus.id);
    expect((await ctx.app.wallet.playerBalance(ctx.database.db, playerId))?.bonus).toBe(2_500n);
    await ledgerIsSound();

    const [entry, ...more] = await auditOf('player', String(playerId));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'bonus.grant',
      actor: { role: 'support' },
      before: { bonus_balance: '0.00' },
      after: {
        bonus_id: bonus.id,
        granted: '25.00',
        reason: 'Game froze during free spins',
        terms: { offer_key: 'manual-terms' },
      },
    });
  });

  it('refuses a grant without a reason, to a role that may not, and for no player', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 0n);
    expect((await grant('admin', playerId, { amount: '10.00', reason: ' ' })).statusCode).toBe(422);
    expect((await grant('admin', playerId, { amount: '10.001', reason: 'Goodwill' })).statusCode).toBe(422);
    expect((await grant('compliance', playerId, { amount: '10.00', reason: 'Goodwill' })).statusCode).toBe(
      403,
    );
    expect((await grant('admin', 99_999_999, { amount: '10.00', reason: 'Goodwill' })).statusCode).toBe(404);
    expect(await auditOf('player', String(playerId))).toEqual([]);
  });

  it('are listed in every status and cancelled with a reason: the bonus balance forfeited, cash untouched', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 7_000n);
    const first = (await grant('finance', playerId, { amount: '30.00', reason: 'Birthday' })).json() as {
      data: AdminPlayerBonus;
    };
    const second = (await grant('finance', playerId, { amount: '10.00', reason: 'Second' })).json() as {
      data: AdminPlayerBonus;
    };
    expect(second.data).toMatchObject({ status: 'queued', balance: '10.00', wagering_required: '400.00' });

    const refused = await call(
      'compliance',
      'POST',
      `/api/admin/players/${playerId}/bonuses/${first.data.id}/cancel`,
      { reason: 'x' },
    );
    expect(refused.statusCode).toBe(403);
    const cancelled = await call(
      'support',
      'POST',
      `/api/admin/players/${playerId}/bonuses/${first.data.id}/cancel`,
      {
        reason: 'Granted to the wrong player',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { data: AdminPlayerBonus }).data).toMatchObject({
      status: 'cancelled',
      forfeited: '30.00',
      balance: '0.00',
    });
    expect(await ctx.app.wallet.playerBalance(ctx.database.db, playerId)).toMatchObject({
      cash: 7_000n,
      bonus: 1_000n,
    });
    await ledgerIsSound();

    const again = await call(
      'support',
      'POST',
      `/api/admin/players/${playerId}/bonuses/${first.data.id}/cancel`,
      { reason: 'Twice' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BONUS_CLOSED' });
    const { playerId: other } = await fundedPlayer(ctx.app.wallet, 0n);
    const foreign = await call(
      'support',
      'POST',
      `/api/admin/players/${other}/bonuses/${second.data.id}/cancel`,
      { reason: 'Not theirs' },
    );
    expect(foreign.statusCode).toBe(404);

    const list = await call('compliance', 'GET', `/api/admin/players/${playerId}/bonuses`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      currency: 'EUR',
      grant_limit: '100.00',
      data: [
        { id: second.data.id, status: 'active', balance: '10.00', wagered: '0.00' },
        { id: first.data.id, status: 'cancelled', forfeited: '30.00', closed_at: clock.now().toISOString() },
      ],
    });
    expect((await call('content', 'GET', `/api/admin/players/${playerId}/bonuses`)).statusCode).toBe(403);
    const [entry] = await auditOf('player', String(playerId));
    expect(entry).toMatchObject({
      action: 'bonus.cancel',
      before: { bonus_id: first.data.id, status: 'active', balance: '30.00' },
      after: { status: 'cancelled', forfeited: '30.00', reason: 'Granted to the wrong player' },
    });
  });
});

describe('the dashboard', () => {
  it("shows the period's bonus money, its cost and the net gaming revenue per currency", async () => {
    const response = await call('finance', 'GET', '/api/admin/dashboard?period=today');
    expect(response.statusCode, response.body).toBe(200);
    const { currencies } = (
      response.json() as {
        data: {
          currencies: { currency: string; totals: { ggr: string }; bonuses: Record<string, string> }[];
        };
      }
    ).data;
    const eur = currencies.find((row) => row.currency === 'EUR');
    // Granted today: 25 + 30 + 10 (the queued one started when the first was cancelled); forfeited 30.
    expect(eur?.bonuses).toEqual({
      grants: '65.00',
      conversions: '0.00',
      forfeits: '30.00',
      cashback: '0.00',
      bonus_cost: '35.00',
      ngr: '-35.00',
    });
    expect(eur?.totals.ggr).toBe('0.00');
  });
});
