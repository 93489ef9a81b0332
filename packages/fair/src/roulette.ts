// European roulette (one zero): the bets a player may place, the numbers each covers, table limits, and the
// settlement of a spin. The pocket is floor(float * 37) from the round's first float (cursor 0).
import { outcomeIndex, type OutcomeSource } from './fair-stream';
import { Rational } from './rational';

export const ROULETTE_ENGINE = { engine: 'roulette-european', mathVersion: '1.0.0' } as const;

export const POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type PocketColour = 'green' | 'red' | 'black';

export type InsideBetKind = 'straight' | 'split' | 'street' | 'corner' | 'six-line';
export type DozenBetKind = 'column' | 'dozen';
export type EvenMoneyBetKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type RouletteBetKind = InsideBetKind | DozenBetKind | EvenMoneyBetKind;

/** A chip on the layout. Inside bets name their numbers (any order); columns and dozens are 1, 2 or 3. */
export type RouletteBet =
  | { readonly kind: InsideBetKind; readonly numbers: readonly number[]; readonly amount: bigint }
  | { readonly kind: DozenBetKind; readonly which: 1 | 2 | 3; readonly amount: bigint }
  | { readonly kind: EvenMoneyBetKind; readonly amount: bigint };

/** Winnings per unit staked, "35 to 1"; a winning bet returns its stake plus odds times the stake. */
export const ROULETTE_ODDS: Readonly<Record<RouletteBetKind, bigint>> = {
  straight: 35n,
  split: 17n,
  street: 11n,
  corner: 8n,
  'six-line': 5n,
  column: 2n,
  dozen: 2n,
  red: 1n,
  black: 1n,
  odd: 1n,
  even: 1n,
  low: 1n,
  high: 1n,
};

/**
 * Limits of a table, in minor units. An inside bet may carry up to `maxStraightUp` per number it covers (a
 * split twice that, a corner four times), so the table's exposure per number is the same whatever the bet.
 */
export interface RouletteLimits {
  readonly minBet: bigint;
  readonly maxStraightUp: bigint;
  readonly maxOutside: bigint;
  readonly maxTotal: bigint;
}

export type RouletteBetErrorCode =
  'NO_BETS' | 'BET_NUMBERS_INVALID' | 'BET_BELOW_MINIMUM' | 'BET_ABOVE_MAXIMUM' | 'TOTAL_ABOVE_MAXIMUM';

export class RouletteBetError extends Error {
  constructor(
    readonly code: RouletteBetErrorCode,
    message: string,
    /** Which bet of the list, when one bet is at fault. */
    readonly betIndex?: number,
  ) {
    super(message);
    this.name = 'RouletteBetError';
  }
}

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((n, i) => n === b[i]);

/** The numbers of the layout's grid: 1, 2, 3 form the first row (street), 1, 4, ... 34 the first column. */
const column = (n: number): number => (n - 1) % 3;

function insideBetIsValid(kind: InsideBetKind, sorted: readonly number[]): boolean {
  const [a = -1, b = -1] = sorted;
  switch (kind) {
    case 'straight':
      return sorted.length === 1;
    case 'split':
      if (sorted.length !== 2) return false;
      if (a === 0) return b >= 1 && b <= 3;
      return (b - a === 1 && column(a) !== 2) || b - a === 3;
    case 'street':
      if (sorted.length !== 3) return false;
      // A row of three, or a trio with the zero: 0-1-2 and 0-2-3.
      return (
        (a >= 1 && column(a) === 0 && sameSet(sorted, range(a, a + 2))) ||
        sameSet(sorted, [0, 1, 2]) ||
        sameSet(sorted, [0, 2, 3])
      );
    case 'corner':
      if (sorted.length !== 4) return false;
      // Four numbers meeting at a corner, or the first four (0-1-2-3).
      return (
        sameSet(sorted, [0, 1, 2, 3]) ||
        (a >= 1 && column(a) !== 2 && a <= 32 && sameSet(sorted, [a, a + 1, a + 3, a + 4]))
      );
    case 'six-line':
      return sorted.length === 6 && a >= 1 && column(a) === 0 && a <= 31 && sameSet(sorted, range(a, a + 5));
  }
}

