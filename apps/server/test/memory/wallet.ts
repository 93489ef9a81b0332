// The unit tests' ledger: wallet/repository.ts over Maps, doing what its SQL and the tables' constraints
// do for the rules the services rely on. An account identity opens once; a transfer id (or a resolution
// of the same hold) is inserted once and a repeat moves nothing; a write that would take an account with a
// floor below zero fails whole with PostgreSQL's check violation; stored totals move only on accounts that
// track their balance; the finance history, flows, sums and anomalies read what the SQL reads. Rows are
// stamped by the clock, as the database stamps them with now(). Locks and concurrency are the integration
// tests' part.
import type { Clock } from '../../src/clock';
import type { Database, Db } from '../../src/db/database';
import { sqlState } from '../../src/db/sql';
import type {
  AccountRow,
  AccountSpec,
  AccountSums,
  AccountTotals,
  FinanceFilter,
  FinanceRow,
  FinanceType,
  InsertedTransfer,
  NewTransfer,
  PlayerFlows,
  TotalsDelta,
  TransferAnomaly,
  TransferRow,
} from '../../src/modules/wallet/repository';
import { payoutSuffix } from '../../src/modules/wallet/repository';
import { createWalletService, type WalletRepository } from '../../src/modules/wallet/service';
import { ManualClock } from '../clock';
import { memoryExecutor, memoryTransactor } from './transactor';

/** Shaped as node-postgres reports a constraint, so that the service reads it as it reads PostgreSQL's. */
export class ConstraintViolation extends Error {
  constructor(
    readonly code: string,
    readonly constraint: string,
  ) {
    super(`violates constraint "${constraint}"`);
  }
}

const kindFormat = /^[a-z][a-z0-9_]{0,39}$/;
const currencyFormat = /^[A-Z0-9]{2,10}$/;

function enforce(condition: boolean, constraint: string, code: string = sqlState.checkViolation): void {
  if (!condition) throw new ConstraintViolation(code, constraint);
}

function totalsOf(row: AccountRow): AccountTotals {
  const { id, debitsPending, debitsPosted, creditsPending, creditsPosted } = row;
  return { accountId: id, debitsPending, debitsPosted, creditsPending, creditsPosted };
}

const noTotals = (accountId: bigint): AccountTotals => ({
  accountId,
  debitsPending: 0n,
  debitsPosted: 0n,
  creditsPending: 0n,
  creditsPosted: 0n,
});

/** The account table's CHECK constraints, in PostgreSQL's order (by name). */
function checkAccount(row: AccountRow): void {
  enforce(
    !row.debitsMustNotExceedCredits || row.debitsPending + row.debitsPosted <= row.creditsPosted,
    'ledger_accounts_debits_within_credits',
  );
  enforce(
    row.tracksBalance ||
      (!row.debitsMustNotExceedCredits &&
        row.debitsPending === 0n &&
        row.debitsPosted === 0n &&
        row.creditsPending === 0n &&
        row.creditsPosted === 0n),
    'ledger_accounts_derived_has_no_totals',
  );
  enforce(
    row.debitsPending >= 0n && row.debitsPosted >= 0n && row.creditsPending >= 0n && row.creditsPosted >= 0n,
    'ledger_accounts_totals_not_negative',
  );
}

/** created_at to the microsecond, as `exactTimestamp` writes it. */
const exactKey = (at: Date) => at.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

const newestFirst = (a: FinanceRow, b: FinanceRow) =>
  a.createdKey === b.createdKey ? (a.id < b.id ? 1 : -1) : a.createdKey < b.createdKey ? 1 : -1;

export interface MemoryLedger extends WalletRepository {
  /** The account rows by id: tests may replace one to break an invariant on purpose. */
  readonly accounts: Map<bigint, AccountRow>;
  readonly transfers: ReadonlyMap<string, TransferRow>;
}

interface LedgerState {
  readonly clock: Clock;
  readonly accounts: Map<bigint, AccountRow>;
  readonly transfers: Map<string, TransferRow>;
  /** Hold id to the post or void that resolved it (the unique index on pending_id). */
  readonly resolutions: Map<string, TransferRow>;
  nextAccountId: bigint;
}

