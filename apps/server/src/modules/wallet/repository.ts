// The ledger's SQL. A transfer is one statement: it inserts the transfer (or finds its id taken) and moves
// the totals of the accounts that track a balance, so a failure leaves nothing half done and the account
// row lock is held for the shortest time. The database's CHECK constraints have the last word on funds.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { exactTimestamp, queryRows, toBigInt, toDate } from '../../db/sql';
import { ledgerAccounts, ledgerTransfers, type TransferMetadata, type TransferPhase } from './schema';

export type AccountRow = typeof ledgerAccounts.$inferSelect;
export type TransferRow = typeof ledgerTransfers.$inferSelect;

export interface AccountSpec {
  readonly kind: string;
  readonly playerId: number | null;
  readonly reference: string;
  readonly currency: string;
  readonly tracksBalance: boolean;
  readonly debitsMustNotExceedCredits: boolean;
}

export interface AccountTotals {
  readonly accountId: bigint;
  readonly debitsPending: bigint;
  readonly debitsPosted: bigint;
  readonly creditsPending: bigint;
  readonly creditsPosted: bigint;
}

/** How much a transfer adds to (or, resolving a hold, takes from) each total of one account. */
export interface TotalsDelta {
  readonly accountId: bigint;
  readonly debitsPending: bigint;
  readonly debitsPosted: bigint;
  readonly creditsPending: bigint;
  readonly creditsPosted: bigint;
}

export interface NewTransfer {
  readonly id: string;
  readonly debitAccountId: bigint;
  readonly creditAccountId: bigint;
  readonly amount: bigint;
  readonly currency: string;
  readonly kind: string;
  readonly phase: TransferPhase;
  readonly pendingId: string | null;
  readonly metadata: TransferMetadata;
}

export async function findAccountsByIdentity(executor: DbExecutor, spec: AccountSpec): Promise<AccountRow[]> {
  return executor
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, spec.kind),
        spec.playerId === null
          ? sql`${ledgerAccounts.playerId} is null`
          : eq(ledgerAccounts.playerId, spec.playerId),
        eq(ledgerAccounts.reference, spec.reference),
        eq(ledgerAccounts.currency, spec.currency),
      ),
    );
}

/** Opens the account unless one with the same kind, owner, reference and currency exists; returns it. */
export async function openAccount(executor: DbExecutor, spec: AccountSpec): Promise<AccountRow> {
  const inserted = await executor
    .insert(ledgerAccounts)
    .values({
      kind: spec.kind,
      playerId: spec.playerId,
      reference: spec.reference,
      currency: spec.currency,
      tracksBalance: spec.tracksBalance,
      debitsMustNotExceedCredits: spec.debitsMustNotExceedCredits,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted[0] ?? (await findAccountsByIdentity(executor, spec))[0];
  if (!row) throw new Error(`ledger account ${spec.kind}/${spec.reference} could not be opened`);
  return row;
}

export async function findAccount(executor: DbExecutor, id: bigint): Promise<AccountRow | undefined> {
  const rows = await executor.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, id));
  return rows[0];
}

export async function findPlayerAccounts(executor: DbExecutor, playerId: number): Promise<AccountRow[]> {
  return executor
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId))
    .orderBy(asc(ledgerAccounts.id));
}

export async function findTransfer(executor: DbExecutor, id: string): Promise<TransferRow | undefined> {
  const rows = await executor.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return rows[0];
}

export async function findResolution(
  executor: DbExecutor,
  pendingId: string,
): Promise<TransferRow | undefined> {
  const rows = await executor.select().from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, pendingId));
  return rows[0];
}

export async function accountTotals(executor: DbExecutor, ids: readonly bigint[]): Promise<AccountTotals[]> {
  if (ids.length === 0) return [];
  return executor
    .select({
      accountId: ledgerAccounts.id,
      debitsPending: ledgerAccounts.debitsPending,
      debitsPosted: ledgerAccounts.debitsPosted,
      creditsPending: ledgerAccounts.creditsPending,
      creditsPosted: ledgerAccounts.creditsPosted,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]));
}

