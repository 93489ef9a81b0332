// What the history calls share (bets, finance, sessions, the security log): the date window (whole days in
// UTC, the contract's reading of each bound, the spec's default ranges) and the paging (page numbers, and
// the opaque keyset cursor that lets a client page on without OFFSET).
import { defaultHistoryRange, type HistoryKind } from '@reelvault/contract/constants/paging';
import { paginationOf, parseRangeBound } from '@reelvault/contract/pagination';
import { AppError, validationError } from './app-error';

/** The rows of a history lie in [from, to). */
export interface HistoryWindow {
  /** Inclusive. */
  readonly from: Date;
  /** Exclusive. */
  readonly to: Date;
}

/** A window whose missing side reaches to the first or the last row. */
export type OpenHistoryWindow = Partial<HistoryWindow>;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

function parseBound(text: string, field: 'start_date' | 'end_date'): { at: Date; wholeDay: boolean } {
  const at = parseRangeBound(text, 'start');
  if (!at) throw validationError({ [field]: [`${field} is not a date`] });
  return { at, wholeDay: dayPattern.test(text.trim()) };
}

/** A bare end date covers its whole day: the window ends where the next day begins. */
function endOf(bound: { at: Date; wholeDay: boolean }): Date {
  return bound.wholeDay ? new Date(bound.at.getTime() + dayMs) : bound.at;
}

function refuseReversed(from: Date | undefined, to: Date | undefined): void {
  if (from && to && from.getTime() >= to.getTime()) {
    throw validationError({ start_date: ['The start date must be before the end date.'] });
  }
}

/**
 * The window a history call covers, in UTC. A bare date means the whole day (00:00:00 to 23:59:59); with
 * no dates it is the spec's default range for the kind (constants/paging `defaultHistoryRange`), and an
 * end date alone reaches back as far.
 */
export function historyWindow(
  kind: HistoryKind,
  startDate: string | undefined,
  endDate: string | undefined,
  now: Date = new Date(),
): HistoryWindow {
  const end = endDate ? parseBound(endDate, 'end_date') : undefined;
  const endDay = (end?.at ?? now).toISOString().slice(0, 10);
  const to = end ? endOf(end) : new Date(new Date(`${endDay}T00:00:00Z`).getTime() + dayMs);
  const from = startDate
    ? parseBound(startDate, 'start_date').at
    : new Date(`${defaultHistoryRange(kind, endDay).start.replace(' ', 'T')}Z`);
  refuseReversed(from, to);
  return { from, to };
}

/**
 * The window of a history that reaches back to its first row when no dates are given (sessions and the
 * security log: the site always sends the range the player picked), read as `historyWindow` reads dates.
 */
export function openHistoryWindow(
  startDate: string | undefined,
  endDate: string | undefined,
): OpenHistoryWindow {
  const from = startDate ? parseBound(startDate, 'start_date').at : undefined;
  const to = endDate ? endOf(parseBound(endDate, 'end_date')) : undefined;
  refuseReversed(from, to);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export interface HistoryCursor {
  /** The last row's time to the microsecond, ISO 8601 in UTC (`exactTimestamp` in db/sql). */
  readonly at: string;
  readonly id: string;
}

const exactTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): HistoryCursor {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const separator = decoded.indexOf('|');
  const at = decoded.slice(0, separator);
  const id = decoded.slice(separator + 1);
  const valid = exactTimePattern.test(at) && !Number.isNaN(new Date(at).getTime());
  if (separator < 0 || !valid || id.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'The cursor is not valid.', {
      cursor: ['The cursor is not valid.'],
    });
  }
  return { at, id };
}

/** Totals are counted up to this many rows; beyond it a client pages on with the cursor. */
export const historyCountCap = 10_000;

export interface HistoryPagination {
  readonly total: number;
  readonly page: number;
  readonly pages: number;
  readonly per_page: number;
  readonly next_cursor: string | null;
}

export function historyPagination(
  total: number,
  page: number,
  perPage: number,
  last: HistoryCursor | undefined,
  hasMore: boolean,
): HistoryPagination {
  return { ...paginationOf(total, page, perPage), next_cursor: hasMore && last ? encodeCursor(last) : null };
}
