import { describe, expect, it } from 'vitest';
import { parseAmount } from '../money';
import {
  defaultWelcomeTierIndex,
  tryWelcomeTiers,
  usdWelcomeTiers,
  welcomeTierTables,
  welcomeTiersFor,
  welcomeTiersPerTable,
  type WelcomeTier,
} from './welcome-bonus';

const units = (amount: string) => parseAmount(amount, 2);
const ascending = (values: readonly bigint[]) =>
  values.slice(1).every((value, i) => value > (values[i] ?? value));

describe('welcome bonus tiers', () => {
  it.each(Object.entries(welcomeTierTables))(
    '%s has seven tiers, each deposit, play-with and free spins above the one before',
    (_, tiers: readonly WelcomeTier[]) => {
      expect(tiers).toHaveLength(welcomeTiersPerTable);
      expect(ascending(tiers.map((tier) => units(tier.deposit)))).toBe(true);
      expect(ascending(tiers.map((tier) => units(tier.playWith)))).toBe(true);
      expect(ascending(tiers.map((tier) => BigInt(tier.freeSpins)))).toBe(true);
    },
  );

  it.each(Object.entries(welcomeTierTables))('%s gives more to play with than the deposit', (_, tiers) => {
    for (const tier of tiers) expect(units(tier.playWith)).toBeGreaterThan(units(tier.deposit));
  });

  it('has a default tier the tables hold', () => {
    expect(defaultWelcomeTierIndex).toBe(2);
    expect(usdWelcomeTiers[defaultWelcomeTierIndex]).toEqual({
      deposit: '500',
      playWith: '1500',
      freeSpins: 75,
    });
  });

  it("keeps the spec's TRY ends", () => {
    expect(tryWelcomeTiers[0]).toEqual({ deposit: '2500', playWith: '7500', freeSpins: 15 });
    expect(tryWelcomeTiers[6]).toEqual({ deposit: '300000', playWith: '2500000', freeSpins: 500 });
  });

  it('fills the TRY middle tiers by the recorded rule', () => {
    const twoFigures = (value: number) => String(Number(value.toPrecision(2)));
    const expected = usdWelcomeTiers.slice(1, 6).map((usd) => ({
      deposit: twoFigures(Number(usd.deposit) * 32),
      playWith: twoFigures(Number(usd.playWith) * 40),
      freeSpins: usd.freeSpins,
    }));
    expect(tryWelcomeTiers.slice(1, 6)).toEqual(expected);
  });

  it('looks tables up by currency, falling back to USD', () => {
    expect(welcomeTiersFor('TRY')).toBe(tryWelcomeTiers);
    expect(welcomeTiersFor('try')).toBe(tryWelcomeTiers);
    expect(welcomeTiersFor('USD')).toBe(usdWelcomeTiers);
    for (const code of ['AUD', 'CAD', 'SGD', 'EUR', 'JPY', 'XYZ', '', null, undefined]) {
      expect(welcomeTiersFor(code)).toBe(usdWelcomeTiers);
    }
  });
});