/** The totals of an account whose balance is derived: the sums of its transfers. */
export async function derivedTotals(executor: DbExecutor, accountId: bigint): Promise<AccountTotals> {
  const id = accountId.toString();
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select
        coalesce(sum(t.amount) filter (where t.debit_account_id = ${id}::int8 and t.phase in ('posted', 'post')), 0) as debits_posted,
        coalesce(sum(t.amount) filter (where t.credit_account_id = ${id}::int8 and t.phase in ('posted', 'post')), 0) as credits_posted,
        coalesce(sum(t.amount) filter (where t.debit_account_id = ${id}::int8 and t.phase = 'pending' and r.id is null), 0) as debits_pending,
        coalesce(sum(t.amount) filter (where t.credit_account_id = ${id}::int8 and t.phase = 'pending' and r.id is null), 0) as credits_pending
      from ledger_transfers t
      left join ledger_transfers r on t.phase = 'pending' and r.pending_id = t.id
      where t.debit_account_id = ${id}::int8 or t.credit_account_id = ${id}::int8`,
  );
  const row = rows[0] ?? {};
  return {
    accountId,
    debitsPending: toBigInt(row.debits_pending ?? 0),
    debitsPosted: toBigInt(row.debits_posted ?? 0),
    creditsPending: toBigInt(row.credits_pending ?? 0),
    creditsPosted: toBigInt(row.credits_posted ?? 0),
  };
}

function totalsFromRow(row: Record<string, unknown>): AccountTotals {
  return {
    accountId: toBigInt(row.account_id),
    debitsPending: toBigInt(row.debits_pending),
    debitsPosted: toBigInt(row.debits_posted),
    creditsPending: toBigInt(row.credits_pending),
    creditsPosted: toBigInt(row.credits_posted),
  };
}

export interface InsertedTransfer {
  /** False when a transfer with this id (or resolving the same hold) already existed: nothing moved. */
  readonly inserted: boolean;
  /** New totals of the accounts that track a balance (none for derived accounts). */
  readonly totals: AccountTotals[];
}

/**
 * Inserts the transfer and applies `deltas` to the accounts that track their balance, in one statement.
 * A total that would break a CHECK (a player below zero) aborts the whole statement.
 */
export async function insertTransfer(
  executor: DbExecutor,
  transfer: NewTransfer,
  deltas: readonly TotalsDelta[],
): Promise<InsertedTransfer> {
  const values = deltas.map(
    (delta) =>
      sql`(${delta.accountId.toString()}::int8, ${delta.debitsPending.toString()}::int8, ${delta.debitsPosted.toString()}::int8, ${delta.creditsPending.toString()}::int8, ${delta.creditsPosted.toString()}::int8)`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      with inserted as (
        insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, pending_id, metadata)
        values (${transfer.id}, ${transfer.debitAccountId.toString()}::int8, ${transfer.creditAccountId.toString()}::int8,
                ${transfer.amount.toString()}::int8, ${transfer.currency}, ${transfer.kind}, ${transfer.phase},
                ${transfer.pendingId}, ${JSON.stringify(transfer.metadata)}::jsonb)
        on conflict do nothing
        returning id
      ),
      moved as (
        update ledger_accounts a set
          debits_pending = a.debits_pending + d.debits_pending,
          debits_posted = a.debits_posted + d.debits_posted,
          credits_pending = a.credits_pending + d.credits_pending,
          credits_posted = a.credits_posted + d.credits_posted
        from (values ${sql.join(values, sql`, `)}) as d(account_id, debits_pending, debits_posted, credits_pending, credits_posted)
        where a.id = d.account_id and a.tracks_balance and exists (select 1 from inserted)
        returning a.id as account_id, a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted
      )
      select i.id as transfer_id, m.account_id, m.debits_pending, m.debits_posted, m.credits_pending, m.credits_posted
      from inserted i left join moved m on true`,
    `ledger_insert_transfer_${deltas.length}`,
  );
  if (rows.length === 0) return { inserted: false, totals: [] };
  return {
    inserted: true,
    totals: rows.filter((row) => row.account_id !== null && row.account_id !== undefined).map(totalsFromRow),
  };
}

// Finance history: deposits credit the player's account, withdrawals debit it (as a hold, then posted
// or voided). Each branch walks its own partial index newest first; the union keeps the order.

export type FinanceType = 'deposit' | 'withdraw';

export interface FinanceFilter {
  readonly accountId: bigint;
  readonly from: Date;
  readonly to: Date;
  readonly type: FinanceType | undefined;
  readonly status: number | undefined;
  /** Keyset: rows strictly older than this (created_at to the microsecond, id). */
  readonly before: { readonly at: string; readonly id: string } | undefined;
}

export interface FinanceRow {
  readonly id: string;
  readonly type: FinanceType;
  readonly method: string;
  readonly createdAt: Date;
  /** created_at to the microsecond, for the keyset cursor. */
  readonly createdKey: string;
  readonly amount: bigint;
  readonly currency: string;
  readonly status: number;
}

// Finance status: 0 Pending, 1 Completed, 2 Rejected, 3 Processing (spec, section 4). A hold posted while
// its payout is open (a withdrawal approved, the bank transfer under way) is Processing until the payout
// transfer (`<hold id>:payout`, found by its primary key) exists.
const financeStatus = (waiting: number): SQL =>
  sql.raw(`(case
    when t.phase = 'posted' then 1
    when r.phase = 'post' and r.metadata ->> 'payout' = 'open'
      and not exists (select 1 from ledger_transfers s where s.id = t.id || '${payoutSuffix}') then 3
    when r.phase = 'post' then 1
    when r.phase = 'void' then 2
    else ${waiting} end)`);

