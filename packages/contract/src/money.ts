// Money is an integer count of minor units (bigint) everywhere; over the API it is a decimal string.
// These functions are the only place where the two meet, and where either becomes text for a reader
// (`formatMoney`). Floats never hold money.
import { z } from 'zod';
import { currencyOf, findCurrency } from './constants/currencies';
import { locales } from './constants/locales';

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

/** A wallet API amount (the in-house studio counts in them) as a decimal string in currency units. */
export function walletAmountDecimal(wire: bigint | string): string {
  return formatAmount(BigInt(wire), walletAmountDigits);
}

const signedDecimal = /^-?\d+(\.\d+)?$/;
/** The most fraction digits every engine the site supports accepts (no currency has more than 18). */
const maxFractionDigits = 20;
/** Formatters are cached only for the site's own languages, so the cache is bounded by construction. */
const siteLanguageTags: ReadonlySet<string> = new Set(locales.map((locale) => locale.bcp47));
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `currency` is an ISO code Intl writes as money, or undefined for a plain figure. */
function numberFormat(
  bcp47: string,
  currency: string | undefined,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): Intl.NumberFormat {
  const key = `${bcp47}|${currency ?? ''}|${minimumFractionDigits}|${maximumFractionDigits}`;
  const cached = numberFormats.get(key);
  if (cached) return cached;
  const format = new Intl.NumberFormat(bcp47, {
    ...(currency ? { style: 'currency', currency } : { style: 'decimal' }),
    minimumFractionDigits,
    maximumFractionDigits,
    // "-0.00" is nothing owed: no minus sign on a zero.
    signDisplay: 'negative',
  });
  if (siteLanguageTags.has(bcp47)) numberFormats.set(key, format);
  return format;
}

export interface MoneyFormatOptions {
  /** A round figure (a quick amount, a limit, a bonus tier) without its ".00": `€25` rather than `€25.00`. */
  readonly whole?: boolean;
}

/**
 * Money as a reader of `bcp47` writes it: the one formatter of the site, the studio's pages and the
 * e-mails. `amount` is minor units (bigint) or the API's decimal string, read exactly, so no digit is
 * lost however large; a string that is not a decimal counts as 0, as the spec shows a balance.
 * Fiat currencies of the contract are written by Intl (`€1,234.50`, `1.234,50 €`, `¥1,500`) with exactly
 * their decimals; any other currency (the coins: BTC, ETH, USDT, ...; a code the contract does not list)
 * as the figure and its symbol, at least two decimals and at most its own (`0.000017 BTC`, `1.50 USDT`),
 * since Intl knows no coin and would round BTC to cents. Decimals beyond the currency's (an exchange rate)
 * are kept, never rounded away.
 */
export function formatMoney(
  bcp47: string,
  amount: bigint | string,
  currency: string,
  options: MoneyFormatOptions = {},
): string {
  const known = findCurrency(currency);
  const decimal =
    typeof amount === 'bigint'
      ? formatAmount(amount, currencyOf(currency).exponent)
      : signedDecimal.test(amount.trim())
        ? amount.trim()
        : '0';
  const exponent = known?.exponent ?? 2;
  const significant = (decimal.split('.')[1] ?? '').replace(/0+$/, '').length;
  const fiat = known?.kind === 'fiat';
  const [minimum, maximum] =
    options.whole === true && significant === 0
      ? [0, 0]
      : [
          fiat ? exponent : Math.min(2, exponent),
          Math.min(Math.max(exponent, significant), maxFractionDigits),
        ];
  const text = numberFormat(bcp47, fiat ? known.code : undefined, minimum, maximum).format(
    decimal as `${number}`,
  );
  return fiat ? text : `${text}\u00a0${known?.symbol ?? currency.toUpperCase()}`;
}
