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
import { accountKinds } from '../wallet/service';
import type { GamingRepository, SessionRow } from './repository';
import { createBetWin } from './bet-win';
import { createOneTripCalls, type AcceptedCall } from './one-trip-calls';
import { createRollbacks } from './rollbacks';
import type { BatchSettings } from './wallet-call-batches';
import { createWalletAnswers, type RecordedCall } from './wallet-answers';
import {
  freeRoundOf,
  minorAmount,
  playerIdOf,
  Refusal,
  sessionProblem,
  transactionFingerprint,
  type GameProvider,
  type BonusSettlement,
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
  /** The bonus engine's settlement after a bet or a win that met a bonus's wagering or emptied it. */
  readonly bonuses?: BonusSettlement;
  /** How bets and wins arriving together share a statement (decision 0314); default 32 at most, no wait. */
  readonly batches?: BatchSettings;
}

/**
 * The bonus a provider's free-round reward stands for (its id as text), when the provider names rewards
 * with uuids of its own (an aggregator's Freebets API, decision 0808); undefined when it does not know it.
 */
export type FreeRoundRewards = (providerCode: string, rewardUuid: string) => Promise<string | undefined>;

/** A bet or a win the checks let through: what its transaction moves and records. */
interface Accepted extends AcceptedCall {
  readonly provider: GameProvider;
}

export function createProviderWalletService(dependencies: ProviderWalletDependencies) {
  const { repository, transactor, wallet, gate, now, bonuses } = dependencies;
  const db = transactor.db;
  const answers = createWalletAnswers({ repository, wallet, db });
  const rewardResolvers: FreeRoundRewards[] = [];

  /** The bonus behind a free round's reward: the reward uuid itself, unless a resolver knows it. */
  async function bonusRewardOf(provider: GameProvider, rewardUuid: string): Promise<string> {
    for (const resolve of rewardResolvers) {
      const bonusId = await resolve(provider.code, rewardUuid);
      if (bonusId !== undefined) return bonusId;
    }
    return rewardUuid;
  }
  const { currentBalance, refuse, refuseUnlessRecorded, answerAfterConflict } = answers;
  const oneTrip = createOneTripCalls({
    repository,
    wallet,
    db,
    ...(dependencies.batches ? { batches: dependencies.batches } : {}),
  });

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
    // A free round (decision 1113): its reward and nominal stake are checked against the bonus in its statement.
    const freeRound = freeRoundOf(request);
    if (freeRound === 'invalid') return 'RS_ERROR_WRONG_TYPES';
    const free = freeRound && {
      ...freeRound,
      rewardUuid: await bonusRewardOf(provider, freeRound.rewardUuid),
    };
    const accounts = await wallet.playerAccounts(db, playerId);
    if (!accounts) return 'RS_ERROR_UNKNOWN';
    if (accounts.cash.currency !== request.currency) return 'RS_ERROR_WRONG_CURRENCY';
    if ((await gate.playerStatus(playerId)) === 'disabled') return 'RS_ERROR_USER_DISABLED';
    if (!(await gate.allowsBet({ playerId, currency: request.currency, amount }))) {
      return 'RS_ERROR_LIMIT_REACHED';
    }
    return free ? { provider, call, accounts, amount, free } : { provider, call, accounts, amount };
  }

  /** Settles the player's active bonus when a committed bet or win asked for it; answers `outcome` as is. */
  async function settled(outcome: WalletOutcome, playerId: number): Promise<WalletOutcome> {
    if (outcome.settleBonus && bonuses) await bonuses.settleActive(playerId);
    return outcome;
  }

  /** One round trip (decision 0311), in the batch of the calls that arrive with it (decision 0314). */
  async function takeBet(accepted: Accepted, request: BetRequest): Promise<WalletOutcome> {
    const house = await houseAccount(db, accepted.provider, request.currency);
    return settled(await oneTrip.takeBet(accepted, house, request), accepted.call.playerId);
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
      if (error instanceof Refusal) return refuseUnlessRecorded(error.status, call);
      const answer = await answerAfterConflict(error, call);
      if (answer) return answer;
      if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS') {
        return refuseUnlessRecorded('RS_ERROR_NOT_ENOUGH_MONEY', call);
      }
      throw error;
    }
  }

  /** One round trip (decision 0311), in the batch of the calls that arrive with it (decision 0314). */
  async function payWin(accepted: Accepted, request: WinRequest): Promise<WalletOutcome> {
    const house = await houseAccount(db, accepted.provider, request.currency);
    return settled(await oneTrip.payWin(accepted, house, request), accepted.call.playerId);
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

  const rollbacks = createRollbacks({ db, repository, wallet, answers });

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
    return rollbacks.rollback(call, accounts, request);
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

  const { betWin } = createBetWin({
    answers,
    now,
    checkBet,
    houseAccount: (provider, currency) => houseAccount(db, provider, currency),
    writeBetWin: (bet, win, house, requests) => oneTrip.takeBetWin(bet, win, house, requests),
    settled,
  });

  return {
    placeBet,
    settleWin,
    betWin,
    rollback,
    balance,
    userInfo,
    /** What the group commit of bets and wins did so far in this process (decision 0314). */
    walletBatchFigures: oneTrip.batchFigures,
    /** Adds a way to read a provider's own free-round reward uuids as bonuses (decision 0808). */
    useFreeRoundRewards(resolve: FreeRoundRewards): void {
      rewardResolvers.push(resolve);
    },
  };
}

export type ProviderWalletService = ReturnType<typeof createProviderWalletService>;
