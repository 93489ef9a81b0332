import { describe, expect, it } from 'vitest';
import { seededRandom } from '../catalogue/service';
import { fairnessModelOf } from './fairness-models';
import { fairnessVerdict, stakeSpread, type FairnessTotals } from './fairness-statistics';

/**
 * Straight-up roulette bets of varying stakes (1 to 500 units) on a wheel whose number comes up with
 * probability `hit` (1/37 when fair): the totals a game of this play would have.
 */
function playStraightUps(rounds: number, hit: number, seed: number): FairnessTotals {
  const random = seededRandom(seed);
  let staked = 0n;
  let won = 0n;
  let stakeSquares = 0n;
  for (let round = 0; round < rounds; round += 1) {
    const stake = BigInt(random.int(1, 500));
    staked += stake;
    stakeSquares += stake * stake;
    if (random.next() < hit) won += stake * 36n;
  }
  return { rounds: BigInt(rounds), staked, won, stakeSquares };
}

const roulette = fairnessModelOf('roulette', 'roulette-european');

describe('fairness band', () => {
  it('keeps a fair wheel inside its band in seeded play', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const verdict = fairnessVerdict(playStraightUps(50_000, 1 / 37, seed), roulette, 10_000);
      expect(verdict.status).toBe('inside_band');
    }
  });

  it('flags a wheel that pays less often than its model', () => {
    const verdict = fairnessVerdict(playStraightUps(200_000, 0.85 / 37, 7), roulette, 10_000);
    expect(verdict.status).toBe('outside_band');
    expect(verdict.actualRtp).toBeLessThan(verdict.bandLow ?? 0);
  });

  it('gives no verdict before the minimum number of rounds, but shows the band', () => {
    const verdict = fairnessVerdict(playStraightUps(5_000, 0.5 / 37, 9), roulette, 10_000);
    expect(verdict.status).toBe('not_enough_rounds');
    expect(verdict.bandLow).not.toBeNull();
  });

  it('has no band for a game without a model', () => {
    const verdict = fairnessVerdict(playStraightUps(20_000, 1 / 37, 3), undefined, 10_000);
    expect(verdict).toMatchObject({ status: 'no_model', bandLow: null, bandHigh: null });
  });

  it('widens the band when stakes vary', () => {
    // Same sum of stakes, same number of rounds: one large stake among small ones spreads the return.
    const even = stakeSpread(1000n, 100n * 10n * 10n);
    // 90 stakes of 5 and 10 of 55: also 100 rounds and 1000 staked.
    const uneven = stakeSpread(1000n, 90n * 25n + 10n * 3025n);
    expect(even).toBeCloseTo(0.1, 6);
    expect(uneven).toBeCloseTo(Math.sqrt(32_500) / 1000, 6);
    expect(uneven).toBeGreaterThan(even);
  });

  it('takes the slot models from their PAR sheets and none for strategy games', () => {
    const slot = fairnessModelOf('slot', 'slot-high');
    expect(slot?.rtp).toBeGreaterThan(0.9);
    expect(slot?.sigma).toBeCloseTo(12.1107, 3);
    expect(fairnessModelOf('blackjack', 'blackjack-standard')).toBeUndefined();
    expect(fairnessModelOf('slot', 'unknown-model')).toBeUndefined();
  });
});
