import { describe, expect, it } from 'vitest';
import { balanceText } from './money';

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