const isPosted = (row: TransferRow) => row.phase === 'posted' || row.phase === 'post';
const byId = (a: AccountRow, b: AccountRow) => (a.id < b.id ? -1 : 1);

function openAccount(state: LedgerState, spec: AccountSpec): AccountRow {
  enforce(kindFormat.test(spec.kind), 'ledger_accounts_kind_format');
  enforce(currencyFormat.test(spec.currency), 'ledger_accounts_currency_format');
  const existing = [...state.accounts.values()].find(
    (row) =>
      row.kind === spec.kind &&
      row.playerId === spec.playerId &&
      row.reference === spec.reference &&
      row.currency === spec.currency,
  );
  if (existing) return existing;
  const row: AccountRow = {
    ...spec,
    id: state.nextAccountId,
    debitsPending: 0n,
    debitsPosted: 0n,
    creditsPending: 0n,
    creditsPosted: 0n,
    createdAt: state.clock.now(),
  };
  state.nextAccountId += 1n;
  state.accounts.set(row.id, row);
  return row;
}

/** The transfer table's CHECK constraints. */
function checkTransfer(transfer: NewTransfer): void {
  enforce(transfer.amount >= 0n, 'ledger_transfers_amount_not_negative');
  enforce(transfer.id.length >= 1 && transfer.id.length <= 200, 'ledger_transfers_id_format');
  enforce(kindFormat.test(transfer.kind), 'ledger_transfers_kind_format');
  enforce(
    (transfer.pendingId !== null) === (transfer.phase === 'post' || transfer.phase === 'void'),
    'ledger_transfers_phase',
  );
  enforce(transfer.debitAccountId !== transfer.creditAccountId, 'ledger_transfers_two_accounts');
}

/** The transfer table's foreign keys: both accounts in the transfer's currency, and the hold it resolves. */
function checkReferences(state: LedgerState, transfer: NewTransfer): void {
  const holds = (id: bigint) => state.accounts.get(id)?.currency === transfer.currency;
  const foreignKey = sqlState.foreignKeyViolation;
  enforce(holds(transfer.debitAccountId), 'ledger_transfers_debit_account', foreignKey);
  enforce(holds(transfer.creditAccountId), 'ledger_transfers_credit_account', foreignKey);
  const resolves = transfer.pendingId === null || state.transfers.has(transfer.pendingId);
  enforce(resolves, 'ledger_transfers_pending', foreignKey);
}

/** repository.ts `insertTransfer`: all or nothing, and nothing at all for an id (or hold) already taken. */
function insertTransfer(
  state: LedgerState,
  transfer: NewTransfer,
  deltas: readonly TotalsDelta[],
): InsertedTransfer {
  checkTransfer(transfer);
  const taken =
    state.transfers.has(transfer.id) ||
    (transfer.pendingId !== null && state.resolutions.has(transfer.pendingId));
  if (taken) return { inserted: false, totals: [] };
  const moved: AccountRow[] = [];
  for (const delta of deltas) {
    const row = state.accounts.get(delta.accountId);
    if (!row?.tracksBalance) continue;
    const next: AccountRow = {
      ...row,
      debitsPending: row.debitsPending + delta.debitsPending,
      debitsPosted: row.debitsPosted + delta.debitsPosted,
      creditsPending: row.creditsPending + delta.creditsPending,
      creditsPosted: row.creditsPosted + delta.creditsPosted,
    };
    checkAccount(next);
    moved.push(next);
  }
  checkReferences(state, transfer);
  // Every check passed: the statement commits whole.
  const row: TransferRow = { ...transfer, metadata: { ...transfer.metadata }, createdAt: state.clock.now() };
  state.transfers.set(row.id, row);
  if (row.pendingId !== null) state.resolutions.set(row.pendingId, row);
  for (const next of moved) state.accounts.set(next.id, next);
  return { inserted: true, totals: moved.map(totalsOf) };
}

