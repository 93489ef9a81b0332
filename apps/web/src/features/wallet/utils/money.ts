// The balance as the spec shows it: the currency symbol, en-US grouping, exactly 2 decimals, 0.00 for
// anything that is not a number. Every other amount is written by the contract's `formatMoney`.
import { currencySymbol } from '@reelvault/contract/constants/currencies';
import { formatBalance } from '@reelvault/contract/money';

// A symbol that ends in a letter (Fr, Kr, zł, د.إ) would run into the figures.
const endsInLetter = /\p{L}$/u;

/** `€1,234.50`, `Kr 0.00`; `amount` is the API's decimal string (or nothing yet). */
export function balanceText(amount: string | null | undefined, currency: string | null | undefined): string {
  const symbol = currencySymbol(currency);
  return `${symbol}${endsInLetter.test(symbol) ? '\u00a0' : ''}${formatBalance(amount)}`;
}
