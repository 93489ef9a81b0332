// The back office's reports (decision 0720): each call checks `reports.read`, reads the aggregates (and
// the ledger's last hours) through reports-repository.ts, adds the bonus cost from the bonus engine, and
// answers one page of sorted rows with per-currency totals, or every row as CSV. Figures per currency;
// GGR and NGR are the dashboard's (decisions 0710 and 0714).
import { adminMay } from '@reelvault/contract/calls/backoffice';
import type {
  PaymentReportRow,
  RegistrationReportRow,
  RevenueGrouping,
  RevenueRow,
} from '@reelvault/contract/calls/backoffice-reports';
import { reportMaxDays } from '@reelvault/contract/calls/backoffice-reports';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { formatAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import * as repository from './reports-repository';

const dayMs = 86_400_000;
/** Days of bonus cost read at once when a revenue report goes by day. */
const bonusDaysAtOnce = 8;

/** The bonus engine's money per currency over [from, to) (decision 0714). */
export interface BonusCostRow {
  readonly currency: string;
  readonly grants: bigint;
  readonly forfeits: bigint;
  readonly cashback: bigint;
}

export interface ReportsDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** The bonus engine's cost figures; absent on a server without it (bonus cost and NGR are then null). */
  readonly bonusFigures?: (from: Date, to: Date) => Promise<readonly BonusCostRow[]>;
  /** A country of identity's list by its id (the reports group by the player's country). */
  readonly countryOf: (id: number) => { readonly slug: string; readonly name: string } | undefined;
}

export interface ReportQuery {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly currency?: string | undefined;
  readonly sort: string;
  readonly order: 'asc' | 'desc';
  readonly page: number;
  readonly per_page: number;
}

/** What a report answers: every row (sorted), the page of them, the totals per currency, the period. */
export interface Report<Row, Totals> {
  readonly rows: readonly Row[];
  readonly page: readonly Row[];
  readonly totals: readonly Totals[];
  readonly period: { from: string; to: string; starts_at: string; ends_at: string; time_zone: 'UTC' };
  readonly meta: ReturnType<typeof paginationOf>;
}

const money = (minor: bigint, currency: string) => formatAmount(minor, findCurrency(currency)?.exponent ?? 0);
const bonusCostOf = (row: BonusCostRow) => row.grants - row.forfeits + row.cashback;
const dayText = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/** The report's UTC days: the query's, or the 30 days ending today. */
export function reportDays(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const today = Date.parse(`${dayText(now.getTime())}T00:00:00.000Z`);
  const last = query.to ? Date.parse(`${query.to}T00:00:00.000Z`) : today;
  const first = query.from ? Date.parse(`${query.from}T00:00:00.000Z`) : last - 29 * dayMs;
  if (first > last) throw validationError({ to: ['The to day is before the from day.'] });
  // A from day alone runs to today: the contract checks the span only when both days are given.
  if ((last - first) / dayMs + 1 > reportMaxDays) {
    throw validationError({ from: [`A report may span at most ${reportMaxDays} days.`] });
  }
  return {
    from: dayText(first),
    to: dayText(last),
    startsAt: new Date(first),
    endsAt: new Date(last + dayMs),
  };
}

type Sortable = Record<string, string | number | null>;

/** Sorts rows by a column (money strings and counts by value, keys as text), then by key and currency. */
function sortRows<Row extends Sortable>(rows: Row[], sort: string, order: 'asc' | 'desc'): Row[] {
  const direction = order === 'asc' ? 1 : -1;
  const value = (row: Row) => row[sort] ?? null;
  const compareValues = (a: string | number | null, b: string | number | null): number => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
    if (sort === 'key') return String(a).localeCompare(String(b)) * direction;
    return Number(a) === Number(b) ? 0 : (Number(a) < Number(b) ? -1 : 1) * direction;
  };
  return rows.sort(
    (a, b) =>
      compareValues(value(a), value(b)) ||
      String(a.key).localeCompare(String(b.key)) ||
      String(a.currency).localeCompare(String(b.currency)),
  );
}

function paged<Row extends Sortable, Totals>(
  rows: Row[],
  totals: Totals[],
  query: ReportQuery,
  range: ReturnType<typeof reportDays>,
): Report<Row, Totals> {
  const sorted = sortRows(rows, query.sort, query.order);
  const start = (query.page - 1) * query.per_page;
  return {
    rows: sorted,
    page: sorted.slice(start, start + query.per_page),
    totals,
    period: {
      from: range.from,
      to: range.to,
      starts_at: range.startsAt.toISOString(),
      ends_at: range.endsAt.toISOString(),
      time_zone: 'UTC',
    },
    meta: paginationOf(sorted.length, query.page, query.per_page),
  };
}

