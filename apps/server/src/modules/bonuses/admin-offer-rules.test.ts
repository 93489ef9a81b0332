// The back office's offer rules: every field of an offer checked and turned into the stored row (minor
// units, basis points), every refusal under its field's path; an offer's state by status and schedule;
// the ceiling of a grant by hand.
import { adminOfferInput, type AdminOfferInput } from '@reelvault/contract/calls/backoffice-bonuses';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { adminOfferOut, codeSchedule, grantCeiling, offerValues, scheduleState } from './admin-offer-rules';
import type { OfferRow } from './offers-rules';

const depositMatch: AdminOfferInput = {
  key: 'autumn-deposit-150',
  kind: 'deposit_match',
  trigger: 'promo_code',
  percent: 150,
  amounts: { EUR: { max: '2000', min_deposit: '20' }, JPY: { max: '300000', min_deposit: '3000' } },
  wagering_multiplier: 40,
  max_bet: { EUR: '5', JPY: '800' },
  contributions: { slots: 100, table: 10, live: 10, excluded_games: ['blackjack-pro', 'blackjack-pro'] },
  expiry_days: 10,
  max_conversion: { EUR: '500.50' },
  currencies: ['eur', 'JPY'],
  countries: ['de', 'FI'],
  starts_at: '2026-12-01T00:00:00Z',
  ends_at: '2026-12-31T23:59:59Z',
  title: { en: 'Autumn 150 %', de: 'Herbst 150 %', fr: '' },
};

const values = (input: AdminOfferInput) => offerValues(adminOfferInput.parse(input));

function refusal(input: AdminOfferInput): Record<string, string[]> {
  try {
    values(input);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED') return error.fieldErrors ?? {};
    throw error;
  }
  throw new Error('the offer was accepted');
}

describe('an offer as the operator writes it', () => {
  it('is stored in minor units and basis points, with currencies and countries in capitals', () => {
    expect(values(depositMatch)).toMatchObject({
      key: 'autumn-deposit-150',
      percent: 15000,
      amounts: { EUR: { max: '200000', min_deposit: '2000' }, JPY: { max: '300000', min_deposit: '3000' } },
      maxBet: { EUR: '500', JPY: '800' },
      maxConversion: { EUR: '50050' },
      contributions: { slots: 100, table: 10, live: 10, excluded_games: ['blackjack-pro'] },
      currencies: ['EUR', 'JPY'],
      countries: ['DE', 'FI'],
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: new Date('2026-12-31T23:59:59Z'),
      title: { en: 'Autumn 150 %', de: 'Herbst 150 %' },
      wageringBase: 'bonus',
      repeatable: false,
    });
  });

  it('names each refused field: decimals, currencies, bounds, schedule, languages and the English title', () => {
    const errors = refusal({
      ...depositMatch,
      percent: 12.345,
      amounts: { EUR: { max: '20.001' }, JPY: { max: '5.5' }, XYZ: { max: '1' }, USD: { max: '10' } },
      wagering_multiplier: 201,
      expiry_days: 0,
      max_bet: { EUR: '0' },
      max_conversion: { GBP: '10' },
      countries: ['DEU', 'FI', 'FI'],
      starts_at: '2026-12-31T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
      title: { xx: 'Nope', de: 'Nur Deutsch' },
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'amounts.EUR.max',
        'amounts.JPY.max',
        'amounts.USD',
        'amounts.XYZ',
        'amounts.XYZ.max',
        'countries',
        'ends_at',
        'expiry_days',
        'max_bet.EUR',
        'max_conversion.GBP',
        'percent',
        'title.en',
        'title.xx',
        'wagering_multiplier',
      ].sort(),
    );
    expect(errors['amounts.EUR.max']).toEqual(['The amount may have at most 2 decimals in EUR.']);
    expect(errors['amounts.JPY.max']).toEqual(['The amount may have at most 0 decimals in JPY.']);
    expect(errors['countries']).toEqual(['DEU is not valid here.', 'FI is listed twice.']);
  });

  it('asks each kind for its own figures: a percent, a fixed amount, or free spins', () => {
    expect(refusal({ ...depositMatch, percent: null })).toHaveProperty('percent');
    expect(refusal({ ...depositMatch, percent: 1001 })).toHaveProperty('percent');
    const noDeposit: AdminOfferInput = {
      ...depositMatch,
      kind: 'no_deposit',
      percent: 10,
      amounts: { EUR: { max: '5' } },
    };
    expect(Object.keys(refusal(noDeposit)).sort()).toEqual(['amounts', 'percent']);
    expect(values({ ...noDeposit, percent: null, amounts: { EUR: { fixed: '10' } } }).amounts).toEqual({
      EUR: { fixed: '1000' },
    });
    const spins: AdminOfferInput = { ...depositMatch, kind: 'free_spins', percent: null, amounts: {} };
    expect(refusal(spins)).toHaveProperty('free_spins');
    expect(
      Object.keys(
        refusal({ ...spins, free_spins: { game: 'reel-rush', count: 0, bet: { USD: '0.20' } } }),
      ).sort(),
    ).toEqual(['free_spins.bet.USD', 'free_spins.count']);
    expect(
      values({ ...spins, free_spins: { game: 'reel-rush', count: 50, bet: { EUR: '0.20' } } }).freeSpins,
    ).toEqual({
      game: 'reel-rush',
      count: 50,
      bet: { EUR: '20' },
    });
  });

  it('refuses an empty currency or country list (null is open to all)', () => {
    expect(Object.keys(refusal({ ...depositMatch, currencies: [], countries: [] })).sort()).toEqual(
      expect.arrayContaining(['countries', 'currencies']),
    );
    expect(values({ ...depositMatch, currencies: null, countries: null })).toMatchObject({
      currencies: null,
      countries: null,
    });
  });
});

