// The bonus engine's pure rules: an offer's terms for a grant, what a bet counts toward wagering, how a
// stake splits between cash and bonus and a win follows it, and what converts when wagering completes.
// Amounts are bigint minor units; percents are integers (contributions) or basis points (offers).
import {
  defaultContributions,
  defaultExpiryDays,
  defaultMaxBetOf,
  defaultWageringMultiplier,
  type ContributionCategory,
} from '@reelvault/contract/constants/bonus-terms';
import { parseCurrencyAmount } from '@reelvault/contract/money';
import type { BonusContributions, PerCurrency, WageringBase } from './schema';

const dayMs = 24 * 60 * 60 * 1000;

/** The terms a bonus is granted with; copied onto the bonus so that they never change under the player. */
export interface BonusTerms {
  readonly wageringRequired: bigint;
  /** Minor units; null: no maximum bet. */
  readonly maxBet: bigint | null;
  readonly contributions: BonusContributions;
  /** Minor units; null: the whole bonus balance converts. */
  readonly maxConversion: bigint | null;
  readonly expiresAt: Date;
}

/** What of an offer decides its terms (a `bonus_offers` row has all of it). */
export interface OfferTerms {
  readonly wageringMultiplier: number;
  readonly wageringBase: WageringBase;
  readonly maxBet: PerCurrency;
  readonly contributions: BonusContributions;
  readonly expiryDays: number;
  readonly maxConversion: PerCurrency | null;
}

/** What the wagering is counted on: the bonus, and the deposit where the offer's base includes it. */
export interface WageringBaseAmounts {
  readonly bonus: bigint;
  readonly deposit?: bigint;
}

export const defaultBonusContributions: BonusContributions = { ...defaultContributions, excluded_games: [] };

/** The default terms as an offer would state them (40x the bonus, the currency's max bet, 10 days). */
export const defaultOfferTerms: OfferTerms = {
  wageringMultiplier: defaultWageringMultiplier,
  wageringBase: 'bonus',
  maxBet: {},
  contributions: defaultBonusContributions,
  expiryDays: defaultExpiryDays,
  maxConversion: null,
};

function perCurrency(amounts: PerCurrency | null, currency: string): bigint | undefined {
  const text = amounts?.[currency.toUpperCase()];
  return text === undefined ? undefined : BigInt(text);
}

/**
 * An offer's terms for a grant in `currency`: the multiplier times the base, the offer's max bet in the
 * currency (else the default's equivalent), its contributions, its max conversion, and the expiry
 * `expiryDays` after `now`.
 */
export function termsOf(
  offer: OfferTerms,
  currency: string,
  base: WageringBaseAmounts,
  now: Date,
): BonusTerms {
  const counted = offer.wageringBase === 'bonus_and_deposit' ? base.bonus + (base.deposit ?? 0n) : base.bonus;
  return {
    wageringRequired: counted * BigInt(offer.wageringMultiplier),
    maxBet: perCurrency(offer.maxBet, currency) ?? parseCurrencyAmount(defaultMaxBetOf(currency), currency),
    contributions: offer.contributions,
    maxConversion: perCurrency(offer.maxConversion, currency) ?? null,
    expiresAt: new Date(now.getTime() + offer.expiryDays * dayMs),
  };
}

/** Percent of a bet on `game` (of `category`) that counts toward wagering: 0 for an excluded game. */
export function contributionPercent(
  contributions: BonusContributions,
  game: string,
  category: ContributionCategory,
): number {
  if (contributions.excluded_games.includes(game)) return 0;
  const percent = contributions[category];
  return Math.min(100, Math.max(0, Math.trunc(percent)));
}

/** What a bet adds to the wagered total (rounded up to the minor unit). */
export function wageringOf(amount: bigint, percent: number): bigint {
  // Rounded up, as the bet function does: a part of a minor unit counts in the player's favour.
  return (amount * BigInt(percent) + 99n) / 100n;
}

export interface StakeSplit {
  readonly cash: bigint;
  readonly bonus: bigint;
}

/** Cash first, then bonus: what of a stake each balance pays. More than both hold is not the rule's concern. */
export function splitStake(amount: bigint, cashAvailable: bigint): StakeSplit {
  const cash = amount < cashAvailable ? amount : cashAvailable > 0n ? cashAvailable : 0n;
  return { cash, bonus: amount - cash };
}

/**
 * A win (or a refund) follows its stake's source in proportion: the bonus share is the win times the
 * stake's bonus part over the stake, rounded down (the rounding goes to cash); a stake of 0 pays cash.
 */
export function splitWin(win: bigint, stake: StakeSplit): StakeSplit {
  const total = stake.cash + stake.bonus;
  if (total <= 0n || stake.bonus <= 0n) return { cash: win, bonus: 0n };
  const bonus = (win * stake.bonus) / total;
  return { cash: win - bonus, bonus };
}

/** When wagering completes: what converts to cash (capped) and what is forfeited of the bonus balance. */
export function conversionOf(
  balance: bigint,
  maxConversion: bigint | null,
): { converted: bigint; forfeited: bigint } {
  const converted = maxConversion !== null && balance > maxConversion ? maxConversion : balance;
  return { converted, forfeited: balance - converted };
}

/** Wagered of required as an integer percent 0-100 (100 once required is met; 100 when nothing is). */
export function progressOf(wagered: bigint, required: bigint): number {
  if (required <= 0n || wagered >= required) return 100;
  return Number((wagered * 100n) / required);
}

/** Whether a bonus has run past its expiry at `now`. */
export function hasExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** A queued bonus's expiry once it starts: as long after its start as it was after its grant. */
export function expiryOnStart(grantedAt: Date, expiresAt: Date, startedAt: Date): Date {
  return new Date(startedAt.getTime() + Math.max(0, expiresAt.getTime() - grantedAt.getTime()));
}
