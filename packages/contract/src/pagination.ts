// Paged history lists (sessions, account logs, bets, finance): the spec's query (page, start_date,
// end_date), the one reading of a range bound, and the pagination block (total, page, pages, per_page).
// Histories show 10 rows per page.
import { z } from 'zod';

const rangeBoundPattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** `2026-05-01` (a whole day) or `2026-05-01 13:45:00`, read as UTC unless an offset (`+02:00`) is given. */
export const rangeBound = z
  .string()
  .trim()
  .regex(rangeBoundPattern, 'The date must be written as year-month-day, optionally with a time.')
  .refine((text) => parseRangeBound(text, 'start') !== undefined, 'The date is not a real calendar date.');

export const historyPerPage = 10;

export const historyQuery = z.object({
  page: z.coerce
    .number()
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .default(1),
  per_page: z.coerce
    .number()
    .int('The per page must be a whole number.')
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(historyPerPage),
  start_date: rangeBound.optional(),
  end_date: rangeBound.optional(),
});
export type HistoryQuery = z.output<typeof historyQuery>;

export const paginationSchema = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    /** At least 1, so "Show more" is off on the last page even when the list is empty. */
    pages: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

export function paginationOf(total: number, page: number, perPage: number): Pagination {
  return { total, page, pages: Math.max(1, Math.ceil(total / perPage)), per_page: perPage };
}

/**
 * A range bound as an instant. A date without a time covers the whole day: a start means 00:00:00.000,
 * an end 23:59:59.999 (the spec's history ranges run from 00:00:00 to 23:59:59).
 */
export function parseRangeBound(text: string, side: 'start' | 'end'): Date | undefined {
  const match = rangeBoundPattern.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds, fraction, zone] = match;
  const dateOnly = hours === undefined;
  const parts = [Number(year), Number(month) - 1, Number(day)] as const;
  const instant = new Date(
    Date.UTC(
      ...parts,
      dateOnly ? (side === 'end' ? 23 : 0) : Number(hours),
      dateOnly ? (side === 'end' ? 59 : 0) : Number(minutes),
      dateOnly ? (side === 'end' ? 59 : 0) : Number(seconds ?? 0),
      dateOnly ? (side === 'end' ? 999 : 0) : Math.floor(Number(`0${fraction ?? ''}`) * 1000),
    ),
  );
  const sameDay =
    instant.getUTCFullYear() === parts[0] &&
    instant.getUTCMonth() === parts[1] &&
    instant.getUTCDate() === parts[2];
  if (!sameDay || Number.isNaN(instant.getTime())) return undefined;
  if (!dateOnly && (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds ?? 0) > 59))
    return undefined;
  const offset = zone && zone !== 'Z' ? /^([+-])(\d{2}):?(\d{2})$/.exec(zone) : null;
  if (!offset) return instant;
  const [, sign, offsetHours, offsetMinutes] = offset;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return undefined;
  const offsetMs = (Number(offsetHours) * 60 + Number(offsetMinutes)) * 60_000;
  return new Date(instant.getTime() - (sign === '-' ? -offsetMs : offsetMs));
}
