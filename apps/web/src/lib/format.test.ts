import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateTime } from './format';

describe("formatting for the player's language", () => {
  it('writes dates the way the language does', () => {
    expect(formatCalendarDate('de', '1990-05-17')).toBe('17. Mai 1990');
    expect(formatCalendarDate('en', '1990-05-17')).toBe('May 17, 1990');
    expect(formatDateTime('ja', '2026-01-02T03:04:05Z')).toMatch(/^2026\/01\/0[12] \d{1,2}:04$/);
  });
});
