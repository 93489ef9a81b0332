// The ledger's SQL for the back office's dashboard: what moved through players' accounts between two
// instants, per currency and per UTC day, read from the transfers themselves (decision 0710). Both queries
// walk `ledger_transfers_time` (created_at) for the period, and the first-deposit check walks the partial
// deposits index per account.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt } from '../../db/sql';

/** One currency's figures over a UTC day, or over the whole period when `day` is null. */
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

export interface FirstDepositsRow {
  readonly currency: string;
  readonly day: string | null;
  /** Player accounts whose first credited deposit ever fell in the period (or the day). */
  readonly players: number;
}

const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

/**
 * Deposits credited (posted at once, or a hold posted), withdrawals paid (a hold posted), bets, wins and
 * refunds, per currency and day and per currency over [from, to). A transfer counts at its own time: a
 * hold's post counts when it was posted.
 */
export async function ledgerFigures(executor: DbExecutor, from: Date, to: Date): Promise<LedgerFiguresRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select s.currency, s.day,
        coalesce(sum(s.amount) filter (where s.kind = 'deposit'), 0) as deposits,
        coalesce(sum(s.amount) filter (where s.kind = 'withdrawal'), 0) as withdrawals,
        coalesce(sum(s.amount) filter (where s.kind = 'bet'), 0) as bets,
        coalesce(sum(s.amount) filter (where s.kind = 'win'), 0) as wins,
        coalesce(sum(s.amount) filter (where s.kind = 'refund'), 0) as refunds,
        count(distinct s.debit_account_id) filter (where s.kind = 'bet') as bettors
      from (
        select t.currency, t.kind, t.amount, t.debit_account_id, ${dayOf('t.created_at')} as day
        from ledger_transfers t
        where t.created_at >= ${from.toISOString()}::timestamptz
          and t.created_at < ${to.toISOString()}::timestamptz
          and t.kind in ('deposit', 'withdrawal', 'bet', 'win', 'refund')
          and t.phase in ('posted', 'post')
      ) s
      group by grouping sets ((s.currency, s.day), (s.currency))
      order by s.currency, s.day nulls first`,
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

/** Player accounts credited their first deposit ever in [from, to), per currency and day and in total. */
export async function firstDeposits(executor: DbExecutor, from: Date, to: Date): Promise<FirstDepositsRow[]> {
  const start = from.toISOString();
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select f.currency, f.day, count(*) as players
      from (
        select d.currency, ${dayOf('d.first_at')} as day
        from (
          select t.credit_account_id, t.currency, min(t.created_at) as first_at
          from ledger_transfers t
          where t.kind = 'deposit' and t.phase in ('posted', 'post')
            and t.created_at >= ${start}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
          group by t.credit_account_id, t.currency
        ) d
        where not exists (
          select 1 from ledger_transfers e
          where e.kind = 'deposit' and e.credit_account_id = d.credit_account_id
            and e.phase in ('posted', 'post') and e.created_at < ${start}::timestamptz)
      ) f
      group by grouping sets ((f.currency, f.day), (f.currency))
      order by f.currency, f.day nulls first`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    day: row.day === null || row.day === undefined ? null : String(row.day),
    players: Number(row.players ?? 0),
  }));
}
