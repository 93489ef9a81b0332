// The welcome tiers as an operator writes them (decision 1105): stored in minor units when every field is
// right, else each refused field named by its path.
import { describe, expect, it } from 'vitest';
import { offerValues, type OfferInput } from './admin-offer-rules';
import { welcomeTierTable, welcomeTiersOut, type TierInput } from './welcome-tier-rules';

const tier = (deposit: string, bonus: string, free_spins: number): TierInput => ({
  deposit,
  bonus,
  free_spins,
});

describe('welcome tiers from the back office', () => {
  it('stores each currency’s tiers in minor units, in the order given', () => {
    const { tiers, errors } = welcomeTierTable(
      { EUR: [tier('20', '25', 10), tier('100', '150.50', 50)], JPY: [tier('3000', '4000', 0)] },
      null,
    );
    expect(errors).toEqual({});
    expect(tiers).toEqual({
      EUR: [
        { deposit: '2000', bonus: '2500', free_spins: 10 },
        { deposit: '10000', bonus: '15050', free_spins: 50 },
      ],
      JPY: [{ deposit: '3000', bonus: '4000', free_spins: 0 }],
    });
    expect(welcomeTiersOut(tiers).EUR?.[1]).toEqual({
      deposit: '100.00',
      bonus: '150.50',
      play_with: '250.50',
      free_spins: 50,
    });
  });

  it('names every refused field by its path', () => {
    const { errors } = welcomeTierTable(
      {
        EUR: [tier('50', '10', 5), tier('50', '0', 1001), tier('40.001', '1.005', -1), tier('0', '0', 0)],
        JPY: [tier('1000.5', '0', 0)],
        QQQ: [tier('1', '1', 1)],
        USD: [],
      },
      new Set(['EUR', 'JPY']),
    );
    expect(Object.keys(errors).sort()).toEqual(
      [
        'tiers.EUR.1.deposit',
        'tiers.EUR.1.free_spins',
        'tiers.EUR.2.deposit',
        'tiers.EUR.2.bonus',
        'tiers.EUR.2.free_spins',
        'tiers.EUR.3.deposit',
        'tiers.JPY.0.deposit',
        'tiers.QQQ',
        'tiers.USD',
      ].sort(),
    );
    expect(errors['tiers.EUR.1.deposit']).toEqual([
      'Each tier’s deposit must be more than the tier before it.',
    ]);
    expect(errors['tiers.EUR.1.free_spins']).toEqual(['The free spins must be between 0 and 1000.']);
    expect(errors['tiers.EUR.2.bonus']).toEqual(['The amount may have at most 2 decimals in EUR.']);
    expect(errors['tiers.JPY.0.deposit']).toEqual(['The amount may have at most 0 decimals in JPY.']);
    expect(errors['tiers.USD']).toEqual([
      "USD is not one of the offer's currencies.",
      'Give at least one tier, or remove the currency.',
    ]);
  });

  it('takes one to ten tiers a currency and at least one currency', () => {
    const ten = Array.from({ length: 10 }, (_, index) => tier(String((index + 1) * 10), '5', index));
    expect(welcomeTierTable({ EUR: ten }, null).errors).toEqual({});
    expect(welcomeTierTable({ EUR: [...ten, tier('500', '5', 1)] }, null).errors).toEqual({
      'tiers.EUR': ['A currency has at most 10 tiers.'],
    });
    expect(welcomeTierTable({}, null).errors).toEqual({
      tiers: ['Give the tiers of at least one currency.'],
    });
  });
});

describe('an offer’s values with tiers', () => {
  const welcome: OfferInput = {
    key: 'welcome',
    kind: 'deposit_match',
    trigger: 'welcome',
    percent: null,
    amounts: {},
    free_spins: { game: 'house-slot', count: 0, bet: { EUR: '0.20' } },
    wagering_multiplier: 40,
    wagering_base: 'bonus',
    max_bet: {},
    contributions: { slots: 100, table: 10, live: 10, excluded_games: [] },
    expiry_days: 10,
    max_conversion: null,
    currencies: null,
    countries: null,
    repeatable: false,
    starts_at: null,
    ends_at: null,
    promotion_id: 1,
    title: { en: 'Welcome Bonus' },
  };

  it('keeps the tiers as they are when the input gives none', () => {
    expect('tiers' in offerValues(welcome, { tiered: true })).toBe(false);
  });

  it('stores the tiers given, and refuses them on an offer that is not the welcome', () => {
    const values = offerValues({ ...welcome, tiers: { EUR: [tier('20', '30', 5)] } }, { tiered: true });
    expect(values.tiers).toEqual({ EUR: [{ deposit: '2000', bonus: '3000', free_spins: 5 }] });
    expect(() =>
      offerValues(
        { ...welcome, trigger: 'promo_code', percent: 100, tiers: { EUR: [tier('20', '30', 5)] } },
        { tiered: true },
      ),
    ).toThrow(
      expect.objectContaining({
        fieldErrors: { tiers: ['Only the welcome offer has tiers.'] },
      }),
    );
  });
});
