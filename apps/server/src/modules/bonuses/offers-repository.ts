// SQL of offers: the offer definitions, the claims waiting for a qualifying deposit, promo codes with
// their usage counter, and redemptions. A code's row is locked while one redemption is decided, so that
// concurrent redemptions of one code are counted one after the other and never pass its limits.
import { and, asc, count, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import {
  bonusClaims,
  bonusOffers,
  playerBonuses,
  promoCodes,
  promoRedemptions,
  type BonusTrigger,
  type ClaimStatus,
} from './schema';
import type { OfferRow, PromoCodeRow } from './offers-rules';
import { rakebackPeriods } from './rewards-schema';

export type ClaimRow = typeof bonusClaims.$inferSelect;
export type NewOfferRow = typeof bonusOffers.$inferInsert;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;

/** Offers a player sees without a code: the welcome, the crypto deposit bonus, those behind a promotion page. */
const listedTriggers: readonly BonusTrigger[] = ['welcome', 'crypto_deposit'];

export function createOffersRepository(db: DbExecutor) {
  return {
    async insertOffer(row: NewOfferRow): Promise<number> {
      const [inserted] = await db.insert(bonusOffers).values(row).returning({ id: bonusOffers.id });
      if (!inserted) throw new Error('the offer was not inserted');
      return inserted.id;
    },

    async insertPromoCode(row: NewPromoCodeRow): Promise<number> {
      const [inserted] = await db.insert(promoCodes).values(row).returning({ id: promoCodes.id });
      if (!inserted) throw new Error('the promo code was not inserted');
      return inserted.id;
    },

    async offer(id: number): Promise<OfferRow | undefined> {
      const [row] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, id));
      return row;
    },

    async offersWithTrigger(trigger: BonusTrigger): Promise<OfferRow[]> {
      return db
        .select()
        .from(bonusOffers)
        .where(eq(bonusOffers.trigger, trigger))
        .orderBy(asc(bonusOffers.id));
    },

    /** The offers a player's list shows: the public ones and those the player has a waiting claim on. */
    async listedOffers(playerId: number): Promise<OfferRow[]> {
      const claimed = db
        .select({ id: bonusClaims.offerId })
        .from(bonusClaims)
        .where(and(eq(bonusClaims.playerId, playerId), eq(bonusClaims.status, 'waiting')));
      return db
        .select()
        .from(bonusOffers)
        .where(
          or(
            inArray(bonusOffers.trigger, [...listedTriggers]),
            and(eq(bonusOffers.trigger, 'manual'), isNotNull(bonusOffers.promotionId)),
            inArray(bonusOffers.id, claimed),
          ),
        )
        .orderBy(asc(bonusOffers.id));
    },

    /** Of `offerIds`, those the player has been granted (any status): a bonus, or a rakeback period. */
    async grantedOffers(playerId: number, offerIds: readonly number[]): Promise<Set<number>> {
      if (offerIds.length === 0) return new Set();
      const bonuses = await db
        .selectDistinct({ offerId: playerBonuses.offerId })
        .from(playerBonuses)
        .where(and(eq(playerBonuses.playerId, playerId), inArray(playerBonuses.offerId, [...offerIds])));
      const periods = await db
        .selectDistinct({ offerId: rakebackPeriods.offerId })
        .from(rakebackPeriods)
        .where(and(eq(rakebackPeriods.playerId, playerId), inArray(rakebackPeriods.offerId, [...offerIds])));
      return new Set([...bonuses, ...periods].flatMap((row) => (row.offerId === null ? [] : [row.offerId])));
    },

    /** The player's waiting claims with their offers, oldest first; the claims locked when `forUpdate`. */
    async waitingClaims(
      playerId: number,
      options: { forUpdate?: boolean } = {},
    ): Promise<{ claim: ClaimRow; offer: OfferRow; code: string | null }[]> {
      // The promo code a claim was redeemed with names the bonus's source (`promo:<code>`).
      const query = db
        .select({ claim: bonusClaims, offer: bonusOffers, code: promoCodes.code })
        .from(bonusClaims)
        .innerJoin(bonusOffers, eq(bonusOffers.id, bonusClaims.offerId))
        .leftJoin(promoRedemptions, eq(promoRedemptions.claimId, bonusClaims.id))
        .leftJoin(promoCodes, eq(promoCodes.id, promoRedemptions.codeId))
        .where(and(eq(bonusClaims.playerId, playerId), eq(bonusClaims.status, 'waiting')))
        .orderBy(asc(bonusClaims.id));
      return options.forUpdate ? query.for('update', { of: bonusClaims }) : query;
    },

    async insertClaim(row: typeof bonusClaims.$inferInsert): Promise<ClaimRow> {
      const [inserted] = await db.insert(bonusClaims).values(row).returning();
      if (!inserted) throw new Error('the claim was not inserted');
      return inserted;
    },

    /** Stores the figures of the tier a claim holds (decision 1105). */
    async setClaimTierTerms(id: bigint, terms: NonNullable<ClaimRow['tierTerms']>): Promise<ClaimRow> {
      const [updated] = await db
        .update(bonusClaims)
        .set({ tierTerms: terms })
        .where(eq(bonusClaims.id, id))
        .returning();
      if (!updated) throw new Error('the claim was not found');
      return updated;
    },

    /** Moves a waiting claim to `status`; undefined when it was not waiting any more. */
    async resolveClaim(id: bigint, status: ClaimStatus, at: Date): Promise<ClaimRow | undefined> {
      const [updated] = await db
        .update(bonusClaims)
        .set({ status, resolvedAt: at })
        .where(and(eq(bonusClaims.id, id), eq(bonusClaims.status, 'waiting')))
        .returning();
      return updated;
    },

    /** Whether the player was ever granted a claim on the offer (a welcome granted once stays granted). */
    async hasGrantedClaim(playerId: number, offerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: bonusClaims.id })
        .from(bonusClaims)
        .where(
          and(
            eq(bonusClaims.playerId, playerId),
            eq(bonusClaims.offerId, offerId),
            eq(bonusClaims.status, 'granted'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The code (exact, case-sensitive) with its offer; the code's row locked when `forUpdate`. */
    async promoCode(
      code: string,
      options: { forUpdate?: boolean } = {},
    ): Promise<{ code: PromoCodeRow; offer: OfferRow } | undefined> {
      const query = db
        .select({ code: promoCodes, offer: bonusOffers })
        .from(promoCodes)
        .innerJoin(bonusOffers, eq(bonusOffers.id, promoCodes.offerId))
        .where(eq(promoCodes.code, code));
      const [row] = await (options.forUpdate ? query.for('update', { of: promoCodes }) : query);
      return row;
    },

    async redemptionsBy(codeId: number, playerId: number): Promise<number> {
      const [row] = await db
        .select({ uses: count() })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.codeId, codeId), eq(promoRedemptions.playerId, playerId)));
      return row?.uses ?? 0;
    },

    /** Counts one use of the code; false when its total limit has been reached meanwhile. */
    async countUse(codeId: number): Promise<boolean> {
      const updated = await db
        .update(promoCodes)
        .set({ used: sql`${promoCodes.used} + 1` })
        .where(
          and(
            eq(promoCodes.id, codeId),
            or(sql`${promoCodes.totalLimit} is null`, sql`${promoCodes.used} < ${promoCodes.totalLimit}`),
          ),
        )
        .returning({ id: promoCodes.id });
      return updated.length === 1;
    },

    async insertRedemption(row: typeof promoRedemptions.$inferInsert): Promise<bigint> {
      const [inserted] = await db.insert(promoRedemptions).values(row).returning({ id: promoRedemptions.id });
      if (!inserted) throw new Error('the redemption was not inserted');
      return inserted.id;
    },

    async setRedemptionBonus(id: bigint, playerBonusId: bigint): Promise<void> {
      await db.update(promoRedemptions).set({ playerBonusId }).where(eq(promoRedemptions.id, id));
    },
  };
}

export type OffersRepository = ReturnType<typeof createOffersRepository>;
