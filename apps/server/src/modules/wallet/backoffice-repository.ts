// SQL of the back office's reads of a player's money: the totals by kind over the player's accounts, and
// the transfers of those accounts page by page (each side read through its own by-time index).
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt, toDate } from '../../db/sql';
import type { TransferMetadata } from './schema';

export interface PlayerMoneyTotals {
  readonly currency: string;
  readonly deposited: bigint;
  readonly withdrawn: bigint;
  readonly bet: bigint;
  readonly won: bigint;
  readonly refunded: bigint;
}

const accountList = (ids: readonly bigint[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id.toString()}::int8`),
    sql`, `,
  );

/**
 * What moved through the accounts `ids` (one player's), per currency: deposits credited, withdrawals
 * posted (held ones still waiting are not withdrawn yet), bets, wins and refunds. A hold counts once,
 * by its `post` (which may post less than was held).
 */
export async function moneyTotals(
  executor: DbExecutor,
  ids: readonly bigint[],
): Promise<PlayerMoneyTotals[]> {
  if (ids.length === 0) return [];
  const list = accountList(ids);
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select currency,
        coalesce(sum(amount) filter (where kind = 'deposit' and credit_account_id in (${list})), 0) as deposited,
        coalesce(sum(amount) filter (where kind = 'withdrawal' and debit_account_id in (${list})), 0) as withdrawn,
        coalesce(sum(amount) filter (where kind = 'bet' and debit_account_id in (${list})), 0) as bet,
        coalesce(sum(amount) filter (where kind = 'win' and credit_account_id in (${list})), 0) as won,
        coalesce(sum(amount) filter (where kind = 'refund' and credit_account_id in (${list})), 0) as refunded
      from ledger_transfers
      where (debit_account_id in (${list}) or credit_account_id in (${list}))
        and phase in ('posted', 'post')
      group by currency
      order by currency`,
  );
  return rows.map((row) => ({
    currency: String(row.currency),
    deposited: toBigInt(row.deposited),
    withdrawn: toBigInt(row.withdrawn),
    bet: toBigInt(row.bet),
    won: toBigInt(row.won),
    refunded: toBigInt(row.refunded),
  }));
}

export interface PlayerTransferRow {
  readonly id: string;
  readonly kind: string;
  readonly phase: string;
  readonly pendingId: string | null;
  readonly debitAccountId: bigint;
  readonly creditAccountId: bigint;
  readonly amount: bigint;
  readonly currency: string;
  readonly metadata: TransferMetadata;
  readonly createdAt: Date;
  /** The account on the other side: its kind and reference. */
  readonly counterKind: string;
  readonly counterReference: string;
}

function side(
  ids: readonly bigint[],
  column: 'debit_account_id' | 'credit_account_id',
  kind: string | undefined,
  limit: number,
): SQL {
  const filter = kind === undefined ? sql`` : sql`and t.kind = ${kind}`;
  return sql`(select t.* from ledger_transfers t where t.${sql.raw(column)} in (${accountList(ids)}) ${filter}
    order by t.created_at desc, t.id desc limit ${limit})`;
}

/** A page of the transfers that touch the accounts `ids`, newest first. */
export async function transfersPage(
  executor: DbExecutor,
  ids: readonly bigint[],
  kind: string | undefined,
  offset: number,
  limit: number,
): Promise<PlayerTransferRow[]> {
  if (ids.length === 0) return [];
  const reach = offset + limit;
  const list = accountList(ids);
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select distinct on (t.created_at, t.id) t.id, t.kind, t.phase, t.pending_id, t.debit_account_id,
             t.credit_account_id, t.amount, t.currency, t.metadata, t.created_at,
             c.kind as counter_kind, c.reference as counter_reference
      from (${side(ids, 'debit_account_id', kind, reach)} union all ${side(ids, 'credit_account_id', kind, reach)}) t
      join ledger_accounts c on c.id = case when t.debit_account_id in (${list})
        then t.credit_account_id else t.debit_account_id end
      order by t.created_at desc, t.id desc
      offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    phase: String(row.phase),
    pendingId: row.pending_id === null ? null : String(row.pending_id),
    debitAccountId: toBigInt(row.debit_account_id),
    creditAccountId: toBigInt(row.credit_account_id),
    amount: toBigInt(row.amount),
    currency: String(row.currency),
    metadata: (typeof row.metadata === 'string'
      ? JSON.parse(row.metadata)
      : row.metadata) as TransferMetadata,
    createdAt: toDate(row.created_at),
    counterKind: String(row.counter_kind),
    counterReference: String(row.counter_reference),
  }));
}

export async function countTransfers(
  executor: DbExecutor,
  ids: readonly bigint[],
  kind: string | undefined,
): Promise<number> {
  if (ids.length === 0) return 0;
  const list = accountList(ids);
  const filter = kind === undefined ? sql`` : sql`and kind = ${kind}`;
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select count(*) as n from ledger_transfers
      where (debit_account_id in (${list}) or credit_account_id in (${list})) ${filter}`,
  );
  return Number(rows[0]?.n ?? 0);
}
