// SQL of the compliance reports (decision 0906): what the compliance module records of responsible
// gambling (limits, exclusions, reality checks answered), per UTC day; deposits and withdrawals from the ledger and single bets and wins from the rounds
// fairness monitoring counted, at or above the operator's thresholds; the thresholds themselves.
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt, toDate } from '../../db/sql';

export type AmlKindName = 'deposit' | 'withdrawal' | 'bet' | 'win';

export interface ThresholdRow {
  readonly currency: string;
  readonly kind: AmlKindName;
  readonly amount: bigint;
  readonly updatedAt: Date;
}

export interface RgDayRow {
  readonly day: string;
  readonly limits: Record<'deposit' | 'loss' | 'wager' | 'session', number>;
  readonly limitRaisesWaiting: number;
  readonly coolDowns: number;
  readonly selfExclusions: number;
  readonly lifted: number;
  readonly realityChecks: Record<'continue' | 'stop', number>;
}

export interface LargeTransactionRow {
  readonly id: string;
  readonly kind: AmlKindName;
  readonly playerId: number;
  readonly currency: string;
  readonly amount: bigint;
  readonly threshold: bigint;
  readonly method: string;
  readonly state: 'completed' | 'pending' | 'voided';
  readonly at: Date;
}

export interface StructuringRow {
  readonly playerId: number;
  readonly kind: 'deposit' | 'withdrawal';
  readonly currency: string;
  readonly sum: bigint;
  readonly transactions: number;
  readonly threshold: bigint;
  readonly windowStartsAt: Date;
  readonly windowEndsAt: Date;
}

export interface AmlFilter {
  readonly from: Date;
  readonly to: Date;
  readonly kind?: AmlKindName | undefined;
  readonly currency?: string | undefined;
  readonly playerId?: number | undefined;
}

const day = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
const count = (value: unknown) => Number(value ?? 0);

function largeTransactionsSql(filter: AmlFilter): SQL {
  const wanted = (kind: AmlKindName) => filter.kind === undefined || filter.kind === kind;
  const parts: SQL[] = [];
  if (wanted('deposit') || wanted('withdrawal')) {
    // The threshold first (a hash of a few rows against the range's transfers), the accounts only for
    // the transfers that reach it.
    parts.push(sql`
      select t.id::text as id, t.kind, player.player_id, t.currency, t.amount, th.amount as threshold,
             method.reference as method,
             case when t.phase = 'posted' or r.phase = 'post' then 'completed'
                  when r.phase = 'void' then 'voided' else 'pending' end as state,
             t.created_at as at
      from ledger_transfers t
      join aml_thresholds th on th.currency = t.currency and th.kind = t.kind and t.amount >= th.amount
      join ledger_accounts player
        on player.id = case when t.kind = 'deposit' then t.credit_account_id else t.debit_account_id end
      join ledger_accounts method
        on method.id = case when t.kind = 'deposit' then t.debit_account_id else t.credit_account_id end
      left join ledger_transfers r on r.pending_id = t.id
      where t.kind in ('deposit', 'withdrawal') and t.phase in ('posted', 'pending')
        and t.created_at >= ${filter.from.toISOString()}::timestamptz
        and t.created_at < ${filter.to.toISOString()}::timestamptz
        and player.player_id is not null
        ${filter.kind ? sql`and t.kind = ${filter.kind}` : sql``}
        ${filter.currency ? sql`and t.currency = ${filter.currency}` : sql``}
        ${filter.playerId ? sql`and player.player_id = ${filter.playerId}` : sql``}`);
  }
  for (const kind of ['bet', 'win'] as const) {
    if (!wanted(kind)) continue;
    const column = kind === 'bet' ? sql.raw('stake') : sql.raw('win');
    parts.push(sql`
      select r.round_id::text as id, ${kind}::text as kind, r.player_id, r.currency, r.${column} as amount,
             th.amount as threshold, r.game_code as method, 'completed' as state, r.settled_at as at
      from aml_thresholds th
      cross join lateral (
        select * from fairness_counted_rounds c
        where c.currency = th.currency and c.${column} >= th.amount
          and c.settled_at >= ${filter.from.toISOString()}::timestamptz
          and c.settled_at < ${filter.to.toISOString()}::timestamptz
          ${filter.playerId ? sql`and c.player_id = ${filter.playerId}` : sql``}
      ) r
      where th.kind = ${kind} ${filter.currency ? sql`and th.currency = ${filter.currency}` : sql``}`);
  }
  return sql.join(parts, sql` union all `);
}

