// The in-house studio's one-call spin (`transaction/bet-win`, decision 0312): the bet and the win of a
// one-step round, checked as a bet and a win are, then written by the separate calls' server-side functions
// as ONE call of the wallet's batches (decision 0314), in one subtransaction: both or neither. Each keeps
// its own transaction id, so a repeat of the call is answered from their records as the first; a refused
// bet (no money, limits, a blocked player) writes nothing, the win included. Third-party providers are
// refused: they keep the documented separate calls.
import type {
  BetRequest,
  BetWinRequest,
  WalletApiStatus,
  WinRequest,
} from '@reelvault/contract/calls/wallet-api';
import { AppError } from '../../http/app-error';
import { houseProviderCode } from './history-service';
import type { SessionRow } from './repository';
import { isTransactionConflict, type RecordedCall, type WalletAnswers } from './wallet-answers';
import {
  minorAmount,
  Refusal,
  sessionProblem,
  transactionFingerprint,
  type GameProvider,
  type WalletOutcome,
} from './wallet-rules';

/** What the separate calls' steps give the one-call spin (provider-wallet-service.ts). */
export interface BetWinSteps<
  Accepted extends { readonly call: RecordedCall; readonly amount: bigint },
  House,
> {
  readonly answers: WalletAnswers;
  readonly now: () => Date;
  /** The bet's checks, before any money moves: a refusal, or the bet as it will be taken. */
  checkBet(call: RecordedCall, session: SessionRow, request: BetRequest): Promise<WalletApiStatus | Accepted>;
  houseAccount(provider: GameProvider, currency: string): Promise<House>;
  /**
   * The bet and the win written as one call of the wallet's batches (decision 0314): both or neither,
   * answered as the win; a Refusal, AlreadyRecorded or WALLET_INSUFFICIENT_FUNDS when nothing was written.
   */
  writeBetWin(
    bet: Accepted,
    win: Accepted,
    house: House,
    requests: { readonly bet: BetRequest; readonly win: WinRequest },
  ): Promise<WalletOutcome>;
  /** After the commit: the bonus engine's settlement when the bet or the win asked for it. */
  settled(outcome: WalletOutcome, playerId: number): Promise<WalletOutcome>;
}

/** The providers that may send the one-call spin: the in-house studio alone. */
export function mayCallBetWin(provider: GameProvider): boolean {
  return provider.code === houseProviderCode;
}

/** The bet and the win a one-call spin carries, each as its separate call would have sent it. */
export function betWinParts(request: BetWinRequest): { bet: BetRequest; win: WinRequest } {
  const { win_transaction_uuid: winUuid, win_amount: winAmount, ...common } = request;
  return {
    bet: { ...common, round_closed: false },
    win: {
      ...common,
      transaction_uuid: winUuid,
      amount: winAmount,
      reference_transaction_uuid: request.transaction_uuid,
    },
  };
}

export function createBetWin<
  Accepted extends { readonly call: RecordedCall; readonly amount: bigint },
  House,
>(steps: BetWinSteps<Accepted, House>) {
  const { answers, now } = steps;

  /**
   * The first answer, when the call's ids were recorded: the win's (the balance after both), provided the
   * bet was recorded with this call's content too. An id that another call used is a duplicate.
   */
  async function answerRecorded(calls: {
    bet: RecordedCall;
    win: RecordedCall;
  }): Promise<WalletOutcome | undefined> {
    const [bet, win] = [await answers.answerRecorded(calls.bet), await answers.answerRecorded(calls.win)];
    if (!bet && !win) return undefined;
    if (bet && bet.status !== 'RS_OK') return bet;
    if (win && win.status !== 'RS_OK') return win;
    if (!bet || !win) return answers.refuse('RS_ERROR_DUPLICATE_TRANSACTION', calls.bet.playerId);
    return win;
  }

  async function refuseUnlessRecorded(
    status: WalletApiStatus,
    calls: { bet: RecordedCall; win: RecordedCall },
  ): Promise<WalletOutcome> {
    return (await answerRecorded(calls)) ?? answers.refuse(status, calls.bet.playerId);
  }

  async function betWin(
    provider: GameProvider,
    session: SessionRow | undefined,
    request: BetWinRequest,
  ): Promise<WalletOutcome> {
    if (!mayCallBetWin(provider)) return answers.refuse('RS_ERROR_INVALID_PARTNER', undefined);
    const { bet, win } = betWinParts(request);
    // A session that holds is checked as for a bet: the call takes one.
    const sessionStatus = sessionProblem(provider, session, request.user, true, now());
    if (!session || (sessionStatus && sessionStatus !== 'RS_ERROR_TOKEN_EXPIRED')) {
      return answers.refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    }
    const recorded = (kind: 'bet' | 'win', part: BetRequest | WinRequest): RecordedCall => ({
      provider,
      kind,
      transactionUuid: part.transaction_uuid,
      fingerprint: transactionFingerprint(kind, part),
      playerId: session.playerId,
    });
    const calls = { bet: recorded('bet', bet), win: recorded('win', win) };
    // An expired session still answers a spin it took before with that spin's answer.
    if (sessionStatus) return refuseUnlessRecorded(sessionStatus, calls);
    if (bet.transaction_uuid === win.transaction_uuid) {
      return answers.refuse('RS_ERROR_DUPLICATE_TRANSACTION', session.playerId);
    }
    const checked = await steps.checkBet(calls.bet, session, bet);
    if (typeof checked === 'string') return refuseUnlessRecorded(checked, calls);
    const winAmount = minorAmount(win.amount, win.currency);
    if (winAmount === undefined) return refuseUnlessRecorded('RS_ERROR_WRONG_TYPES', calls);
    const house = await steps.houseAccount(provider, bet.currency);
    try {
      const winPart = { ...checked, call: calls.win, amount: winAmount };
      const paid = await steps.writeBetWin(checked, winPart, house, { bet, win });
      return await steps.settled(paid, session.playerId);
    } catch (error) {
      if (error instanceof Refusal) return refuseUnlessRecorded(error.status, calls);
      if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS') {
        return refuseUnlessRecorded('RS_ERROR_NOT_ENOUGH_MONEY', calls);
      }
      if (!isTransactionConflict(error)) throw error;
      // A concurrent repeat committed first: its answer.
      return (await answerRecorded(calls)) ?? answers.refuse('RS_ERROR_UNKNOWN', session.playerId);
    }
  }

  return { betWin };
}
