// Transfers: money moved at once, held and later posted or voided, and a posted hold's payout. Each call
// takes the caller's executor, so a module records its own rows and the money in one commit; each id is
// applied at most once, and a replay answers as the first call did.
import { afterCommit } from '../../db/commit-hooks';
import type { DbExecutor } from '../../db/database';
import { postgresError, sqlState } from '../../db/sql';
import { AppError } from '../../http/app-error';
import type { AccountsService } from './accounts-service';
import type { WalletDependencies } from './dependencies';
import {
  balanceOf,
  payoutTransferId,
  sameTransfer,
  toTransfer,
  transferDeltas,
  transferKinds,
  type LedgerAccount,
  type ResolveHoldRequest,
  type SettlePayoutRequest,
  type Transfer,
  type TransferOutcome,
  type TransferRequest,
} from './ledger';
import type { InsertedTransfer } from './repository';

const longestTransferId = 200;

function insufficientFunds(error: unknown): boolean {
  const facts = postgresError(error);
  return (
    facts?.code === sqlState.checkViolation && facts.constraint === 'ledger_accounts_debits_within_credits'
  );
}

interface Transfers {
  readonly repository: WalletDependencies['repository'];
  readonly balanceChanges: WalletDependencies['balanceChanges'];
  readonly accounts: Pick<AccountsService, 'account' | 'balances'>;
}

/**
 * Every transfer passes here (`apply`, `postInStatement`): the players' open pages hear of it once it is
 * committed, not before.
 */
function announce(
  transfers: Transfers,
  executor: DbExecutor,
  [debit, credit]: readonly [LedgerAccount, LedgerAccount],
): void {
  for (const playerId of new Set([debit.playerId, credit.playerId])) {
    if (playerId !== null) afterCommit(executor, () => transfers.balanceChanges.publish(playerId));
  }
}

/** Inserts a transfer once; a second call with the same id answers as the first, or refuses. */
async function apply(
  transfers: Transfers,
  executor: DbExecutor,
  transfer: Transfer,
  [debit, credit]: readonly [LedgerAccount, LedgerAccount],
  heldAmount?: bigint,
): Promise<TransferOutcome> {
  const { repository, accounts } = transfers;
  let inserted: InsertedTransfer;
  try {
    const deltas = transferDeltas(transfer.phase, debit.id, credit.id, transfer.amount, heldAmount);
    inserted = await repository.insertTransfer(executor, transfer, deltas);
  } catch (error) {
    if (insufficientFunds(error)) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
    throw error;
  }
  if (inserted.inserted) {
    announce(transfers, executor, [debit, credit]);
    const currencyOf = (accountId: bigint) => (accountId === debit.id ? debit.currency : credit.currency);
    return {
      transfer,
      created: true,
      balances: inserted.totals.map((totals) => balanceOf(totals, currencyOf(totals.accountId))),
    };
  }
  const existing = await repository.findTransfer(executor, transfer.id);
  if (!existing) {
    // The id is new, so the conflict was on the hold: someone else resolved it first.
    throw new AppError('WALLET_TRANSFER_NOT_PENDING');
  }
  const first = toTransfer(existing);
  if (!sameTransfer(first, transfer)) throw new AppError('WALLET_TRANSFER_CONFLICT');
  const tracked = [debit, credit].filter((item) => item.tracksBalance);
  return { transfer: first, created: false, balances: await accounts.balances(executor, tracked) };
}

async function checkedPair(
  { accounts }: Transfers,
  executor: DbExecutor,
  request: TransferRequest,
): Promise<readonly [LedgerAccount, LedgerAccount]> {
  if (request.amount < 0n || request.debitAccountId === request.creditAccountId || request.id.length === 0) {
    throw new AppError('WALLET_INVALID_TRANSFER');
  }
  if (request.id.length > longestTransferId)
    throw new AppError('WALLET_INVALID_TRANSFER', 'The transfer id is too long.');
  const debit = await accounts.account(executor, request.debitAccountId);
  const credit = await accounts.account(executor, request.creditAccountId);
  if (debit.currency !== credit.currency) throw new AppError('WALLET_CURRENCY_MISMATCH');
  return [debit, credit];
}

/** The transfer a request makes between its two checked accounts. */
function newTransfer(
  request: TransferRequest,
  [debit, credit]: readonly [LedgerAccount, LedgerAccount],
  phase: 'posted' | 'pending',
): Transfer {
  return {
    id: request.id,
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amount: request.amount,
    currency: debit.currency,
    kind: request.kind,
    phase,
    pendingId: null,
    metadata: request.metadata ?? {},
  };
}

/** A transfer (`posted`) or a hold (`pending`) between two checked accounts. */
async function move(
  transfers: Transfers,
  executor: DbExecutor,
  request: TransferRequest,
  phase: 'posted' | 'pending',
): Promise<TransferOutcome> {
  const pair = await checkedPair(transfers, executor, request);
  return apply(transfers, executor, newTransfer(request, pair, phase), pair);
}

/** What a caller's own statement did with a transfer it was given, and what it answers. */
export interface TransferWritten<Result> {
  /** True when the statement inserted the transfer; false when its id was taken (nothing moved). */
  readonly applied: boolean;
  readonly result: Result;
}

