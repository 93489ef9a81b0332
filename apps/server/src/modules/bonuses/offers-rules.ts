// The rules of offers, without I/O: whether an offer is open to a player (status, schedule, currency,
// country), what a deposit match pays (percent of the deposit, capped, above a minimum), which waiting
// claim a deposit grants, and whether a promo code can still be used. Amounts are minor units of the
// player's currency; an offer's per-currency figures are decimal strings of minor units.
import type { bonusOffers, OfferTierTable, promoCodes } from './schema';

export type OfferRow = typeof bonusOffers.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** One welcome tier in minor units of its currency. */
export interface OfferTier {
  /** The deposit that unlocks the tier. */
  readonly deposit: bigint;
  /** The bonus on top of it (play-with minus deposit). */
  readonly bonus: bigint;
  readonly freeSpins: number;
}

/** What an offer says in one currency, in minor units (null: the offer sets no such figure). */
export interface OfferFigures {
  readonly max: bigint | null;
  readonly minDeposit: bigint | null;
  readonly fixed: bigint | null;
  /** One free spin's value, when the offer has free spins. */
  readonly freeSpinBet: bigint | null;
}

/** Why a player cannot take an offer (the contract's `reason`). */
export type OfferRefusal = 'active_bonus' | 'excluded' | 'not_eligible' | 'used';

export interface PlayerContext {
  readonly currency: string;
  /** ISO alpha-2, when known. */
  readonly country: string | null;
  /** Self-excluded, cooled down or inactive: no offer at all. */
  readonly excluded: boolean;
}

const figure = (text: string | undefined): bigint | null => (text === undefined ? null : BigInt(text));

/**
 * The offer's figures in `currency`, or undefined when it is not offered in that currency: a currency
 * the offer lists no amounts, free-spin value or tiers for is not offered (no conversion on the fly:
 * what the player is promised is what the operator wrote down).
 */
export function offerFigures(offer: OfferRow, currency: string): OfferFigures | undefined {
  if (offer.currencies && !offer.currencies.includes(currency)) return undefined;
  const hasAmounts = Object.keys(offer.amounts).length > 0;
  const amounts = offer.amounts[currency];
  if (hasAmounts && !amounts) return undefined;
  const spinBet = offer.freeSpins?.bet[currency];
  if (offer.freeSpins && spinBet === undefined) return undefined;
  if (offer.tiers && !offer.tiers[currency]) return undefined;
  return {
    max: figure(amounts?.max),
    minDeposit: figure(amounts?.min_deposit),
    fixed: figure(amounts?.fixed),
    freeSpinBet: figure(spinBet),
  };
}

/** One stored tier (minor units as decimal strings), as the offer's table and a claim keep it. */
export type StoredTier = OfferTierTable[string][number];

const tierOf = (tier: StoredTier): OfferTier => ({
  deposit: BigInt(tier.deposit),
  bonus: BigInt(tier.bonus),
  freeSpins: tier.free_spins,
});

/** The welcome tiers of an offer in `currency`, in minor units (empty when it has none there). */
export function offerTiers(offer: OfferRow, currency: string): OfferTier[] {
  return (offer.tiers?.[currency] ?? []).map(tierOf);
}

/**
 * The tier a claim holds: the figures stored on it when it was made (an operator's later edit of the
 * offer's tiers does not change them, decision 1105), else the offer's tier at its index.
 */
export function claimedTier(
  offer: OfferRow,
  tier: number | null,
  currency: string,
  kept?: StoredTier | null,
): OfferTier | undefined {
  if (tier === null) return undefined;
  return kept ? tierOf(kept) : offerTiers(offer, currency)[tier];
}

/** Active, inside its schedule, in the player's currency and country. */
export function offerOpenTo(offer: OfferRow, player: Pick<PlayerContext, 'currency' | 'country'>, now: Date) {
  if (offer.status !== 'active') return false;
  if (offer.startsAt && now < offer.startsAt) return false;
  if (offer.endsAt && now >= offer.endsAt) return false;
  if (offer.countries && (!player.country || !offer.countries.includes(player.country))) return false;
  return offerFigures(offer, player.currency) !== undefined;
}

/** Whether the offer waits for a deposit (a claim) or pays at once when activated. */
export const needsDeposit = (offer: Pick<OfferRow, 'kind'>): boolean => offer.kind === 'deposit_match';

/**
 * What a deposit match pays on `deposit`: the offer's percent (basis points) of it, rounded down, capped
 * at the offer's maximum; 0 below its minimum deposit.
 */
