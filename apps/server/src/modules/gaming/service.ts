// Games and money: game providers with their keys, game session tokens, and the rules of the provider
// wallet API (bet, win, rollback, balance, user info) on top of the ledger. Each wallet transaction is
// recorded once per (provider, transaction_uuid) together with its ledger transfer, in one commit; a
// repeat with the same content gets the stored answer, a repeat with other content is a duplicate.
import { createHash, type KeyObject } from 'node:crypto';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  UserInfoRequest,
  WalletApiStatus,
  WinRequest,
} from '@reelvault/contract/calls/wallet-api';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { LRUCache } from 'lru-cache';
import type { Database, Db, DbExecutor } from '../../db/database';
import { inTransaction } from '../../db/sql';
import { AppError } from '../../http/app-error';
import {
  decodeCursor,
  historyCountCap,
  historyPagination,
  historyWindow,
  type HistoryPagination,
} from '../../http/history-query';
import { hashToken, issueToken } from '../../security/tokens';
import {
  accountKinds,
  transferKinds,
  type Balance,
  type PlayerAccounts,
  type WalletService,
} from '../wallet/service';
import { wireToMinor } from './amounts';
import { keptKeyPair, keyFiles } from './keys';
import * as repository from './repository';
import type { ProviderRow, ProviderTransactionRow, SessionRow } from './repository';
import type { ProviderStatus, ProviderTransactionKind } from './schema';
import { publicKeyPem, readRsaPublicKey } from './signatures';

/**
 * What the rest of the platform says about a player at bet time. The identity module (inactive,
 * self-excluded) and responsible-gambling limits plug in here; until they do, everyone may play.
 */
export interface PlayerGate {
  /** 'disabled' refuses new bets (RS_ERROR_USER_DISABLED); wins and rollbacks still settle. */
  playerStatus(playerId: number): Promise<'active' | 'disabled'>;
  /** False refuses the bet with RS_ERROR_LIMIT_REACHED. */
  allowsBet(bet: { playerId: number; currency: string; amount: bigint }): Promise<boolean>;
}

export const openPlayerGate: PlayerGate = {
  playerStatus: async () => 'active',
  allowsBet: async () => true,
};

export interface GamingOptions {
  readonly sessionTtlMinutes: number;
  readonly playerGate?: PlayerGate;
  readonly now?: () => Date;
}

/** A provider as the wallet API sees it, with its parsed public key. */
export interface GameProvider {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly status: ProviderStatus;
  readonly publicKey: KeyObject;
}

/** The outcome of a wallet API call, before it is put on the wire. */
export interface WalletOutcome {
  readonly status: WalletApiStatus;
  /** The player's cash balance in minor units of `currency`, when known. */
  readonly balance?: bigint;
  readonly currency?: string;
}

export interface GameHistoryEntry {
  readonly id: string;
  readonly date: string;
  readonly status: 1 | 2 | 3;
  readonly win: string;
  readonly bet_amount: string;
  readonly currency: string;
  readonly game_info: { id: string; name: string; provider: string };
  readonly fairness_round: string | null;
}

export interface GameHistory {
  readonly data: GameHistoryEntry[];
  readonly pagination: HistoryPagination;
}

export interface HistoryQuery {
  readonly page: number;
  readonly perPage: number;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly cursor?: string | undefined;
}

const providerCacheMs = 30_000;
const providerCacheLimit = 1_000;
const sessionCacheMs = 5_000;
const sessionCacheLimit = 50_000;
const playerPrefix = 'rv-';

/** The `user` a provider sees for a player: never personal data (Hub88 asks for 4 characters at least). */
export function walletUser(playerId: number): string {
  return `${playerPrefix}${playerId}`;
}

