import { describe, expect, it } from 'vitest';
import {
  accountExclusionOptions,
  coolDownLength,
  deactivationPeriods,
  exclusionEnd,
  findDeactivationPeriod,
} from './self-exclusion';
import { timings } from './timings';

const at = (iso: string) => new Date(iso);

describe('deactivation periods', () => {
  it("keep the spec's codes 2 to 6", () => {
    expect([2, 3, 4, 5, 6].map((code) => findDeactivationPeriod(code)?.key)).toEqual([
      'one_week',
      'one_month',
      'six_months',
      'one_year',
      'permanent',
    ]);
    expect(findDeactivationPeriod(1)).toBeUndefined();
    expect(new Set(deactivationPeriods.map((period) => period.code)).size).toBe(deactivationPeriods.length);
  });

  it('end on the same time of day a calendar length later', () => {
    const from = at('2024-03-15T10:30:00Z');
    const end = (code: number) => exclusionEnd(findDeactivationPeriod(code)?.length ?? null, from);
    expect(end(2)?.toISOString()).toBe('2024-03-22T10:30:00.000Z');
    expect(end(3)?.toISOString()).toBe('2024-04-15T10:30:00.000Z');
    expect(end(7)?.toISOString()).toBe('2024-06-15T10:30:00.000Z');
    expect(end(4)?.toISOString()).toBe('2024-09-15T10:30:00.000Z');
    expect(end(5)?.toISOString()).toBe('2025-03-15T10:30:00.000Z');
    expect(end(6)).toBeNull();
  });

  it('keep a month end inside the shorter month', () => {
    expect(exclusionEnd({ months: 1 }, at('2024-01-31T12:00:00Z'))?.toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    );
    expect(exclusionEnd({ years: 1 }, at('2024-02-29T00:00:00Z'))?.toISOString()).toBe(
      '2025-02-28T00:00:00.000Z',
    );
    expect(exclusionEnd({ days: 7 }, at('2024-12-28T08:00:00Z'))?.toISOString()).toBe(
      '2025-01-04T08:00:00.000Z',
    );
  });
});

describe('cool-down and account page options', () => {
  it('cool down for exactly the 24 hours of the timings', () => {
    const from = at('2024-03-30T22:00:00Z');
    expect(exclusionEnd(coolDownLength, from)?.getTime()).toBe(from.getTime() + timings.coolDown);
  });

  it('ask for a cool-down or a known deactivation code', () => {
    expect(accountExclusionOptions.map((option) => option.label)).toEqual([
      '24 hours',
      '7 days',
      '1 month',
      '3 months',
      '6 months',
      'Permanent',
    ]);
    for (const option of accountExclusionOptions) {
      if (option.request !== 'cool_down') expect(findDeactivationPeriod(option.request)).toBeDefined();
    }
  });
});
