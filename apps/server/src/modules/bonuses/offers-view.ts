// An offer as the player site shows it (`BonusOffer` of the contract): figures in major units of the
// player's currency, the title in the request's language (English where it has none), and whether the
// player may activate it now.
import type { BonusOffer } from '@reelvault/contract/calls/bonuses';
import { defaultWelcomeTierIndex } from '@reelvault/contract/constants/welcome-bonus';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import {
  claimedTier,
  offerFigures,
  offerTiers,
  type OfferRefusal,
  type OfferRow,
  type StoredTier,
} from './offers-rules';
import { termsOf } from './wagering';

export interface OfferStanding {
  /** A claim on the offer waits for the player's deposit. */
  readonly claimed: boolean;
  /** The tier of that claim, for a tiered offer. */
  readonly tier: number | null;
  /** The figures stored on that claim (they stand whatever the offer's tiers say now). */
  readonly tierTerms?: StoredTier | null;
  readonly canActivate: boolean;
  readonly reason: OfferRefusal | null;
}

export function offerOut(
  offer: OfferRow,
  currency: string,
  language: string,
  standing: OfferStanding,
  now: Date,
): BonusOffer {
  const money = (amount: bigint | null | undefined) =>
    amount === null || amount === undefined ? null : formatCurrencyAmount(amount, currency);
  const figures = offerFigures(offer, currency);
  const tiers = offerTiers(offer, currency);
  const tier =
    tiers.length === 0
      ? undefined
      : standing.tier === null
        ? tiers[Math.min(defaultWelcomeTierIndex, tiers.length - 1)]
        : claimedTier(offer, standing.tier, currency, standing.tierTerms);
  const spins = tier ? tier.freeSpins : (offer.freeSpins?.count ?? 0);
  const { maxBet } = termsOf(offer, currency, { bonus: 0n }, now);
  return {
    id: offer.id,
    key: offer.key,
    kind: offer.kind,
    title: offer.title[language] ?? offer.title.en,
    percent: offer.percent === null ? null : offer.percent / 100,
    max_amount: money(tier ? tier.bonus : figures?.max),
    min_deposit: money(tier ? tier.deposit : figures?.minDeposit),
    free_spins:
      offer.freeSpins && spins > 0 && figures?.freeSpinBet != null
        ? {
            game: offer.freeSpins.game,
            count: spins,
            bet: formatCurrencyAmount(figures.freeSpinBet, currency),
          }
        : null,
    wagering_multiplier: offer.wageringMultiplier,
    max_bet: money(maxBet),
    expiry_days: offer.expiryDays,
    claimed: standing.claimed,
    can_activate: standing.canActivate,
    reason: standing.reason,
    promotion_id: offer.promotionId,
  };
}
