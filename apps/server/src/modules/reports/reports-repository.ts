// The reports' reads (decision 0720): the hourly aggregates for the hours the rollup has closed, and the
// ledger itself from the hour before the last pass on (`liveFrom`), so that a report is as fresh as the
// ledger while reading at most a couple of hours of transfers. Before the first pass everything is read
// from the ledger. Ranges are whole UTC days.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { FirstDepositsRow, LedgerFiguresRow } from '../backoffice/service';
import { queryRows, toBigInt } from '../../db/sql';
import {
  at,
  bettorDaysIn,
  dayNumber,
  dayOf,
  firstDepositsIn,
  paymentHoursIn,
  playHoursIn,
} from './ledger-sources';
import { watermark } from './rollup-repository';

const hourMs = 3_600_000;

/** A report's range: [from, to) on UTC day boundaries, and where the aggregates give way to the ledger. */
export interface ReadRange {
  readonly from: Date;
  readonly to: Date;
  /** The first instant read from the ledger (an hour boundary within [from, to]). */
  readonly split: Date;
  /** Where the aggregates end and the ledger is read (null before the first pass: all of it). */
  readonly live: Date | null;
  readonly currency?: string | undefined;
}

/** Where reads switch from the aggregates to the ledger: the hour before the last pass's hour. */
export async function liveFrom(executor: DbExecutor): Promise<Date | null> {
  const mark = await watermark(executor);
  return mark ? new Date(Math.floor(mark.getTime() / hourMs) * hourMs - hourMs) : null;
}

export async function readRange(
  executor: DbExecutor,
  from: Date,
  to: Date,
  currency?: string,
): Promise<ReadRange> {
  const live = await liveFrom(executor);
  const split = live === null || live < from ? from : live > to ? to : live;
  return { from, to, split, live, currency };
}

/** The first instant of the UTC day of `instant` (where whole days give way to hours and the ledger). */
const dayStart = (instant: Date) => new Date(Math.floor(instant.getTime() / 86_400_000) * 86_400_000);

const currencyFilter = (range: ReadRange, column: SQL): SQL =>
  range.currency === undefined ? sql`true` : sql`${column} = ${range.currency}`;

/**
 * Play rows of the range: whole days before the split's day from report_play_days (their `hour` is the
 * day's midnight), that day's hours before the split from report_play_hours, the rest from the ledger.
 */
function playBuckets(range: ReadRange): SQL {
  const splitDay = dayStart(range.split);
  const hoursFrom = splitDay > range.from ? splitDay : range.from;
  return sql`
    select (day::timestamp at time zone 'UTC') as hour, currency, game_provider_id, game_code, country_id,
      bets, wins, refunds, bet_count
    from report_play_days where day >= ${dayOf(at(range.from))} and day < ${dayOf(at(splitDay))}
    union all
    select hour, currency, game_provider_id, game_code, country_id, bets, wins, refunds, bet_count
    from report_play_hours where hour >= ${at(hoursFrom)} and hour < ${at(range.split)}
    union all ${playHoursIn(at(range.split), at(range.to))}`;
}

function paymentBuckets(range: ReadRange): SQL {
  return sql`
    select hour, currency, method, deposits, deposit_count, withdrawals, withdrawal_count
    from report_payment_hours where hour >= ${at(range.from)} and hour < ${at(range.split)}
    union all ${paymentHoursIn(at(range.split), at(range.to))}`;
}

/**
 * Distinct bettors per UTC day and currency: the stored counts for the days before the split's, and for
 * the days from it on, the day's bettors stored and those the ledger shows since the last pass.
 */
function bettorsPerDay(range: ReadRange): SQL {
  const splitDay = dayStart(range.split);
  const liveFrom = splitDay > range.from ? splitDay : range.from;
  return sql`
    select to_char(c.day, 'YYYY-MM-DD') as key, c.currency, sum(c.players) as players
    from report_bettor_counts c
    where c.day >= ${dayOf(at(range.from))} and c.day < ${dayOf(at(splitDay))}
    group by c.day, c.currency
    union all
    select to_char(b.day, 'YYYY-MM-DD'), b.currency, count(*)
    from (
      select day, currency, account_id from report_bettor_days
      where day >= ${dayOf(at(liveFrom))} and day < ${dayOf(at(range.to))}
      union ${sql`select day, currency, account_id from (${bettorDaysIn(at(range.split), at(range.to))}) l`}
    ) b
    group by b.day, b.currency`;
}

/** The range's days as report_bettor_accounts keeps them (day numbers). */
const rangeDays = (range: ReadRange): SQL =>
  sql`array(select generate_series(${dayNumber(dayOf(at(range.from)))}, ${dayNumber(dayOf(at(range.to)))} - 1))`;

/**
 * Each account that bet in the range, once: those whose stored days overlap it, and those the ledger
 * shows since the last pass that are not among them (no distinct over the stored ones: one row each).
 */
