// The rollup (decision 0720): one pass recomputes, from the ledger, every hour since the last pass's
// watermark together with the current and the previous hour, and replaces those buckets in one
// transaction, so a transfer that committed late (or a rollback settled late) is counted by the next pass
// and nothing is counted twice. The recount computes every bucket again and lists where they differ.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/database';
import { queryRows, toDate } from '../../db/sql';
import {
  accountDays,
  at,
  bettorDaysIn,
  dayOf,
  firstDepositsIn,
  paymentHoursIn,
  playHoursIn,
} from './ledger-sources';

/** The rollup's row in report_rollup_state. */
export const rollupName = 'ledger';

const hourMs = 3_600_000;
const dayMs = 86_400_000;

/** Hourly play rows (report_play_hours' columns) summed per UTC day. */
function playDaysOf(hours: SQL): SQL {
  return sql`
    select ${dayOf(sql`h.hour`)} as day, h.currency, h.game_provider_id, h.game_code, h.country_id,
      sum(h.bets) as bets, sum(h.wins) as wins, sum(h.refunds) as refunds, sum(h.bet_count) as bet_count
    from (${hours}) h
    group by 1, 2, 3, 4, 5`;
}

/** The transaction lock of a pass ("rv-rprts" in ASCII). */
const rollupLockKey = 0x72762d7270727473n;

export interface RollupPass {
  /** The first hour the pass recomputed. */
  readonly from: Date;
  /** The pass's watermark: transfers created before it are in the aggregates. */
  readonly watermark: Date;
}

/** The last pass's watermark, or null before the first pass. */
export async function watermark(executor: DbExecutor): Promise<Date | null> {
  const rows = await queryRows<{ watermark: unknown }>(
    executor,
    sql`select watermark from report_rollup_state where name = ${rollupName}`,
  );
  return rows[0] ? toDate(rows[0].watermark) : null;
}

/** One pass of the rollup, in one transaction. */
export async function rollUp(db: Db): Promise<RollupPass> {
  return db.transaction(async (tx) => {
    // Taken for the transaction: two passes (a second process, a command) never interleave their writes.
    await tx.execute(sql`select pg_advisory_xact_lock(${rollupLockKey.toString()}::int8)`);
    const [state] = await queryRows<{ now: unknown; watermark: unknown; earliest: unknown }>(
      tx,
      sql`
        select now() as now,
          (select watermark from report_rollup_state where name = ${rollupName}) as watermark,
          (select min(created_at) from ledger_transfers) as earliest`,
    );
    const now = toDate(state?.now);
    const previousHour = new Date(Math.floor(now.getTime() / hourMs) * hourMs - hourMs);
    const since = state?.watermark ? toDate(state.watermark) : state?.earliest ? toDate(state.earliest) : now;
    const sinceHour = new Date(Math.floor(since.getTime() / hourMs) * hourMs);
    const from = sinceHour < previousHour ? sinceHour : previousHour;
    await replaceBuckets(tx, from, at(now));
    await tx.execute(sql`
      insert into report_rollup_state (name, watermark, passed_at) values (${rollupName}, ${at(now)}, clock_timestamp())
      on conflict (name) do update set watermark = excluded.watermark, passed_at = excluded.passed_at`);
    return { from, watermark: now };
  });
}

/** Replaces the hourly buckets of [from, to) (`from` on an hour) and adds the bettors and first deposits. */
async function replaceBuckets(tx: DbExecutor, fromInstant: Date, to: SQL): Promise<void> {
  const from = at(fromInstant);
  await tx.execute(sql`delete from report_play_hours where hour >= ${from}`);
  await tx.execute(sql`
    insert into report_play_hours (hour, currency, game_provider_id, game_code, country_id, bets, wins, refunds, bet_count)
    ${playHoursIn(from, to)}`);
  // The days the pass touched, summed again from their hours.
  const firstDay = at(new Date(Math.floor(fromInstant.getTime() / dayMs) * dayMs));
  await tx.execute(sql`delete from report_play_days where day >= ${dayOf(firstDay)}`);
  await tx.execute(sql`
    insert into report_play_days (day, currency, game_provider_id, game_code, country_id, bets, wins, refunds, bet_count)
    ${playDaysOf(sql`select * from report_play_hours where hour >= ${firstDay}`)}`);
  await tx.execute(sql`delete from report_payment_hours where hour >= ${from}`);
  await tx.execute(sql`
    insert into report_payment_hours (hour, currency, method, deposits, deposit_count, withdrawals, withdrawal_count)
    ${paymentHoursIn(from, to)}`);
  // Bets and deposits are never undone: a day's bettors and an account's first deposit only grow earlier.
  await tx.execute(sql`
    insert into report_bettor_days (day, currency, account_id, country_id) ${bettorDaysIn(from, to)}
    on conflict (day, currency, account_id) do nothing`);
  // The days' counts, again for every day the pass touched, from the day's bettors.
  await tx.execute(sql`delete from report_bettor_counts where day >= ${dayOf(from)}`);
  await tx.execute(sql`
    insert into report_bettor_counts (day, currency, country_id, players)
    select day, currency, country_id, count(*) from report_bettor_days where day >= ${dayOf(from)}
    group by day, currency, country_id`);
  await tx.execute(sql`
    insert into report_bettor_accounts (account_id, currency, country_id, days)
    select b.account_id, min(b.currency), min(b.country_id), ${accountDays(sql`b.day`)}
    from (${bettorDaysIn(from, to)}) b group by b.account_id
    on conflict (account_id) do update set days = (
      select array_agg(distinct d order by d) from unnest(report_bettor_accounts.days || excluded.days) d)`);
  await tx.execute(sql`
    insert into report_first_deposits (account_id, player_id, currency, first_at) ${firstDepositsIn(from, to)}
    on conflict (account_id) do update set first_at = least(report_first_deposits.first_at, excluded.first_at)`);
}