/** The payout of a posted hold has the hold's id with this suffix. */
export const payoutSuffix = ':payout';

function financeBranch(filter: FinanceFilter, type: FinanceType, limit: number): SQL {
  const account = filter.accountId.toString();
  // The kinds are literals, not parameters, so that the planner can use the partial indexes.
  const side =
    type === 'deposit'
      ? sql.raw(`t.kind = 'deposit' and t.credit_account_id = `)
      : sql.raw(`t.kind = 'withdrawal' and t.debit_account_id = `);
  const counterAccount = sql.raw(type === 'deposit' ? 't.debit_account_id' : 't.credit_account_id');
  const status = financeStatus(type === 'deposit' ? 3 : 0);
  const before = filter.before
    ? sql`and (t.created_at, t.id) < (${filter.before.at}::timestamptz, ${filter.before.id})`
    : sql``;
  const statusFilter = filter.status === undefined ? sql`` : sql`and ${status} = ${filter.status}`;
  return sql`(
    select t.id, ${type} as type, t.created_at, coalesce(r.amount, t.amount) as amount, t.currency,
           ${status} as status, ${counterAccount} as counter_account_id, t.metadata
    from ledger_transfers t
    left join ledger_transfers r on r.pending_id = t.id
    where ${side}${account}::int8
      and t.phase in ('posted', 'pending')
      and t.created_at >= ${filter.from.toISOString()}::timestamptz
      and t.created_at < ${filter.to.toISOString()}::timestamptz
      ${before}
      ${statusFilter}
    order by t.created_at desc, t.id desc
    limit ${limit}
  )`;
}

function financeBranches(filter: FinanceFilter, limit: number): SQL {
  const types: FinanceType[] = filter.type ? [filter.type] : ['deposit', 'withdraw'];
  return sql.join(
    types.map((type) => financeBranch(filter, type, limit)),
    sql` union all `,
  );
}

export async function financeRows(
  executor: DbExecutor,
  filter: FinanceFilter,
  offset: number,
  limit: number,
): Promise<FinanceRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select f.id, f.type, f.created_at, ${exactTimestamp(sql`f.created_at`)} as created_key, f.amount,
             f.currency, f.status,
             coalesce(f.metadata ->> 'method', c.reference) as method
      from (${financeBranches(filter, offset + limit)}) f
      join ledger_accounts c on c.id = f.counter_account_id
      order by f.created_at desc, f.id desc
      offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    type: row.type === 'deposit' ? 'deposit' : 'withdraw',
    method: String(row.method ?? ''),
    createdAt: toDate(row.created_at),
    createdKey: String(row.created_key),
    amount: toBigInt(row.amount),
    currency: String(row.currency),
    status: Number(row.status),
  }));
}

/** How many rows the filter matches, counting no further than `cap` (a page stays cheap). */
export async function countFinanceRows(
  executor: DbExecutor,
  filter: FinanceFilter,
  cap: number,
): Promise<number> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select count(*) as n from (${financeBranches({ ...filter, before: undefined }, cap)}) f`,
  );
  return Math.min(cap, Number(rows[0]?.n ?? 0));
}

// Invariants over the whole ledger (npm run ledger:check and the tests).

export interface AccountSums {
  readonly accountId: bigint;
  readonly kind: string;
  readonly playerId: number | null;
  readonly reference: string;
  readonly currency: string;
  readonly tracksBalance: boolean;
  readonly debitsMustNotExceedCredits: boolean;
  readonly stored: AccountTotals;
  readonly summed: AccountTotals;
}

/** Every account with its stored totals next to the sums of its transfers. */
export async function accountSums(executor: DbExecutor): Promise<AccountSums[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      with open_holds as (
        select t.id from ledger_transfers t
        where t.phase = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)
      ),
      sides as (
        select debit_account_id as account_id,
               case when phase in ('posted', 'post') then amount else 0 end as debits_posted,
               case when id in (select id from open_holds) then amount else 0 end as debits_pending,
               0::int8 as credits_posted, 0::int8 as credits_pending
        from ledger_transfers
        union all
        select credit_account_id,
               0, 0,
               case when phase in ('posted', 'post') then amount else 0 end,
               case when id in (select id from open_holds) then amount else 0 end
        from ledger_transfers
      ),
      sums as (
        select account_id, sum(debits_posted) as debits_posted, sum(debits_pending) as debits_pending,
               sum(credits_posted) as credits_posted, sum(credits_pending) as credits_pending
        from sides group by account_id
      )
      select a.id as account_id, a.kind, a.player_id, a.reference, a.currency, a.tracks_balance,
             a.debits_must_not_exceed_credits,
             a.debits_pending, a.debits_posted, a.credits_pending, a.credits_posted,
             coalesce(s.debits_pending, 0) as sum_debits_pending, coalesce(s.debits_posted, 0) as sum_debits_posted,
             coalesce(s.credits_pending, 0) as sum_credits_pending, coalesce(s.credits_posted, 0) as sum_credits_posted
      from ledger_accounts a left join sums s on s.account_id = a.id
      order by a.id`,
  );
  return rows.map((row) => {
    const accountId = toBigInt(row.account_id);
    return {
      accountId,
      kind: String(row.kind),
      playerId: row.player_id === null ? null : Number(row.player_id),
      reference: String(row.reference),
      currency: String(row.currency),
      tracksBalance: row.tracks_balance === true,
      debitsMustNotExceedCredits: row.debits_must_not_exceed_credits === true,
      stored: totalsFromRow(row),
      summed: {
        accountId,
        debitsPending: toBigInt(row.sum_debits_pending),
        debitsPosted: toBigInt(row.sum_debits_posted),
        creditsPending: toBigInt(row.sum_credits_pending),
        creditsPosted: toBigInt(row.sum_credits_posted),
      },
    };
  });
}

