import { describe, expect, it } from 'vitest';
import { Rational } from './rational';
import { rouletteMaxReturnVariance, rouletteReturnVariance } from './return-variance';

describe('roulette return variance', () => {
  it('is exact for a straight up: 36 with probability 1/37', () => {
    // E[X^2] = 1296/37, E[X] = 36/37.
    const expected = Rational.of(1296, 37).sub(Rational.of(1296, 1369));
    expect(rouletteReturnVariance('straight').toString()).toBe(expected.toString());
    expect(rouletteReturnVariance('straight').toNumber()).toBeCloseTo(34.0804, 4);
  });

  it('is exact for an even-money bet: 2 with probability 18/37', () => {
    const expected = Rational.of(4 * 18, 37).sub(Rational.of(36 * 36, 37 * 37));
    expect(rouletteReturnVariance('red').toString()).toBe(expected.toString());
    expect(rouletteReturnVariance('dozen').toNumber()).toBeCloseTo(1.9722, 4);
  });

  it('takes the straight up as the widest', () => {
    expect(rouletteMaxReturnVariance().toString()).toBe(rouletteReturnVariance('straight').toString());
  });
});
