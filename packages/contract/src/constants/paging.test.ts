import { describe, expect, it } from 'vitest';
import {
  defaultHistoryRange,
  gridPageSize,
  gridPageSizes,
  isMobileLayout,
  isSearchable,
  pageLinks,
  widthClass,
} from './paging';

describe('width classes', () => {
  it('switch at 550, 1100 and 1815', () => {
    expect([0, 549, 550, 1099, 1100, 1814, 1815, 2560].map(widthClass)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'ipad',
      'ipad',
      'web',
      'web',
    ]);
  });

  it('use the mobile layout below 768', () => {
    expect(isMobileLayout(767)).toBe(true);
    expect(isMobileLayout(768)).toBe(false);
  });
});

describe('grid page sizes', () => {
  it('pick the size of the list for the width', () => {
    expect(gridPageSize('slots', 400)).toBe(27);
    expect(gridPageSize('slots', 1920)).toBe(63);
    expect(gridPageSize('slotFavourites', 800)).toBe(30);
    expect(gridPageSize('slotFavourites', 1920)).toBe(56);
    expect(gridPageSize('live', 1500)).toBe(54);
    expect(gridPageSize('provider', 1500)).toBe(48);
  });

  it('never shrink as the window grows', () => {
    for (const sizes of Object.values(gridPageSizes)) {
      const ordered = [sizes.mobile, sizes.tablet, sizes.ipad, sizes.web];
      expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
    }
  });
});

describe('history ranges', () => {
  it('start the given number of days back at midnight and end today at 23:59:59', () => {
    expect(defaultHistoryRange('bets', '2024-03-02')).toEqual({
      start: '2024-02-28 00:00:00',
      end: '2024-03-02 23:59:59',
    });
    expect(defaultHistoryRange('sessions', '2024-01-01').start).toBe('2023-12-30 00:00:00');
    expect(defaultHistoryRange('finance', '2024-03-31').start).toBe('2024-03-01 00:00:00');
  });

  it('refuse a date that is not YYYY-MM-DD', () => {
    expect(() => defaultHistoryRange('bets', '02/03/2024')).toThrow('not a YYYY-MM-DD date');
  });
});

describe('page links', () => {
  it('show up to five pages around the current one', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageLinks(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageLinks(1, 0)).toEqual([]);
  });
});

describe('search', () => {
  it('needs three characters that are not blanks', () => {
    expect(isSearchable('bo')).toBe(false);
    expect(isSearchable(' bo ')).toBe(false);
    expect(isSearchable('boo')).toBe(true);
  });
});
