// The default terms of every bonus (the Bonus Policy page states them; a test keeps the two the same).
// An offer may set its own; these apply where it does not. Amounts are decimal strings in major units.

/** Bonus money (or bonus and deposit, per offer) is wagered this many times before it converts to cash. */
export const defaultWageringMultiplier = 40;

/** Days from the grant (or from a queued bonus's start) to its expiry. */
export const defaultExpiryDays = 10;

/** Percent of a bet that counts toward wagering, by the game's category. */
export const defaultContributions = {
  slots: 100,
  table: 10,
  live: 10,
} as const;

export const contributionCategories = ['slots', 'table', 'live'] as const;
export type ContributionCategory = (typeof contributionCategories)[number];

/** The maximum bet while a bonus is active, in euros. */
export const defaultMaxBetEur = '5';

/**
 * The maximum bet's equivalent per registration currency, rounded to a figure a player reads at a glance
 * (EUR 5 at the demo rates: 1 EUR = 1.09 USD, 0.86 GBP, 37 TRY, 163 JPY, ...). A currency missing here
 * uses the euro figure.
 */
export const defaultMaxBet: Readonly<Record<string, string>> = {
  EUR: '5',
  USD: '5',
  GBP: '5',
  AUD: '8',
  CAD: '7',
  CHF: '5',
  NZD: '9',
  SGD: '7',
  AED: '20',
  BRL: '30',
  CNY: '40',
  GEL: '15',
  INR: '450',
  JPY: '800',
  NOK: '60',
  PLN: '20',
  SEK: '60',
  TRY: '200',
};

/** The maximum bet of `currency` in major units (the euro figure for a currency without its own). */
export function defaultMaxBetOf(currency: string): string {
  return defaultMaxBet[currency.toUpperCase()] ?? defaultMaxBetEur;
}

/**
 * Where a bonus came from, as its title names it (`promo` stands for every `promo:<code>` source); any
 * other source is titled as a bonus granted by hand (`manual`).
 */
export const bonusSources = [
  'welcome',
  'promo',
  'crypto_deposit',
  'manual',
  'cashback',
  'vip_level_up',
  'referral',
  'review',
  'free_spins',
] as const;
export type BonusSource = (typeof bonusSources)[number];

/** The source a bonus is titled by: `promo:<code>` is `promo`, an unknown one `manual`. */
export function bonusSourceOf(source: string): BonusSource {
  const kind = source.startsWith('promo:') ? 'promo' : source;
  return bonusSources.find((known) => known === kind) ?? 'manual';
}