/** One difference between the stored aggregates and a recount from the ledger. */
export interface RecountDifference {
  readonly table: string;
  /** The bucket's key, e.g. `2024-05-01T10:00:00.000Z EUR 3 book-of-ra 84`. */
  readonly key: string;
  readonly stored: string | null;
  readonly recounted: string | null;
}

const differencesShown = 200;

/** Stored rows and the recount of `source` side by side, keyed by `key`, where `values` differ. */
function compare(table: string, source: SQL, key: SQL, values: SQL): SQL {
  return sql`
    select ${table}::text as table_name, coalesce(s.k, r.k) as key, s.v as stored, r.v as recounted
    from (select ${key} as k, ${values} as v from ${sql.identifier(table)} x) s
    full join (select ${key} as k, ${values} as v from (${source}) x) r on r.k = s.k
    where s.v is distinct from r.v`;
}

/**
 * Recounts every bucket from the ledger's transfers created before the last pass's watermark and compares
 * them with the stored aggregates. Answers no differences when they agree.
 */
export async function recount(
  executor: DbExecutor,
): Promise<{ watermark: Date | null; differences: RecountDifference[] }> {
  const mark = await watermark(executor);
  if (!mark) return { watermark: null, differences: [] };
  const start = sql`'-infinity'::timestamptz`;
  const end = at(mark);
  const hourKey = sql`to_char(x.hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00"Z"')`;
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      ${compare(
        'report_play_hours',
        playHoursIn(start, end),
        sql`concat_ws(' ', ${hourKey}, x.currency, x.game_provider_id, x.game_code, x.country_id)`,
        sql`concat_ws(' ', x.bets, x.wins, x.refunds, x.bet_count)`,
      )}
      union all
      ${compare(
        'report_play_days',
        playDaysOf(playHoursIn(start, end)),
        sql`concat_ws(' ', x.day, x.currency, x.game_provider_id, x.game_code, x.country_id)`,
        sql`concat_ws(' ', x.bets, x.wins, x.refunds, x.bet_count)`,
      )}
      union all
      ${compare(
        'report_payment_hours',
        paymentHoursIn(start, end),
        sql`concat_ws(' ', ${hourKey}, x.currency, x.method)`,
        sql`concat_ws(' ', x.deposits, x.deposit_count, x.withdrawals, x.withdrawal_count)`,
      )}
      union all
      ${compare(
        'report_bettor_days',
        bettorDaysIn(start, end),
        sql`concat_ws(' ', x.day, x.currency, x.account_id)`,
        sql`'bet'::text`,
      )}
      union all
      ${compare(
        'report_bettor_counts',
        sql`select b.day, b.currency, b.country_id, count(*) as players from (${bettorDaysIn(start, end)}) b
          group by b.day, b.currency, b.country_id`,
        sql`concat_ws(' ', x.day, x.currency, x.country_id)`,
        sql`x.players::text`,
      )}
      union all
      ${compare(
        'report_bettor_accounts',
        sql`select b.account_id, ${accountDays(sql`b.day`)} as days from (${bettorDaysIn(start, end)}) b
          group by b.account_id`,
        sql`x.account_id::text`,
        sql`x.days::text`,
      )}
      union all
      ${compare(
        'report_first_deposits',
        firstDepositsIn(start, end),
        sql`x.account_id::text`,
        sql`concat_ws(' ', x.currency, to_char(x.first_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))`,
      )}
      limit ${differencesShown}`,
  );
  return {
    watermark: mark,
    differences: rows.map((row) => ({
      table: String(row.table_name),
      key: String(row.key),
      stored: row.stored === null || row.stored === undefined ? null : String(row.stored),
      recounted: row.recounted === null || row.recounted === undefined ? null : String(row.recounted),
    })),
  };
}
