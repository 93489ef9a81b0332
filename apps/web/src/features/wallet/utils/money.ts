// Money as players read it. The balance follows the spec's own rule (the currency symbol, en-US grouping,
// exactly 2 decimals, 0.00 for anything that is not a number); amounts in the histories are written as
// the interface language writes money (Intl), with every digit of the API's decimal string kept.
import { currencySymbol, findCurrency } from '@reelvault/contract/constants/currencies';
import { formatBalance } from '@reelvault/contract/money';

// A symbol that ends in a letter (Fr, Kr, zł, د.إ) would run into the figures.
const endsInLetter = /\p{L}$/u;

/** `€1,234.50`, `Kr 0.00`; `amount` is the API's decimal string (or nothing yet). */
export function balanceText(amount: string | null | undefined, currency: string | null | undefined): string {
  const symbol = currencySymbol(currency);
  return `${symbol}${endsInLetter.test(symbol) ? '\u00a0' : ''}${formatBalance(amount)}`;
}

const decimalAmount = /^-?\d+(\.\d+)?$/;
const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(bcp47: string, currency: string): Intl.NumberFormat {
  const key = `${bcp47}|${currency}`;
  const known = cache.get(key);
  if (known) return known;
  const details = findCurrency(currency);
  const exponent = details?.exponent ?? 2;
  // Fiat shows exactly its decimals; a coin shows what it holds, at least 2 decimals and at most its own.
  const digits =
    details?.kind === 'crypto'
      ? { minimumFractionDigits: Math.min(2, exponent), maximumFractionDigits: exponent }
      : { minimumFractionDigits: exponent, maximumFractionDigits: exponent };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(bcp47, { style: 'currency', currency, ...digits });
  } catch {
    // Intl knows only three-letter codes (USDT, USDC are four).
    format = new Intl.NumberFormat(bcp47, { style: 'decimal', ...digits });
  }
  cache.set(key, format);
  return format;
}

/** `€1,234.50` in English, `1.234,50 €` in German; a code Intl cannot take is written after the figure. */
export function formatMoney(bcp47: string, amount: string, currency: string): string {
  const value = decimalAmount.test(amount.trim()) ? (amount.trim() as `${number}`) : '0';
  const format = numberFormat(bcp47, currency);
  const text = format.format(value);
  return format.resolvedOptions().style === 'currency' ? text : `${text}\u00a0${currency.toUpperCase()}`;
}
