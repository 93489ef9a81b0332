// Which bonus offer backs which promotion, as the back office's promotion editor reads and sets it
// (decision 0313). The link stays the offer's own `promotion_id` (decisions 1106, 1110), the one the
// figures and activation already read, so a promotion and its offer can never name two different links.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db, DbExecutor } from '../../db/database';
import { bonusOffers } from './schema';

export interface PromotionOfferRef {
  readonly id: number;
  readonly key: string;
  /** The offer's English title. */
  readonly title: string;
}

export function createPromotionLinks({ db, clock }: { readonly db: Db; readonly clock: Clock }) {
  return {
    /** Every offer, with the promotion each backs, for the editor's picker. */
    async promotionOfferChoices(): Promise<
      (PromotionOfferRef & { status: string; promotionId: number | null })[]
    > {
      const rows = await db.select().from(bonusOffers).orderBy(asc(bonusOffers.id));
      return rows.map((row) => ({
        id: row.id,
        key: row.key,
        title: row.title.en,
        status: row.status,
        promotionId: row.promotionId,
      }));
    },

    /** The offer behind each of `promotionIds` that has one (the oldest where several name it). */
    async offersOfPromotions(
      promotionIds: readonly number[],
      executor: DbExecutor = db,
    ): Promise<ReadonlyMap<number, PromotionOfferRef>> {
      const found = new Map<number, PromotionOfferRef>();
      if (promotionIds.length === 0) return found;
      const rows = await executor
        .select()
        .from(bonusOffers)
        .where(inArray(bonusOffers.promotionId, [...promotionIds]))
        .orderBy(asc(bonusOffers.id));
      for (const row of rows) {
        if (row.promotionId !== null && !found.has(row.promotionId)) {
          found.set(row.promotionId, { id: row.id, key: row.key, title: row.title.en });
        }
      }
      return found;
    },

    /**
     * Makes `offerId` the one offer behind `promotionId` (null: none), in the caller's transaction; false
     * when there is no such offer.
     */
    async linkPromotionOffer(
      promotionId: number,
      offerId: number | null,
      executor: DbExecutor,
    ): Promise<boolean> {
      if (offerId !== null) {
        const [offer] = await executor
          .select({ id: bonusOffers.id })
          .from(bonusOffers)
          .where(eq(bonusOffers.id, offerId))
          .for('update');
        if (!offer) return false;
      }
      await executor
        .update(bonusOffers)
        .set({ promotionId: null, updatedAt: clock.now() })
        .where(
          offerId === null
            ? eq(bonusOffers.promotionId, promotionId)
            : and(eq(bonusOffers.promotionId, promotionId), ne(bonusOffers.id, offerId)),
        );
      if (offerId !== null) {
        await executor
          .update(bonusOffers)
          .set({ promotionId, updatedAt: clock.now() })
          .where(eq(bonusOffers.id, offerId));
      }
      return true;
    },
  };
}
