// The dashboard's arithmetic on fixed source rows: the UTC days of each period, GGR with rollbacks netted
// (negative when players won), one entry per day with zeros for quiet days, the period's distinct figures
// taken as read (not the days' sum), currencies in their own decimals, and the role check.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { AppError } from '../../http/app-error';
import type { LedgerFiguresRow } from './dashboard-figures';
import { dashboardCurrencies, dashboardRange, grossGamingRevenue } from './dashboard-figures';
import { createDashboardService, type DashboardSources } from './dashboard-service';

const ledgerRow = (row: Partial<LedgerFiguresRow> & Pick<LedgerFiguresRow, 'currency' | 'day'>) => ({
  deposits: 0n,
  withdrawals: 0n,
  bets: 0n,
  wins: 0n,
  refunds: 0n,
  bettors: 0,
  ...row,
});

describe('dashboard periods', () => {
  const now = new Date('2026-03-02T23:59:59.999Z');

  it('covers the current UTC day for today, and that many days up to today for 7d and 30d', () => {
    expect(dashboardRange({ period: 'today' }, now)).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-02',
      startsAt: new Date('2026-03-02T00:00:00.000Z'),
      endsAt: new Date('2026-03-03T00:00:00.000Z'),
      days: ['2026-03-02'],
    });
    const week = dashboardRange({ period: '7d' }, now);
    expect(week.days).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    const month = dashboardRange({ period: '30d' }, new Date('2026-03-03T00:00:00.000Z'));
    expect(month.days).toHaveLength(30);
    expect([month.from, month.to]).toEqual(['2026-02-02', '2026-03-03']);
  });

  it('takes an explicit range of days over the period, both ends included', () => {
    const range = dashboardRange({ period: 'today', from: '2025-12-30', to: '2026-01-02' }, now);
    expect(range.days).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(range.endsAt.toISOString()).toBe('2026-01-03T00:00:00.000Z');
  });
});

describe('dashboard figures', () => {
  it('nets rollbacks out of GGR, which may be negative', () => {
    expect(grossGamingRevenue({ bets: 1_000n, rollbacks: 200n, wins: 300n })).toBe(500n);
    expect(grossGamingRevenue({ bets: 100n, rollbacks: 0n, wins: 450n })).toBe(-350n);
  });

  it('gives every currency each day of the period, its totals as read, in its own decimals', () => {
    const days = ['2026-06-01', '2026-06-02', '2026-06-03'];
    const currencies = dashboardCurrencies(days, {
      ledger: [
        ledgerRow({
          currency: 'EUR',
          day: null,
          deposits: 5_000n,
          bets: 3_000n,
          wins: 4_000n,
          refunds: 500n,
          bettors: 2,
        }),
        ledgerRow({ currency: 'EUR', day: '2026-06-01', deposits: 5_000n, bets: 1_000n, bettors: 2 }),
        ledgerRow({
          currency: 'EUR',
          day: '2026-06-03',
          bets: 2_000n,
          wins: 4_000n,
          refunds: 500n,
          bettors: 1,
        }),
        ledgerRow({ currency: 'JPY', day: null, withdrawals: 1_200n }),
        ledgerRow({ currency: 'JPY', day: '2026-06-02', withdrawals: 1_200n }),
      ],
      firstDeposits: [
        { currency: 'EUR', day: null, players: 2 },
        { currency: 'EUR', day: '2026-06-01', players: 2 },
      ],
      registrations: [
        { currency: 'BTC', day: null, players: 1 },
        { currency: 'BTC', day: '2026-06-03', players: 1 },
      ],
    });
    expect(currencies.map((entry) => entry.currency)).toEqual(['BTC', 'EUR', 'JPY']);
    const [btc, eur, jpy] = currencies;
    expect(eur?.totals).toEqual({
      deposits: '50.00',
      withdrawals: '0.00',
      bets: '30.00',
      rollbacks: '5.00',
      wins: '40.00',
      ggr: '-15.00',
      new_players: 0,
      first_time_depositors: 2,
      // Two distinct bettors over the period, although the days add up to three.
      active_players: 2,
    });
    expect(eur?.days.map((day) => [day.date, day.ggr, day.active_players])).toEqual([
      ['2026-06-01', '10.00', 2],
      ['2026-06-02', '0.00', 0],
      ['2026-06-03', '-25.00', 1],
    ]);
    expect(jpy?.totals.withdrawals).toBe('1200');
    expect(btc?.totals).toMatchObject({ new_players: 1, deposits: '0.00000000' });
    expect(btc?.days.map((day) => day.new_players)).toEqual([0, 0, 1]);
  });
});

