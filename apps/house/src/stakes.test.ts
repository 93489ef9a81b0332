// Every stake the studio offers pays exactly: slot stakes are whole multiples of every model's line count
// in minor units of the currency, card table chips multiples of 20 minor units (the banker's commission) and
// of 2 (blackjack's 3 to 2).
import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { walletMinorUnit } from '@reelvault/contract/money';
import { SLOT_MODELS } from '@reelvault/fair/slots/slot-models';
import { describe, expect, it } from 'vitest';
import {
  baccaratLimits,
  blackjackLimits,
  cardChips,
  inWholeMinorUnits,
  rouletteChips,
  rouletteLimits,
  slotStakes,
  tableUnit,
} from './stakes';

describe.each(registrationCurrencies)('stakes in %s', (currency) => {
  const minorUnit = walletMinorUnit(currency);

  it('are whole multiples of every slot model’s line count in minor units, rising', () => {
    const stakes = slotStakes(currency);
    for (const model of SLOT_MODELS) {
      for (const stake of stakes) expect(stake % (BigInt(model.lines.length) * minorUnit)).toBe(0n);
    }
    expect([...stakes].sort((a, b) => (a < b ? -1 : 1))).toEqual(stakes);
    expect(new Set(stakes).size).toBe(stakes.length);
  });

  it('give card tables chips that pay banker and blackjack exactly, within the limits', () => {
    for (const chip of cardChips(currency)) {
      expect(chip % (20n * minorUnit)).toBe(0n);
      expect(chip).toBeGreaterThanOrEqual(baccaratLimits(currency).minBet);
      expect(chip).toBeLessThanOrEqual(blackjackLimits(currency).maxBet);
    }
    for (const chip of rouletteChips(currency)) {
      expect(chip % minorUnit).toBe(0n);
      expect(chip).toBeGreaterThanOrEqual(rouletteLimits(currency).minBet);
      expect(chip).toBeLessThanOrEqual(rouletteLimits(currency).maxStraightUp);
    }
  });

  it('use a unit of at least one whole currency unit', () => {
    expect(tableUnit(currency) % 100_000n).toBe(0n);
  });
});

describe('inWholeMinorUnits', () => {
  it('takes whole cents or yen and refuses fractions of them', () => {
    expect(inWholeMinorUnits('EUR', [101_000n, 3_000n])).toBe(true);
    expect(inWholeMinorUnits('EUR', [101_000n, 101_500n])).toBe(false);
    expect(inWholeMinorUnits('JPY', [300_000n])).toBe(true);
    expect(inWholeMinorUnits('JPY', [150_000n])).toBe(false);
  });
});
