// The dashboard's arithmetic (decision 0710), pure: which UTC days a period covers, and how the rows the
// modules read (ledger sums, first deposits, registrations) become each currency's figures per day and in
// total. GGR is bets less rollbacks less wins; a period's active players come from the ledger's own
// distinct count, never from adding up the days.
import type { DashboardFiguresRow, DashboardPeriod } from '@reelvault/contract/calls/backoffice-dashboard';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { formatAmount } from '@reelvault/contract/money';
import type { RegistrationsRow } from '../identity/service';

/** One currency's ledger figures over a UTC day, or over the whole period when `day` is null. */
export interface LedgerFiguresRow {
  readonly currency: string;
  /** YYYY-MM-DD (UTC), or null for the period's total. */
  readonly day: string | null;
  readonly deposits: bigint;
  readonly withdrawals: bigint;
  readonly bets: bigint;
  readonly wins: bigint;
  readonly refunds: bigint;
  /** Distinct player accounts that placed a bet. */
  readonly bettors: number;
}

/** Player accounts whose first credited deposit ever fell in the period (or the day), per currency. */
export interface FirstDepositsRow {
  readonly currency: string;
  readonly day: string | null;
  readonly players: number;
}

const dayMs = 86_400_000;

export interface DashboardRange {
  /** First and last UTC day, inclusive (YYYY-MM-DD). */
  readonly from: string;
  readonly to: string;
  /** The first instant of `from` and the first instant after `to`. */
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** Every UTC day from `from` to `to`. */
  readonly days: readonly string[];
}

const dayOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const startOfDay = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The UTC days of `today`, `7d` or `30d` (today included), or of an explicit from/to (inclusive). */
export function dashboardRange(
  query: { period: DashboardPeriod; from?: string | undefined; to?: string | undefined },
  now: Date,
): DashboardRange {
  const lengths: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
  const today = startOfDay(dayOf(now.getTime()));
  const first = query.from && query.to ? startOfDay(query.from) : today - (lengths[query.period] - 1) * dayMs;
  const last = query.from && query.to ? startOfDay(query.to) : today;
  const days: string[] = [];
  for (let day = first; day <= last; day += dayMs) days.push(dayOf(day));
  return {
    from: dayOf(first),
    to: dayOf(last),
    startsAt: new Date(first),
    endsAt: new Date(last + dayMs),
    days,
  };
}

interface Figures {
  deposits: bigint;
  withdrawals: bigint;
  bets: bigint;
  rollbacks: bigint;
  wins: bigint;
  newPlayers: number;
  firstTimeDepositors: number;
  activePlayers: number;
}

const emptyFigures = (): Figures => ({
  deposits: 0n,
  withdrawals: 0n,
  bets: 0n,
  rollbacks: 0n,
  wins: 0n,
  newPlayers: 0,
  firstTimeDepositors: 0,
  activePlayers: 0,
});

/** Gross gaming revenue: what players staked, less the stakes rolled back, less what they won. */
export function grossGamingRevenue(figures: Pick<Figures, 'bets' | 'rollbacks' | 'wins'>): bigint {
  return figures.bets - figures.rollbacks - figures.wins;
}

function wire(figures: Figures, currency: string): DashboardFiguresRow {
  const exponent = findCurrency(currency)?.exponent ?? 0;
  const money = (minor: bigint) => formatAmount(minor, exponent);
  return {
    deposits: money(figures.deposits),
    withdrawals: money(figures.withdrawals),
    bets: money(figures.bets),
    rollbacks: money(figures.rollbacks),
    wins: money(figures.wins),
    ggr: money(grossGamingRevenue(figures)),
    new_players: figures.newPlayers,
    first_time_depositors: figures.firstTimeDepositors,
    active_players: figures.activePlayers,
  };
}

export interface DashboardSourceRows {
  readonly ledger: readonly LedgerFiguresRow[];
  readonly firstDeposits: readonly FirstDepositsRow[];
  readonly registrations: readonly RegistrationsRow[];
}

