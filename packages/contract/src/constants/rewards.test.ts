import { describe, expect, it } from 'vitest';
import { registrationCurrencies } from './currencies';
import { euroAmountIn, euroCentsOf, reviewPlatforms, unitsPerEuro } from './rewards';

describe('euro equivalents of the rewards', () => {
  it('cover every registration currency', () => {
    for (const currency of registrationCurrencies) expect(unitsPerEuro[currency]).toBeDefined();
  });

  it('turn euros into minor units of the player currency, rounded down', () => {
    expect(euroAmountIn('50', 'EUR')).toBe(5_000n);
    expect(euroAmountIn('50', 'USD')).toBe(5_435n);
    expect(euroAmountIn('100', 'JPY')).toBe(16_304n);
    expect(euroAmountIn('20', 'TRY')).toBe(73_913n);
  });

  it('read an amount of the player currency back as euro cents', () => {
    expect(euroCentsOf(10_000n, 'EUR')).toBe(10_000n);
    expect(euroCentsOf(16_304n, 'JPY')).toBe(9_999n);
    expect(euroCentsOf(euroAmountIn('100000', 'GBP'), 'GBP')).toBeGreaterThanOrEqual(9_999_999n);
  });

  it('name three review platforms with distinct keys', () => {
    expect(new Set(reviewPlatforms.map((platform) => platform.key)).size).toBe(3);
  });
});
