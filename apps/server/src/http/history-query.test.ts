import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import {
  decodeCursor,
  encodeCursor,
  historyPagination,
  historyWindow,
  openHistoryWindow,
} from './history-query';

const now = new Date('2026-03-10T15:30:00Z');

describe('history window', () => {
  it("defaults to the spec's range for the kind, ending with today", () => {
    expect(historyWindow('bets', undefined, undefined, now)).toEqual({
      from: new Date('2026-03-07T00:00:00Z'),
      to: new Date('2026-03-11T00:00:00Z'),
    });
    expect(historyWindow('finance', undefined, undefined, now).from).toEqual(
      new Date('2026-02-08T00:00:00Z'),
    );
  });

  it('takes whole days for bare dates, and exact times when given', () => {
    expect(historyWindow('bets', '2026-01-01', '2026-01-02', now)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-01-03T00:00:00Z'),
    });
    expect(historyWindow('bets', '2026-01-01 08:00:00Z', '2026-01-01T09:30:00Z', now)).toEqual({
      from: new Date('2026-01-01T08:00:00Z'),
      to: new Date('2026-01-01T09:30:00Z'),
    });
    expect(historyWindow('finance', undefined, '2026-01-31', now).from).toEqual(
      new Date('2026-01-01T00:00:00Z'),
    );
  });

  it('refuses a window that ends before it starts, or a date that is not one', () => {
    expect(() => historyWindow('bets', '2026-02-01', '2026-01-01', now)).toThrow(AppError);
    expect(() => historyWindow('bets', '2026-13-45', undefined, now)).toThrow(AppError);
  });

  it('refuses a day the calendar does not have rather than reading it as the next month', () => {
    expect(() => historyWindow('bets', '2026-02-30', undefined, now)).toThrow(AppError);
    expect(() => historyWindow('finance', undefined, '2025-02-29', now)).toThrow(AppError);
    expect(() => historyWindow('bets', '2026-01-01 25:00:00Z', undefined, now)).toThrow(AppError);
  });

  it('reads the instants the site sends, with their milliseconds, and an offset from UTC', () => {
    expect(historyWindow('bets', '2026-03-08T23:00:00.000Z', '2026-03-10T22:59:59.999Z', now)).toEqual({
      from: new Date('2026-03-08T23:00:00.000Z'),
      to: new Date('2026-03-10T22:59:59.999Z'),
    });
    expect(historyWindow('bets', '2026-03-09T01:00:00+02:00', undefined, now).from).toEqual(
      new Date('2026-03-08T23:00:00Z'),
    );
  });
});

describe('open history window', () => {
  it('reaches to the first and the last row when no dates are given', () => {
    expect(openHistoryWindow(undefined, undefined)).toEqual({});
    expect(openHistoryWindow('2026-01-01 08:00:00', undefined)).toEqual({
      from: new Date('2026-01-01T08:00:00Z'),
    });
  });

  it('reads dates as the dated histories do: a bare end date covers its whole day', () => {
    expect(openHistoryWindow('2026-01-01', '2026-01-02')).toEqual(
      historyWindow('bets', '2026-01-01', '2026-01-02'),
    );
    expect(openHistoryWindow(undefined, '2026-01-01T09:30:00.250Z')).toEqual({
      to: new Date('2026-01-01T09:30:00.250Z'),
    });
  });

  it('refuses a start after the end and a day that does not exist', () => {
    expect(() => openHistoryWindow('2026-02-01', '2026-01-01')).toThrow(AppError);
    expect(() => openHistoryWindow('2026-02-30', undefined)).toThrow(AppError);
  });
});

describe('history cursor and pagination', () => {
  it('round-trips a cursor and refuses a forged one', () => {
    const cursor = { at: '2026-01-01T00:00:00.123456Z', id: 'dep:1|x' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(() => decodeCursor('bm90IGEgY3Vyc29y')).toThrow(AppError);
    // A time cut to the millisecond is not a position in the history: rows of that millisecond would be lost.
    const coarse = Buffer.from('2026-01-01T00:00:00.123Z|7', 'utf8').toString('base64url');
    expect(() => decodeCursor(coarse)).toThrow(AppError);
  });

  it('counts pages and offers a cursor only when more rows follow', () => {
    const last = { at: '2026-01-01T00:00:00.000000Z', id: '7' };
    expect(historyPagination(25, 1, 10, last, true)).toMatchObject({ total: 25, pages: 3, per_page: 10 });
    expect(historyPagination(25, 1, 10, last, true).next_cursor).not.toBeNull();
    expect(historyPagination(0, 1, 10, undefined, false)).toMatchObject({ pages: 1, next_cursor: null });
  });
});