/** Each currency seen in any source, A to Z, with its totals and one entry per day of `days`. */
export function dashboardCurrencies(days: readonly string[], rows: DashboardSourceRows) {
  const byCurrency = new Map<string, { totals: Figures; days: Map<string, Figures> }>();
  const slot = (currency: string, day: string | null): Figures | undefined => {
    let entry = byCurrency.get(currency);
    if (!entry) {
      entry = { totals: emptyFigures(), days: new Map(days.map((item) => [item, emptyFigures()])) };
      byCurrency.set(currency, entry);
    }
    return day === null ? entry.totals : entry.days.get(day);
  };
  for (const row of rows.ledger) {
    const figures = slot(row.currency, row.day);
    if (!figures) continue;
    figures.deposits = row.deposits;
    figures.withdrawals = row.withdrawals;
    figures.bets = row.bets;
    figures.rollbacks = row.refunds;
    figures.wins = row.wins;
    figures.activePlayers = row.bettors;
  }
  for (const row of rows.firstDeposits) {
    const figures = slot(row.currency, row.day);
    if (figures) figures.firstTimeDepositors = row.players;
  }
  for (const row of rows.registrations) {
    const figures = slot(row.currency, row.day);
    if (figures) figures.newPlayers = row.players;
  }
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, entry]) => ({
      currency,
      totals: wire(entry.totals, currency),
      days: days.map((day) => ({ date: day, ...wire(entry.days.get(day) ?? emptyFigures(), currency) })),
    }));
}

/** One currency's bonus money over a period, minor units (the bonus engine's, decision 0714). */
export interface BonusFiguresRow {
  readonly currency: string;
  readonly grants: bigint;
  readonly conversions: bigint;
  readonly forfeits: bigint;
  readonly cashback: bigint;
}

/** What left the casino's bonus expense: grants less forfeits, plus cashback paid as cash. */
export function bonusCost(row: Pick<BonusFiguresRow, 'grants' | 'forfeits' | 'cashback'>): bigint {
  return row.grants - row.forfeits + row.cashback;
}

/**
 * The currencies as dashboardCurrencies answers them, each with its period's bonus figures and net gaming
 * revenue (GGR less the bonus cost); a currency with bonus money and no other activity is listed too.
 * Without bonus rows (no bonus engine) the answer is dashboardCurrencies' own.
 */
export function withBonusFigures(
  days: readonly string[],
  rows: DashboardSourceRows,
  bonuses: readonly BonusFiguresRow[] | undefined,
) {
  if (bonuses === undefined) return dashboardCurrencies(days, rows);
  const seen = new Set(rows.ledger.map((row) => row.currency));
  const quiet = bonuses
    .filter((row) => !seen.has(row.currency))
    .map((row) => ({
      currency: row.currency,
      day: null,
      deposits: 0n,
      withdrawals: 0n,
      bets: 0n,
      wins: 0n,
      refunds: 0n,
      bettors: 0,
    }));
  const byCurrency = new Map(bonuses.map((row) => [row.currency, row]));
  const ledgerTotals = new Map(
    rows.ledger.filter((row) => row.day === null).map((row) => [row.currency, row]),
  );
  return dashboardCurrencies(days, { ...rows, ledger: [...rows.ledger, ...quiet] }).map((entry) => {
    const exponent = findCurrency(entry.currency)?.exponent ?? 0;
    const money = (minor: bigint) => formatAmount(minor, exponent);
    const bonus = byCurrency.get(entry.currency) ?? {
      grants: 0n,
      conversions: 0n,
      forfeits: 0n,
      cashback: 0n,
    };
    const totals = ledgerTotals.get(entry.currency);
    const ggr = totals
      ? grossGamingRevenue({ bets: totals.bets, rollbacks: totals.refunds, wins: totals.wins })
      : 0n;
    const cost = bonusCost(bonus);
    return {
      ...entry,
      bonuses: {
        grants: money(bonus.grants),
        conversions: money(bonus.conversions),
        forfeits: money(bonus.forfeits),
        cashback: money(bonus.cashback),
        bonus_cost: money(cost),
        ngr: money(ggr - cost),
      },
    };
  });
}
