// The provider wallet API's calls on top of the ledger: bet, win, rollback, balance and user info. Each
// wallet transaction is recorded once per (provider, transaction_uuid) together with its ledger transfer,
// in one commit; a repeat with the same content gets the stored answer, a repeat with other content is a
// duplicate.
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  UserInfoRequest,
  WalletApiStatus,
  WinRequest,
} from '@reelvault/contract/calls/wallet-api';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError } from '../../http/app-error';
import { accountKinds, transferKinds, type PlayerAccounts } from '../wallet/service';
import type { GamingRepository, NewProviderTransaction, SessionRow } from './repository';
import { createRollbacks } from './rollbacks';
import { cashBalance, createWalletAnswers, type RecordedCall } from './wallet-answers';
import {
  AlreadyRecorded,
  minorAmount,
  playerIdOf,
  Refusal,
  sessionProblem,
  transactionFingerprint,
  type GameProvider,
  type GamingWallet,
  type PlayerGate,
  type WalletOutcome,
} from './wallet-rules';

export interface ProviderWalletDependencies {
  readonly repository: GamingRepository;
  readonly transactor: Transactor;
  readonly wallet: GamingWallet;
  readonly gate: PlayerGate;
  readonly now: () => Date;
}

/** A bet or a win the checks let through: what its transaction moves and records. */
interface Accepted {
  readonly provider: GameProvider;
  readonly call: RecordedCall;
  readonly accounts: PlayerAccounts;
  readonly amount: bigint;
}