function bettorAccounts(range: ReadRange): SQL {
  const days = rangeDays(range);
  return sql`
    select a.account_id, a.currency, a.country_id from report_bettor_accounts a where a.days && ${days}
    union all
    select l.account_id, l.currency, l.country_id
    from (select distinct account_id, currency, country_id from (${bettorDaysIn(at(range.split), at(range.to))}) x) l
    where not exists (
      select 1 from report_bettor_accounts a where a.account_id = l.account_id and a.days && ${days})`;
}

/** Deposits the ledger shows since the last pass (all of them before the first pass). */
const liveDeposits = (range: ReadRange): SQL =>
  firstDepositsIn(range.live ? at(range.live) : sql`'-infinity'::timestamptz`, sql`'infinity'::timestamptz`);

/**
 * Each account's first deposit ever: the stored one, or for an account without one, the ledger's since
 * the last pass (a stored first deposit is older than anything after the pass).
 */
function firstDeposits(range: ReadRange): SQL {
  return sql`
    select account_id, player_id, currency, first_at from report_first_deposits
    union all
    select l.account_id, l.player_id, l.currency, l.first_at from (${liveDeposits(range)}) l
    where not exists (select 1 from report_first_deposits f where f.account_id = l.account_id)`;
}

const dayKey = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export type PlayGrouping = 'day' | 'game' | 'studio' | 'country' | 'currency';

export interface PlayRow {
  readonly key: string;
  readonly label: string;
  readonly currency: string;
  readonly bets: bigint;
  readonly wins: bigint;
  readonly refunds: bigint;
  readonly betCount: number;
}

const playKeys: Record<PlayGrouping, { key: SQL; label: SQL }> = {
  day: { key: dayKey(sql`b.hour`), label: dayKey(sql`b.hour`) },
  game: { key: sql`b.game_code`, label: sql`coalesce(g.name, b.game_code)` },
  studio: { key: sql`coalesce(s.slug, '')`, label: sql`coalesce(s.name, '')` },
  country: { key: sql`b.country_id::text`, label: sql`b.country_id::text` },
  currency: { key: sql`b.currency`, label: sql`b.currency` },
};

/** Bets, wins, refunds and bets placed per group and currency. */
export async function playFigures(
  executor: DbExecutor,
  range: ReadRange,
  grouping: PlayGrouping,
): Promise<PlayRow[]> {
  const { key, label } = playKeys[grouping];
  const catalogue =
    grouping === 'game' || grouping === 'studio'
      ? sql`left join games g on g.identifier = b.game_code left join providers s on s.id = g.provider_id`
      : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select ${key} as key, min(${label}) as label, b.currency,
        sum(b.bets) as bets, sum(b.wins) as wins, sum(b.refunds) as refunds, sum(b.bet_count) as bet_count
      from (${playBuckets(range)}) b ${catalogue}
      where ${currencyFilter(range, sql`b.currency`)}
      group by 1, 3`,
  );
  return rows.map((row) => ({
    key: String(row.key ?? ''),
    label: String(row.label ?? ''),
    currency: String(row.currency),
    bets: toBigInt(row.bets ?? 0),
    wins: toBigInt(row.wins ?? 0),
    refunds: toBigInt(row.refunds ?? 0),
    betCount: Number(row.bet_count ?? 0),
  }));
}

export interface BettorsRow {
  /** The day or the country id, or null for the currency's whole range. */
  readonly key: string | null;
  readonly currency: string;
  readonly players: number;
}

/**
 * Distinct accounts that bet, per day or per country (and currency), and per currency over the range
 * (`key` null). Never a distinct over every bet: the days' counts, and one row per betting account.
 */
export async function bettorCounts(
  executor: DbExecutor,
  range: ReadRange,
  grouping: 'day' | 'country' | 'total',
): Promise<BettorsRow[]> {
  const accounts = sql`select b.country_id, b.currency from (${bettorAccounts(range)}) b
    where ${currencyFilter(range, sql`b.currency`)}`;
  const statement =
    grouping === 'country'
      ? sql`select a.country_id::text as key, a.currency, count(*) as players from (${accounts}) a
          group by grouping sets ((a.country_id, a.currency), (a.currency))`
      : sql`select null as key, a.currency, count(*) as players from (${accounts}) a group by a.currency
          ${
            grouping === 'day'
              ? sql`union all select k.key, k.currency, k.players from (${bettorsPerDay(range)}) k
                  where ${currencyFilter(range, sql`k.currency`)}`
              : sql``
          }`;
  const rows = await queryRows<Record<string, unknown>>(executor, statement);
  return rows.map((row) => ({
    key: row.key === null || row.key === undefined ? null : String(row.key),
    currency: String(row.currency),
    players: Number(row.players ?? 0),
  }));
}

export interface PaymentRow {
  readonly key: string;
  readonly currency: string;
  readonly deposits: bigint;
  readonly depositCount: number;
  readonly withdrawals: bigint;
  readonly withdrawalCount: number;
}

/** Deposits and withdrawals per day or method and currency. */
export async function paymentFigures(
  executor: DbExecutor,
  range: ReadRange,
  grouping: 'day' | 'method',
): Promise<PaymentRow[]> {
  const key = grouping === 'day' ? dayKey(sql`b.hour`) : sql`b.method`;
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select ${key} as key, b.currency, sum(b.deposits) as deposits, sum(b.deposit_count) as deposit_count,
        sum(b.withdrawals) as withdrawals, sum(b.withdrawal_count) as withdrawal_count
      from (${paymentBuckets(range)}) b
      where ${currencyFilter(range, sql`b.currency`)}
      group by 1, 2`,
  );
  return rows.map((row) => ({
    key: String(row.key ?? ''),
    currency: String(row.currency),
    deposits: toBigInt(row.deposits ?? 0),
    depositCount: Number(row.deposit_count ?? 0),
    withdrawals: toBigInt(row.withdrawals ?? 0),
    withdrawalCount: Number(row.withdrawal_count ?? 0),
  }));
}

