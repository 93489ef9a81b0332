// Stake ladders, chips and table limits per currency, in wallet units (currency units x 100000). A "unit"
// is a round amount of the currency worth about one euro; every figure is a multiple of it, so any slot
// stake is a whole multiple of the line count in minor units of the currency and any baccarat chip a
// multiple of 20 of them (ADR 0403). A stake the player types must be whole minor units (ADR 0604).
import { walletMinorUnit } from '@reelvault/contract/money';
import type { BaccaratLimits } from '@reelvault/fair/baccarat';
import type { BlackjackLimits } from '@reelvault/fair/blackjack';
import type { RouletteLimits } from '@reelvault/fair/roulette';

const wirePerMajor = 100_000n;

/** Major units of the currency in one table unit. */
const unitsOf: Readonly<Record<string, bigint>> = {
  TRY: 40n,
  AED: 4n,
  BRL: 5n,
  CNY: 8n,
  GEL: 3n,
  INR: 100n,
  // 200, not 150: a 0.2-unit slot stake of 30 yen over 20 lines would pay fractions of a yen.
  JPY: 200n,
  NOK: 10n,
  PLN: 4n,
  SEK: 10n,
};

/** Whether every amount is a whole number of the currency's minor units (cents, yen), as the ledger books. */
export function inWholeMinorUnits(currency: string, amounts: readonly bigint[]): boolean {
  const minorUnit = walletMinorUnit(currency);
  return amounts.every((amount) => amount % minorUnit === 0n);
}

/** One table unit in wallet units. */
export function tableUnit(currency: string): bigint {
  return (unitsOf[currency] ?? 1n) * wirePerMajor;
}

/** `hundredths` hundredths of a unit. */
const part = (currency: string, hundredths: bigint): bigint => (tableUnit(currency) * hundredths) / 100n;

/** The stakes a slot offers: 0.2 to 100 units. */
export function slotStakes(currency: string): bigint[] {
  return [20n, 40n, 100n, 200n, 400n, 1_000n, 2_000n, 5_000n, 10_000n].map((h) => part(currency, h));
}

export function rouletteChips(currency: string): bigint[] {
  return [50n, 100n, 500n, 2_500n, 10_000n].map((h) => part(currency, h));
}

export function rouletteLimits(currency: string): RouletteLimits {
  const unit = tableUnit(currency);
  return {
    minBet: unit / 2n,
    maxStraightUp: 100n * unit,
    maxOutside: 1_000n * unit,
    maxTotal: 5_000n * unit,
  };
}

export function cardChips(currency: string): bigint[] {
  return [1n, 5n, 25n, 100n, 500n].map((units) => units * tableUnit(currency));
}

export function baccaratLimits(currency: string): BaccaratLimits {
  const unit = tableUnit(currency);
  return {
    minBet: unit,
    maxMain: 2_000n * unit,
    maxTie: 250n * unit,
    maxPair: 250n * unit,
    maxTotal: 3_000n * unit,
  };
}

export function blackjackLimits(currency: string): BlackjackLimits {
  const unit = tableUnit(currency);
  return { minBet: unit, maxBet: 1_000n * unit };
}

/** The game show's stakes: 0.1 to 100 units a bet (one bet a player a round). */
export function gameShowLimits(currency: string): { minBet: bigint; maxBet: bigint } {
  return { minBet: part(currency, 10n), maxBet: 100n * tableUnit(currency) };
}