/** The numbers a bet wins on; throws BET_NUMBERS_INVALID for a chip no table accepts. */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'six-line': {
      const sorted = [...bet.numbers].sort((x, y) => x - y);
      const wellFormed =
        sorted.every((n) => Number.isInteger(n) && n >= 0 && n <= 36) &&
        new Set(sorted).size === sorted.length;
      if (!wellFormed || !insideBetIsValid(bet.kind, sorted)) {
        throw new RouletteBetError(
          'BET_NUMBERS_INVALID',
          `${bet.numbers.join('-') || 'No numbers'} is not a ${bet.kind} on a single-zero layout`,
        );
      }
      return sorted;
    }
    case 'column':
      return range(1, 36).filter((n) => column(n) === bet.which - 1);
    case 'dozen':
      return range(12 * (bet.which - 1) + 1, 12 * bet.which);
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

function isInside(bet: RouletteBet): bet is Extract<RouletteBet, { kind: InsideBetKind }> {
  return 'numbers' in bet;
}

/** The most a bet may carry at this table. */
export function maxBetFor(bet: RouletteBet, limits: RouletteLimits): bigint {
  return isInside(bet) ? limits.maxStraightUp * BigInt(coveredNumbers(bet).length) : limits.maxOutside;
}

/** Checks a list of bets against the layout and the limits; throws the first problem found. */
export function validateRouletteBets(bets: readonly RouletteBet[], limits: RouletteLimits): void {
  if (bets.length === 0) throw new RouletteBetError('NO_BETS', 'No bet was placed');
  let total = 0n;
  bets.forEach((bet, index) => {
    try {
      coveredNumbers(bet);
    } catch (error) {
      if (error instanceof RouletteBetError) throw new RouletteBetError(error.code, error.message, index);
      throw error;
    }
    if (bet.amount < limits.minBet) {
      throw new RouletteBetError('BET_BELOW_MINIMUM', `A bet must be at least ${limits.minBet}`, index);
    }
    const max = maxBetFor(bet, limits);
    if (bet.amount > max)
      throw new RouletteBetError('BET_ABOVE_MAXIMUM', `This bet may carry at most ${max}`, index);
    total += bet.amount;
  });
  if (total > limits.maxTotal) {
    throw new RouletteBetError('TOTAL_ABOVE_MAXIMUM', `The bets may total at most ${limits.maxTotal}`);
  }
}

export interface RouletteBetResult {
  readonly bet: RouletteBet;
  readonly numbers: readonly number[];
  readonly won: boolean;
  /** What the bet returns: stake plus winnings when it wins (no la partage, no en prison), else 0. */
  readonly payout: bigint;
}

export interface RouletteRound {
  readonly engine: typeof ROULETTE_ENGINE.engine;
  readonly mathVersion: typeof ROULETTE_ENGINE.mathVersion;
  readonly pocket: number;
  readonly colour: PocketColour;
  readonly bets: readonly RouletteBetResult[];
  readonly totalStake: bigint;
  readonly totalPayout: bigint;
}

export function pocketFromFloat(float: number): number {
  return outcomeIndex(float, POCKETS);
}

/** Settles bets on a known pocket (what a verifier does once it has the pocket). */
export function settleRoulette(pocket: number, bets: readonly RouletteBet[]): RouletteRound {
  const results = bets.map((bet): RouletteBetResult => {
    const numbers = coveredNumbers(bet);
    const won = numbers.includes(pocket);
    return { bet, numbers, won, payout: won ? bet.amount * (ROULETTE_ODDS[bet.kind] + 1n) : 0n };
  });
  return {
    ...ROULETTE_ENGINE,
    pocket,
    colour: pocketColour(pocket),
    bets: results,
    totalStake: bets.reduce((sum, bet) => sum + bet.amount, 0n),
    totalPayout: results.reduce((sum, result) => sum + result.payout, 0n),
  };
}

/** A spin: validates the bets, draws the pocket from one float, settles. */
export function spinRoulette(
  source: OutcomeSource,
  bets: readonly RouletteBet[],
  limits: RouletteLimits,
): RouletteRound {
  validateRouletteBets(bets, limits);
  return settleRoulette(pocketFromFloat(source.nextFloat()), bets);
}

/** The house edge of a bet, from its rules: 1 - (numbers covered / 37) * (odds + 1). 1/37 for every bet. */
export function rouletteHouseEdge(bet: RouletteBet): Rational {
  const covered = BigInt(coveredNumbers(bet).length);
  return Rational.of(1).sub(Rational.of(covered * (ROULETTE_ODDS[bet.kind] + 1n), POCKETS));
}
