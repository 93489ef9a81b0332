// How the provider wallet answers: with the player's balance beside every status, and, for a
// transaction_uuid already recorded, with the first answer (or why it cannot be given: other content is a
// duplicate, a rolled-back or cancelled bet stays rolled back).
import type { WalletApiStatus } from '@reelvault/contract/calls/wallet-api';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { GamingRepository, ProviderTransactionRow } from './repository';
import type { ProviderTransactionKind } from './schema';
import { AlreadyRecorded, type GameProvider, type GamingWallet, type WalletOutcome } from './wallet-rules';

/** One wallet transaction of a player, by the request that carries it. */
export interface RecordedCall {
  readonly provider: GameProvider;
  readonly kind: ProviderTransactionKind;
  readonly transactionUuid: string;
  readonly fingerprint: string;
  readonly playerId: number;
}

/** A transaction that lost to an earlier request with the same uuid (recorded, or its transfer booked). */
export function isTransactionConflict(error: unknown): boolean {
  return (
    error instanceof AlreadyRecorded ||
    (error instanceof AppError && error.code === 'WALLET_TRANSFER_CONFLICT')
  );
}

export function createWalletAnswers(dependencies: {
  readonly repository: GamingRepository;
  readonly wallet: GamingWallet;
  readonly db: DbExecutor;
}) {
  const { repository, wallet, db } = dependencies;

  async function currentBalance(executor: DbExecutor, playerId: number): Promise<WalletOutcome> {
    const balance = await wallet.playerBalance(executor, playerId);
    return balance
      ? { status: 'RS_OK', balance: balance.cash + balance.bonus, currency: balance.currency }
      : { status: 'RS_OK' };
  }

  async function refuse(status: WalletApiStatus, playerId: number | undefined): Promise<WalletOutcome> {
    if (playerId === undefined) return { status };
    const balance = await wallet.playerBalance(db, playerId);
    return balance
      ? { status, balance: balance.cash + balance.bonus, currency: balance.currency }
      : { status };
  }

  async function answerFrom(row: ProviderTransactionRow, call: RecordedCall): Promise<WalletOutcome> {
    const { kind, fingerprint, playerId } = call;
    if (kind === 'bet' && row.kind === 'bet' && row.state === 'cancelled' && row.playerId === playerId) {
      return refuse('RS_ERROR_TRANSACTION_ROLLED_BACK', playerId);
    }
    if (row.kind !== kind || row.fingerprint !== fingerprint || row.playerId !== playerId) {
      return refuse('RS_ERROR_DUPLICATE_TRANSACTION', playerId);
    }
    if (row.kind === 'bet' && row.state === 'rolled_back')
      return refuse('RS_ERROR_TRANSACTION_ROLLED_BACK', playerId);
    return { status: 'RS_OK', balance: row.balance ?? undefined, currency: row.currency };
  }

  /** The answer for a transaction_uuid already recorded: its stored answer, or why it cannot be given. */
  async function answerRecorded(call: RecordedCall): Promise<WalletOutcome | undefined> {
    const row = await repository.findTransaction(db, call.provider.id, call.transactionUuid);
    return row ? answerFrom(row, call) : undefined;
  }

  /** Refuses, unless this transaction_uuid was already answered (then the first answer stands). */
  async function refuseUnlessRecorded(status: WalletApiStatus, call: RecordedCall): Promise<WalletOutcome> {
    return (await answerRecorded(call)) ?? refuse(status, call.playerId);
  }

  /**
   * After a transaction lost to an earlier request with the same uuid (it was recorded, or the ledger
   * already holds its transfer): that request's answer. Undefined for any other error.
   */
  async function answerAfterConflict(error: unknown, call: RecordedCall): Promise<WalletOutcome | undefined> {
    if (!isTransactionConflict(error)) return undefined;
    return (await answerRecorded(call)) ?? refuse('RS_ERROR_UNKNOWN', call.playerId);
  }

  return { currentBalance, refuse, answerRecorded, refuseUnlessRecorded, answerAfterConflict };
}

export type WalletAnswers = ReturnType<typeof createWalletAnswers>;
