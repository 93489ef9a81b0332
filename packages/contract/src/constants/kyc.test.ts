import { describe, expect, it } from 'vitest';
import {
  birthYearOptions,
  documentKinds,
  documentStatuses,
  requiredDocumentTypes,
  uploadLimits,
} from './kyc';

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
