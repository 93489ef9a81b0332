// Numbers and times for display only: amounts arrive as decimal strings and are formatted as they are
// (never through a float, so an 18-decimal coin amount keeps every digit).
import { interfaceLanguage } from '../i18n/i18n';

/** "1,250.00 EUR" style: a currency format for ISO codes, the plain number and the code for coins. */
export function formatAmount(amount: string, currency: string, locale = interfaceLanguage()): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return `${amount} ${currency}`;
  const decimals = amount.split('.')[1]?.length ?? 0;
  if (/^[A-Z]{3}$/.test(currency)) {
    try {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: Math.max(decimals, 2),
      }).format(amount as Intl.StringNumericLiteral);
    } catch {
      // An unknown code: shown as number and code below.
    }
  }
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount as Intl.StringNumericLiteral);
  return `${number} ${currency}`;
}

export function formatDateTime(iso: string, locale = interfaceLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "3 h" / "2 d": how long something has waited, for queues sorted oldest first. */
export function waitedSince(
  iso: string,
  now: number = Date.now(),
): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 120) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
