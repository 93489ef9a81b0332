import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  documentKinds,
  documentStatuses,
  hasMinimumAge,
  latestBirthdayOfMinimumAge,
  minimumAge,
  minimumAgeText,
  requiredDocumentTypes,
  uploadLimits,
} from './kyc';

describe('minimum age', () => {
  it('is 18 and says so', () => {
    expect(minimumAge).toBe(18);
    expect(minimumAgeText).toBe('You must be at least 18 years old.');
  });

  it('is reached on the 18th birthday, not the day before', () => {
    expect(latestBirthdayOfMinimumAge('2026-05-17')).toBe('2008-05-17');
    expect(hasMinimumAge('2008-05-17', '2026-05-17')).toBe(true);
    expect(hasMinimumAge('2008-05-18', '2026-05-17')).toBe(false);
    expect(hasMinimumAge('1930-01-01', '2026-05-17')).toBe(true);
  });

  it('turns over with the year', () => {
    expect(hasMinimumAge('2008-01-01', '2025-12-31')).toBe(false);
    expect(hasMinimumAge('2007-12-31', '2025-12-31')).toBe(true);
    expect(hasMinimumAge('2008-01-01', '2026-01-01')).toBe(true);
  });

  it('lets someone born on 29 February come of age on 1 March of a common year', () => {
    expect(hasMinimumAge('2008-02-29', '2026-02-28')).toBe(false);
    expect(hasMinimumAge('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('on 29 February admits the 28th of 18 years back and not the 1st of March', () => {
    expect(latestBirthdayOfMinimumAge('2024-02-29')).toBe('2006-02-28');
    expect(hasMinimumAge('2006-02-28', '2024-02-29')).toBe(true);
    expect(hasMinimumAge('2006-03-01', '2024-02-29')).toBe(false);
  });

  it('refuses birthdays that are not calendar days, and a today that is not one', () => {
    expect(hasMinimumAge('1990-02-30', '2026-05-17')).toBe(false);
    expect(hasMinimumAge('1990-13-01', '2026-05-17')).toBe(false);
    expect(hasMinimumAge('17/05/1990', '2026-05-17')).toBe(false);
    expect(() => latestBirthdayOfMinimumAge('2026-02-29')).toThrow();
  });
});

describe('birth years', () => {
  it('start 18 years back and end at 1930', () => {
    const years = birthYearOptions(new Date(2023, 5, 15));
    expect(years[0]).toBe(2005);
    expect(years.at(-1)).toBe(1930);
    expect(years).toHaveLength(2005 - 1930 + 1);
  });

  it('move with the current year', () => {
    expect(birthYearOptions(new Date(2026, 0, 10))[0]).toBe(2008);
  });
});

describe('documents', () => {
  it('ask for the card selfie only in status 7', () => {
    expect(requiredDocumentTypes(6)).toEqual([1, 2, 3, 5]);
    expect(requiredDocumentTypes(7)).toEqual([1, 2, 3, 5, 4]);
  });

  it('name the multi-upload kinds and review states once each', () => {
    expect(new Set(documentKinds).size).toBe(4);
    expect(new Set(documentStatuses).size).toBe(4);
  });

  it('allow 8 MB for one upload and 10 MB per file of the multi-upload', () => {
    expect(uploadLimits.singleBytes).toBe(8 * 1024 * 1024);
    expect(uploadLimits.multiBytes).toBe(10 * 1024 * 1024);
  });
});
