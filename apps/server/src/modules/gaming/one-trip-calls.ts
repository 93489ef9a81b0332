// A bet or a win the provider wallet's checks let through, written in one round trip (decision 0311): the
// wallet checks the transfer and announces it after the commit, the gaming repository's statement writes
// it with the provider transaction and its round. Calls that arrive while another batch is in flight go
// together in the next, one statement and one commit for all (group commit, decision 0314). Outcomes are
// those of the transaction of several statements it replaces: AlreadyRecorded when the uuid or the
// transfer id was taken (the caller answers from the record), a Refusal for a win its bet does not take or
// a bet above an active bonus's maximum, WALLET_INSUFFICIENT_FUNDS for a bet. A free round's bet
// (`is_free`, decision 1113) moves no money: its statement uses up one of the reward's free spins instead.
import type { BetRequest, WalletApiStatus, WinRequest } from '@reelvault/contract/calls/wallet-api';
import type { DbExecutor } from '../../db/database';
import {
  transferKinds,
  type LedgerAccount,
  type PlayerAccounts,
  type Transfer,
  type TransferWritten,
} from '../wallet/service';
import type { GamingRepository } from './repository';
import type { RecordedCall } from './wallet-answers';
import { createBatcher, defaultBatchSettings, type BatchSettings } from './wallet-call-batches';
import {
  playerOfCall,
  type BatchedCall,
  type BatchedOutcome,
  type FreeBetWrite,
  type WalletCallWrite,
  type WalletCallWritten,
  type WinWrite,
} from './wallet-calls-repository';
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

/** A separate win's record: its bet, by the bet's transaction_uuid. */
function winWriteOf(accepted: AcceptedCall, request: WinRequest, transfer: Transfer): WinWrite {
  return {
    ...writeOf(accepted, request.round_closed, transfer),
    referenceTransactionUuid: request.reference_transaction_uuid,
  };
}

function freeBetOf(accepted: AcceptedCall, free: FreeRound, request: BetRequest): FreeBetWrite {
  const { call, accounts } = accepted;
  return {
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
  };
}

/** A batched call's outcome as the one-call statement gives it: written, or its error thrown. */
function transferWritten(outcome: BatchedOutcome): TransferWritten<WalletCallWritten> {
  if ('error' in outcome) throw outcome.error;
  return { applied: outcome.written.status === 'ok', result: outcome.written };
}

export function createOneTripCalls(dependencies: {
  readonly repository: Pick<GamingRepository, 'placeBet' | 'placeFreeBet' | 'payWin' | 'applyCalls'>;
  readonly wallet: Pick<GamingWallet, 'postInStatement'>;
  readonly db: DbExecutor;
  readonly batches?: BatchSettings;
}) {
  const { repository, wallet, db } = dependencies;

  /** A call sent on its own: the one-call statement of its kind (a one-call spin: a batch of one). */
  async function alone(call: BatchedCall): Promise<BatchedOutcome> {
    try {
      switch (call.kind) {
        case 'bet':
          return { written: (await repository.placeBet(db, call.bet)).result };
        case 'free_bet':
          return { written: await repository.placeFreeBet(db, call.bet) };
        case 'win':
          return { written: (await repository.payWin(db, call.win)).result };
        default: {
          const [outcome] = await repository.applyCalls(db, [call]);
          if (!outcome) throw new Error('the batch statement answered no call');
          return outcome;
        }
      }
    } catch (error) {
      return { error };
    }
  }

  /**
   * One statement for the calls that arrived together, applied in player order (each player's calls in
   * their order of arrival), so that batches of several server processes lock players' rows in one order.
   */
  async function apply(calls: readonly BatchedCall[]): Promise<BatchedOutcome[]> {
    const [first] = calls;
    if (calls.length === 1 && first) return [await alone(first)];
    const order = calls
      .map((_, index) => index)
      .sort((a, b) => playerOfCall(calls[a] as BatchedCall) - playerOfCall(calls[b] as BatchedCall) || a - b);
    let applied: BatchedOutcome[];
    try {
      applied = await repository.applyCalls(
        db,
        order.map((index) => calls[index] as BatchedCall),
      );
    } catch {
      // The statement failed as a whole and wrote nothing: each call alone, so that whatever failed it
      // fails only its own call.
      const outcomes: BatchedOutcome[] = [];
      for (const call of calls) outcomes.push(await alone(call));
      return outcomes;
    }
    const outcomes: BatchedOutcome[] = new Array<BatchedOutcome>(calls.length);
    order.forEach((index, position) => {
      outcomes[index] = applied[position] as BatchedOutcome;
    });
    return outcomes;
  }

  const batcher = createBatcher(dependencies.batches ?? defaultBatchSettings, apply);
  const submit = (call: BatchedCall) => batcher.submit(call);

  return {
    /** What the batches did so far. */
    batchFigures: batcher.figures,

    async takeBet(accepted: AcceptedCall, house: LedgerAccount, request: BetRequest): Promise<WalletOutcome> {
      const { free } = accepted;
      if (free) {
        const outcome = await submit({ kind: 'free_bet', bet: freeBetOf(accepted, free, request) });
        return answer(transferWritten(outcome).result, request.currency);
      }
      const written = await wallet.postInStatement(db, transferOf(accepted, house, 'bet'), async (transfer) =>
        transferWritten(
          await submit({
            kind: 'bet',
            bet: {
              ...writeOf(accepted, request.round_closed, transfer),
              gameCode: request.game_code,
              round: request.round,
            },
          }),
        ),
      );
      return answer(written, request.currency);
    },

    async payWin(accepted: AcceptedCall, house: LedgerAccount, request: WinRequest): Promise<WalletOutcome> {
      const written = await wallet.postInStatement(db, transferOf(accepted, house, 'win'), async (transfer) =>
        transferWritten(await submit({ kind: 'win', win: winWriteOf(accepted, request, transfer) })),
      );
      return answer(written, request.currency);
    },

    /**
     * The studio's one-call spin (decision 0312): its bet and its win as one call of a batch, both written
     * or neither; answered as the win (the balance after both).
     */
    async takeBetWin(
      bet: AcceptedCall,
      win: AcceptedCall,
      house: LedgerAccount,
      requests: { readonly bet: BetRequest; readonly win: WinRequest },
    ): Promise<WalletOutcome> {
      const { free } = bet;
      const payWin = (betWrite: (winWrite: WinWrite) => BatchedCall) =>
        wallet.postInStatement(db, transferOf(win, house, 'win'), async (transfer) =>
          transferWritten(await submit(betWrite(winWriteOf(win, requests.win, transfer)))),
        );
      const written = free
        ? await payWin((winWrite) => ({
            kind: 'free_bet_win',
            bet: freeBetOf(bet, free, requests.bet),
            win: winWrite,
          }))
        : await wallet.postInStatement(db, transferOf(bet, house, 'bet'), async (betTransfer) => {
            const result = await payWin((winWrite) => ({
              kind: 'bet_win',
              bet: {
                ...writeOf(bet, false, betTransfer),
                gameCode: requests.bet.game_code,
                round: requests.bet.round,
              },
              win: winWrite,
            }));
            return { applied: result.status === 'ok', result };
          });
      return answer(written, requests.win.currency);
    },
  };
}