export function createComplianceRepository(executor: DbExecutor) {
  return {
    async thresholds(): Promise<ThresholdRow[]> {
      const rows = await queryRows<Record<string, unknown>>(
        executor,
        sql`select currency, kind, amount, updated_at from aml_thresholds order by currency, kind`,
      );
      return rows.map((row) => ({
        currency: String(row.currency),
        kind: String(row.kind) as AmlKindName,
        amount: toBigInt(row.amount),
        updatedAt: toDate(row.updated_at),
      }));
    },

    async setThreshold(currency: string, kind: AmlKindName, amount: bigint | null, at: Date): Promise<void> {
      if (amount === null) {
        await executor.execute(
          sql`delete from aml_thresholds where currency = ${currency} and kind = ${kind}`,
        );
        return;
      }
      await executor.execute(sql`
        insert into aml_thresholds (currency, kind, amount, updated_at)
        values (${currency}, ${kind}, ${amount.toString()}::int8, ${at.toISOString()}::timestamptz)
        on conflict (currency, kind) do update set amount = excluded.amount, updated_at = excluded.updated_at`);
    },

    /** Per UTC day of [from, to): what the compliance module's tables record. */
    async responsibleGamblingDays(from: Date, to: Date): Promise<RgDayRow[]> {
      const range = (column: SQL) =>
        sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
      const rows = await queryRows<Record<string, unknown>>(
        executor,
        sql`
          select day,
                 sum(deposit) as deposit, sum(loss) as loss, sum(wager) as wager, sum(session) as session,
                 sum(raises) as raises, sum(cool_downs) as cool_downs, sum(self_exclusions) as self_exclusions,
                 sum(lifted) as lifted, sum(continued) as continued, sum(stopped) as stopped
          from (
            select ${day(sql`updated_at`)} as day,
                   count(*) filter (where kind = 'deposit') as deposit,
                   count(*) filter (where kind = 'loss') as loss,
                   count(*) filter (where kind = 'wager') as wager,
                   count(*) filter (where kind = 'session') as session,
                   count(*) filter (where pending_amount is not null or pending_removal) as raises,
                   0 as cool_downs, 0 as self_exclusions, 0 as lifted, 0 as continued, 0 as stopped
            from player_limits where ${range(sql`updated_at`)} group by 1
            union all
            select ${day(sql`starts_at`)}, 0, 0, 0, 0, 0,
                   count(*) filter (where kind = 'cool_down'), count(*) filter (where kind = 'self_exclusion'), 0,
                   0, 0
            from exclusions where ${range(sql`starts_at`)} group by 1
            union all
            select ${day(sql`lifted_at`)}, 0, 0, 0, 0, 0, 0, 0, count(*), 0, 0
            from exclusions where ${range(sql`lifted_at`)} group by 1
            union all
            select ${day(sql`answered_at`)}, 0, 0, 0, 0, 0, 0, 0, 0,
                   count(*) filter (where answer = 'continue'), count(*) filter (where answer = 'stop')
            from reality_checks where ${range(sql`answered_at`)} group by 1
          ) d
          group by day order by day`,
      );
      return rows.map((row) => ({
        day: String(row.day),
        limits: {
          deposit: count(row.deposit),
          loss: count(row.loss),
          wager: count(row.wager),
          session: count(row.session),
        },
        limitRaisesWaiting: count(row.raises),
        coolDowns: count(row.cool_downs),
        selfExclusions: count(row.self_exclusions),
        lifted: count(row.lifted),
        realityChecks: { continue: count(row.continued), stop: count(row.stopped) },
      }));
    },

    async largeTransactions(
      filter: AmlFilter,
      page: { limit: number; offset: number } | undefined,
    ): Promise<{ rows: LargeTransactionRow[]; total: number }> {
      const union = largeTransactionsSql(filter);
      const [rows, totals] = await Promise.all([
        queryRows<Record<string, unknown>>(
          executor,
          sql`select * from (${union}) l order by l.at desc, l.id desc
              ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
        ),
        page
          ? queryRows<{ n: unknown }>(executor, sql`select count(*) as n from (${union}) l`)
          : Promise.resolve(undefined),
      ]);
      return {
        rows: rows.map((row) => ({
          id: String(row.id),
          kind: String(row.kind) as AmlKindName,
          playerId: Number(row.player_id),
          currency: String(row.currency),
          amount: toBigInt(row.amount),
          threshold: toBigInt(row.threshold),
          method: String(row.method),
          state: String(row.state) as LargeTransactionRow['state'],
          at: toDate(row.at),
        })),
        total: totals ? count(totals[0]?.n) : rows.length,
      };
    },

    /**
     * Per player, kind and currency: the 24 hours ending at one of their transactions in the range whose
     * transactions below the threshold (two or more, voided holds left out; those at or above it are listed
     * on their own) sum to the threshold or more; the largest such sum. Only the accounts whose
     * transactions below the threshold reach it over the whole range can reach it in 24 hours: those are
     * found first by one aggregate, and only their transactions are windowed, joined to the player and
     * checked for voids.
     */
    async structuring(filter: AmlFilter): Promise<StructuringRow[]> {
      const since = new Date(filter.from.getTime() - 86_400_000);
      const rows = await queryRows<Record<string, unknown>>(
        executor,
        sql`
          with below as (
            select t.id, t.kind, t.currency, t.amount, t.created_at, th.amount as threshold,
                   case when t.kind = 'deposit' then t.credit_account_id else t.debit_account_id end as account_id
            from ledger_transfers t
            join aml_thresholds th on th.currency = t.currency and th.kind = t.kind
            where t.kind in ('deposit', 'withdrawal') and t.phase in ('posted', 'pending')
              and t.created_at >= ${since.toISOString()}::timestamptz
              and t.created_at < ${filter.to.toISOString()}::timestamptz
              and t.amount < th.amount
              ${filter.kind ? sql`and t.kind = ${filter.kind}` : sql``}
              ${filter.currency ? sql`and t.currency = ${filter.currency}` : sql``}
          ),
          candidates as (
            select account_id, kind from below
            group by account_id, kind, threshold
            having count(*) >= 2 and sum(amount) >= threshold
          ),
          windows as (
            select b.*, a.player_id,
                   sum(b.amount) over day_before as window_sum,
                   count(*) over day_before as window_count,
                   min(b.created_at) over day_before as window_start
            from below b
            join candidates c on c.account_id = b.account_id and c.kind = b.kind
            join ledger_accounts a on a.id = b.account_id and a.player_id is not null
            where not exists (select 1 from ledger_transfers r where r.pending_id = b.id and r.phase = 'void')
              ${filter.playerId ? sql`and a.player_id = ${filter.playerId}` : sql``}
            window day_before as (partition by b.account_id, b.kind order by b.created_at
                                  range between interval '24 hours' preceding and current row)
          )
          select distinct on (w.player_id, w.kind, w.currency)
                 w.player_id, w.kind, w.currency, w.window_sum, w.window_count, w.window_start, w.created_at,
                 w.threshold
          from windows w
          where w.created_at >= ${filter.from.toISOString()}::timestamptz
            and w.window_count >= 2 and w.window_sum >= w.threshold
          order by w.player_id, w.kind, w.currency, w.window_sum desc, w.created_at`,
      );
      return rows.map((row) => ({
        playerId: Number(row.player_id),
        kind: String(row.kind) as StructuringRow['kind'],
        currency: String(row.currency),
        sum: toBigInt(String(row.window_sum)),
        transactions: count(row.window_count),
        threshold: toBigInt(row.threshold),
        windowStartsAt: toDate(row.window_start),
        windowEndsAt: toDate(row.created_at),
      }));
    },
  };
}

export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
