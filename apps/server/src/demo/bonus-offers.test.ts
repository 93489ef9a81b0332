import { registrationCurrencies } from '@reelvault/contract/constants/currencies';
import { describe, expect, it } from 'vitest';
import { demoBonusOffers, novemberWindow, scaledFromEur } from './bonus-offers';

const now = new Date('2026-11-27T08:00:00Z');
const { welcome, crypto, promo } = demoBonusOffers(now, 'slot-x');

describe('the demo offers', () => {
  it('are the spec’s ten promo offers with eleven case-sensitive codes', () => {
    expect(promo).toHaveLength(10);
    const codes = promo.flatMap((entry) => entry.codes.map((code) => code.code));
    expect(codes).toHaveLength(11);
    expect(new Set(codes).size).toBe(11);
    expect(promo.map((entry) => [entry.offer.key, entry.offer.kind, entry.offer.percent ?? null])).toEqual([
      ['promo-free-spins-25', 'free_spins', null],
      ['promo-free-spins-30', 'free_spins', null],
      ['promo-free-spins-50', 'free_spins', null],
      ['promo-deposit-150', 'deposit_match', 15_000],
      ['promo-deposit-175', 'deposit_match', 17_500],
      ['promo-deposit-200', 'deposit_match', 20_000],
      ['promo-november-200', 'deposit_match', 20_000],
      ['promo-rakeback-100', 'rakeback', 10_000],
      ['promo-rakeback-25', 'rakeback', 2_500],
      ['promo-partner-175', 'deposit_match', 17_500],
    ]);
  });

  it('state their euro figures in minor units, with the 20 minimum deposit', () => {
    const reload150 = promo[3]?.offer;
    expect(reload150?.amounts?.EUR).toEqual({ max: '200000', min_deposit: '2000' });
    expect(promo[9]?.offer.freeSpins).toMatchObject({ game: 'slot-x', count: 150 });
    // The rakeback codes are a percent of the house edge for a week, not an amount (decision 1124).
    expect(promo[8]?.offer.amounts?.EUR).toEqual({});
    expect(promo[8]?.offer.expiryDays).toBe(7);
  });

  it('list every registration currency, scaled by the maximum bet equivalents', () => {
    for (const offer of [crypto, ...promo.map((entry) => entry.offer)]) {
      if (offer.kind === 'free_spins') continue;
      expect(Object.keys(offer.amounts ?? {}).sort()).toEqual([...registrationCurrencies].sort());
    }
    expect(scaledFromEur('2000', 'EUR')).toBe(200_000n);
    // JPY has no minor unit: EUR 5 is JPY 800, so EUR 2,000 is JPY 320,000.
    expect(scaledFromEur('2000', 'JPY')).toBe(320_000n);
    expect(scaledFromEur('0.20', 'TRY')).toBe(800n);
  });

  it('give the welcome the spec’s tiers in every currency, linked to its promotion', () => {
    expect(welcome.promotionId).toBe(1);
    expect(crypto.promotionId).toBe(2);
    expect(welcome.tiers?.EUR?.[0]).toEqual({ deposit: '7500', bonus: '10500', free_spins: 15 });
    expect(welcome.tiers?.TRY?.[6]).toEqual({ deposit: '30000000', bonus: '220000000', free_spins: 500 });
    expect(Object.keys(welcome.tiers ?? {})).toHaveLength(registrationCurrencies.length);
  });

  it('run the November code in November: this year’s, or next year’s once it is over', () => {
    expect(novemberWindow(now)).toEqual({
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: new Date('2026-12-01T00:00:00Z'),
    });
    expect(novemberWindow(new Date('2026-12-05T00:00:00Z')).startsAt).toEqual(
      new Date('2027-11-01T00:00:00Z'),
    );
  });
});
