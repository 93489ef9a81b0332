// Offer definitions as data: written by the demo seed (and later the back office) with the engine's
// default terms wherever an offer states none, and promo codes pointing at them.
import type { DbExecutor } from '../../db/database';
import { createOffersRepository, type NewOfferRow, type NewPromoCodeRow } from './offers-repository';
import { defaultOfferTerms } from './wagering';

/** An offer to store: the terms it leaves out are the defaults (40x the bonus, 10 days, ...). */
export type NewBonusOffer = Omit<
  NewOfferRow,
  'id' | 'createdAt' | 'updatedAt' | 'wageringMultiplier' | 'contributions' | 'expiryDays'
> &
  Partial<Pick<NewOfferRow, 'wageringMultiplier' | 'contributions' | 'expiryDays'>>;

export type NewPromoCode = Omit<NewPromoCodeRow, 'id' | 'createdAt' | 'used'>;

/** Stores an offer; its id. */
export async function addBonusOffer(tx: DbExecutor, offer: NewBonusOffer): Promise<number> {
  if (!offer.title.en) throw new Error('An offer needs an English title');
  return createOffersRepository(tx).insertOffer({
    wageringMultiplier: defaultOfferTerms.wageringMultiplier,
    wageringBase: defaultOfferTerms.wageringBase,
    contributions: defaultOfferTerms.contributions,
    expiryDays: defaultOfferTerms.expiryDays,
    ...offer,
  });
}

/** Stores a promo code of an offer; its id. */
export async function addPromoCode(tx: DbExecutor, code: NewPromoCode): Promise<number> {
  return createOffersRepository(tx).insertPromoCode(code);
}
