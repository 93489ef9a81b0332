// How a bonus ends besides conversion, and the player's calls: the expiry job forfeits a bonus past its ten
// days, the player sees and cancels a bonus (not another player's), a withdrawal request with incomplete
// wagering is refused with 409 until the player chooses to forfeit the bonus, and a cool-down cancels
// every bonus. Cash is never touched; the ledger is checked after each.
import { randomUUID } from 'node:crypto';
import { playerBonusesReply } from '@reelvault/contract/calls/bonuses';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { cashBalance, namedPlayer } from '../../../test/cashier';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { defaultOfferTerms, termsOf } from './service';

const goodIban = 'DE89 3704 0044 0532 0130 00';
const dayMs = 24 * 60 * 60 * 1000;

describe('the end of a bonus and the player’s bonus calls', () => {
  const clock = new ManualClock('2026-11-02T10:00:00.000Z');
  const ctx = useTestApp({}, { clock });
  const db = () => ctx.database.db;

  const grant = (playerId: number, cents: bigint, source = 'manual') =>
    ctx.app.bonuses.grantBonus(db(), {
      grantId: `test:${randomUUID()}`,
      playerId,
      currency: 'EUR',
      amount: cents,
      source,
      terms: termsOf(defaultOfferTerms, 'EUR', { bonus: cents }, clock.now()),
    });
  const money = async (playerId: number) => {
    const balance = await ctx.app.wallet.playerBalance(db(), playerId);
    return { cash: balance?.cash, bonus: balance?.bonus };
  };
  const bonusesOf = async (player: TestPlayer) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/bonuses',
      headers: { ...bearer(player.token), 'accept-language': 'de' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return playerBonusesReply.parse(response.json()).data;
  };
  const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

  it('forfeits a bonus past its expiry in the expiry job, and starts the queued one', async () => {
    const player = await registerPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 1_000n);
    const first = await grant(player.id, 500n);
    const queued = await grant(player.id, 700n);
    clock.advance(10 * dayMs - 1000);
    await ctx.app.bonuses.expireDue();
    expect((await ctx.app.bonuses.activeBonus(db(), player.id))?.id).toBe(first.id);
    clock.advance(1000);
    expect(await ctx.app.bonuses.expireDue()).toBeGreaterThanOrEqual(1);
    const [latest, earlier] = await ctx.app.bonuses.playerBonuses(db(), player.id);
    expect(earlier).toMatchObject({ id: first.id, status: 'expired', forfeited: 500n });
    expect(latest).toMatchObject({ id: queued.id, status: 'active' });
    expect(latest?.expiresAt.toISOString()).toBe(new Date(clock.now().getTime() + 10 * dayMs).toISOString());
    expect(await money(player.id)).toEqual({ cash: 1_000n, bonus: 700n });
    await ledgerIsSound();
  });

  it('lists the active and queued bonuses and cancels one, never another player’s', async () => {
    const player = await registerPlayer(ctx.app);
    const active = await grant(player.id, 2_000n, 'cashback');
    const queued = await grant(player.id, 500n);
    const listed = await bonusesOf(player);
    expect(listed.active).toEqual([
      expect.objectContaining({
        id: String(active.id),
        title: 'Verlust-Cashback',
        source: 'cashback',
        granted: '20.00',
        balance: '20.00',
        wagering_required: '800.00',
        wagered: '0.00',
        progress: 0,
        max_bet: '5.00',
        contributions: { slots: 100, table: 10, live: 10 },
        max_conversion: null,
        status: 'active',
      }),
    ]);
    expect(listed.queued.map((bonus) => [bonus.id, bonus.title, bonus.balance])).toEqual([
      [String(queued.id), 'Kulanzbonus', '5.00'],
    ]);

    const other = await registerPlayer(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/bonuses/${active.id}/cancel`,
      headers: bearer(other.token),
    });
    expect(refused.statusCode).toBe(404);
    expect(errorBodySchema.parse(refused.json()).error).toBe('BONUS_NOT_FOUND');

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/bonuses/${active.id}/cancel`,
      headers: bearer(player.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = playerBonusesReply.parse(cancelled.json()).data;
    expect(after.active.map((bonus) => bonus.id)).toEqual([String(queued.id)]);
    expect(after.queued).toEqual([]);
    expect(await money(player.id)).toEqual({ cash: 0n, bonus: 500n });
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/user/bonuses/${active.id}/cancel`,
      headers: bearer(player.token),
    });
    expect(errorBodySchema.parse(again.json()).error).toBe('BONUS_CLOSED');
    await ledgerIsSound();
  });

  it('refuses a withdrawal while wagering is incomplete, and goes on when the player forfeits the bonus', async () => {
    const player = await namedPlayer(ctx.app);
    await deposit(ctx.app.wallet, player.id, 50_000n);
    const bonus = await grant(player.id, 10_000n);
    const withdraw = (extra: Record<string, unknown> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/withdraw/manuel',
        headers: bearer(player.token),
        payload: { payment_id: 59, iban: goodIban, amount: '200', ...extra },
      });
    // The request's own faults come first: a bad IBAN is named before the choice to forfeit.
    const badIban = await withdraw({ iban: 'DE00 1234' });
    expect(badIban.statusCode, badIban.body).toBe(422);
    const refused = await withdraw();
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).error).toBe('WALLET_WAGERING_INCOMPLETE');
    expect(await money(player.id)).toEqual({ cash: 50_000n, bonus: 10_000n });

    const accepted = await withdraw({ forfeit_bonus: true });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await cashBalance(ctx.app, player.token)).toBe('300.00');
    expect(await money(player.id)).toEqual({ cash: 30_000n, bonus: 0n });
    const [row] = await ctx.app.bonuses.playerBonuses(db(), player.id);
    expect(row).toMatchObject({ id: bonus.id, status: 'forfeited', forfeited: 10_000n });
    await ledgerIsSound();
  });

  it('cancels every bonus when the player takes a cool-down, and grants none during it', async () => {
    const player = await registerPlayer(ctx.app);
    await grant(player.id, 1_000n);
    await grant(player.id, 400n);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/cool-down',
      headers: bearer(player.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const statuses = (await ctx.app.bonuses.playerBonuses(db(), player.id)).map((row) => row.status);
    expect(statuses).toEqual(['cancelled', 'cancelled']);
    expect(await money(player.id)).toEqual({ cash: 0n, bonus: 0n });
    await expect(grant(player.id, 100n)).rejects.toMatchObject({ code: 'BONUS_NOT_ELIGIBLE' });
    await ledgerIsSound();
  });
});