export function depositMatch(offer: OfferRow, currency: string, deposit: bigint): bigint {
  const figures = offerFigures(offer, currency);
  if (!figures || offer.percent === null || deposit <= 0n) return 0n;
  if (figures.minDeposit !== null && deposit < figures.minDeposit) return 0n;
  const matched = (deposit * BigInt(offer.percent)) / 10_000n;
  return figures.max !== null && matched > figures.max ? figures.max : matched;
}

/** What a deposit of `amount` grants against a claim: the bonus and free spins, or nothing. */
export interface DepositGrant {
  readonly bonus: bigint;
  readonly freeSpins: number;
  /** The deposit the wagering base may include. */
  readonly deposit: bigint;
}

/**
 * What a claim on `offer` (with its tier, for a tiered offer) grants for a deposit of `amount`: a tier's
 * bonus and free spins once the deposit reaches the tier's deposit; a match of the deposit otherwise,
 * with the offer's free spins. Undefined: the deposit does not qualify (the claim keeps waiting). `kept`:
 * the tier's figures stored on the claim.
 */
export function claimGrant(
  offer: OfferRow,
  tier: number | null,
  currency: string,
  amount: bigint,
  kept?: StoredTier | null,
): DepositGrant | undefined {
  if (offer.tiers) {
    const chosen = claimedTier(offer, tier, currency, kept);
    if (!chosen || amount < chosen.deposit) return undefined;
    return { bonus: chosen.bonus, freeSpins: chosen.freeSpins, deposit: amount };
  }
  const bonus = depositMatch(offer, currency, amount);
  if (bonus <= 0n) return undefined;
  return { bonus, freeSpins: offer.freeSpins?.count ?? 0, deposit: amount };
}

/** A claim as the deposit hook weighs it. */
export interface WaitingClaim {
  readonly id: bigint;
  readonly offer: OfferRow;
  readonly tier: number | null;
  /** The tier's figures stored on the claim. */
  readonly tierTerms?: StoredTier | null;
  readonly createdAt: Date;
}

/**
 * The one claim a deposit grants, and what: the welcome claim first (the first qualifying deposit is the
 * welcome's), then the oldest promo deposit claim the deposit qualifies for. One bonus per deposit.
 */
export function claimForDeposit(
  claims: readonly WaitingClaim[],
  currency: string,
  amount: bigint,
  now: Date,
  player: Pick<PlayerContext, 'currency' | 'country'>,
): { claim: WaitingClaim; grant: DepositGrant } | undefined {
  const ordered = [...claims].sort((a, b) => {
    const welcome = Number(b.offer.trigger === 'welcome') - Number(a.offer.trigger === 'welcome');
    return welcome !== 0 ? welcome : a.createdAt.getTime() - b.createdAt.getTime();
  });
  for (const claim of ordered) {
    if (!offerOpenTo(claim.offer, player, now)) continue;
    const grant = claimGrant(claim.offer, claim.tier, currency, amount, claim.tierTerms);
    if (grant) return { claim, grant };
  }
  return undefined;
}

/** How a promo code stands for one player. */
export type PromoCodeState = 'usable' | 'paused' | 'not_started' | 'ended' | 'used_up' | 'used_by_player';

export function promoCodeState(code: PromoCodeRow, now: Date, usesByPlayer: number): PromoCodeState {
  if (code.status !== 'active') return 'paused';
  if (code.startsAt && now < code.startsAt) return 'not_started';
  if (code.endsAt && now >= code.endsAt) return 'ended';
  if (code.totalLimit !== null && code.used >= code.totalLimit) return 'used_up';
  if (usesByPlayer >= code.perPlayerLimit) return 'used_by_player';
  return 'usable';
}

/** What the player's history says about an offer. */
export interface OfferHistory {
  /** A grant of this offer exists (any status). */
  readonly granted: boolean;
}

/**
 * Whether the player may activate the offer now, and why not. Offers that apply by themselves (the
 * crypto deposit bonus) or only through a code are never activated by id.
 */
export function activationRefusal(
  offer: OfferRow,
  player: PlayerContext,
  history: OfferHistory,
  now: Date,
): OfferRefusal | null {
  if (player.excluded) return 'excluded';
  if (!offerOpenTo(offer, player, now)) return 'not_eligible';
  if (history.granted && !offer.repeatable) return 'used';
  return null;
}

/** Offers a player activates by id: the welcome, and those backing a promotion page. */
export const activatableById = (offer: Pick<OfferRow, 'trigger' | 'promotionId'>): boolean =>
  offer.trigger === 'welcome' || (offer.trigger === 'manual' && offer.promotionId !== null);