export function createProviderWalletService(dependencies: ProviderWalletDependencies) {
  const { repository, transactor, wallet, gate, now } = dependencies;
  const db = transactor.db;
  const answers = createWalletAnswers({ repository, wallet, db });
  const { currentBalance, refuse, refuseUnlessRecorded, answerAfterConflict } = answers;

  const houseAccount = (executor: DbExecutor, provider: GameProvider, currency: string) =>
    wallet.systemAccount(executor, { kind: accountKinds.houseRevenue, reference: provider.code, currency });

  const callOf = (
    provider: GameProvider,
    kind: RecordedCall['kind'],
    request: { transaction_uuid: string },
    fingerprint: string,
    playerId: number,
  ): RecordedCall => ({ provider, kind, transactionUuid: request.transaction_uuid, fingerprint, playerId });

  /** Why a bet on a session that holds is refused before any money moves, or what it will take. */
  async function checkBet(
    call: RecordedCall,
    session: SessionRow,
    request: BetRequest,
  ): Promise<WalletApiStatus | Accepted> {
    const { provider, playerId } = call;
    if (provider.status !== 'active') return 'RS_ERROR_INVALID_PARTNER';
    if (request.game_code !== session.gameCode) return 'RS_ERROR_INVALID_GAME';
    if (request.currency !== session.currency) return 'RS_ERROR_WRONG_CURRENCY';
    const amount = minorAmount(request.amount, request.currency);
    if (amount === undefined) return 'RS_ERROR_WRONG_TYPES';
    const accounts = await wallet.playerAccounts(db, playerId);
    if (!accounts) return 'RS_ERROR_UNKNOWN';
    if (accounts.cash.currency !== request.currency) return 'RS_ERROR_WRONG_CURRENCY';
    if ((await gate.playerStatus(playerId)) === 'disabled') return 'RS_ERROR_USER_DISABLED';
    if (!(await gate.allowsBet({ playerId, currency: request.currency, amount }))) {
      return 'RS_ERROR_LIMIT_REACHED';
    }
    return { provider, call, accounts, amount };
  }

  /** The provider transaction row of an accepted bet or win. */
  function recordOf(
    accepted: Accepted,
    round: { gameCode: string; round: string },
    currency: string,
    referenceTransactionUuid: string | null,
    balance: bigint,
    ledgerTransferId: string,
  ): NewProviderTransaction {
    const { call } = accepted;
    return {
      providerId: call.provider.id,
      transactionUuid: call.transactionUuid,
      kind: call.kind,
      state: call.kind === 'bet' ? 'open' : 'done',
      playerId: call.playerId,
      gameCode: round.gameCode,
      round: round.round,
      currency,
      amount: accepted.amount,
      referenceTransactionUuid,
      fingerprint: call.fingerprint,
      balance,
      ledgerTransferId,
    };
  }

  async function takeBet(accepted: Accepted, request: BetRequest): Promise<WalletOutcome> {
    const { provider, accounts, amount } = accepted;
    const house = await houseAccount(db, provider, request.currency);
    const transferId = `bet:${provider.id}:${request.transaction_uuid}`;
    return transactor.run(async (tx) => {
      const outcome = await wallet.transfer(tx, {
        id: transferId,
        debitAccountId: accounts.cash.id,
        creditAccountId: house.id,
        amount,
        kind: transferKinds.bet,
      });
      if (!outcome.created) throw new AlreadyRecorded();
      const balance = cashBalance(outcome.balances, accounts) ?? 0n;
      const row = recordOf(
        accepted,
        { gameCode: request.game_code, round: request.round },
        request.currency,
        null,
        balance,
        transferId,
      );
      const round = { bet: amount, win: 0n, refund: 0n, closed: request.round_closed };
      if (!(await repository.recordTransaction(tx, row, round))) throw new AlreadyRecorded();
      return { status: 'RS_OK', balance, currency: request.currency };
    });
  }

  async function placeBet(
    provider: GameProvider,
    session: SessionRow | undefined,
    request: BetRequest,
  ): Promise<WalletOutcome> {
    const sessionStatus = sessionProblem(provider, session, request.user, true, now());
    const fingerprint = transactionFingerprint('bet', request);
    if (sessionStatus || !session) {
      // An expired session still answers a bet it took before with that bet's answer.
      if (sessionStatus === 'RS_ERROR_TOKEN_EXPIRED' && session) {
        return refuseUnlessRecorded(
          sessionStatus,
          callOf(provider, 'bet', request, fingerprint, session.playerId),
        );
      }
      return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    }
    const call = callOf(provider, 'bet', request, fingerprint, session.playerId);
    const checked = await checkBet(call, session, request);
    if (typeof checked === 'string') return refuseUnlessRecorded(checked, call);
    try {
      return await takeBet(checked, request);
    } catch (error) {
      const answer = await answerAfterConflict(error, call);
      if (answer) return answer;
      if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS') {
        return refuseUnlessRecorded('RS_ERROR_NOT_ENOUGH_MONEY', call);
      }
      throw error;
    }
  }

  async function payWin(accepted: Accepted, request: WinRequest): Promise<WalletOutcome> {
    const { provider, call, accounts, amount } = accepted;
    const house = await houseAccount(db, provider, request.currency);
    const transferId = `win:${provider.id}:${request.transaction_uuid}`;
    return transactor.run(async (tx) => {
      const bet = await repository.findTransaction(tx, provider.id, request.reference_transaction_uuid, {
        lock: true,
      });
      if (!bet || bet.kind !== 'bet' || bet.playerId !== call.playerId) {
        throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      }
      // A bet a win already settled (`done`) takes further wins; a refunded or cancelled one takes none.
      if (bet.state !== 'open' && bet.state !== 'done') throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      if (bet.currency !== request.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
      const outcome = await wallet.transfer(tx, {
        id: transferId,
        debitAccountId: house.id,
        creditAccountId: accounts.cash.id,
        amount,
        kind: transferKinds.win,
      });
      if (!outcome.created) throw new AlreadyRecorded();
      const balance = cashBalance(outcome.balances, accounts) ?? 0n;
      const row = recordOf(
        accepted,
        bet,
        request.currency,
        request.reference_transaction_uuid,
        balance,
        transferId,
      );
      const round = { bet: 0n, win: amount, refund: 0n, closed: request.round_closed };
      const recorded = await repository.recordTransaction(tx, row, round, { betId: bet.id, state: 'done' });
      if (!recorded) throw new AlreadyRecorded();
      return { status: 'RS_OK', balance, currency: request.currency };
    });
  }

  async function settleWin(
    provider: GameProvider,
    session: SessionRow | undefined,
    request: WinRequest,
  ): Promise<WalletOutcome> {
    // Token expiry is not checked: a win settles a bet the game already took, whenever it arrives.
    const sessionStatus = sessionProblem(provider, session, request.user, false, now());
    if (sessionStatus || !session) return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    const call = callOf(provider, 'win', request, transactionFingerprint('win', request), session.playerId);
    if (request.game_code !== session.gameCode) return refuseUnlessRecorded('RS_ERROR_INVALID_GAME', call);
    if (request.currency !== session.currency) return refuseUnlessRecorded('RS_ERROR_WRONG_CURRENCY', call);
    const amount = minorAmount(request.amount, request.currency);
    if (amount === undefined) return refuseUnlessRecorded('RS_ERROR_WRONG_TYPES', call);
    const accounts = await wallet.playerAccounts(db, call.playerId);
    if (!accounts || accounts.cash.currency !== request.currency) {
      return refuseUnlessRecorded('RS_ERROR_WRONG_CURRENCY', call);
    }
    try {
      return await payWin({ provider, call, accounts, amount }, request);
    } catch (error) {
      if (error instanceof Refusal) return refuseUnlessRecorded(error.status, call);
      const answer = await answerAfterConflict(error, call);
      if (answer) return answer;
      throw error;
    }
  }

  const rollbacks = createRollbacks({ repository, transactor, wallet, answers });

  async function rollback(
    provider: GameProvider,
    session: SessionRow | undefined,
    request: RollbackRequest,
  ): Promise<WalletOutcome> {
    // Like wins, rollbacks are accepted after the session ended.
    const sessionStatus = sessionProblem(provider, session, request.user, false, now());
    if (sessionStatus || !session) return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    const call = callOf(
      provider,
      'rollback',
      request,
      transactionFingerprint('rollback', request),
      session.playerId,
    );
    const accounts = await wallet.playerAccounts(db, call.playerId);
    if (!accounts) return refuse('RS_ERROR_UNKNOWN', call.playerId);
    return rollbacks.rollback(call, session, accounts, request);
  }

  async function balance(
    provider: GameProvider,
    session: SessionRow | undefined,
    request: BalanceRequest,
  ): Promise<WalletOutcome> {
    const sessionStatus = sessionProblem(provider, session, request.user, true, now());
    if (sessionStatus || !session)
      return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', session?.playerId);
    if (provider.status !== 'active') return refuse('RS_ERROR_INVALID_PARTNER', session.playerId);
    if (request.game_code !== undefined && request.game_code !== session.gameCode) {
      return refuse('RS_ERROR_INVALID_GAME', session.playerId);
    }
    return currentBalance(db, session.playerId);
  }

  async function userInfo(
    provider: GameProvider,
    session: SessionRow | undefined,
    request: UserInfoRequest,
  ): Promise<WalletOutcome> {
    const playerId = playerIdOf(request.user);
    // A provider learns about players who played its games, and no one else.
    if (playerId === undefined || !(await repository.hasPlayedWith(db, provider.id, playerId))) {
      return refuse('RS_ERROR_UNKNOWN', undefined);
    }
    if (request.token !== undefined) {
      const sessionStatus = sessionProblem(provider, session, request.user, true, now());
      if (sessionStatus) return refuse(sessionStatus, playerId);
    }
    if (provider.status !== 'active') return refuse('RS_ERROR_INVALID_PARTNER', playerId);
    if ((await gate.playerStatus(playerId)) === 'disabled') return refuse('RS_ERROR_USER_DISABLED', playerId);
    return currentBalance(db, playerId);
  }

  return { placeBet, settleWin, rollback, balance, userInfo };
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
