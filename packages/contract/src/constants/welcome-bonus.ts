// The welcome bonus of the cashier's tier chooser (spec 001, section 9 "Welcome bonus tiers") and the
// promotion's terms. Amounts are decimal strings in major units of the player's currency.
import { findCurrency } from './currencies';

export interface WelcomeTier {
  /** The deposit that unlocks the tier. */
  readonly deposit: string;
  /** What the player plays with after the deposit (deposit plus bonus). */
  readonly playWith: string;
  readonly freeSpins: number;
}

/** USD and every currency without a table of its own (AUD, CAD, SGD, EUR, ...). */
export const usdWelcomeTiers = [
  { deposit: '75', playWith: '180', freeSpins: 15 },
  { deposit: '250', playWith: '750', freeSpins: 50 },
  { deposit: '500', playWith: '1500', freeSpins: 75 },
  { deposit: '975', playWith: '3250', freeSpins: 150 },
  { deposit: '2500', playWith: '12750', freeSpins: 250 },
  { deposit: '5000', playWith: '26000', freeSpins: 300 },
  { deposit: '9500', playWith: '62000', freeSpins: 500 },
] as const satisfies readonly WelcomeTier[];

/**
 * The spec gives only the first and last TRY tiers. The five between are the USD tier with the deposit
 * times 32 and play-with times 40, rounded to two significant figures, and the USD free spins
 * (docs/decisions/0009-try-welcome-tiers.md).
 */
export const tryWelcomeTiers = [
  { deposit: '2500', playWith: '7500', freeSpins: 15 },
  { deposit: '8000', playWith: '30000', freeSpins: 50 },
  { deposit: '16000', playWith: '60000', freeSpins: 75 },
  { deposit: '31000', playWith: '130000', freeSpins: 150 },
  { deposit: '80000', playWith: '510000', freeSpins: 250 },
  { deposit: '160000', playWith: '1000000', freeSpins: 300 },
  { deposit: '300000', playWith: '2500000', freeSpins: 500 },
] as const satisfies readonly WelcomeTier[];

export const welcomeTierTables = {
  USD: usdWelcomeTiers,
  TRY: tryWelcomeTiers,
} as const satisfies Record<string, readonly WelcomeTier[]>;

export type WelcomeTierCurrency = keyof typeof welcomeTierTables;

/**
 * Currencies the spec says have scaled tiers of their own, whose values it does not show. Until an
 * operator sets them they fall back to the USD table like every other currency.
 */
export const welcomeTierTablesNotShown = [
  'JPY',
  'NOK',
  'SEK',
  'BRL',
  'CNY',
  'INR',
  'NZD',
  'PLN',
  'AED',
  'GEL',
] as const;

export const welcomeTiersPerTable = 7;
/** The most tiers an operator may give one currency (decision 1105). */
export const welcomeTiersMax = 10;
/** The tier the chooser selects first (0-based). */
export const defaultWelcomeTierIndex = 2;

/** The tier table of a currency (code in any case); USD's where the currency has none of its own. */
export function welcomeTiersFor(currency: string | null | undefined): readonly WelcomeTier[] {
  const code = currency ? findCurrency(currency)?.code : undefined;
  if (code && code in welcomeTierTables) return welcomeTierTables[code as WelcomeTierCurrency];
  return usdWelcomeTiers;
}

/** Bonus on every crypto deposit, in percent. */
export const cryptoDepositBonusPercent = 25;