/** 0 Pending, 1 Completed, 2 Rejected, 3 Processing (repository.ts `financeStatus`). */
function financeStatus(state: LedgerState, t: TransferRow, waiting: number): number {
  if (t.phase === 'posted') return 1;
  const resolution = state.resolutions.get(t.id);
  if (resolution?.phase === 'post') {
    const payoutOpen =
      resolution.metadata.payout === 'open' && !state.transfers.has(`${t.id}${payoutSuffix}`);
    return payoutOpen ? 3 : 1;
  }
  if (resolution?.phase === 'void') return 2;
  return waiting;
}

function financeRow(state: LedgerState, t: TransferRow, type: FinanceType): FinanceRow {
  const counterAccount = state.accounts.get(type === 'deposit' ? t.debitAccountId : t.creditAccountId);
  const method = t.metadata.method;
  return {
    id: t.id,
    type,
    method: method === undefined || method === null ? (counterAccount?.reference ?? '') : String(method),
    createdAt: t.createdAt,
    createdKey: exactKey(t.createdAt),
    amount: state.resolutions.get(t.id)?.amount ?? t.amount,
    currency: t.currency,
    status: financeStatus(state, t, type === 'deposit' ? 3 : 0),
  };
}

function inFinanceBranch(filter: FinanceFilter, type: FinanceType, t: TransferRow): boolean {
  const mine =
    type === 'deposit'
      ? t.kind === 'deposit' && t.creditAccountId === filter.accountId
      : t.kind === 'withdrawal' && t.debitAccountId === filter.accountId;
  return (
    mine &&
    (t.phase === 'posted' || t.phase === 'pending') &&
    t.createdAt >= filter.from &&
    t.createdAt < filter.to
  );
}

/** Both branches of repository.ts `financeBranches`, filtered and newest first. */
function financeMatches(state: LedgerState, filter: FinanceFilter): FinanceRow[] {
  const types: FinanceType[] = filter.type ? [filter.type] : ['deposit', 'withdraw'];
  const before = filter.before;
  const older = (row: FinanceRow) =>
    !before || row.createdKey < before.at || (row.createdKey === before.at && row.id < before.id);
  return types
    .flatMap((type) =>
      [...state.transfers.values()]
        .filter((t) => inFinanceBranch(filter, type, t))
        .map((t) => financeRow(state, t, type)),
    )
    .filter((row) => older(row) && (filter.status === undefined || row.status === filter.status))
    .sort(newestFirst);
}

/** The sums of an account's transfers: posted, and holds nobody resolved yet. */
function summed(state: LedgerState, accountId: bigint): AccountTotals {
  const totals = { ...noTotals(accountId) };
  for (const t of state.transfers.values()) {
    const posted = isPosted(t) ? t.amount : 0n;
    const open = t.phase === 'pending' && !state.resolutions.has(t.id) ? t.amount : 0n;
    if (t.debitAccountId === accountId) {
      totals.debitsPosted += posted;
      totals.debitsPending += open;
    }
    if (t.creditAccountId === accountId) {
      totals.creditsPosted += posted;
      totals.creditsPending += open;
    }
  }
  return totals;
}

function accountSums(state: LedgerState): AccountSums[] {
  return [...state.accounts.values()].sort(byId).map((row) => ({
    accountId: row.id,
    kind: row.kind,
    playerId: row.playerId,
    reference: row.reference,
    currency: row.currency,
    tracksBalance: row.tracksBalance,
    debitsMustNotExceedCredits: row.debitsMustNotExceedCredits,
    stored: totalsOf(row),
    summed: summed(state, row.id),
  }));
}

function transferAnomalies(state: LedgerState, limit: number): TransferAnomaly[] {
  return [...state.resolutions.values()]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
    .flatMap((r) => {
      const problem = anomaly(r, state.transfers.get(r.pendingId ?? ''));
      return problem ? [{ transferId: r.id, problem }] : [];
    })
    .slice(0, limit);
}

