import { describe, expect, it } from 'vitest';
import {
  AmountError,
  formatAmount,
  formatBalance,
  formatMoney,
  parseAmount,
  parseCurrencyAmount,
  walletAmountDecimal,
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

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('writes fiat as each language writes money, with exactly the currency decimals', () => {
    expect(formatMoney('en', '1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('de', '1234.5', 'EUR')).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney('fr', '1234.5', 'EUR')).toBe(`1\u202f234,50${nbsp}€`);
    expect(formatMoney('ar', '1234.5', 'EUR')).toBe(`\u200f1,234.50${nbsp}€`);
    expect(formatMoney('ar', '20', 'AED')).toBe(`\u200f20.00${nbsp}د.إ.\u200f`);
    expect(formatMoney('tr', 4000n, 'TRY')).toBe('₺40,00');
    expect(formatMoney('en', '10', 'GBP')).toBe('£10.00');
    expect(formatMoney('de', 123450n, 'EUR')).toBe(`1.234,50${nbsp}€`);
  });

  it('writes yen without decimals, from minor units and from the API string', () => {
    expect(formatMoney('en', '1500', 'JPY')).toBe('¥1,500');
    expect(formatMoney('ja', 1235n, 'JPY')).toBe('￥1,235');
    expect(formatMoney('de', 1500n, 'JPY')).toBe(`1.500${nbsp}¥`);
  });

  it('writes coins with their code after at least two decimals and at most their own, never rounded to cents', () => {
    expect(formatMoney('en', '0.000017', 'BTC')).toBe(`0.000017${nbsp}BTC`);
    expect(formatMoney('en', 1700n, 'BTC')).toBe(`0.000017${nbsp}BTC`);
    expect(formatMoney('en', '2', 'BTC')).toBe(`2.00${nbsp}BTC`);
    expect(formatMoney('de', '1234.5', 'USDT')).toBe(`1.234,50${nbsp}USDT`);
    expect(formatMoney('en', 1_500_000n, 'USDC')).toBe(`1.50${nbsp}USDC`);
    expect(formatMoney('en', '12.345678', 'TRX')).toBe(`12.345678${nbsp}TRX`);
    expect(formatMoney('en', '0.12345678', 'LTC')).toBe(`0.12345678${nbsp}LTC`);
    expect(formatMoney('de', 1n, 'ETH')).toBe(`0,000000000000000001${nbsp}ETH`);
    expect(formatMoney('ar', '50', 'USDT')).toBe(`50.00${nbsp}USDT`);
  });

  it('writes a currency the contract does not list as its figure and code, with every decimal given', () => {
    expect(formatMoney('en', '1.5', 'SOL')).toBe(`1.50${nbsp}SOL`);
    expect(formatMoney('en', '0.123456789', 'bnb')).toBe(`0.123456789${nbsp}BNB`);
    expect(() => formatMoney('en', 150n, 'SOL')).toThrow('Unknown currency SOL');
  });

  it('writes negative amounts with the sign the language uses, and no sign on zero', () => {
    expect(formatMoney('en', -150n, 'EUR')).toBe('-€1.50');
    expect(formatMoney('de', '-1.5', 'EUR')).toBe(`-1,50${nbsp}€`);
    expect(formatMoney('en', '-0.000017', 'BTC')).toBe(`-0.000017${nbsp}BTC`);
    expect(formatMoney('en', '-0.00', 'EUR')).toBe('€0.00');
  });

  it('keeps every digit of amounts beyond the range of a JavaScript number', () => {
    expect(formatMoney('en', 12_345_678_901_234_567_899n, 'EUR')).toBe('€123,456,789,012,345,678.99');
    expect(formatMoney('en', '123456789012345678.99', 'EUR')).toBe('€123,456,789,012,345,678.99');
    expect(formatMoney('de', 9_007_199_254_740_993n, 'JPY')).toBe(`9.007.199.254.740.993${nbsp}¥`);
    expect(formatMoney('en', 123_456_789_012_345_678_901_234_567_890n, 'ETH')).toBe(
      `123,456,789,012.34567890123456789${nbsp}ETH`,
    );
    expect(formatMoney('en', '-90071992547409.93', 'USD')).toBe('-$90,071,992,547,409.93');
  });

  it('drops the decimals of a round figure when asked, and keeps them when the figure is not round', () => {
    expect(formatMoney('en', '2500', 'EUR', { whole: true })).toBe('€2,500');
    expect(formatMoney('de', '25.00', 'EUR', { whole: true })).toBe(`25${nbsp}€`);
    expect(formatMoney('en', '20.50', 'EUR', { whole: true })).toBe('€20.50');
    expect(formatMoney('en', '1', 'USDT', { whole: true })).toBe(`1${nbsp}USDT`);
    expect(formatMoney('en', 10_000_000n, 'EUR', { whole: true })).toBe('€100,000');
  });

  it('keeps decimals finer than the currency (an exchange rate) and counts what is not a number as 0', () => {
    expect(formatMoney('en', '61234.5678', 'EUR')).toBe('€61,234.5678');
    expect(formatMoney('en', 'n/a', 'EUR')).toBe('€0.00');
    expect(formatMoney('en', '1e5', 'EUR')).toBe('€0.00');
    expect(formatMoney('en', ' 12.5 ', 'EUR')).toBe('€12.50');
  });

  it('writes money for a language tag that is not one of the site languages', () => {
    expect(formatMoney('en-GB', '1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('en-GB', '1234.5', 'GBP')).toBe('£1,234.50');
  });
});

describe('walletAmountDecimal', () => {
  it('turns wallet API units into currency units that the formatter reads exactly', () => {
    expect(walletAmountDecimal(2_000_000n)).toBe('20.00000');
    expect(walletAmountDecimal('195000')).toBe('1.95000');
    expect(formatMoney('en', walletAmountDecimal(2_000_000n), 'EUR')).toBe('€20.00');
    expect(formatMoney('de', walletAmountDecimal('195000'), 'EUR')).toBe(`1,95${nbsp}€`);
    expect(formatMoney('en', walletAmountDecimal(123_456n), 'USD')).toBe('$1.23456');
    expect(formatMoney('en', walletAmountDecimal(500_000n), 'JPY')).toBe('¥5');
    expect(formatMoney('en', walletAmountDecimal(100_000n), 'USDT')).toBe(`1.00${nbsp}USDT`);
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
