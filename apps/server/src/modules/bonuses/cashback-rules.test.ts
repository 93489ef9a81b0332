import { describe, expect, it } from 'vitest';
import {
  cashbackOf,
  cashbackPeriod,
  cashbackTransferId,
  duePeriod,
  netCashLoss,
  periodsToRun,
} from './cashback-rules';

describe('the net cash loss', () => {
  it('is cash bets less cash wins and refunds', () => {
    expect(netCashLoss({ bets: 10_000n, wins: 3_000n, refunds: 500n })).toBe(6_500n);
  });

  it('is nothing for a player who came out even or ahead', () => {
    expect(netCashLoss({ bets: 10_000n, wins: 10_000n, refunds: 0n })).toBe(0n);
    expect(netCashLoss({ bets: 1_000n, wins: 4_000n, refunds: 0n })).toBe(0n);
  });
});

describe('the cashback of a loss', () => {
  it('is the percentage rounded down to the minor unit', () => {
    expect(cashbackOf(6_500n, 15)).toBe(975n);
    expect(cashbackOf(999n, 15)).toBe(149n); // 149.85 cents: the fraction is not paid
    expect(cashbackOf(0n, 15)).toBe(0n);
  });

  it('refuses a percentage that is not a whole number', () => {
    expect(() => cashbackOf(100n, 1.5)).toThrow();
  });
});

describe('the period due', () => {
  it('pays the previous day from 12:00 UTC, the day before that until then', () => {
    expect(duePeriod('daily', new Date('2026-11-27T11:59:59Z'))).toBe('2026-11-25');
    expect(duePeriod('daily', new Date('2026-11-27T12:00:00Z'))).toBe('2026-11-26');
    expect(duePeriod('daily', new Date('2026-01-01T13:00:00Z'))).toBe('2025-12-31');
  });

  it('pays the previous Monday-to-Sunday week on Mondays from 12:00 UTC', () => {
    // 30 Nov 2026 is a Monday.
    expect(duePeriod('weekly', new Date('2026-11-30T11:00:00Z'))).toBe('2026-11-16');
    expect(duePeriod('weekly', new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-23');
    expect(duePeriod('weekly', new Date('2026-12-06T23:00:00Z'))).toBe('2026-11-23');
  });

  it('covers whole UTC days and weeks', () => {
    const day = cashbackPeriod('daily', '2026-11-26');
    expect(day.from.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(day.to.toISOString()).toBe('2026-11-27T00:00:00.000Z');
    const week = cashbackPeriod('weekly', '2026-11-23');
    expect(week.to.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(() => cashbackPeriod('weekly', '2026-11-24')).toThrow();
    expect(() => cashbackPeriod('daily', '2026-02-30')).toThrow();
  });
});

describe('the periods a pass pays', () => {
  it('pays only the due period on a first run, and nothing once it is paid', () => {
    expect(periodsToRun('daily', undefined, '2026-11-26')).toEqual(['2026-11-26']);
    expect(periodsToRun('daily', '2026-11-26', '2026-11-26')).toEqual([]);
  });

  it('catches up on missed days, at most a week of them', () => {
    expect(periodsToRun('daily', '2026-11-23', '2026-11-26')).toEqual([
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ]);
    expect(periodsToRun('daily', '2026-10-01', '2026-11-26')).toHaveLength(7);
    expect(periodsToRun('weekly', '2026-11-02', '2026-11-23')).toEqual(['2026-11-16', '2026-11-23']);
  });
});

describe('the once-only key', () => {
  it('names the kind, the period and the player', () => {
    expect(cashbackTransferId('daily', '2026-11-26', 42)).toBe('cashback:daily:2026-11-26:42');
    expect(cashbackTransferId('weekly', '2026-11-23', 42)).not.toBe(
      cashbackTransferId('daily', '2026-11-23', 42),
    );
  });
});
