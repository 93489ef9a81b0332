import { describe, expect, it } from 'vitest';
import { balanceText, formatMoney } from './money';

const nbsp = '\u00a0';

describe('balance text', () => {
  it('writes the currency symbol and the balance en-US with exactly two decimals', () => {
    expect(balanceText('0.00', 'EUR')).toBe('€0.00');
    expect(balanceText('1234567.5', 'EUR')).toBe('€1,234,567.50');
    expect(balanceText('12.345', 'USD')).toBe('$12.34');
    expect(balanceText('1500', 'JPY')).toBe('¥1,500.00');
    expect(balanceText('10', 'TRY')).toBe('₺10.00');
  });

  it('shows 0.00 when the balance is not a number, and the default symbol for an unknown currency', () => {
    expect(balanceText(undefined, 'EUR')).toBe('€0.00');
    expect(balanceText('abc', 'GBP')).toBe('£0.00');
    expect(balanceText('', 'EUR')).toBe('€0.00');
    expect(balanceText('5', 'XYZ')).toBe('$5.00');
    expect(balanceText('5', undefined)).toBe('$5.00');
  });

  it('keeps every digit of a large balance', () => {
    expect(balanceText('123456789012345678.99', 'EUR')).toBe('€123,456,789,012,345,678.99');
  });

  it('keeps a symbol made of letters apart from the figures', () => {
    expect(balanceText('3', 'NOK')).toBe(`Kr${nbsp}3.00`);
    expect(balanceText('3', 'CHF')).toBe(`Fr${nbsp}3.00`);
    expect(balanceText('3', 'PLN')).toBe(`zł${nbsp}3.00`);
  });
});

describe('money in the histories', () => {
  it('is written the way the interface language writes money', () => {
    expect(formatMoney('en', '1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('de', '1234.5', 'EUR')).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney('fr', '1234.5', 'EUR')).toBe(`1\u202f234,50${nbsp}€`);
    expect(formatMoney('en', '10.00', 'GBP')).toBe('£10.00');
  });

  it('uses the currency’s own decimals: none for yen, up to eight for bitcoin', () => {
    expect(formatMoney('en', '1500', 'JPY')).toBe('¥1,500');
    expect(formatMoney('en', '0.00001700', 'BTC')).toBe(`BTC${nbsp}0.000017`);
    expect(formatMoney('en', '2', 'BTC')).toBe(`BTC${nbsp}2.00`);
  });

  it('writes the code after the figure where Intl does not know it', () => {
    expect(formatMoney('en', '1.5', 'USDT')).toBe(`1.50${nbsp}USDT`);
  });

  it('keeps every digit of a large amount and reads a non-number as zero', () => {
    expect(formatMoney('en', '123456789012345678.99', 'EUR')).toBe('€123,456,789,012,345,678.99');
    expect(formatMoney('en', 'n/a', 'EUR')).toBe('€0.00');
  });
});
