// A bet or a win the provider wallet's checks let through, written in one round trip (decision 0311): the
// wallet checks the transfer and announces it after the commit, the gaming repository's statement writes
// it with the provider transaction and its round. Outcomes are those of the transaction of several
// statements it replaces: AlreadyRecorded when the uuid or the transfer id was taken (the caller answers
// from the record), a Refusal for a win its bet does not take or a bet above an active bonus's maximum,
// WALLET_INSUFFICIENT_FUNDS for a bet. A free round's bet (`is_free`, decision 1113) moves no money: its
// statement uses up one of the reward's free spins instead.
import type { BetRequest, WalletApiStatus, WinRequest } from '@reelvault/contract/calls/wallet-api';
import type { DbExecutor } from '../../db/database';
import { transferKinds, type LedgerAccount, type PlayerAccounts, type Transfer } from '../wallet/service';
import type { GamingRepository } from './repository';
import type { RecordedCall } from './wallet-answers';
import type { WalletCallWrite, WalletCallWritten } from './wallet-calls-repository';
import { AlreadyRecorded, Refusal, type GamingWallet, type WalletOutcome } from './wallet-rules';

/** A free round's bet as the checks read it: the reward (a bonus's id) and the spin's nominal stake. */
export interface FreeRound {
  readonly rewardUuid: string;
  /** Minor units: the award's bet value. */
  readonly value: bigint;
}

/** A call that passed its checks: who calls, the player's accounts and the amount in minor units. */
export interface AcceptedCall {
  readonly call: RecordedCall;
  readonly accounts: PlayerAccounts;
  readonly amount: bigint;
  /** Set for a free round's bet (amount 0). */
  readonly free?: FreeRound;
}

/**
 * Why a win's bet does not take it, or a bet is refused, as the provider is told. A stake above the
 * active bonus's maximum bet is the Hub88 status of a limit (decision 1102).
 */
const refusals: Record<Exclude<WalletCallWritten['status'], 'ok' | 'recorded'>, WalletApiStatus> = {
  no_bet: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  bet_rolled_back: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  bet_currency: 'RS_ERROR_WRONG_CURRENCY',
  max_bet: 'RS_ERROR_LIMIT_REACHED',
  // Hub88 has no status of its own for a reward that is not the player's, not this game's or used up.
  no_free_round: 'RS_ERROR_WRONG_TYPES',
};

function answer(written: WalletCallWritten, currency: string): WalletOutcome {
  if (written.status === 'ok') {
    const outcome = { status: 'RS_OK' as const, balance: written.balance, currency };
    return written.settleBonus ? { ...outcome, settleBonus: true } : outcome;
  }
  if (written.status === 'recorded') throw new AlreadyRecorded();
  throw new Refusal(refusals[written.status]);
}

/** A bet's stake goes from the player's cash account to the house; a win the other way. */
function transferOf({ call, accounts, amount }: AcceptedCall, house: LedgerAccount, kind: 'bet' | 'win') {
  const [debit, credit] = kind === 'bet' ? [accounts.cash, house] : [house, accounts.cash];
  return {
    id: `${kind}:${call.provider.id}:${call.transactionUuid}`,
    debitAccountId: debit.id,
    creditAccountId: credit.id,
    amount,
    kind: transferKinds[kind],
  };
}

/** What a bet and a win record alike. */
function writeOf({ call }: AcceptedCall, roundClosed: boolean, transfer: Transfer): WalletCallWrite {
  return {
    providerId: call.provider.id,
    transactionUuid: call.transactionUuid,
    playerId: call.playerId,
    fingerprint: call.fingerprint,
    roundClosed,
    transfer,
  };
}

export function createOneTripCalls(dependencies: {
  readonly repository: Pick<GamingRepository, 'placeBet' | 'placeFreeBet' | 'payWin'>;
  readonly wallet: Pick<GamingWallet, 'postInStatement'>;
  readonly db: DbExecutor;
}) {
  const { repository, wallet, db } = dependencies;

  return {
    /** In one statement of its own, or inside `executor`'s transaction (the one-call spin). */
    async takeBet(
      accepted: AcceptedCall,
      house: LedgerAccount,
      request: BetRequest,
      executor: DbExecutor = db,
    ): Promise<WalletOutcome> {
      const { call, accounts, free } = accepted;
      if (free) {
        const written = await repository.placeFreeBet(executor, {
          providerId: call.provider.id,
          transactionUuid: call.transactionUuid,
          playerId: call.playerId,
          fingerprint: call.fingerprint,
          roundClosed: request.round_closed,
          gameCode: request.game_code,
          round: request.round,
          currency: accounts.cash.currency,
          rewardUuid: free.rewardUuid,
          value: free.value,
          cashAccountId: accounts.cash.id,
        });
        return answer(written, request.currency);
      }
      const written = await wallet.postInStatement(executor, transferOf(accepted, house, 'bet'), (transfer) =>
        repository.placeBet(executor, {
          ...writeOf(accepted, request.round_closed, transfer),
          gameCode: request.game_code,
          round: request.round,
        }),
      );
      return answer(written, request.currency);
    },

    async payWin(
      accepted: AcceptedCall,
      house: LedgerAccount,
      request: WinRequest,
      executor: DbExecutor = db,
    ): Promise<WalletOutcome> {
      const written = await wallet.postInStatement(executor, transferOf(accepted, house, 'win'), (transfer) =>
        repository.payWin(executor, {
          ...writeOf(accepted, request.round_closed, transfer),
          referenceTransactionUuid: request.reference_transaction_uuid,
        }),
      );
      return answer(written, request.currency);
    },
  };
}
