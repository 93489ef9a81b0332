import { describe, expect, it } from 'vitest';
import { defaultDayRange, isCalendarDay, rangeQuery } from './history-range';

describe('history date range', () => {
  it("reaches the spec's days back by default (sessions 2, bets 3, finance 30), today included", () => {
    expect(defaultDayRange('sessions', new Date(2026, 2, 1, 15, 30))).toEqual({
      from: '2026-02-27',
      to: '2026-03-01',
    });
    expect(defaultDayRange('bets', new Date(2026, 2, 1, 0, 0, 1))).toEqual({
      from: '2026-02-26',
      to: '2026-03-01',
    });
    expect(defaultDayRange('bets', new Date(2026, 2, 1, 23, 59, 59))).toEqual({
      from: '2026-02-26',
      to: '2026-03-01',
    });
    expect(defaultDayRange('finance', new Date(2026, 0, 10))).toEqual({
      from: '2025-12-11',
      to: '2026-01-10',
    });
  });

  it('asks the server from 00:00:00 of the first day to 23:59:59 of the last, in the local time zone', () => {
    const query = rangeQuery({ from: '2026-02-27', to: '2026-03-01' });
    expect(new Date(query.start_date).getTime()).toBe(new Date(2026, 1, 27, 0, 0, 0, 0).getTime());
    expect(new Date(query.end_date).getTime()).toBe(new Date(2026, 2, 1, 23, 59, 59, 999).getTime());
    expect(query.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('knows a real calendar day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('1 May 2026')).toBe(false);
    expect(() => rangeQuery({ from: 'yesterday', to: '2026-03-01' })).toThrow();
  });
});