describe('states and reads', () => {
  const now = new Date('2026-12-10T00:00:00Z');
  it('is paused, scheduled, ended or live by status and schedule', () => {
    const at = (startsAt: string | null, endsAt: string | null, status = 'active') => ({
      status,
      startsAt: startsAt ? new Date(startsAt) : null,
      endsAt: endsAt ? new Date(endsAt) : null,
    });
    expect(scheduleState(at(null, null, 'paused'), now)).toBe('paused');
    expect(scheduleState(at('2026-12-11T00:00:00Z', null), now)).toBe('scheduled');
    expect(scheduleState(at(null, '2026-12-10T00:00:00Z'), now)).toBe('ended');
    expect(scheduleState(at('2026-12-01T00:00:00Z', '2026-12-31T00:00:00Z'), now)).toBe('live');
  });

  it('takes a tiered offer (the welcome) without a percent and with no spins of its own', () => {
    const welcomeLike: AdminOfferInput = {
      ...depositMatch,
      percent: null,
      free_spins: { game: 'house-slot', count: 0, bet: { EUR: '0.20' } },
    };
    expect(refusal(welcomeLike)).toMatchObject({
      percent: [expect.any(String)],
      'free_spins.count': [expect.any(String)],
    });
    const tiered = offerValues(adminOfferInput.parse(welcomeLike), { tiered: true });
    expect(tiered).toMatchObject({ percent: null, freeSpins: { count: 0 } });
  });

  it('reads an offer back in the units it was written in', () => {
    const stored = values(depositMatch);
    const row: OfferRow = {
      ...stored,
      id: 3,
      status: 'active',
      tiers: null,
      percent: stored.percent ?? null,
      amounts: stored.amounts ?? {},
      freeSpins: stored.freeSpins ?? null,
      wageringBase: stored.wageringBase ?? 'bonus',
      maxBet: stored.maxBet ?? {},
      maxConversion: stored.maxConversion ?? null,
      currencies: stored.currencies ?? null,
      countries: stored.countries ?? null,
      repeatable: stored.repeatable ?? false,
      startsAt: stored.startsAt ?? null,
      endsAt: stored.endsAt ?? null,
      promotionId: null,
      createdAt: now,
      updatedAt: now,
    };
    expect(adminOfferOut(row, now)).toMatchObject({
      percent: 150,
      amounts: { EUR: { max: '2000.00', min_deposit: '20.00' }, JPY: { max: '300000' } },
      max_bet: { EUR: '5.00', JPY: '800' },
      max_conversion: { EUR: '500.50' },
      state: 'live',
      has_tiers: false,
    });
  });

  it("refuses a code's schedule that ends before it starts", () => {
    expect(() =>
      codeSchedule({ starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }),
    ).toThrow(AppError);
    expect(codeSchedule({ starts_at: null, ends_at: '2026-12-01T00:00:00Z' }).endsAt).toEqual(
      new Date('2026-12-01T00:00:00Z'),
    );
  });

  it("caps a grant by hand at the currency's four-eyes threshold, none where it has none", () => {
    expect(grantCeiling({ EUR: 10_000n }, 'EUR')).toBe(10_000n);
    expect(grantCeiling({ EUR: 10_000n }, 'BTC')).toBeNull();
  });
});
