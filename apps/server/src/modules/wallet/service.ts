// The ledger: accounts, transfers (posted at once, or held and later posted or voided), balances, the
// player's finance history and the invariants. Every other module moves money only through here, and this
// file is what they import. Functions that take an `executor` run inside the caller's transaction (or on
// their own when given the database): a module can record its own rows and the money in one commit.
// The concerns live in accounts-service.ts, transfers-service.ts, history-service.ts and
// invariants-service.ts; this file composes them into one `WalletService`.
import { systemClock } from '../../clock';
import type { Database } from '../../db/database';
import { sqlTransactor } from '../../db/transactor';
import { createAccountsService } from './accounts-service';
import { inProcessBalanceChanges } from './balance-changes';
import { createAdjustmentsService } from './adjustments';
import { createBackofficeReads } from './backoffice-reads';
import type { WalletDependencies } from './dependencies';
import { createHistoryService } from './history-service';
import { createInvariantsService } from './invariants-service';
import { createPlayFiguresService } from './play-figures-service';
import * as sqlRepository from './repository';
import { createTransfersService } from './transfers-service';

export { accountKinds, availableOf, payoutTransferId, transferDeltas, transferKinds } from './ledger';
export type {
  Balance,
  LedgerAccount,
  PlayerAccounts,
  PlayerBalance,
  ResolveHoldRequest,
  SettlePayoutRequest,
  Transfer,
  TransferOutcome,
  TransferRequest,
} from './ledger';
export { adjustmentTransferId, type PlayerAdjustment } from './adjustments';
export type { SystemAccountSpec } from './accounts-service';
export type { TransferWritten } from './transfers-service';
export type { CashPlayRow } from './play-figures-service';
export type { PlayerMoney, PlayerMoneyTotals, PlayerTransfer } from './backoffice-reads';
export type { WalletDependencies, WalletRepository } from './dependencies';
export type { BalanceChanges } from './balance-changes';
export type {
  FinanceHistory,
  FinanceHistoryEntry,
  FinanceHistoryQuery,
  FinanceStatus,
} from './history-service';
export type { LedgerProblem, LedgerReport } from './invariants-service';

/**
 * The wallet over `database`: the SQL repository, transactions on the database and the system clock
 * and an in-process bus of balance changes unless `dependencies` names others (the unit tests' in-memory ledger and clock).
 */
export function createWalletService(database: Database, dependencies: Partial<WalletDependencies> = {}) {
  const resolved: WalletDependencies = {
    repository: dependencies.repository ?? sqlRepository,
    transactor: dependencies.transactor ?? sqlTransactor(database.db),
    clock: dependencies.clock ?? systemClock,
    balanceChanges: dependencies.balanceChanges ?? inProcessBalanceChanges(),
  };
  const accounts = createAccountsService(resolved);
  const transfers = createTransfersService(resolved, accounts);
  return {
    database,
    ...accounts,
    ...transfers,
    ...createAdjustmentsService(accounts, transfers),
    ...createPlayFiguresService(resolved.transactor.db),
    ...createHistoryService(resolved, accounts),
    ...createInvariantsService(resolved),
    ...createBackofficeReads(resolved),
    /** Subscribe here to hear when a player's balance changed (after the commit). */
    balanceChanges: resolved.balanceChanges,
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
