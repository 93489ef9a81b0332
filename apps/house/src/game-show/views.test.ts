import { describe, expect, it } from 'vitest';
import { maskedPlayer, multiplierCents, multiplierText } from './views';

describe('the game show views', () => {
  it('writes and reads multipliers in hundredths', () => {
    expect(multiplierText(100)).toBe('1.00');
    expect(multiplierText(235)).toBe('2.35');
    expect(multiplierText(100_000)).toBe('1000.00');
    for (const cents of [101, 150, 999, 1_005, 100_000])
      expect(multiplierCents(multiplierText(cents))).toBe(cents);
  });

  it('masks a pseudonym of the player, never the wallet id, the same within a chain', () => {
    const shown = maskedPlayer(1n, 'rv-42');
    expect(shown).toMatch(/^[0-9a-f]{2}\*\*\*[0-9a-f]$/);
    expect(shown).not.toContain('42');
    expect(maskedPlayer(1n, 'rv-42')).toBe(shown);
    expect(
      new Set(['rv-1', 'rv-2', 'rv-3', 'rv-4', 'rv-5'].map((user) => maskedPlayer(2n, user))).size,
    ).toBeGreaterThan(1);
  });
});