export function playerIdOf(user: string): number | undefined {
  const match = /^rv-([1-9]\d{0,9})$/.exec(user);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

/** What makes two requests with one transaction_uuid the same request (request_uuid and token aside). */
export function transactionFingerprint(
  kind: ProviderTransactionKind,
  request: {
    user: string;
    round: string;
    game_code: string;
    currency?: string;
    amount?: number;
    reference_transaction_uuid?: string;
  },
): string {
  const content = [
    kind,
    request.user,
    request.round,
    request.game_code,
    request.currency ?? '',
    request.amount === undefined ? '' : String(request.amount),
    request.reference_transaction_uuid ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(content), 'utf8').digest('hex');
}

/** Thrown inside a transaction to roll it back and answer from what an earlier request recorded. */
class AlreadyRecorded extends Error {}
/** Thrown inside a transaction to roll it back and refuse (unless the uuid was already answered). */
class Refusal extends Error {
  constructor(readonly status: WalletApiStatus) {
    super(status);
  }
}
/** A concurrent request changed what this one decided on; run it again. */
class RaceLost extends Error {}

/**
 * The answer to a rollback of a bet that a win settled: there is no open bet by that reference, as for a
 * rollback naming a win. Final, unlike RS_ERROR_UNKNOWN (which providers resend), and never read as done,
 * unlike RS_ERROR_TRANSACTION_ROLLED_BACK (decision 0307).
 */
const rollbackOfSettledBet: WalletApiStatus = 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';

function roundStatus(row: repository.RoundRow): 1 | 2 | 3 {
  if (row.refundTotal > 0n && row.refundTotal >= row.betTotal) return 3;
  if (row.winTotal > 0n) return 2;
  return 1;
}

export function createGamingService(database: Database, wallet: WalletService, options: GamingOptions) {
  const db: Db = database.db;
  const gate = options.playerGate ?? openPlayerGate;
  const now = options.now ?? (() => new Date());
  const providers = new LRUCache<number, GameProvider>({ max: providerCacheLimit, ttl: providerCacheMs });
  // Keyed by token hash; only found sessions are kept, so an unknown token is asked again every time.
  const sessions = new LRUCache<string, SessionRow>({ max: sessionCacheLimit, ttl: sessionCacheMs });

  function toProvider(row: ProviderRow): GameProvider {
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      status: row.status,
      publicKey: readRsaPublicKey(row.publicKey),
    };
  }

  function cacheProvider(row: ProviderRow): GameProvider {
    const provider = toProvider(row);
    providers.set(provider.id, provider);
    return provider;
  }

  async function providerById(id: number): Promise<GameProvider | undefined> {
    const cached = providers.get(id);
    if (cached) return cached;
    const row = await repository.findProviderById(db, id);
    return row ? cacheProvider(row) : undefined;
  }

  function cashBalance(balances: readonly Balance[], accounts: PlayerAccounts): bigint | undefined {
    return balances.find((balance) => balance.accountId === accounts.cash.id)?.available;
  }

  async function currentBalance(executor: DbExecutor, playerId: number): Promise<WalletOutcome> {
    const balance = await wallet.playerBalance(executor, playerId);
    return balance
      ? { status: 'RS_OK', balance: balance.cash, currency: balance.currency }
      : { status: 'RS_OK' };
  }

  async function refuse(status: WalletApiStatus, playerId: number | undefined): Promise<WalletOutcome> {
    if (playerId === undefined) return { status };
    const balance = await wallet.playerBalance(db, playerId);
    return balance ? { status, balance: balance.cash, currency: balance.currency } : { status };
  }

  /** The answer for a transaction_uuid already recorded: its stored answer, or why it cannot be given. */
  async function answerRecorded(
    provider: GameProvider,
    kind: ProviderTransactionKind,
    transactionUuid: string,
    fingerprint: string,
    playerId: number,
  ): Promise<WalletOutcome | undefined> {
    const row = await repository.findTransaction(db, provider.id, transactionUuid);
    if (!row) return undefined;
    return answerFrom(row, kind, fingerprint, playerId);
  }

  async function answerFrom(
    row: ProviderTransactionRow,
    kind: ProviderTransactionKind,
    fingerprint: string,
    playerId: number,
  ): Promise<WalletOutcome> {
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

  /** Refuses, unless this transaction_uuid was already answered (then the first answer stands). */
  async function refuseUnlessRecorded(
    status: WalletApiStatus,
    provider: GameProvider,
    kind: ProviderTransactionKind,
    transactionUuid: string,
    fingerprint: string,
    playerId: number,
  ): Promise<WalletOutcome> {
    return (
      (await answerRecorded(provider, kind, transactionUuid, fingerprint, playerId)) ??
      refuse(status, playerId)
    );
  }

  /** The session behind a token, checked against the provider and user; undefined when it holds. */
  function sessionProblem(
    provider: GameProvider,
    session: SessionRow | undefined,
    user: string,
    checkExpiry: boolean,
  ): WalletApiStatus | undefined {
    if (!session || session.providerId !== provider.id || walletUser(session.playerId) !== user) {
      return 'RS_ERROR_INVALID_TOKEN';
    }
    if (checkExpiry && (session.endedAt !== null || session.expiresAt.getTime() <= now().getTime())) {
      return 'RS_ERROR_TOKEN_EXPIRED';
    }
    return undefined;
  }

  function minorAmount(amount: number, currency: string): bigint | undefined {
    const known = findCurrency(currency);
    return known ? wireToMinor(BigInt(amount), known.exponent) : undefined;
  }

  async function houseAccount(provider: GameProvider, currency: string) {
    return wallet.systemAccount(db, { kind: accountKinds.houseRevenue, reference: provider.code, currency });
  }

  async function placeBet(provider: GameProvider, session: SessionRow | undefined, request: BetRequest) {
    const sessionStatus = sessionProblem(provider, session, request.user, true);
    const playerId = session?.playerId;
    const fingerprint = transactionFingerprint('bet', request);
    if (sessionStatus || !session || playerId === undefined) {
      if (sessionStatus === 'RS_ERROR_TOKEN_EXPIRED' && playerId !== undefined) {
        return refuseUnlessRecorded(
          sessionStatus,
          provider,
          'bet',
          request.transaction_uuid,
          fingerprint,
          playerId,
        );
      }
      return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    }
    const refusal = (status: WalletApiStatus) =>
      refuseUnlessRecorded(status, provider, 'bet', request.transaction_uuid, fingerprint, playerId);
    if (provider.status !== 'active') return refusal('RS_ERROR_INVALID_PARTNER');
    if (request.game_code !== session.gameCode) return refusal('RS_ERROR_INVALID_GAME');
    if (request.currency !== session.currency) return refusal('RS_ERROR_WRONG_CURRENCY');
    const amount = minorAmount(request.amount, request.currency);
    if (amount === undefined) return refusal('RS_ERROR_WRONG_TYPES');
    const accounts = await wallet.playerAccounts(db, playerId);
    if (!accounts) return refusal('RS_ERROR_UNKNOWN');
    if (accounts.cash.currency !== request.currency) return refusal('RS_ERROR_WRONG_CURRENCY');
    if ((await gate.playerStatus(playerId)) === 'disabled') return refusal('RS_ERROR_USER_DISABLED');
    if (!(await gate.allowsBet({ playerId, currency: request.currency, amount }))) {
      return refusal('RS_ERROR_LIMIT_REACHED');
    }
    const house = await houseAccount(provider, request.currency);
    const transferId = `bet:${provider.id}:${request.transaction_uuid}`;
    try {
      return await inTransaction(db, async (tx) => {
        const outcome = await wallet.transfer(tx, {
          id: transferId,
          debitAccountId: accounts.cash.id,
          creditAccountId: house.id,
          amount,
          kind: transferKinds.bet,
        });
        if (!outcome.created) throw new AlreadyRecorded();
        const balance = cashBalance(outcome.balances, accounts) ?? 0n;
        const recorded = await repository.recordTransaction(
          tx,
          {
            providerId: provider.id,
            transactionUuid: request.transaction_uuid,
            kind: 'bet',
            state: 'open',
            playerId,
            gameCode: request.game_code,
            round: request.round,
            currency: request.currency,
            amount,
            referenceTransactionUuid: null,
            fingerprint,
            balance,
            ledgerTransferId: transferId,
          },
          { bet: amount, win: 0n, refund: 0n, closed: request.round_closed },
        );
        if (!recorded) throw new AlreadyRecorded();
        const answer: WalletOutcome = { status: 'RS_OK', balance, currency: request.currency };
        return answer;
      });
    } catch (error) {
      if (
        error instanceof AlreadyRecorded ||
        (error instanceof AppError && error.code === 'WALLET_TRANSFER_CONFLICT')
      ) {
        return (
          (await answerRecorded(provider, 'bet', request.transaction_uuid, fingerprint, playerId)) ??
          refuse('RS_ERROR_UNKNOWN', playerId)
        );
      }
      if (error instanceof AppError && error.code === 'WALLET_INSUFFICIENT_FUNDS') {
        return refusal('RS_ERROR_NOT_ENOUGH_MONEY');
      }
      throw error;
    }
  }

  async function settleWin(provider: GameProvider, session: SessionRow | undefined, request: WinRequest) {
    // Token expiry is not checked: a win settles a bet the game already took, whenever it arrives.
    const sessionStatus = sessionProblem(provider, session, request.user, false);
    if (sessionStatus || !session) return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    const playerId = session.playerId;
    const fingerprint = transactionFingerprint('win', request);
    const refusal = (status: WalletApiStatus) =>
      refuseUnlessRecorded(status, provider, 'win', request.transaction_uuid, fingerprint, playerId);
    if (request.game_code !== session.gameCode) return refusal('RS_ERROR_INVALID_GAME');
    if (request.currency !== session.currency) return refusal('RS_ERROR_WRONG_CURRENCY');
    const amount = minorAmount(request.amount, request.currency);
    if (amount === undefined) return refusal('RS_ERROR_WRONG_TYPES');
    const accounts = await wallet.playerAccounts(db, playerId);
    if (!accounts || accounts.cash.currency !== request.currency) return refusal('RS_ERROR_WRONG_CURRENCY');
    const house = await houseAccount(provider, request.currency);
    const transferId = `win:${provider.id}:${request.transaction_uuid}`;
    try {
      return await inTransaction(db, async (tx) => {
        const bet = await repository.findTransaction(tx, provider.id, request.reference_transaction_uuid, {
          lock: true,
        });
        if (!bet || bet.kind !== 'bet' || bet.playerId !== playerId) {
          throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
        // A bet a win already settled (`done`) takes further wins; a refunded or cancelled one takes none.
        if (bet.state !== 'open' && bet.state !== 'done') {
          throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
        }
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
        const recorded = await repository.recordTransaction(
          tx,
          {
            providerId: provider.id,
            transactionUuid: request.transaction_uuid,
            kind: 'win',
            state: 'done',
            playerId,
            gameCode: bet.gameCode,
            round: bet.round,
            currency: request.currency,
            amount,
            referenceTransactionUuid: request.reference_transaction_uuid,
            fingerprint,
            balance,
            ledgerTransferId: transferId,
          },
          { bet: 0n, win: amount, refund: 0n, closed: request.round_closed },
          { betId: bet.id, state: 'done' },
        );
        if (!recorded) throw new AlreadyRecorded();
        const answer: WalletOutcome = { status: 'RS_OK', balance, currency: request.currency };
        return answer;
      });
    } catch (error) {
      if (error instanceof Refusal) return refusal(error.status);
      if (
        error instanceof AlreadyRecorded ||
        (error instanceof AppError && error.code === 'WALLET_TRANSFER_CONFLICT')
      ) {
        return (
          (await answerRecorded(provider, 'win', request.transaction_uuid, fingerprint, playerId)) ??
          refuse('RS_ERROR_UNKNOWN', playerId)
        );
      }
      throw error;
    }
  }

  async function rollback(provider: GameProvider, session: SessionRow | undefined, request: RollbackRequest) {
    // Like wins, rollbacks are accepted after the session ended.
    const sessionStatus = sessionProblem(provider, session, request.user, false);
    if (sessionStatus || !session) return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', undefined);
    const playerId = session.playerId;
    const fingerprint = transactionFingerprint('rollback', request);
    const accounts = await wallet.playerAccounts(db, playerId);
    if (!accounts) return refuse('RS_ERROR_UNKNOWN', playerId);
    const rollbackRow = (
      bet: { round: string; gameCode: string; currency: string },
      amount: bigint | null,
      balance: bigint,
      ledgerTransferId: string | null,
    ): repository.NewProviderTransaction => ({
      providerId: provider.id,
      transactionUuid: request.transaction_uuid,
      kind: 'rollback',
      state: 'done',
      playerId,
      gameCode: bet.gameCode,
      round: bet.round,
      currency: bet.currency,
      amount,
      referenceTransactionUuid: request.reference_transaction_uuid,
      fingerprint,
      balance,
      ledgerTransferId,
    });
    const attempt = () =>
      inTransaction(db, async (tx) => {
        const bet = await repository.findTransaction(tx, provider.id, request.reference_transaction_uuid, {
          lock: true,
        });
        if (!bet) {
          // The bet has not arrived (or never will): record it as cancelled so that it is refused if it comes.
          const placeholder = await repository.recordTransaction(
            tx,
            {
              providerId: provider.id,
              transactionUuid: request.reference_transaction_uuid,
              kind: 'bet',
              state: 'cancelled',
              playerId,
              gameCode: request.game_code,
              round: request.round,
              currency: session.currency,
              amount: null,
              referenceTransactionUuid: null,
              fingerprint: null,
              balance: null,
              ledgerTransferId: null,
            },
            undefined,
          );
          if (!placeholder) throw new RaceLost();
          const current = await currentBalance(tx, playerId);
          const recorded = await repository.recordTransaction(
            tx,
            rollbackRow(
              { round: request.round, gameCode: request.game_code, currency: session.currency },
              null,
              current.balance ?? 0n,
              null,
            ),
            undefined,
          );
          if (!recorded) throw new AlreadyRecorded();
          return current;
        }
        if (bet.kind !== 'bet' || bet.playerId !== playerId) {
          throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
        // A win settled the bet: the round was played and paid, so the stake stays with the house
        // (decision 0307). Refunding it would pay the player the stake back on top of the win.
        if (bet.state === 'done') throw new Refusal(rollbackOfSettledBet);
        if (bet.state !== 'open' || bet.amount === null) {
          // Already refunded (or cancelled): a second rollback changes nothing and is answered OK.
          const current = await currentBalance(tx, playerId);
          const recorded = await repository.recordTransaction(
            tx,
            rollbackRow(bet, null, current.balance ?? 0n, null),
            undefined,
          );
          if (!recorded) throw new AlreadyRecorded();
          return current;
        }
        // The refund's id comes from the bet, so the ledger itself refunds a bet at most once.
        const transferId = `refund:${provider.id}:${bet.transactionUuid}`;
        const house = await wallet.systemAccount(tx, {
          kind: accountKinds.houseRevenue,
          reference: provider.code,
          currency: bet.currency,
        });
        const outcome = await wallet.transfer(tx, {
          id: transferId,
          debitAccountId: house.id,
          creditAccountId: accounts.cash.id,
          amount: bet.amount,
          kind: transferKinds.refund,
        });
        if (!outcome.created) throw new Error(`bet ${bet.transactionUuid} is open but its refund exists`);
        const balance = cashBalance(outcome.balances, accounts) ?? 0n;
        const recorded = await repository.recordTransaction(
          tx,
          rollbackRow(bet, bet.amount, balance, transferId),
          { bet: 0n, win: 0n, refund: bet.amount, closed: request.round_closed ?? false },
          { betId: bet.id, state: 'rolled_back' },
        );
        if (!recorded) throw new AlreadyRecorded();
        const answer: WalletOutcome = { status: 'RS_OK', balance, currency: bet.currency };
        return answer;
      });
    for (let round = 1; ; round += 1) {
      try {
        return await attempt();
      } catch (error) {
        if (error instanceof RaceLost && round < 3) continue;
        if (error instanceof Refusal) {
          return refuseUnlessRecorded(
            error.status,
            provider,
            'rollback',
            request.transaction_uuid,
            fingerprint,
            playerId,
          );
        }
        if (error instanceof AlreadyRecorded) {
          return (
            (await answerRecorded(provider, 'rollback', request.transaction_uuid, fingerprint, playerId)) ??
            refuse('RS_ERROR_UNKNOWN', playerId)
          );
        }
        throw error;
      }
    }
  }

  async function balance(provider: GameProvider, session: SessionRow | undefined, request: BalanceRequest) {
    const sessionStatus = sessionProblem(provider, session, request.user, true);
    if (sessionStatus || !session)
      return refuse(sessionStatus ?? 'RS_ERROR_INVALID_TOKEN', session?.playerId);
    if (provider.status !== 'active') return refuse('RS_ERROR_INVALID_PARTNER', session.playerId);
    if (request.game_code !== undefined && request.game_code !== session.gameCode) {
      return refuse('RS_ERROR_INVALID_GAME', session.playerId);
    }
    return currentBalance(db, session.playerId);
  }

  async function userInfo(provider: GameProvider, session: SessionRow | undefined, request: UserInfoRequest) {
    const playerId = playerIdOf(request.user);
    // A provider learns about players who played its games, and no one else.
    if (playerId === undefined || !(await repository.hasPlayedWith(db, provider.id, playerId))) {
      return refuse('RS_ERROR_UNKNOWN', undefined);
    }
    if (request.token !== undefined) {
      const sessionStatus = sessionProblem(provider, session, request.user, true);
      if (sessionStatus) return refuse(sessionStatus, playerId);
    }
    if (provider.status !== 'active') return refuse('RS_ERROR_INVALID_PARTNER', playerId);
    if ((await gate.playerStatus(playerId)) === 'disabled') return refuse('RS_ERROR_USER_DISABLED', playerId);
    return currentBalance(db, playerId);
  }

  const service = {
    database,

    /** Registers a provider and its RSA public key, or replaces the name and key of an existing one. */
    async registerProvider(
      executor: DbExecutor,
      provider: { code: string; name: string; publicKeyPem: string },
    ): Promise<{ provider: GameProvider; created: boolean }> {
      // Stored as SPKI PEM whatever form it came in (PKCS#1 or SPKI).
      const publicKey = publicKeyPem(readRsaPublicKey(provider.publicKeyPem));
      if (!/^[a-z0-9][a-z0-9_-]{1,39}$/.test(provider.code)) {
        throw new Error('a provider code is 2 to 40 lowercase letters, digits, dashes or underscores');
      }
      const { row, created } = await repository.upsertProvider(executor, {
        code: provider.code,
        name: provider.name,
        publicKey,
      });
      providers.delete(row.id);
      return { provider: toProvider(row), created };
    },

    async setProviderStatus(code: string, status: ProviderStatus): Promise<boolean> {
      providers.clear();
      return repository.setProviderStatus(db, code, status);
    },

    async providerByCode(code: string): Promise<GameProvider | undefined> {
      const row = await repository.findProviderByCode(db, code);
      return row ? cacheProvider(row) : undefined;
    },

    providerById,

    async activeProviders(): Promise<GameProvider[]> {
      return (await repository.activeProviders(db)).map(cacheProvider);
    },

    /**
     * Opens a game session for a player (the game launch calls this): a random token bound to player,
     * provider, game and currency, valid for the configured time.
     */
    async openGameSession(request: {
      playerId: number;
      providerCode: string;
      gameCode: string;
      ttlMinutes?: number;
    }): Promise<{ token: string; sessionId: bigint; expiresAt: Date; currency: string; user: string }> {
      const provider = await service.providerByCode(request.providerCode);
      if (!provider || provider.status !== 'active') throw new AppError('GAME_LAUNCH_REFUSED');
      const accounts = await wallet.playerAccounts(db, request.playerId);
      if (!accounts) throw new AppError('GAME_LAUNCH_REFUSED');
      const { token, hash: tokenHash } = issueToken();
      const expiresAt = new Date(
        now().getTime() + (request.ttlMinutes ?? options.sessionTtlMinutes) * 60_000,
      );
      const row = await repository.insertSession(db, {
        tokenHash,
        playerId: request.playerId,
        providerId: provider.id,
        gameCode: request.gameCode,
        currency: accounts.cash.currency,
        expiresAt,
      });
      return {
        token,
        sessionId: row.id,
        expiresAt,
        currency: row.currency,
        user: walletUser(request.playerId),
      };
    },

    /** Ends a session: no more bets on it (wins and rollbacks of its rounds still settle). */
    async endGameSession(token: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      sessions.delete(tokenHash);
      return repository.endSession(db, tokenHash);
    },

    /**
     * The session behind a token. Sessions are read on every wallet call, so a found one is kept for a few
     * seconds: a session ended on another server node may still take bets for that long (it expires on
     * its own schedule everywhere).
     */
    async findSession(token: string): Promise<SessionRow | undefined> {
      const tokenHash = hashToken(token);
      const cached = sessions.get(tokenHash);
      if (cached) return cached;
      const session = await repository.findSessionByTokenHash(db, tokenHash);
      if (session) sessions.set(tokenHash, session);
      return session;
    },

    placeBet,
    settleWin,
    rollback,
    balance,
    userInfo,

    /** The player's rounds, newest first (spec: bet history, 3 days by default). */
    async gameHistory(playerId: number, query: HistoryQuery): Promise<GameHistory> {
      const window = historyWindow('bets', query.startDate, query.endDate);
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const filter: repository.RoundFilter = { playerId, from: window.from, to: window.to, before: cursor };
      const offset = cursor ? 0 : (query.page - 1) * query.perPage;
      const rows = await repository.roundRows(db, filter, offset, query.perPage + 1);
      const total = await repository.countRounds(db, filter, historyCountCap);
      const page = rows.slice(0, query.perPage);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          id: row.id,
          date: row.createdAt.toISOString(),
          status: roundStatus(row),
          win: formatCurrencyAmount(row.winTotal, row.currency),
          bet_amount: formatCurrencyAmount(row.betTotal, row.currency),
          currency: row.currency,
          game_info: { id: row.gameCode, name: row.gameCode, provider: row.providerName },
          fairness_round: row.providerCode === houseProviderCode ? row.round : null,
        })),
        pagination: historyPagination(
          total,
          query.page,
          query.perPage,
          last ? { at: last.createdKey, id: last.id } : undefined,
          rows.length > query.perPage,
        ),
      };
    },
  };
  return service;
}

export type GamingService = ReturnType<typeof createGamingService>;

export const houseProviderCode = 'house';

/**
 * Demo seed: registers the in-house studio (code `house`) with a key pair kept in DATA_DIR/keys, where
 * the studio's game server reads its private key.
 */
export async function seedHouseStudio(executor: DbExecutor, dataDir: string): Promise<void> {
  const pair = await keptKeyPair(dataDir, keyFiles.housePrivate, keyFiles.housePublic);
  await repository.upsertProvider(executor, {
    code: houseProviderCode,
    name: 'Reelvault Studio',
    publicKey: pair.publicKeyPem,
  });
}
