// Money is an integer count of minor units (bigint) everywhere; over the API it is a decimal string.
// These functions are the only place where the two meet. Floats never hold money.
import { z } from 'zod';
import { currencyOf, findCurrency } from './constants/currencies';

const decimalPattern = /^(0|[1-9]\d*)(\.\d+)?$/;

export class AmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmountError';
  }
}

/** "12.34" in a currency with exponent 2 -> 1234n. Refuses signs, exponents, and more decimals than the currency has. */
export function parseAmount(text: string, exponent: number): bigint {
  const value = text.trim();
  if (!decimalPattern.test(value)) throw new AmountError(`"${text}" is not a decimal amount`);
  const [whole = '0', fraction = ''] = value.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > exponent) {
    throw new AmountError(`"${text}" has more than ${exponent} decimal places`);
  }
  return BigInt(whole) * 10n ** BigInt(exponent) + BigInt(significant.padEnd(exponent, '0') || '0');
}

/** 1234n with exponent 2 -> "12.34"; always exactly `exponent` decimals. */
export function formatAmount(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

export function parseCurrencyAmount(text: string, currency: string): bigint {
  return parseAmount(text, currencyOf(currency).exponent);
}

export function formatCurrencyAmount(minor: bigint, currency: string): string {
  return formatAmount(minor, currencyOf(currency).exponent);
}

/** A non-negative decimal amount as the API carries it. */
export const amountString = z
  .string()
  .regex(decimalPattern, 'must be a decimal amount such as 12.50')
  .meta({ id: 'Amount', description: 'A decimal amount in major units, as a string' });

/**
 * Display: en-US grouping, exactly 2 decimals, 0.00 when the value is not a number (spec, section 5).
 * Works on the decimal string so that large balances keep every digit.
 */
export function formatBalance(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || !/^-?\d+(\.\d+)?$/.test(amount.trim())) return '0.00';
  const negative = amount.trim().startsWith('-');
  const [whole = '0', fraction = ''] = amount.trim().replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  const grouped = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && cents > 0n ? '-' : ''}${grouped}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Digits after the point of the provider wallet API's amounts (currency units x 100000). */
const walletAmountDigits = 5;

/**
 * The smallest amount of `currency` in wallet API units: what a stake or a win must be a whole multiple of
 * for the ledger to book it (EUR 1000, one cent; JPY 100000, one yen). A currency with more decimals than
 * the wire (BTC, ETH) books any wire amount: 1.
 */
export function walletMinorUnit(currency: string): bigint {
  const exponent = currencyOf(currency).exponent;
  return exponent >= walletAmountDigits ? 1n : 10n ** BigInt(walletAmountDigits - exponent);
}

/** A decimal string in Intl currency style for `bcp47`, or the number and the code for a currency Intl does not know. */
function intlMoney(
  decimal: string,
  currency: string,
  bcp47: string,
  digits: { min: number; max: number },
): string {
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: digits.min,
    maximumFractionDigits: digits.max,
  };
  const value = decimal as `${number}`;
  try {
    return new Intl.NumberFormat(bcp47, { ...options, style: 'currency', currency }).format(value);
  } catch {
    return `${new Intl.NumberFormat(bcp47, options).format(value)} ${currency}`;
  }
}

/**
 * A wallet API amount (the in-house studio counts in them) for display: the currency's own decimals at
 * least, more only when the amount has them; Intl currency style, or the number and the code for a currency
 * Intl does not know.
 */
export function formatWalletAmount(wire: bigint | string, currency: string, bcp47: string): string {
  const exponent = Math.min(findCurrency(currency)?.exponent ?? 2, walletAmountDigits);
  const decimal = formatAmount(BigInt(wire), walletAmountDigits);
  return intlMoney(decimal, currency, bcp47, { min: exponent, max: walletAmountDigits });
}

/** An amount in minor units as a player reads it in their language: every decimal of the currency kept. */
export function formatMoneyForLocale(minor: bigint, currency: string, bcp47: string): string {
  const exponent = currencyOf(currency).exponent;
  return intlMoney(formatAmount(minor, exponent), currency, bcp47, { min: exponent, max: exponent });
}
