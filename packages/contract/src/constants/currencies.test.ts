import { describe, expect, it } from 'vitest';
import {
  currencies,
  currencyOf,
  currencySymbol,
  defaultRegistrationCurrency,
  findCurrency,
  findCurrencyByNumericId,
  registrationCurrencies,
} from './currencies';

describe('currencies', () => {
  it('has one entry per code and per numeric id', () => {
    expect(new Set(currencies.map((c) => c.code)).size).toBe(currencies.length);
    expect(new Set(currencies.map((c) => c.numericId)).size).toBe(currencies.length);
  });

  it("keeps the spec's first reading of the numeric ids and leaves 5 unassigned", () => {
    const codes = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => findCurrencyByNumericId(id)?.code);
    expect(codes).toEqual(['TRY', 'USD', 'EUR', 'GBP', undefined, 'CAD', 'AUD', 'JPY']);
  });

  it('offers only fiat currencies at registration, EUR by default', () => {
    expect(registrationCurrencies).toHaveLength(18);
    for (const code of registrationCurrencies) expect(currencyOf(code).kind).toBe('fiat');
    expect(registrationCurrencies).toContain(defaultRegistrationCurrency);
    expect(defaultRegistrationCurrency).toBe('EUR');
  });

  it('finds a currency whatever the case and refuses an unknown one', () => {
    expect(findCurrency('eur')?.code).toBe('EUR');
    expect(findCurrency('XYZ')).toBeUndefined();
    expect(() => currencyOf('XYZ')).toThrow('Unknown currency XYZ');
  });

  it("shows the spec's symbols, and $ where there is none", () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('TRY')).toBe('₺');
    expect(currencySymbol('NOK')).toBe('Kr');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol(undefined)).toBe('$');
    expect(currencySymbol('XYZ')).toBe('$');
  });

  it('gives JPY no decimals and the coins their chain precision', () => {
    expect(currencyOf('JPY').exponent).toBe(0);
    expect(currencyOf('BTC').exponent).toBe(8);
    expect(currencyOf('ETH').exponent).toBe(18);
    expect(currencyOf('USDT').exponent).toBe(6);
  });
});
