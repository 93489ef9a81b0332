// The date range of a history: the player picks calendar days in their own time zone; the server gets
// the instants where those days start (00:00:00) and end (23:59:59.999), in UTC. The default reaches the
// spec's number of days back (bets 3, finance 30, sessions 2) from today. Shared by the account's and the
// wallet's histories.
import { historyDefaultDays, type HistoryKind } from '@reelvault/contract/constants/paging';
import { localDate } from './format';

export interface DayRange {
  /** `YYYY-MM-DD`, local */
  readonly from: string;
  /** `YYYY-MM-DD`, local */
  readonly to: string;
}

export function defaultDayRange(kind: HistoryKind, now: Date): DayRange {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - historyDefaultDays[kind]);
  return { from: localDate(start), to: localDate(now) };
}

function localDay(day: string): [number, number, number] | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(year, month - 1, date);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== date) {
    return undefined;
  }
  return [year, month - 1, date];
}

export function isCalendarDay(day: string): boolean {
  return localDay(day) !== undefined;
}

/** The query bounds of a range: ISO instants of the first day's start and the last day's end. */
export function rangeQuery(range: DayRange): { start_date: string; end_date: string } {
  const from = localDay(range.from);
  const to = localDay(range.to);
  if (!from || !to) throw new Error(`Not a range of calendar days: ${range.from} to ${range.to}`);
  return {
    start_date: new Date(from[0], from[1], from[2], 0, 0, 0, 0).toISOString(),
    end_date: new Date(to[0], to[1], to[2], 23, 59, 59, 999).toISOString(),
  };
}
