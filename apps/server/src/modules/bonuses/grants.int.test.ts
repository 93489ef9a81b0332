// The engine's grants: the bonus row and the ledger transfer from bonus expense to the player's bonus
// account in one transaction, idempotent on the grant id, one active bonus at a time (a second waits as
// queued and starts when the first ends), and no bonus for a player who may not play.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { fundedPlayer } from '../../../test/ledger';
import { setPlayerStanding } from '../../../test/players';
import { defaultOfferTerms, termsOf, type GrantRequest } from './service';

describe('granting a bonus', () => {
  const clock = new ManualClock('2026-11-02T10:00:00.000Z');
  const ctx = useTestApp({}, { clock });

  const grant = (playerId: number, amount: bigint, extra: Partial<GrantRequest> = {}): GrantRequest => ({
    grantId: `test:${randomUUID()}`,
    playerId,
    currency: 'EUR',
    amount,
    source: 'manual',
    terms: termsOf(defaultOfferTerms, 'EUR', { bonus: amount }, clock.now()),
    ...extra,
  });

  const ledgerIsSound = async () => expect((await ctx.app.wallet.checkInvariants()).problems).toEqual([]);

  it('credits the bonus account from bonus expense with the default terms, once per grant id', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 10_000n);
    const request = grant(playerId, 5_000n);
    const bonus = await ctx.app.bonuses.grantBonus(ctx.database.db, request);
    expect(bonus).toMatchObject({
      status: 'active',
      granted: 5_000n,
      wageringRequired: 200_000n,
      maxBet: 500n,
      maxConversion: null,
      contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
    });
    expect(bonus.expiresAt.toISOString()).toBe('2026-11-12T10:00:00.000Z');
    const again = await ctx.app.bonuses.grantBonus(ctx.database.db, request);
    expect(again.id).toBe(bonus.id);
    expect(await ctx.app.wallet.playerBalance(ctx.database.db, playerId)).toMatchObject({
      cash: 10_000n,
      bonus: 5_000n,
    });
    const transfer = await ctx.app.wallet.findTransfer(ctx.database.db, `bonus_grant:${request.grantId}`);
    expect(transfer).toMatchObject({ kind: 'bonus_grant', amount: 5_000n });
    await ledgerIsSound();
  });

  it('queues a second bonus and starts it, with its own ten days, when the first ends', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 0n);
    const first = await ctx.app.bonuses.grantBonus(ctx.database.db, grant(playerId, 1_000n));
    const second = await ctx.app.bonuses.grantBonus(ctx.database.db, grant(playerId, 2_000n));
    expect(second.status).toBe('queued');
    await expect(
      ctx.app.bonuses.grantBonus(ctx.database.db, grant(playerId, 3_000n, { queue: false })),
    ).rejects.toMatchObject({ code: 'BONUS_ACTIVE_EXISTS' });
    expect((await ctx.app.wallet.playerBalance(ctx.database.db, playerId))?.bonus).toBe(1_000n);

    clock.advance(3 * 24 * 60 * 60 * 1000);
    const cancelled = await ctx.app.bonuses.endBonus(ctx.database.db, first.id, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', forfeited: 1_000n, converted: 0n });
    const started = await ctx.app.bonuses.activeBonus(ctx.database.db, playerId);
    expect(started).toMatchObject({ id: second.id, status: 'active' });
    expect(started?.expiresAt.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect((await ctx.app.wallet.playerBalance(ctx.database.db, playerId))?.bonus).toBe(2_000n);
    await ledgerIsSound();
  });

  it('refuses a bonus to an inactive or self-excluded player, and in another currency', async () => {
    const { playerId } = await fundedPlayer(ctx.app.wallet, 0n);
    await expect(
      ctx.app.bonuses.grantBonus(ctx.database.db, grant(playerId, 1_000n, { currency: 'USD' })),
    ).rejects.toMatchObject({ code: 'BONUS_NOT_ELIGIBLE' });
    await setPlayerStanding(ctx.database.db, playerId, { excludedUntil: new Date('2027-01-01T00:00:00Z') });
    await expect(ctx.app.bonuses.grantBonus(ctx.database.db, grant(playerId, 1_000n))).rejects.toMatchObject({
      code: 'BONUS_NOT_ELIGIBLE',
    });
    await setPlayerStanding(ctx.database.db, playerId, { excludedUntil: null, status: 2 });
    await expect(ctx.app.bonuses.grantBonus(ctx.database.db, grant(playerId, 1_000n))).rejects.toMatchObject({
      code: 'BONUS_NOT_ELIGIBLE',
    });
    expect((await ctx.app.wallet.playerBalance(ctx.database.db, playerId))?.bonus).toBe(0n);
  });
});
