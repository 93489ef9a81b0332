import { describe, expect, it } from 'vitest';
import { historyQuery, paginationOf, parseRangeBound } from './pagination';

describe('history ranges', () => {
  it('reads a date as a whole day in UTC', () => {
    expect(parseRangeBound('2026-05-01', 'start')?.toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(parseRangeBound('2026-05-01', 'end')?.toISOString()).toBe('2026-05-01T23:59:59.999Z');
    expect(parseRangeBound('2026-05-01 13:45:10', 'end')?.toISOString()).toBe('2026-05-01T13:45:10.000Z');
    expect(parseRangeBound('2026-05-01T13:45', 'start')?.toISOString()).toBe('2026-05-01T13:45:00.000Z');
  });

  it('keeps milliseconds and applies an offset from UTC', () => {
    expect(parseRangeBound('2026-05-01T21:59:59.999Z', 'end')?.toISOString()).toBe(
      '2026-05-01T21:59:59.999Z',
    );
    expect(parseRangeBound('2026-05-01T00:30:00+02:00', 'start')?.toISOString()).toBe(
      '2026-04-30T22:30:00.000Z',
    );
    expect(parseRangeBound('2026-05-01 08:00-0130', 'start')?.toISOString()).toBe('2026-05-01T09:30:00.000Z');
    expect(parseRangeBound('2026-05-01T08:00:00+24:00', 'start')).toBeUndefined();
  });

  it('refuses dates that do not exist', () => {
    expect(parseRangeBound('2026-02-30', 'start')).toBeUndefined();
    expect(parseRangeBound('2026-13-01', 'start')).toBeUndefined();
    expect(parseRangeBound('2026-05-01 24:00:00', 'start')).toBeUndefined();
    expect(parseRangeBound('01-05-2026', 'start')).toBeUndefined();
  });

  it('defaults to page 1 with 10 rows', () => {
    expect(historyQuery.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(paginationOf(0, 1, 10)).toEqual({ total: 0, page: 1, pages: 1, per_page: 10 });
    expect(paginationOf(21, 3, 10)).toEqual({ total: 21, page: 3, pages: 3, per_page: 10 });
  });
});
