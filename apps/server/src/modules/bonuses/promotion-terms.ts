// The figures a promotion page states of the tiered offer behind it (the welcome bonus, decision 1106):
// the offer's tiers in the reader's currency with its wagering, maximum bet and expiry, read from the
// same row a deposit is paid from. A currency the offer has no tiers in reads the fallback currency's.
import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { offerTiers } from './offers-rules';
import { bonusOffers } from './schema';
import { termsOf } from './wagering';

/** The currency of the figures when the offer has no tiers in the reader's. */
export const promotionFallbackCurrency = 'EUR';

export function createPromotionTerms({ db, clock }: { readonly db: Db; readonly clock: Clock }) {
  return {
    /** The terms of the tiered offer behind each promotion of `promotionIds` that has one (the oldest). */
    async termsOf(promotionIds: readonly number[], currency: string) {
      const offers =
        promotionIds.length === 0
          ? []
          : await db
              .select()
              .from(bonusOffers)
              .where(and(inArray(bonusOffers.promotionId, [...promotionIds]), isNotNull(bonusOffers.tiers)))
              .orderBy(asc(bonusOffers.id));
      const terms = new Map<number, ReturnType<typeof figuresOf>>();
      function figuresOf(offer: (typeof offers)[number], shown: string) {
        return {
          currency: shown,
          tiers: offerTiers(offer, shown),
          wageringMultiplier: offer.wageringMultiplier,
          maxBet: termsOf(offer, shown, { bonus: 0n }, clock.now()).maxBet,
          expiryDays: offer.expiryDays,
        };
      }
      for (const offer of offers) {
        const promotionId = offer.promotionId;
        if (promotionId === null || terms.has(promotionId)) continue;
        const table = offer.tiers ?? {};
        const shown = [currency, promotionFallbackCurrency, ...Object.keys(table)].find(
          (code) => (table[code]?.length ?? 0) > 0,
        );
        if (shown) terms.set(promotionId, figuresOf(offer, shown));
      }
      return terms;
    },
  };
}