export function createReportsService(dependencies: ReportsDependencies) {
  const { db, clock, bonusFigures, countryOf } = dependencies;

  function allow(admin: AuthenticatedAdmin): void {
    if (!adminMay(admin.role, 'reports.read')) throw new AppError('ADMIN_FORBIDDEN');
  }

  /** Bonus cost per currency over [from, to), or undefined without the bonus engine. */
  async function bonusCost(from: Date, to: Date): Promise<Map<string, bigint> | undefined> {
    if (!bonusFigures) return undefined;
    return new Map((await bonusFigures(from, to)).map((row) => [row.currency, bonusCostOf(row)]));
  }

  /** Bonus cost per day and currency (`day currency` keys). */
  async function bonusCostByDay(from: Date, to: Date): Promise<Map<string, bigint> | undefined> {
    if (!bonusFigures) return undefined;
    const days: number[] = [];
    for (let day = from.getTime(); day < to.getTime(); day += dayMs) days.push(day);
    const costs = new Map<string, bigint>();
    for (let index = 0; index < days.length; index += bonusDaysAtOnce) {
      const chunk = days.slice(index, index + bonusDaysAtOnce);
      const answers = await Promise.all(
        chunk.map((day) => bonusFigures(new Date(day), new Date(day + dayMs))),
      );
      answers.forEach((rows, at) => {
        for (const row of rows) costs.set(`${dayText(chunk[at] ?? 0)} ${row.currency}`, bonusCostOf(row));
      });
    }
    return costs;
  }

  function revenueFigures(
    row: { currency: string; bets: bigint; wins: bigint; refunds: bigint; betCount: number },
    cost: bigint | null,
    players: number | null,
  ) {
    const ggr = row.bets - row.refunds - row.wins;
    return {
      bets: money(row.bets, row.currency),
      wins: money(row.wins, row.currency),
      refunds: money(row.refunds, row.currency),
      ggr: money(ggr, row.currency),
      bonus_cost: cost === null ? null : money(cost, row.currency),
      ngr: cost === null ? null : money(ggr - cost, row.currency),
      bet_count: row.betCount,
      players,
    };
  }

  return {
    async revenue(admin: AuthenticatedAdmin, query: ReportQuery & { group_by: RevenueGrouping }) {
      allow(admin);
      const days = reportDays(query, clock.now());
      const range = await repository.readRange(db, days.startsAt, days.endsAt, query.currency);
      const grouping = query.group_by;
      const bettorGrouping = grouping === 'country' || grouping === 'day' ? grouping : 'total';
      const [play, bettors, totalCost, dailyCost] = await Promise.all([
        repository.playFigures(db, range, grouping),
        repository.bettorCounts(db, range, bettorGrouping),
        bonusCost(days.startsAt, days.endsAt),
        grouping === 'day' ? bonusCostByDay(days.startsAt, days.endsAt) : Promise.resolve(undefined),
      ]);
      const players = new Map(bettors.map((row) => [`${row.key ?? ''} ${row.currency}`, row.players]));
      const groupPlayers = (key: string, currency: string): number | null => {
        if (grouping === 'day' || grouping === 'country') return players.get(`${key} ${currency}`) ?? 0;
        if (grouping === 'currency') return players.get(` ${currency}`) ?? 0;
        return null;
      };
      const groupCost = (key: string, currency: string): bigint | null => {
        if (grouping === 'day' && dailyCost) return dailyCost.get(`${key} ${currency}`) ?? 0n;
        if (grouping === 'currency' && totalCost) return totalCost.get(currency) ?? 0n;
        return null;
      };
      const rows: RevenueRow[] = play.map((row) => {
        const country = grouping === 'country' ? countryOf(Number(row.key)) : undefined;
        const key = grouping === 'country' ? (country?.slug ?? '') : row.key;
        return {
          key,
          label: grouping === 'country' ? (country?.name ?? '') : row.label,
          currency: row.currency,
          ...revenueFigures(row, groupCost(row.key, row.currency), groupPlayers(row.key, row.currency)),
        };
      });
      const sums = new Map<
        string,
        { currency: string; bets: bigint; wins: bigint; refunds: bigint; betCount: number }
      >();
      for (const row of play) {
        const sum = sums.get(row.currency) ?? {
          currency: row.currency,
          bets: 0n,
          wins: 0n,
          refunds: 0n,
          betCount: 0,
        };
        sums.set(row.currency, {
          currency: row.currency,
          bets: sum.bets + row.bets,
          wins: sum.wins + row.wins,
          refunds: sum.refunds + row.refunds,
          betCount: sum.betCount + row.betCount,
        });
      }
      for (const currency of totalCost?.keys() ?? []) {
        if (!sums.has(currency) && (query.currency === undefined || query.currency === currency)) {
          sums.set(currency, { currency, bets: 0n, wins: 0n, refunds: 0n, betCount: 0 });
        }
      }
      const totals = [...sums.values()]
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map((sum) => ({
          currency: sum.currency,
          ...revenueFigures(
            sum,
            totalCost ? (totalCost.get(sum.currency) ?? 0n) : null,
            players.get(` ${sum.currency}`) ?? 0,
          ),
        }));
      return paged(rows, totals, query, days);
    },

    async payments(admin: AuthenticatedAdmin, query: ReportQuery & { group_by: 'day' | 'method' }) {
      allow(admin);
      const days = reportDays(query, clock.now());
      const range = await repository.readRange(db, days.startsAt, days.endsAt, query.currency);
      const figures = await repository.paymentFigures(db, range, query.group_by);
      const shape = (row: Omit<repository.PaymentRow, 'key'>) => ({
        deposits: money(row.deposits, row.currency),
        deposit_count: row.depositCount,
        withdrawals: money(row.withdrawals, row.currency),
        withdrawal_count: row.withdrawalCount,
        net: money(row.deposits - row.withdrawals, row.currency),
      });
      const rows: PaymentReportRow[] = figures.map((row) => ({
        key: row.key,
        currency: row.currency,
        ...shape(row),
      }));
      const sums = new Map<string, Omit<repository.PaymentRow, 'key'>>();
      for (const row of figures) {
        const sum = sums.get(row.currency);
        sums.set(row.currency, {
          currency: row.currency,
          deposits: (sum?.deposits ?? 0n) + row.deposits,
          depositCount: (sum?.depositCount ?? 0) + row.depositCount,
          withdrawals: (sum?.withdrawals ?? 0n) + row.withdrawals,
          withdrawalCount: (sum?.withdrawalCount ?? 0) + row.withdrawalCount,
        });
      }
      const totals = [...sums.values()]
        .sort((a, b) => a.currency.localeCompare(b.currency))
        .map((sum) => ({ currency: sum.currency, ...shape(sum) }));
      return paged(rows, totals, query, days);
    },

    async registrations(admin: AuthenticatedAdmin, query: ReportQuery) {
      allow(admin);
      const days = reportDays(query, clock.now());
      const range = await repository.readRange(db, days.startsAt, days.endsAt, query.currency);
      const figures = await repository.registrationFigures(db, range);
      const conversion = (converted: number, registrations: number) =>
        registrations === 0 ? '0.00' : ((converted * 100) / registrations).toFixed(2);
      const rows: RegistrationReportRow[] = figures.map((row) => ({
        key: row.day,
        currency: row.currency,
        registrations: row.registrations,
        first_depositors: row.firstDepositors,
        converted: row.converted,
        conversion: conversion(row.converted, row.registrations),
      }));
      const sums = new Map<string, { registrations: number; firstDepositors: number; converted: number }>();
      for (const row of figures) {
        const sum = sums.get(row.currency) ?? { registrations: 0, firstDepositors: 0, converted: 0 };
        sums.set(row.currency, {
          registrations: sum.registrations + row.registrations,
          firstDepositors: sum.firstDepositors + row.firstDepositors,
          converted: sum.converted + row.converted,
        });
      }
      const totals = [...sums.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([currency, sum]) => ({
          currency,
          registrations: sum.registrations,
          first_depositors: sum.firstDepositors,
          converted: sum.converted,
          conversion: conversion(sum.converted, sum.registrations),
        }));
      return paged(rows, totals, query, days);
    },

    /** The dashboard's ledger figures (decision 0710) from the aggregates: same rows as the wallet's query. */
    async ledgerFigures(from: Date, to: Date) {
      return repository.dashboardLedgerFigures(db, await repository.readRange(db, from, to));
    },

    /** The dashboard's first-time depositors from the aggregates. */
    async firstDeposits(from: Date, to: Date) {
      return repository.dashboardFirstDeposits(db, await repository.readRange(db, from, to));
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