/**
 * A posted transfer, checked as `transfer` checks it, that the caller's own statement applies (a
 * server-side function that calls `ledger_post_transfer` beside the module's own rows: one round trip
 * for the whole call, decision 0311). A total below an account's floor is refused as
 * WALLET_INSUFFICIENT_FUNDS; an applied transfer is announced after the commit like every other.
 */
async function postInStatement<Result>(
  transfers: Transfers,
  executor: DbExecutor,
  request: TransferRequest,
  write: (transfer: Transfer) => Promise<TransferWritten<Result>>,
): Promise<Result> {
  const pair = await checkedPair(transfers, executor, request);
  const transfer = newTransfer(request, pair, 'posted');
  let written: TransferWritten<Result>;
  try {
    written = await write(transfer);
  } catch (error) {
    if (insufficientFunds(error)) throw new AppError('WALLET_INSUFFICIENT_FUNDS');
    throw error;
  }
  if (written.applied) announce(transfers, executor, pair);
  return written.result;
}

/** Posts or voids a hold: at most once, whatever the resolution's id. */
async function resolveHold(
  transfers: Transfers,
  executor: DbExecutor,
  request: ResolveHoldRequest,
  phase: 'post' | 'void',
): Promise<TransferOutcome> {
  const pendingRow = await transfers.repository.findTransfer(executor, request.pendingId);
  if (!pendingRow) throw new AppError('WALLET_TRANSFER_NOT_FOUND');
  const pending = toTransfer(pendingRow);
  if (pending.phase !== 'pending') throw new AppError('WALLET_TRANSFER_NOT_PENDING');
  const amount = phase === 'void' ? pending.amount : (request.amount ?? pending.amount);
  if (amount < 0n || amount > pending.amount) throw new AppError('WALLET_INVALID_TRANSFER');
  const debit = await transfers.accounts.account(executor, pending.debitAccountId);
  const credit = await transfers.accounts.account(executor, pending.creditAccountId);
  const metadata = { ...request.metadata };
  if (phase === 'post' && request.awaitsPayout) metadata.payout = 'open';
  const transfer: Transfer = {
    id: request.id,
    debitAccountId: pending.debitAccountId,
    creditAccountId: pending.creditAccountId,
    amount,
    currency: pending.currency,
    kind: pending.kind,
    phase,
    pendingId: pending.id,
    metadata,
  };
  return apply(transfers, executor, transfer, [debit, credit], pending.amount);
}

/**
 * Records that a hold posted with `awaitsPayout` was paid out: the posted amount moves on from the hold's
 * credit account (the method's clearing account) to `payoutAccountId`. Idempotent: the transfer's id is
 * the hold's (`payoutTransferId`).
 */
async function settlePayout(
  transfers: Transfers,
  executor: DbExecutor,
  request: SettlePayoutRequest,
): Promise<TransferOutcome> {
  const resolution = await transfers.repository.findResolution(executor, request.pendingId);
  if (!resolution || resolution.phase !== 'post' || resolution.metadata.payout !== 'open') {
    throw new AppError('WALLET_TRANSFER_NOT_PENDING', 'The hold was not posted with a payout to make.');
  }
  const from = await transfers.accounts.account(executor, resolution.creditAccountId);
  const to = await transfers.accounts.account(executor, request.payoutAccountId);
  if (from.currency !== to.currency) throw new AppError('WALLET_CURRENCY_MISMATCH');
  const payout: Transfer = {
    id: payoutTransferId(request.pendingId),
    debitAccountId: from.id,
    creditAccountId: to.id,
    amount: resolution.amount,
    currency: from.currency,
    kind: transferKinds.payout,
    phase: 'posted',
    pendingId: null,
    metadata: { ...request.metadata, hold: request.pendingId },
  };
  return apply(transfers, executor, payout, [from, to]);
}

export function createTransfersService(
  { repository, balanceChanges }: Pick<WalletDependencies, 'repository' | 'balanceChanges'>,
  accounts: Pick<AccountsService, 'account' | 'balances'>,
) {
  const transfers: Transfers = { repository, balanceChanges, accounts };
  return {
    /** Moves money at once. */
    transfer: (executor: DbExecutor, request: TransferRequest) =>
      move(transfers, executor, request, 'posted'),
    /** Moves money at once inside the caller's own statement (`ledger_post_transfer`); see above. */
    postInStatement: <Result>(
      executor: DbExecutor,
      request: TransferRequest,
      write: (transfer: Transfer) => Promise<TransferWritten<Result>>,
    ) => postInStatement(transfers, executor, request, write),
    /** Holds money (a withdrawal requested): the debit side can no longer spend it until post or void. */
    hold: (executor: DbExecutor, request: TransferRequest) => move(transfers, executor, request, 'pending'),
    /** Posts a hold (the withdrawal paid); at most once per hold. */
    postHold: (executor: DbExecutor, request: ResolveHoldRequest) =>
      resolveHold(transfers, executor, request, 'post'),
    /** Voids a hold (the withdrawal rejected); the money is the owner's to spend again. */
    voidHold: (executor: DbExecutor, request: ResolveHoldRequest) =>
      resolveHold(transfers, executor, request, 'void'),
    settlePayout: (executor: DbExecutor, request: SettlePayoutRequest) =>
      settlePayout(transfers, executor, request),
    async findTransfer(executor: DbExecutor, id: string): Promise<Transfer | undefined> {
      const row = await repository.findTransfer(executor, id);
      return row ? toTransfer(row) : undefined;
    },
  };
}
