// What the wallet's services are made from: the ledger's storage (repository.ts in production, the unit
// tests' in-memory ledger in apps/server/test/memory/wallet.ts), the transactor whose `db` is the executor
// outside any caller's transaction, the clock, and the bus that hears of balance changes.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import type { BalanceChanges } from './balance-changes';
import type {
  AccountRow,
  AccountSpec,
  AccountSums,
  AccountTotals,
  FinanceFilter,
  FinanceRow,
  InsertedTransfer,
  NewTransfer,
  PlayerFlows,
  TotalsDelta,
  TransferAnomaly,
  TransferRow,
} from './repository';

/** The functions of repository.ts the services call, with the same signatures. */
export interface WalletRepository {
  /** Opens the account unless one with the same kind, owner, reference and currency exists; returns it. */
  openAccount(executor: DbExecutor, spec: AccountSpec): Promise<AccountRow>;
  findAccount(executor: DbExecutor, id: bigint): Promise<AccountRow | undefined>;
  /** Every account of the player, oldest first. */
  findPlayerAccounts(executor: DbExecutor, playerId: number): Promise<AccountRow[]>;
  findTransfer(executor: DbExecutor, id: string): Promise<TransferRow | undefined>;
  /** The post or void that resolved the hold `pendingId`, if any. */
  findResolution(executor: DbExecutor, pendingId: string): Promise<TransferRow | undefined>;
  /** The stored totals of the accounts among `ids` that exist. */
  accountTotals(executor: DbExecutor, ids: readonly bigint[]): Promise<AccountTotals[]>;
  /** The totals of an account whose balance is derived: the sums of its transfers. */
  derivedTotals(executor: DbExecutor, accountId: bigint): Promise<AccountTotals>;
  /**
   * Inserts the transfer and applies `deltas` to the accounts that track their balance, all or nothing;
   * answers `inserted: false` (nothing moved) when the id, or a resolution of the same hold, exists. A
   * total that would take an account with `debitsMustNotExceedCredits` below zero fails with PostgreSQL's
   * check violation on `ledger_accounts_debits_within_credits`.
   */
  insertTransfer(
    executor: DbExecutor,
    transfer: NewTransfer,
    deltas: readonly TotalsDelta[],
  ): Promise<InsertedTransfer>;
  financeRows(
    executor: DbExecutor,
    filter: FinanceFilter,
    offset: number,
    limit: number,
  ): Promise<FinanceRow[]>;
  countFinanceRows(executor: DbExecutor, filter: FinanceFilter, cap: number): Promise<number>;
  accountSums(executor: DbExecutor): Promise<AccountSums[]>;
  transferAnomalies(executor: DbExecutor, limit: number): Promise<TransferAnomaly[]>;
  playerFlows(executor: DbExecutor, cashAccountId: bigint, since: Date | null): Promise<PlayerFlows>;
}

export interface WalletDependencies {
  readonly repository: WalletRepository;
  /** Its `db` is where reads outside a caller's transaction run; account rows read there are cached. */
  readonly transactor: Transactor;
  /**
   * Today's date for the history's default window. The ledger's rows are stamped by the database's own
   * clock (`created_at default now()`), so production keeps the system clock here.
   */
  readonly clock: Clock;
  /** Told, after each commit, whose balance a transfer changed. */
  readonly balanceChanges: BalanceChanges;
}
