import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatCoinAmount, formatDateTime, formatMoney } from './format';

const nbsp = '\u00a0';

describe("formatting for the player's language", () => {
  it('writes money with Intl, a coin Intl does not know with its code after the figure', () => {
    expect(formatMoney('en', '1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('de', '1234.5', 'EUR')).toBe(`1.234,50${nbsp}€`);
    expect(formatMoney('de', '25.00', 'EUR', { whole: true })).toBe(`25${nbsp}€`);
    expect(formatMoney('de', '1234.5', 'USDT')).toBe(`1.234,5${nbsp}USDT`);
  });

  it('writes a coin amount with every decimal it has, the coin after the figure', () => {
    expect(formatCoinAmount('en', '0.00120000', 'BTC')).toBe(`0.00120000${nbsp}BTC`);
    expect(formatCoinAmount('de', '1234.000000000000000001', 'ETH')).toBe(
      `1.234,000000000000000001${nbsp}ETH`,
    );
    expect(formatCoinAmount('ar', '50', 'USDT')).toBe(`50${nbsp}USDT`);
  });

  it('writes dates the way the language does', () => {
    expect(formatCalendarDate('de', '1990-05-17')).toBe('17. Mai 1990');
    expect(formatCalendarDate('en', '1990-05-17')).toBe('May 17, 1990');
    expect(formatDateTime('ja', '2026-01-02T03:04:05Z')).toMatch(/^2026\/01\/0[12] \d{1,2}:04$/);
  });
});