function playerFlows(state: LedgerState, cashAccountId: bigint, since: Date | null): PlayerFlows {
  const from = since ?? new Date(0);
  const flows = { wagered: 0n, won: 0n, refunded: 0n, depositsStarted: 0n, depositsCredited: 0n };
  for (const t of state.transfers.values()) {
    if (t.createdAt < from) continue;
    const credited = t.creditAccountId === cashAccountId;
    const posted = t.phase === 'posted';
    if (t.debitAccountId === cashAccountId && t.kind === 'bet' && posted) flows.wagered += t.amount;
    if (credited && t.kind === 'win' && posted) flows.won += t.amount;
    if (credited && t.kind === 'refund' && posted) flows.refunded += t.amount;
    if (credited && t.kind === 'deposit') {
      const resolution = t.phase === 'pending' ? state.resolutions.get(t.id)?.phase : undefined;
      if (posted || (t.phase === 'pending' && resolution !== 'void')) flows.depositsStarted += t.amount;
      if (posted || resolution === 'post') flows.depositsCredited += t.amount;
    }
  }
  return flows;
}

export function memoryWalletRepository(clock: Clock): MemoryLedger {
  const state: LedgerState = {
    clock,
    accounts: new Map(),
    transfers: new Map(),
    resolutions: new Map(),
    nextAccountId: 1n,
  };
  return {
    accounts: state.accounts,
    transfers: state.transfers,
    openAccount: async (_executor, spec) => openAccount(state, spec),
    findAccount: async (_executor, id) => state.accounts.get(id),
    findPlayerAccounts: async (_executor, playerId) =>
      [...state.accounts.values()].filter((row) => row.playerId === playerId).sort(byId),
    findTransfer: async (_executor, id) => state.transfers.get(id),
    findResolution: async (_executor, pendingId) => state.resolutions.get(pendingId),
    accountTotals: async (_executor, ids) =>
      [...state.accounts.values()].filter((row) => ids.includes(row.id)).map(totalsOf),
    derivedTotals: async (_executor, accountId) => summed(state, accountId),
    insertTransfer: async (_executor, transfer, deltas) => insertTransfer(state, transfer, deltas),
    financeRows: async (_executor, filter, offset, limit) =>
      financeMatches(state, filter).slice(offset, offset + limit),
    countFinanceRows: async (_executor, filter, cap) =>
      Math.min(cap, financeMatches(state, { ...filter, before: undefined }).length),
    accountSums: async () => accountSums(state),
    transferAnomalies: async (_executor, limit) => transferAnomalies(state, limit),
    playerFlows: async (_executor, cashAccountId, since) => playerFlows(state, cashAccountId, since),
  };
}

/** What `transferAnomalies` says of a resolution `r` of hold `p`, or undefined when they match. */
function anomaly(r: TransferRow, p: TransferRow | undefined): string | undefined {
  if (!p) return undefined;
  if (p.phase !== 'pending') return 'resolves a transfer that is not a hold';
  if (r.debitAccountId !== p.debitAccountId || r.creditAccountId !== p.creditAccountId) {
    return 'resolves a hold between other accounts';
  }
  if (r.phase === 'void' && r.amount !== p.amount) return 'voids another amount than the hold';
  if (r.phase === 'post' && r.amount > p.amount) return 'posts more than the hold';
  return undefined;
}

/**
 * What `wallet.database` is in unit tests: its `db` is the in-memory executor the transactor hands out;
 * nothing else of a database exists.
 */
export function memoryDatabase(): Database {
  const none = () => Promise.reject(new Error('the unit tests have no database'));
  return {
    db: memoryExecutor as Db,
    driver: 'pglite',
    ping: none,
    migrate: none,
    tryAdvisoryLock: none,
    close: async () => undefined,
  };
}

/** A wallet service over the in-memory ledger, with the clock that stamps its rows. */
export function memoryWallet(clock: ManualClock = new ManualClock()) {
  const ledger = memoryWalletRepository(clock);
  const transactor = memoryTransactor();
  const wallet = createWalletService(memoryDatabase(), { repository: ledger, transactor, clock });
  return { wallet, ledger, transactor, clock, db: transactor.db };
}
