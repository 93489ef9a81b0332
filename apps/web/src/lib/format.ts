// Dates, times, money and figures as the player's language writes them (Intl, no date library).
import { formatFigure } from '@reelvault/contract/figures';

export function formatDateTime(bcp47: string, iso: string): string {
  return new Intl.DateTimeFormat(bcp47, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A calendar date (`1990-05-17`) in the player's language, without moving it across time zones. */
export function formatCalendarDate(bcp47: string, date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(bcp47, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** The local calendar date of an instant, `YYYY-MM-DD`, as date inputs hold it. */
export function localDate(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/**
 * An amount of money (a decimal string, never a float) in the player's language: `€1,234.50`,
 * `1.234,50 €` (`€25` for a round figure with `whole`). Intl reads the decimal string exactly.
 */
export function formatMoney(
  bcp47: string,
  amount: string,
  currency: string,
  options: { readonly whole?: boolean } = {},
): string {
  // Round figures (quick amounts, limits, bonus tiers) read better without ".00".
  const whole = options.whole === true && /^\d+(\.0*)?$/.test(amount);
  try {
    return new Intl.NumberFormat(bcp47, {
      style: 'currency',
      currency,
      ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    }).format(amount as `${number}`);
  } catch {
    // Intl takes only three-letter codes: USDT and USDC are written as a coin is.
    return formatCoinAmount(bcp47, amount, currency);
  }
}

/**
 * A coin amount as the API gives it (`0.00120000`), every decimal kept, in the player's language with the
 * coin after the figure: `0.00120000 BTC`, `0,00120000 BTC`.
 */
export function formatCoinAmount(bcp47: string, amount: string, coin: string): string {
  return `${formatFigure(bcp47, amount)}\u00a0${coin}`;
}
