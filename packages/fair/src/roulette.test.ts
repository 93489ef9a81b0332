import { describe, expect, it } from 'vitest';
import { Rational } from './rational';
import {
  coveredNumbers,
  pocketColour,
  RouletteBetError,
  rouletteHouseEdge,
  settleRoulette,
  spinRoulette,
  validateRouletteBets,
  type InsideBetKind,
  type RouletteBet,
  type RouletteLimits,
} from './roulette';

const limits: RouletteLimits = {
  minBet: 10n,
  maxStraightUp: 1_000n,
  maxOutside: 50_000n,
  maxTotal: 100_000n,
};

function combinations(size: number, from = 0, chosen: number[] = []): number[][] {
  if (chosen.length === size) return [chosen];
  const out: number[][] = [];
  for (let n = from; n <= 36; n += 1) for (const c of combinations(size, n + 1, [...chosen, n])) out.push(c);
  return out;
}

const isValid = (kind: InsideBetKind, numbers: number[]): boolean => {
  try {
    coveredNumbers({ kind, numbers, amount: 10n });
    return true;
  } catch (error) {
    if (error instanceof RouletteBetError) return false;
    throw error;
  }
};

// One bet of every kind, with the pocket it wins on, one it loses on, and its odds.
const everyBet: { bet: RouletteBet; wins: number; loses: number; odds: number; covers: number }[] = [
  { bet: { kind: 'straight', numbers: [17], amount: 10n }, wins: 17, loses: 18, odds: 35, covers: 1 },
  { bet: { kind: 'split', numbers: [17, 20], amount: 10n }, wins: 20, loses: 18, odds: 17, covers: 2 },
  { bet: { kind: 'street', numbers: [18, 16, 17], amount: 10n }, wins: 16, loses: 19, odds: 11, covers: 3 },
  {
    bet: { kind: 'corner', numbers: [17, 18, 20, 21], amount: 10n },
    wins: 21,
    loses: 19,
    odds: 8,
    covers: 4,
  },
  {
    bet: { kind: 'six-line', numbers: [31, 32, 33, 34, 35, 36], amount: 10n },
    wins: 36,
    loses: 30,
    odds: 5,
    covers: 6,
  },
  { bet: { kind: 'column', which: 2, amount: 10n }, wins: 35, loses: 36, odds: 2, covers: 12 },
  { bet: { kind: 'dozen', which: 3, amount: 10n }, wins: 25, loses: 24, odds: 2, covers: 12 },
  { bet: { kind: 'red', amount: 10n }, wins: 36, loses: 35, odds: 1, covers: 18 },
  { bet: { kind: 'black', amount: 10n }, wins: 35, loses: 36, odds: 1, covers: 18 },
  { bet: { kind: 'odd', amount: 10n }, wins: 35, loses: 36, odds: 1, covers: 18 },
  { bet: { kind: 'even', amount: 10n }, wins: 36, loses: 35, odds: 1, covers: 18 },
  { bet: { kind: 'low', amount: 10n }, wins: 18, loses: 19, odds: 1, covers: 18 },
  { bet: { kind: 'high', amount: 10n }, wins: 19, loses: 18, odds: 1, covers: 18 },
];

