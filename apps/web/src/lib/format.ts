// Dates and times as the player's language writes them (Intl, no date library). Money is written by the
// contract's `formatMoney` (money.ts), the same for the site, the studio's pages and the e-mails.

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
