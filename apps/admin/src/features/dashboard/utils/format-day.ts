// A UTC calendar day of the dashboard's reply ("2026-11-26") as the reader writes a short date.
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