describe('the dashboard service', () => {
  const sources = (seen: { from?: Date; to?: Date }): DashboardSources => ({
    async ledgerFigures(from, to) {
      Object.assign(seen, { from, to });
      return [
        ledgerRow({ currency: 'EUR', day: null, bets: 700n }),
        ledgerRow({ currency: 'EUR', day: '2026-06-01', bets: 700n }),
      ];
    },
    firstDeposits: async () => [],
    registrations: async () => [],
    queues: async () => ({
      documentsWaiting: 3,
      withdrawalsWaiting: 2,
      adjustmentsWaiting: 1,
      cryptoBelowMinimum: 4,
    }),
    ledgerCheck: async () => ({
      ok: false,
      accounts: 12,
      currencies: [],
      problems: [{ accountId: 7n, currency: 'EUR', message: 'account 7: stored 1.00, transfers 2.00' }],
    }),
  });

  it("reads the sources over the period's instants and answers the queues", async () => {
    const seen: { from?: Date; to?: Date } = {};
    const service = createDashboardService({
      sources: sources(seen),
      clock: new ManualClock('2026-06-01T08:00:00Z'),
    });
    const answer = await service.dashboard(
      { id: 1, email: 'a@ops.test', role: 'finance', sessionId: 's' },
      { period: 'today' },
    );
    expect(seen).toEqual({ from: new Date('2026-06-01T00:00:00Z'), to: new Date('2026-06-02T00:00:00Z') });
    expect(answer.period).toMatchObject({ from: '2026-06-01', to: '2026-06-01', time_zone: 'UTC' });
    expect(answer.currencies[0]?.totals.ggr).toBe('7.00');
    expect(answer.queues).toEqual({
      documents_waiting: 3,
      withdrawals_waiting: 2,
      adjustments_waiting: 1,
      crypto_below_minimum: 4,
    });
  });

  it("answers the ledger check's problems with their account, and refuses roles without dashboard.read", async () => {
    const service = createDashboardService({
      sources: sources({}),
      clock: new ManualClock('2026-06-01T08:00:00Z'),
    });
    expect(
      await service.ledgerCheck({ id: 1, email: 'c@ops.test', role: 'compliance', sessionId: 's' }),
    ).toEqual({
      ok: false,
      accounts: 12,
      checked_at: '2026-06-01T08:00:00.000Z',
      problems: [
        {
          message: 'account 7: stored 1.00, transfers 2.00',
          account_id: '7',
          transfer_id: null,
          currency: 'EUR',
        },
      ],
    });
    await expect(
      service.ledgerCheck({ id: 1, email: 's@ops.test', role: 'support', sessionId: 's' }),
    ).rejects.toMatchObject({ code: 'ADMIN_FORBIDDEN' });
  });

  it('refuses roles without dashboard.read', async () => {
    const service = createDashboardService({ sources: sources({}), clock: new ManualClock() });
    const asked = service.dashboard(
      { id: 1, email: 's@ops.test', role: 'support', sessionId: 's' },
      { period: '7d' },
    );
    await expect(asked).rejects.toBeInstanceOf(AppError);
    await expect(asked).rejects.toMatchObject({ code: 'ADMIN_FORBIDDEN' });
  });
});
