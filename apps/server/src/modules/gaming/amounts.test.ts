import { describe, expect, it } from 'vitest';
import { minorToWire, wireToMinor } from './amounts';

describe('wallet API amounts', () => {
  it('turns wire amounts into cents, yen and satoshis', () => {
    expect(wireToMinor(1_250_000n, 2)).toBe(1_250n); // 12.50 EUR
    expect(wireToMinor(100_000n, 0)).toBe(1n); // 1 JPY
    expect(wireToMinor(1n, 8)).toBe(1_000n); // 0.00001 BTC
    expect(wireToMinor(1n, 18)).toBe(10_000_000_000_000n); // 0.00001 ETH
    expect(wireToMinor(0n, 2)).toBe(0n);
  });

  it('refuses wire amounts finer than the currency can book', () => {
    expect(wireToMinor(1_250_001n, 2)).toBeUndefined();
    expect(wireToMinor(50_000n, 0)).toBeUndefined();
    expect(wireToMinor(-1_000n, 2)).toBeUndefined();
  });

  it('reports balances without rounding them up', () => {
    expect(minorToWire(1_250n, 2)).toBe(1_250_000n);
    expect(minorToWire(7n, 0)).toBe(700_000n);
    expect(minorToWire(1_999n, 8)).toBe(1n);
    expect(minorToWire(10_000_000_000_000n, 18)).toBe(1n);
  });

  it('round-trips every wire amount a currency can book', () => {
    for (const exponent of [0, 2, 6, 8, 18]) {
      for (const minor of [0n, 1n, 99n, 123_456_789n]) {
        const wire = minorToWire(minor, exponent);
        if (exponent <= 5) expect(wireToMinor(wire, exponent)).toBe(minor);
      }
    }
  });
});
