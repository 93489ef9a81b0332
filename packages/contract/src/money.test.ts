import { describe, expect, it } from 'vitest';
import {
  AmountError,
  formatAmount,
  formatBalance,
  formatWalletAmount,
  parseAmount,
  parseCurrencyAmount,
  walletMinorUnit,
} from './money';

describe('money', () => {
  it('parses decimal strings into minor units by exponent', () => {
    expect(parseAmount('12.34', 2)).toBe(1234n);
    expect(parseAmount('12', 2)).toBe(1200n);
    expect(parseAmount('0.5', 2)).toBe(50n);
    expect(parseAmount('7', 0)).toBe(7n);
    expect(parseCurrencyAmount('0.000017', 'BTC')).toBe(1700n);
    expect(parseCurrencyAmount('0.005', 'ETH')).toBe(5_000_000_000_000_000n);
    expect(parseAmount('1.2300', 2)).toBe(123n);
  });

  it('refuses what is not an amount or is finer than the currency', () => {
    expect(() => parseAmount('12.345', 2)).toThrow(AmountError);
    expect(() => parseAmount('-1', 2)).toThrow(AmountError);
    expect(() => parseAmount('1e3', 2)).toThrow(AmountError);
    expect(() => parseAmount('', 2)).toThrow(AmountError);
    expect(() => parseAmount('01.00', 2)).toThrow(AmountError);
    expect(() => parseAmount('1.5', 0)).toThrow(AmountError);
  });

  it('formats minor units with exactly the currency decimals', () => {
    expect(formatAmount(1234n, 2)).toBe('12.34');
    expect(formatAmount(5n, 2)).toBe('0.05');
    expect(formatAmount(0n, 2)).toBe('0.00');
    expect(formatAmount(-150n, 2)).toBe('-1.50');
    expect(formatAmount(42n, 0)).toBe('42');
    expect(formatAmount(123456789012345678901234567890n, 18)).toBe('123456789012.345678901234567890');
  });

  it('round-trips', () => {
    for (const text of ['0.00', '1.01', '999999.99', '123456789.12']) {
      expect(formatAmount(parseAmount(text, 2), 2)).toBe(text);
    }
  });

  it('displays balances en-US with 2 decimals and 0.00 for what is not a number', () => {
    expect(formatBalance('1234.5')).toBe('1,234.50');
    expect(formatBalance('1234567.891')).toBe('1,234,567.89');
    expect(formatBalance('0')).toBe('0.00');
    expect(formatBalance('abc')).toBe('0.00');
    expect(formatBalance(undefined)).toBe('0.00');
    expect(formatBalance(null)).toBe('0.00');
  });
});

describe('formatWalletAmount', () => {
  it('shows wallet units in the currency, with more decimals only when the amount has them', () => {
    expect(formatWalletAmount(2_000_000n, 'EUR', 'en')).toBe('€20.00');
    expect(formatWalletAmount('195000', 'EUR', 'de')).toBe('1,95\u00a0€');
    expect(formatWalletAmount(123_456n, 'USD', 'en')).toBe('$1.23456');
    expect(formatWalletAmount(500_000n, 'JPY', 'en')).toBe('¥5');
    expect(formatWalletAmount(100_000n, 'USDT', 'en')).toBe('1.00000 USDT');
  });
});

describe('walletMinorUnit', () => {
  it('is the smallest amount the ledger books, in wallet units', () => {
    expect(walletMinorUnit('EUR')).toBe(1_000n);
    expect(walletMinorUnit('JPY')).toBe(100_000n);
    expect(walletMinorUnit('BTC')).toBe(1n);
    expect(walletMinorUnit('ETH')).toBe(1n);
    expect(walletMinorUnit('USDT')).toBe(1n);
  });
});
