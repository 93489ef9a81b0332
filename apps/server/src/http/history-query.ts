// What the history calls share: the date window (whole days, UTC, with the spec's default ranges) and the
// opaque keyset cursor that lets a client page on without OFFSET.
import { defaultHistoryRange, type HistoryKind } from '@reelvault/contract/constants/paging';
import { AppError, validationError } from './app-error';

export interface HistoryWindow {
  /** Inclusive. */
  readonly from: Date;
  /** Exclusive. */
  readonly to: Date;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 24 * 60 * 60 * 1000;

function parseBound(text: string, field: string): { at: Date; wholeDay: boolean } {
  const wholeDay = dayPattern.test(text);
  const at = new Date(wholeDay ? `${text}T00:00:00Z` : text.replace(' ', 'T'));
  if (Number.isNaN(at.getTime())) throw validationError({ [field]: [`${field} is not a date`] });
  return { at, wholeDay };
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
  const endDay = end ? end.at.toISOString().slice(0, 10) : now.toISOString().slice(0, 10);
  const range = defaultHistoryRange(kind, endDay);
  const to = end && !end.wholeDay ? end.at : new Date(new Date(`${endDay}T00:00:00Z`).getTime() + dayMs);
  const from = startDate
    ? parseBound(startDate, 'start_date').at
    : new Date(`${range.start.replace(' ', 'T')}Z`);
  if (from.getTime() >= to.getTime()) {
    throw validationError({ start_date: ['The start date must be before the end date.'] });
  }
  return { from, to };
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
  return {
    total,
    page,
    pages: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    next_cursor: hasMore && last ? encodeCursor(last) : null,
  };
}