export interface RegistrationRow {
  readonly day: string;
  readonly currency: string;
  readonly registrations: number;
  readonly firstDepositors: number;
  readonly converted: number;
}

/**
 * Per UTC day and currency: players registered (their registration currency), accounts credited their
 * first deposit ever (the deposit's currency), and of the day's registrations those who have deposited.
 */
export async function registrationFigures(
  executor: DbExecutor,
  range: ReadRange,
): Promise<RegistrationRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      with joined as (
        select ${dayKey(sql`u.created_at`)} as day, u.currency, 1 as registered, 0 as first_deposit,
          case when exists (select 1 from report_first_deposits f where f.player_id = u.id)
            or u.id in (select l.player_id from (${liveDeposits(range)}) l) then 1 else 0 end as converted
        from users u
        where u.created_at >= ${at(range.from)} and u.created_at < ${at(range.to)}
        union all
        select ${dayKey(sql`fd.first_at`)}, fd.currency, 0, 1, 0
        from (${firstDeposits(range)}) fd where fd.first_at >= ${at(range.from)} and fd.first_at < ${at(range.to)}
      )
      select day, currency, sum(registered) as registrations, sum(first_deposit) as first_depositors,
        sum(converted) as converted
      from joined
      where ${currencyFilter(range, sql`currency`)}
      group by day, currency`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    currency: String(row.currency),
    registrations: Number(row.registrations ?? 0),
    firstDepositors: Number(row.first_depositors ?? 0),
    converted: Number(row.converted ?? 0),
  }));
}

/** The dashboard's ledger figures (decision 0710) read from the aggregates: per currency and day, and per currency. */
export async function dashboardLedgerFigures(
  executor: DbExecutor,
  range: ReadRange,
): Promise<LedgerFiguresRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      with m as (
        select b.currency, ${dayKey(sql`b.hour`)} as day, 0 as deposits, 0 as withdrawals,
          b.bets, b.wins, b.refunds
        from (${playBuckets(range)}) b
        union all
        select b.currency, ${dayKey(sql`b.hour`)}, b.deposits, b.withdrawals, 0, 0, 0
        from (${paymentBuckets(range)}) b
      ),
      n as (
        select k.currency, k.key as day, k.players as bettors from (${bettorsPerDay(range)}) k
        union all
        select b.currency, null, count(*) from (${bettorAccounts(range)}) b group by b.currency
      ),
      s as (
        select currency, day, sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bets) as bets,
          sum(wins) as wins, sum(refunds) as refunds
        from m group by grouping sets ((currency, day), (currency))
      )
      select coalesce(s.currency, n.currency) as currency, coalesce(s.day, n.day) as day,
        s.deposits, s.withdrawals, s.bets, s.wins, s.refunds, n.bettors
      from s full join n on n.currency = s.currency and n.day is not distinct from s.day
      order by 1, 2 nulls first`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    day: row.day === null || row.day === undefined ? null : String(row.day),
    deposits: toBigInt(row.deposits ?? 0),
    withdrawals: toBigInt(row.withdrawals ?? 0),
    bets: toBigInt(row.bets ?? 0),
    wins: toBigInt(row.wins ?? 0),
    refunds: toBigInt(row.refunds ?? 0),
    bettors: Number(row.bettors ?? 0),
  }));
}

/** Accounts credited their first deposit ever in the range, per currency and day and per currency. */
export async function dashboardFirstDeposits(
  executor: DbExecutor,
  range: ReadRange,
): Promise<FirstDepositsRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select k.currency, k.day, count(*) as players
      from (
        select f.currency, ${dayKey(sql`f.first_at`)} as day from (${firstDeposits(range)}) f
        where f.first_at >= ${at(range.from)} and f.first_at < ${at(range.to)}
      ) k
      group by grouping sets ((k.currency, k.day), (k.currency))
      order by 1, 2 nulls first`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    day: row.day === null || row.day === undefined ? null : String(row.day),
    players: Number(row.players ?? 0),
  }));
}