export interface TransferAnomaly {
  readonly transferId: string;
  readonly problem: string;
}

/** Transfers that break a rule the schema alone cannot state (resolutions that do not match their hold). */
export async function transferAnomalies(executor: DbExecutor, limit: number): Promise<TransferAnomaly[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select r.id as transfer_id,
             case
               when p.phase <> 'pending' then 'resolves a transfer that is not a hold'
               when r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id
                 then 'resolves a hold between other accounts'
               when r.phase = 'void' and r.amount <> p.amount then 'voids another amount than the hold'
               when r.phase = 'post' and r.amount > p.amount then 'posts more than the hold'
             end as problem
      from ledger_transfers r join ledger_transfers p on p.id = r.pending_id
      where r.pending_id is not null and (
        p.phase <> 'pending'
        or r.debit_account_id <> p.debit_account_id or r.credit_account_id <> p.credit_account_id
        or (r.phase = 'void' and r.amount <> p.amount)
        or (r.phase = 'post' and r.amount > p.amount))
      order by r.created_at, r.id
      limit ${limit}`,
  );
  return rows.map((row) => ({ transferId: String(row.transfer_id), problem: String(row.problem) }));
}

/** What moved through one player cash account since an instant (responsible-gambling limits read it). */
export interface PlayerFlows {
  /** Bets, posted. */
  readonly wagered: bigint;
  readonly won: bigint;
  readonly refunded: bigint;
  /** Deposits started or credited (a deposit's hold counts from its start; a voided one does not). */
  readonly depositsStarted: bigint;
  /** Deposits credited (the hold posted, or a deposit credited directly). */
  readonly depositsCredited: bigint;
}

export async function playerFlows(
  executor: DbExecutor,
  cashAccountId: bigint,
  since: Date | null,
): Promise<PlayerFlows> {
  const from = since ?? new Date(0);
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select
        coalesce(sum(amount) filter (where debit_account_id = ${cashAccountId} and kind = 'bet'
          and phase = 'posted'), 0) as wagered,
        coalesce(sum(amount) filter (where credit_account_id = ${cashAccountId} and kind = 'win'
          and phase = 'posted'), 0) as won,
        coalesce(sum(amount) filter (where credit_account_id = ${cashAccountId} and kind = 'refund'
          and phase = 'posted'), 0) as refunded,
        coalesce(sum(amount) filter (where credit_account_id = ${cashAccountId} and kind = 'deposit' and (
          phase = 'posted' or (phase = 'pending' and not exists (
            select 1 from ledger_transfers r where r.pending_id = t.id and r.phase = 'void'))
        )), 0) as deposits_started,
        coalesce(sum(amount) filter (where credit_account_id = ${cashAccountId} and kind = 'deposit' and (
          phase = 'posted' or (phase = 'pending' and exists (
            select 1 from ledger_transfers r where r.pending_id = t.id and r.phase = 'post'))
        )), 0) as deposits_credited
      from ledger_transfers t
      where (debit_account_id = ${cashAccountId} or credit_account_id = ${cashAccountId})
        and created_at >= ${from.toISOString()}
    `,
  );
  const row = rows[0] ?? {};
  return {
    wagered: toBigInt(row.wagered ?? 0),
    won: toBigInt(row.won ?? 0),
    refunded: toBigInt(row.refunded ?? 0),
    depositsStarted: toBigInt(row.deposits_started ?? 0),
    depositsCredited: toBigInt(row.deposits_credited ?? 0),
  };
}