describe('roulette layout', () => {
  it('accepts exactly the splits, streets, corners and six lines of a single-zero layout', () => {
    // 24 side-by-side and 33 one-above-the-other splits, plus 0-1, 0-2, 0-3.
    expect(combinations(2).filter((pair) => isValid('split', pair))).toHaveLength(60);
    // 12 rows plus the trios 0-1-2 and 0-2-3.
    expect(combinations(3).filter((trio) => isValid('street', trio))).toHaveLength(14);
    // 22 corners plus the first four 0-1-2-3.
    expect(combinations(4).filter((four) => isValid('corner', four))).toHaveLength(23);
    // Six-number sets are too many to list; every run of six consecutive numbers is a candidate.
    const runsOfSix = Array.from({ length: 32 }, (_, a) => [a, a + 1, a + 2, a + 3, a + 4, a + 5]);
    expect(runsOfSix.filter((six) => isValid('six-line', six))).toHaveLength(11);
    expect(combinations(1).filter((one) => isValid('straight', one))).toHaveLength(37);
  });

  it('refuses chips that do not touch', () => {
    expect(isValid('split', [3, 4])).toBe(false); // end of one row, start of the next
    expect(isValid('split', [0, 4])).toBe(false);
    expect(isValid('split', [5, 5])).toBe(false);
    expect(isValid('street', [2, 3, 4])).toBe(false);
    expect(isValid('street', [0, 1, 3])).toBe(false);
    expect(isValid('corner', [3, 4, 6, 7])).toBe(false);
    expect(isValid('corner', [34, 35, 37, 38])).toBe(false);
    expect(isValid('six-line', [2, 3, 4, 5, 6, 7])).toBe(false);
    expect(isValid('straight', [37])).toBe(false);
    expect(isValid('straight', [1.5])).toBe(false);
    expect(isValid('straight', [])).toBe(false);
  });

  it('colours the wheel: 18 red, 18 black, the zero green', () => {
    const colours = Array.from({ length: 37 }, (_, n) => pocketColour(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(pocketColour(0)).toBe('green');
    expect([pocketColour(1), pocketColour(2), pocketColour(10), pocketColour(11), pocketColour(19)]).toEqual([
      'red',
      'black',
      'black',
      'black',
      'red',
    ]);
  });
});

describe('roulette settlement', () => {
  it.each(everyBet)(
    '$bet.kind pays $odds to 1 and covers $covers numbers',
    ({ bet, wins, loses, odds, covers }) => {
      expect(coveredNumbers(bet)).toHaveLength(covers);
      const won = settleRoulette(wins, [bet]);
      expect(won.bets[0]?.won).toBe(true);
      expect(won.totalPayout).toBe(bet.amount * BigInt(odds + 1));
      expect(settleRoulette(loses, [bet]).totalPayout).toBe(0n);
    },
  );

  it('loses every outside bet on zero, and pays the zero splits, trios and first four', () => {
    const outside = everyBet.filter(({ covers }) => covers >= 12).map(({ bet }) => bet);
    expect(settleRoulette(0, outside).totalPayout).toBe(0n);
    const zeroBets: RouletteBet[] = [
      { kind: 'straight', numbers: [0], amount: 10n },
      { kind: 'split', numbers: [0, 2], amount: 10n },
      { kind: 'street', numbers: [0, 2, 3], amount: 10n },
      { kind: 'corner', numbers: [0, 1, 2, 3], amount: 10n },
    ];
    expect(settleRoulette(0, zeroBets).totalPayout).toBe(360n + 180n + 120n + 90n);
  });

  it('has a house edge of 1/37 (2.70%) on every bet, from the rules', () => {
    for (const { bet } of everyBet) expect(rouletteHouseEdge(bet)).toEqual(Rational.of(1, 37));
    expect(rouletteHouseEdge({ kind: 'corner', numbers: [0, 1, 2, 3], amount: 1n }).toDecimal(4)).toBe(
      '0.0270',
    );
  });

  it('spins from one float and records the engine', () => {
    const round = spinRoulette(
      { nextFloat: () => 17.5 / 37 },
      [{ kind: 'straight', numbers: [17], amount: 100n }],
      limits,
    );
    expect(round).toMatchObject({
      engine: 'roulette-european',
      mathVersion: '1.0.0',
      pocket: 17,
      colour: 'black',
    });
    expect(round.totalStake).toBe(100n);
    expect(round.totalPayout).toBe(3_600n);
  });
});

describe('roulette limits', () => {
  const problem = (bets: RouletteBet[]) => {
    try {
      validateRouletteBets(bets, limits);
      return null;
    } catch (error) {
      if (!(error instanceof RouletteBetError)) throw error;
      return { code: error.code, betIndex: error.betIndex };
    }
  };

  it('accepts bets within the limits, inside bets up to the straight-up maximum per number', () => {
    expect(
      problem([
        { kind: 'corner', numbers: [1, 2, 4, 5], amount: 4_000n },
        { kind: 'red', amount: 50_000n },
      ]),
    ).toBeNull();
  });

  it('names the bet at fault', () => {
    expect(problem([])).toEqual({ code: 'NO_BETS', betIndex: undefined });
    expect(
      problem([
        { kind: 'red', amount: 10n },
        { kind: 'split', numbers: [3, 4], amount: 10n },
      ]),
    ).toEqual({
      code: 'BET_NUMBERS_INVALID',
      betIndex: 1,
    });
    expect(problem([{ kind: 'odd', amount: 9n }])).toEqual({ code: 'BET_BELOW_MINIMUM', betIndex: 0 });
    expect(problem([{ kind: 'split', numbers: [1, 2], amount: 2_001n }])).toEqual({
      code: 'BET_ABOVE_MAXIMUM',
      betIndex: 0,
    });
    expect(problem([{ kind: 'dozen', which: 1, amount: 50_001n }])).toEqual({
      code: 'BET_ABOVE_MAXIMUM',
      betIndex: 0,
    });
    expect(
      problem([
        { kind: 'red', amount: 50_000n },
        { kind: 'even', amount: 50_000n },
        { kind: 'low', amount: 10n },
      ]),
    ).toEqual({ code: 'TOTAL_ABOVE_MAXIMUM', betIndex: undefined });
  });

  it('refuses to spin on bets that break the limits, drawing nothing', () => {
    let drawn = 0;
    const source = { nextFloat: () => (drawn++, 0.5) };
    expect(() => spinRoulette(source, [{ kind: 'odd', amount: 1n }], limits)).toThrow(RouletteBetError);
    expect(drawn).toBe(0);
  });
});

describe('rational', () => {
  it('keeps fractions exact and reduced', () => {
    expect(Rational.of(2, 4).toString()).toBe('1/2');
    expect(Rational.of(1, 3).add(Rational.of(1, 6)).toString()).toBe('1/2');
    expect(Rational.of(-1, -2).toString()).toBe('1/2');
    expect(Rational.parse('-3/9')).toEqual(Rational.of(-1, 3));
    expect(Rational.of(2, 3).toDecimal(4)).toBe('0.6667');
    expect(Rational.of(-1, 37).toDecimal(6)).toBe('-0.027027');
    expect(Rational.of(1, 3).compare(Rational.of(1, 2))).toBe(-1);
    expect(() => Rational.of(1, 0)).toThrow(RangeError);
  });
});
