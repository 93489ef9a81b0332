// The rewards the site advertises besides deposit offers (spec 001, section 9; promotions 3, 4 and 524):
// when the daily and weekly cashback are paid, the refer-a-friend reward, the review platforms, and the
// euro equivalents of the amounts the texts give in euros (VIP thresholds and bonuses, the referral
// reward). Amounts are decimal strings in major units.
import { findCurrency } from './currencies';
import { parseAmount } from '../money';

/** The daily cashback is credited at this hour (UTC) for the previous UTC day (promotion 4). */
export const dailyCashbackHourUtc = 12;

/** The VIP weekly cashback is credited on Mondays at this hour (UTC) for the previous Monday-to-Sunday week. */
export const weeklyCashbackHourUtc = 12;

/** Refer a friend (promotion 3): the reward, the friend's smallest qualifying first deposit, in euros. */
export const referralReward = { amount: '50', minFirstDeposit: '20', currency: 'EUR' } as const;

export interface ReviewPlatform {
  /** Stable key a claim names. */
  readonly key: string;
  readonly name: string;
  /** Where the player writes the review. */
  readonly url: string;
  /** Host names a link to a review on this platform may use. */
  readonly hosts: readonly string[];
}

/** "Rate us and Win" (promotion 524): the operator's three review platforms. */
export const reviewPlatforms = [
  {
    key: 'trustpilot',
    name: 'Trustpilot',
    url: 'https://www.trustpilot.com/review/reelvault.example',
    hosts: ['trustpilot.com', 'www.trustpilot.com'],
  },
  {
    key: 'google',
    name: 'Google',
    url: 'https://g.page/r/reelvault-casino/review',
    hosts: ['g.page', 'google.com', 'www.google.com', 'maps.app.goo.gl'],
  },
  {
    key: 'askgamblers',
    name: 'AskGamblers',
    url: 'https://www.askgamblers.com/online-casinos/reviews/reelvault-casino',
    hosts: ['askgamblers.com', 'www.askgamblers.com'],
  },
] as const satisfies readonly ReviewPlatform[];

export type ReviewPlatformKey = (typeof reviewPlatforms)[number]['key'];
export const reviewPlatformKeys = reviewPlatforms.map((platform) => platform.key) as [
  ReviewPlatformKey,
  ...ReviewPlatformKey[],
];

/**
 * Units of each registration currency that a euro is worth for the rewards the texts state in euros
 * (the demo rates of the crypto cashier, decision 0803: 1 USD = 0.92 EUR), to four decimals. A currency
 * missing here counts one unit as one euro.
 */
export const unitsPerEuro: Readonly<Record<string, string>> = {
  EUR: '1',
  USD: '1.0870',
  GBP: '0.8587',
  TRY: '36.9565',
  CAD: '1.4891',
  AUD: '1.6522',
  JPY: '163.0435',
  AED: '3.9918',
  BRL: '5.8696',
  CHF: '0.9565',
  CNY: '7.8261',
  GEL: '2.9348',
  INR: '91.3043',
  NOK: '11.7391',
  NZD: '1.8043',
  PLN: '4.3478',
  SEK: '11.5217',
  SGD: '1.4565',
};

const rateExponent = 4;

function rateOf(currency: string): bigint {
  return parseAmount(unitsPerEuro[currency.toUpperCase()] ?? '1', rateExponent);
}

function exponentOf(currency: string): number {
  const found = findCurrency(currency);
  if (!found) throw new Error(`unknown currency ${currency}`);
  return found.exponent;
}

/** A euro amount (decimal string) in minor units of `currency`, rounded down. */
export function euroAmountIn(euros: string, currency: string): bigint {
  const cents = parseAmount(euros, 2);
  const exponent = exponentOf(currency);
  // cents × rate / 10^4 gives hundredths of the currency's unit; then to its own exponent.
  const scaled = cents * rateOf(currency) * 10n ** BigInt(exponent);
  return scaled / (10n ** BigInt(rateExponent) * 100n);
}

/** An amount in minor units of `currency` as euro cents, rounded down (what a euro threshold compares with). */
export function euroCentsOf(minor: bigint, currency: string): bigint {
  const exponent = exponentOf(currency);
  return (minor * 100n * 10n ** BigInt(rateExponent)) / (rateOf(currency) * 10n ** BigInt(exponent));
}
