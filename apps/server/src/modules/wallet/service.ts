// The ledger: accounts, transfers (posted at once, or held and later posted or voided), balances, the
// player's finance history and the invariants. Every other module moves money only through here.
// Functions that take an `executor` run inside the caller's transaction (or on their own when given the
// database): a module can record its own rows and the money in one commit.
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { LRUCache } from 'lru-cache';
import type { Database, DbExecutor } from '../../db/database';
import { postgresError, sqlState } from '../../db/sql';
import { AppError } from '../../http/app-error';
import {
  decodeCursor,
  historyCountCap,
  historyPagination,
  historyWindow,
  type HistoryPagination,
} from '../../http/history-query';
import * as repository from './repository';
import type { AccountRow, AccountTotals, TotalsDelta, TransferRow } from './repository';
import type { TransferMetadata, TransferPhase } from './schema';

/** Account kinds the platform uses today. Kinds are data: a later module opens accounts of new kinds. */
export const accountKinds = {
  playerCash: 'player_cash',
  playerBonus: 'player_bonus',
  /** Per game provider (reference: provider code): bets in, wins and refunds out. */
  houseRevenue: 'house_revenue',
  /** Per payment method (reference: method code): deposits come from it, withdrawals go to it. */
  cashierClearing: 'cashier_clearing',
  /** Per payment method (reference: method code): what was paid out to players' banks and wallets. */
  cashierPayouts: 'cashier_payouts',
  bonusExpense: 'bonus_expense',
  fees: 'fees',
  /** Manual corrections by the operator, each one a transfer of its own. */
  adjustments: 'adjustments',
} as const;

/** Transfer kinds in use; like account kinds they are data. */
export const transferKinds = {
  bet: 'bet',
  win: 'win',
  refund: 'refund',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  /** A posted withdrawal leaving the clearing account once the payment provider confirmed the payout. */
  payout: 'payout',
  bonusGrant: 'bonus_grant',
  bonusForfeit: 'bonus_forfeit',
  fee: 'fee',
  adjustment: 'adjustment',
} as const;

export interface LedgerAccount {
  readonly id: bigint;
  readonly kind: string;
  readonly playerId: number | null;
  readonly reference: string;
  readonly currency: string;
  readonly tracksBalance: boolean;
  readonly debitsMustNotExceedCredits: boolean;
}

export interface Balance extends AccountTotals {
  readonly currency: string;
  /** Posted credits less posted and held debits: what the owner can spend. */
  readonly available: bigint;
}

export interface PlayerAccounts {
  readonly cash: LedgerAccount;
  readonly bonus: LedgerAccount;
}

export interface TransferRequest {
  /** The idempotency key, namespaced by the caller (`bet:<provider>:<uuid>`, `deposit:<payment id>`). */
  readonly id: string;
  readonly debitAccountId: bigint;
  readonly creditAccountId: bigint;
  readonly amount: bigint;
  readonly kind: string;
  readonly metadata?: TransferMetadata;
}

export interface ResolveHoldRequest {
  readonly id: string;
  readonly pendingId: string;
  /** For a post: how much of the hold to post (the whole hold when unset); the rest is released. */
  readonly amount?: bigint;
  readonly metadata?: TransferMetadata;
  /**
   * For a post: the money still has to reach the owner's bank or wallet. The finance history shows the
   * hold as Processing until `settlePayout` records the payout.
   */
  readonly awaitsPayout?: boolean;
}

export interface SettlePayoutRequest {
  /** The posted hold whose payout was confirmed. */
  readonly pendingId: string;
  /** Where the money goes: the payouts account of the method. */
  readonly payoutAccountId: bigint;
  readonly metadata?: TransferMetadata;
}

/** The id of the payout transfer of a hold: one payout per hold, whatever the retries. */
export function payoutTransferId(pendingId: string): string {
  return `${pendingId}${repository.payoutSuffix}`;
}

export interface Transfer {
  readonly id: string;
  readonly debitAccountId: bigint;
  readonly creditAccountId: bigint;
  readonly amount: bigint;
  readonly currency: string;
  readonly kind: string;
  readonly phase: TransferPhase;
  readonly pendingId: string | null;
  readonly metadata: TransferMetadata;
}

export interface TransferOutcome {
  readonly transfer: Transfer;
  /** False when this id had already been applied: the answer is the first one's, nothing moved again. */
  readonly created: boolean;
  /** Balances after the transfer of the accounts that track one (the player's side). */
  readonly balances: Balance[];
}

export interface PlayerBalance {
  readonly currency: string;
  readonly cash: bigint;
  readonly bonus: bigint;
}

export interface FinanceHistoryQuery {
  readonly page: number;
  readonly perPage: number;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly type?: 'deposit' | 'withdraw' | undefined;
  readonly status?: number | undefined;
  readonly cursor?: string | undefined;
}

export interface FinanceHistoryEntry {
  readonly id: string;
  readonly type: 'deposit' | 'withdraw';
  readonly method: string;
  readonly date: string;
  readonly amount: string;
  readonly currency: string;
  /** 0 Pending, 1 Completed, 2 Rejected, 3 Processing. */
  readonly status: FinanceStatus;
}

export type FinanceStatus = 0 | 1 | 2 | 3;

function financeStatus(value: number): FinanceStatus {
  if (value === 0 || value === 1 || value === 2 || value === 3) return value;
  throw new Error(`not a finance status: ${value}`);
}

export interface FinanceHistory {
  readonly data: FinanceHistoryEntry[];
  readonly pagination: HistoryPagination;
}

export interface LedgerProblem {
  readonly accountId?: bigint;
  readonly transferId?: string;
  readonly currency?: string;
  readonly message: string;
}

export interface LedgerReport {
  readonly ok: boolean;
  readonly accounts: number;
  readonly currencies: { currency: string; posted: bigint; pending: bigint }[];
  /** In the order found; the first names the first broken account. */
  readonly problems: LedgerProblem[];
}

function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    kind: row.kind,
    playerId: row.playerId,
    reference: row.reference,
    currency: row.currency,
    tracksBalance: row.tracksBalance,
    debitsMustNotExceedCredits: row.debitsMustNotExceedCredits,
  };
}

function toTransfer(row: TransferRow): Transfer {
  return {
    id: row.id,
    debitAccountId: row.debitAccountId,
    creditAccountId: row.creditAccountId,
    amount: row.amount,
    currency: row.currency,
    kind: row.kind,
    phase: row.phase,
    pendingId: row.pendingId,
    metadata: row.metadata,
  };
}

function canonicalMetadata(metadata: TransferMetadata): string {
  return JSON.stringify(
    Object.keys(metadata)
      .sort()
      .map((key) => [key, metadata[key]]),
  );
}

function sameTransfer(a: Transfer, b: Transfer): boolean {
  return (
    a.debitAccountId === b.debitAccountId &&
    a.creditAccountId === b.creditAccountId &&
    a.amount === b.amount &&
    a.currency === b.currency &&
    a.kind === b.kind &&
    a.phase === b.phase &&
    a.pendingId === b.pendingId &&
    canonicalMetadata(a.metadata) === canonicalMetadata(b.metadata)
  );
}

export function availableOf(totals: AccountTotals): bigint {
  return totals.creditsPosted - totals.debitsPosted - totals.debitsPending;
}

const zero = 0n;

/** What a transfer does to the totals of its two accounts. */
export function transferDeltas(
  phase: TransferPhase,
  debitAccountId: bigint,
  creditAccountId: bigint,
  amount: bigint,
  heldAmount: bigint = zero,
): TotalsDelta[] {
  const debitsPending = phase === 'pending' ? amount : phase === 'posted' ? zero : -heldAmount;
  const posted = phase === 'posted' || phase === 'post' ? amount : zero;
  return [
    {
      accountId: debitAccountId,
      debitsPending,
      debitsPosted: posted,
      creditsPending: zero,
      creditsPosted: zero,
    },
    {
      accountId: creditAccountId,
      debitsPending: zero,
      debitsPosted: zero,
      creditsPending: debitsPending,
      creditsPosted: posted,
    },
  ];
}

const playerAccountsCacheLimit = 100_000;

export function createWalletService(database: Database) {
  // Account rows never change apart from their totals, so their descriptions never go stale; the least
  // recently used give way once as many are kept as two per player of the player cache.
  const accountsById = new LRUCache<bigint, LedgerAccount>({ max: 2 * playerAccountsCacheLimit });
  const systemAccounts = new Map<string, LedgerAccount>();
  // A player's two accounts, once both exist (the wallet API looks them up on every call).
  const playerAccountsCache = new LRUCache<number, PlayerAccounts>({ max: playerAccountsCacheLimit });

  /**
   * Caches what was read outside any caller's transaction: a row seen inside one may belong to a
   * transaction that still rolls back.
   */
  function remember(account: LedgerAccount, executor: DbExecutor): LedgerAccount {
    if (executor === database.db) accountsById.set(account.id, account);
    return account;
  }

  async function account(executor: DbExecutor, id: bigint): Promise<LedgerAccount> {
    const known = accountsById.get(id);
    if (known) return known;
    const row = await repository.findAccount(executor, id);
    if (!row) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
    return remember(toAccount(row), executor);
  }

  function balanceOf(totals: AccountTotals, currency: string): Balance {
    return { ...totals, currency, available: availableOf(totals) };
  }

  async function balances(executor: DbExecutor, accounts: readonly LedgerAccount[]): Promise<Balance[]> {
    const tracked = accounts.filter((item) => item.tracksBalance);
    const stored = await repository.accountTotals(
      executor,
      tracked.map((item) => item.id),
    );
    const result: Balance[] = [];
    for (const item of accounts) {
      const totals = item.tracksBalance
        ? stored.find((row) => row.accountId === item.id)
        : await repository.derivedTotals(executor, item.id);
      if (totals) result.push(balanceOf(totals, item.currency));
    }
    return result;
  }

  /** Inserts a transfer once; a second call with the same id answers as the first, or refuses. */
  async function apply(
    executor: DbExecutor,
    transfer: Transfer,
    debit: LedgerAccount,
    credit: LedgerAccount,
    heldAmount?: bigint,
  ): Promise<TransferOutcome> {
    let inserted: repository.InsertedTransfer;
    try {
      inserted = await repository.insertTransfer(
        executor,
        transfer,
        transferDeltas(transfer.phase, debit.id, credit.id, transfer.amount, heldAmount),
      );
    } catch (error) {
      const facts = postgresError(error);
      if (
        facts?.code === sqlState.checkViolation &&
        facts.constraint === 'ledger_accounts_debits_within_credits'
      ) {
        throw new AppError('WALLET_INSUFFICIENT_FUNDS');
      }
      throw error;
    }
    if (inserted.inserted) {
      return {
        transfer,
        created: true,
        balances: inserted.totals.map((totals) =>
          balanceOf(totals, totals.accountId === debit.id ? debit.currency : credit.currency),
        ),
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
    return { transfer: first, created: false, balances: await balances(executor, tracked) };
  }

  async function checkedPair(executor: DbExecutor, request: TransferRequest) {
    if (
      request.amount < 0n ||
      request.debitAccountId === request.creditAccountId ||
      request.id.length === 0
    ) {
      throw new AppError('WALLET_INVALID_TRANSFER');
    }
    if (request.id.length > 200)
      throw new AppError('WALLET_INVALID_TRANSFER', 'The transfer id is too long.');
    const debit = await account(executor, request.debitAccountId);
    const credit = await account(executor, request.creditAccountId);
    if (debit.currency !== credit.currency) throw new AppError('WALLET_CURRENCY_MISMATCH');
    return { debit, credit };
  }

  async function movePending(executor: DbExecutor, request: ResolveHoldRequest, phase: 'post' | 'void') {
    const pendingRow = await repository.findTransfer(executor, request.pendingId);
    if (!pendingRow) throw new AppError('WALLET_TRANSFER_NOT_FOUND');
    const pending = toTransfer(pendingRow);
    if (pending.phase !== 'pending') throw new AppError('WALLET_TRANSFER_NOT_PENDING');
    const amount = phase === 'void' ? pending.amount : (request.amount ?? pending.amount);
    if (amount < 0n || amount > pending.amount) throw new AppError('WALLET_INVALID_TRANSFER');
    const debit = await account(executor, pending.debitAccountId);
    const credit = await account(executor, pending.creditAccountId);
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
    return apply(executor, transfer, debit, credit, pending.amount);
  }

  const service = {
    database,

    /**
     * Opens the player's cash and bonus accounts in their registration currency (idempotent). The identity
     * module calls it inside its registration transaction.
     */
    async openPlayerAccounts(
      executor: DbExecutor,
      player: { id: number; currency: string },
    ): Promise<PlayerAccounts> {
      if (!Number.isInteger(player.id) || player.id <= 0) throw new Error(`not a player id: ${player.id}`);
      if (!findCurrency(player.currency)) throw new Error(`unknown currency ${player.currency}`);
      const currency = player.currency.toUpperCase();
      const open = async (kind: string) =>
        remember(
          toAccount(
            await repository.openAccount(executor, {
              kind,
              playerId: player.id,
              reference: '',
              currency,
              tracksBalance: true,
              debitsMustNotExceedCredits: true,
            }),
          ),
          executor,
        );
      const cash = await open(accountKinds.playerCash);
      const bonus = await open(accountKinds.playerBonus);
      return { cash, bonus };
    },

    /**
     * Bets, wins, refunds and deposits through the player's cash account since `since` (null: ever);
     * zeros for a player without accounts.
     */
    async playerFlows(playerId: number, since: Date | null): Promise<repository.PlayerFlows> {
      const accounts = await service.playerAccounts(database.db, playerId);
      if (!accounts) {
        return { wagered: 0n, won: 0n, refunded: 0n, depositsStarted: 0n, depositsCredited: 0n };
      }
      return repository.playerFlows(database.db, accounts.cash.id, since);
    },

    /** The player's accounts, or undefined for a player who has none. */
    async playerAccounts(executor: DbExecutor, playerId: number): Promise<PlayerAccounts | undefined> {
      const known = playerAccountsCache.get(playerId);
      if (known) return known;
      const rows = (await repository.findPlayerAccounts(executor, playerId)).map((row) =>
        remember(toAccount(row), executor),
      );
      const cash = rows.find((row) => row.kind === accountKinds.playerCash);
      const bonus = rows.find(
        (row) => row.kind === accountKinds.playerBonus && row.currency === cash?.currency,
      );
      if (!cash || !bonus) return undefined;
      // Only rows read outside a caller's transaction are known to be committed.
      if (executor === database.db) {
        playerAccountsCache.set(playerId, { cash, bonus });
      }
      return { cash, bonus };
    },

    /**
     * A system account (house revenue of a provider, clearing of a payment method, bonus expense, ...),
     * opened on first use. Its balance is derived from its transfers unless `tracksBalance` is asked for.
     */
    async systemAccount(
      executor: DbExecutor,
      spec: { kind: string; reference?: string; currency: string; tracksBalance?: boolean },
    ): Promise<LedgerAccount> {
      const reference = spec.reference ?? '';
      const currency = spec.currency.toUpperCase();
      const key = `${spec.kind}\u0000${reference}\u0000${currency}`;
      const known = systemAccounts.get(key);
      if (known) return known;
      const row = await repository.openAccount(executor, {
        kind: spec.kind,
        playerId: null,
        reference,
        currency,
        tracksBalance: spec.tracksBalance ?? false,
        debitsMustNotExceedCredits: false,
      });
      const opened = remember(toAccount(row), executor);
      if (executor === database.db) systemAccounts.set(key, opened);
      return opened;
    },

    account: (executor: DbExecutor, id: bigint) => account(executor, id),

    balances: (executor: DbExecutor, accounts: readonly LedgerAccount[]) => balances(executor, accounts),

    async balance(executor: DbExecutor, accountId: bigint): Promise<Balance> {
      const [result] = await balances(executor, [await account(executor, accountId)]);
      if (!result) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
      return result;
    },

    /** What the player can spend: cash and bonus, in their currency. */
    async playerBalance(executor: DbExecutor, playerId: number): Promise<PlayerBalance | undefined> {
      const accounts = await service.playerAccounts(executor, playerId);
      if (!accounts) return undefined;
      const [cash, bonus] = await balances(executor, [accounts.cash, accounts.bonus]);
      return { currency: accounts.cash.currency, cash: cash?.available ?? 0n, bonus: bonus?.available ?? 0n };
    },

    /** Moves money at once. */
    async transfer(executor: DbExecutor, request: TransferRequest): Promise<TransferOutcome> {
      const { debit, credit } = await checkedPair(executor, request);
      return apply(
        executor,
        {
          id: request.id,
          debitAccountId: debit.id,
          creditAccountId: credit.id,
          amount: request.amount,
          currency: debit.currency,
          kind: request.kind,
          phase: 'posted',
          pendingId: null,
          metadata: request.metadata ?? {},
        },
        debit,
        credit,
      );
    },

    /** Holds money (a withdrawal requested): the debit side can no longer spend it until post or void. */
    async hold(executor: DbExecutor, request: TransferRequest): Promise<TransferOutcome> {
      const { debit, credit } = await checkedPair(executor, request);
      return apply(
        executor,
        {
          id: request.id,
          debitAccountId: debit.id,
          creditAccountId: credit.id,
          amount: request.amount,
          currency: debit.currency,
          kind: request.kind,
          phase: 'pending',
          pendingId: null,
          metadata: request.metadata ?? {},
        },
        debit,
        credit,
      );
    },

    /** Posts a hold (the withdrawal paid); at most once per hold. */
    postHold: (executor: DbExecutor, request: ResolveHoldRequest) => movePending(executor, request, 'post'),

    /** Voids a hold (the withdrawal rejected); the money is the owner's to spend again. */
    voidHold: (executor: DbExecutor, request: ResolveHoldRequest) => movePending(executor, request, 'void'),

    /**
     * Records that a hold posted with `awaitsPayout` was paid out: the posted amount moves on from the
     * hold's credit account (the method's clearing account) to `payoutAccountId`. Idempotent: the
     * transfer's id is the hold's (`payoutTransferId`).
     */
    async settlePayout(executor: DbExecutor, request: SettlePayoutRequest): Promise<TransferOutcome> {
      const resolution = await repository.findResolution(executor, request.pendingId);
      if (!resolution || resolution.phase !== 'post' || resolution.metadata.payout !== 'open') {
        throw new AppError('WALLET_TRANSFER_NOT_PENDING', 'The hold was not posted with a payout to make.');
      }
      const from = await account(executor, resolution.creditAccountId);
      const to = await account(executor, request.payoutAccountId);
      if (from.currency !== to.currency) throw new AppError('WALLET_CURRENCY_MISMATCH');
      return apply(
        executor,
        {
          id: payoutTransferId(request.pendingId),
          debitAccountId: from.id,
          creditAccountId: to.id,
          amount: resolution.amount,
          currency: from.currency,
          kind: transferKinds.payout,
          phase: 'posted',
          pendingId: null,
          metadata: { ...request.metadata, hold: request.pendingId },
        },
        from,
        to,
      );
    },

    async findTransfer(executor: DbExecutor, id: string): Promise<Transfer | undefined> {
      const row = await repository.findTransfer(executor, id);
      return row ? toTransfer(row) : undefined;
    },

    /** The player's deposits and withdrawals, newest first (spec: finance history, 30 days by default). */
    async financeHistory(playerId: number, query: FinanceHistoryQuery): Promise<FinanceHistory> {
      const db = database.db;
      const accounts = await service.playerAccounts(db, playerId);
      const window = historyWindow('finance', query.startDate, query.endDate);
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (!accounts) {
        return { data: [], pagination: historyPagination(0, query.page, query.perPage, undefined, false) };
      }
      const filter: repository.FinanceFilter = {
        accountId: accounts.cash.id,
        from: window.from,
        to: window.to,
        type: query.type,
        status: query.status,
        before: cursor,
      };
      const offset = cursor ? 0 : (query.page - 1) * query.perPage;
      const rows = await repository.financeRows(db, filter, offset, query.perPage + 1);
      const total = await repository.countFinanceRows(db, filter, historyCountCap);
      const page = rows.slice(0, query.perPage);
      const last = page.at(-1);
      return {
        data: page.map((row) => ({
          id: row.id,
          type: row.type,
          method: row.method,
          date: row.createdAt.toISOString(),
          amount: formatCurrencyAmount(row.amount, row.currency),
          currency: row.currency,
          status: financeStatus(row.status),
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

    /**
     * The ledger's invariants over the whole database: every tracked account's stored totals equal the
     * sums of its transfers; no account that may not go below zero is below zero; per currency, credits
     * and debits cancel out; every resolution matches its hold.
     */
    async checkInvariants(executor: DbExecutor = database.db): Promise<LedgerReport> {
      const problems: LedgerProblem[] = [];
      const sums = await repository.accountSums(executor);
      const perCurrency = new Map<string, { posted: bigint; pending: bigint }>();
      for (const item of sums) {
        const effective = item.tracksBalance ? item.stored : item.summed;
        const name = `account ${item.accountId} (${item.kind}${item.playerId !== null ? ` of player ${item.playerId}` : ''}${item.reference ? ` ${item.reference}` : ''}, ${item.currency})`;
        if (item.tracksBalance) {
          const fields = ['debitsPending', 'debitsPosted', 'creditsPending', 'creditsPosted'] as const;
          for (const field of fields) {
            if (item.stored[field] !== item.summed[field]) {
              problems.push({
                accountId: item.accountId,
                currency: item.currency,
                message: `${name}: stored ${field} ${item.stored[field]} but its transfers sum to ${item.summed[field]}`,
              });
            }
          }
        }
        if (item.debitsMustNotExceedCredits && availableOf(effective) < 0n) {
          problems.push({
            accountId: item.accountId,
            currency: item.currency,
            message: `${name}: below zero (${availableOf(effective)})`,
          });
        }
        const sum = perCurrency.get(item.currency) ?? { posted: 0n, pending: 0n };
        sum.posted += effective.creditsPosted - effective.debitsPosted;
        sum.pending += effective.creditsPending - effective.debitsPending;
        perCurrency.set(item.currency, sum);
      }
      const currencies = [...perCurrency.entries()]
        .map(([currency, sum]) => ({ currency, ...sum }))
        .sort((a, b) => a.currency.localeCompare(b.currency));
      for (const sum of currencies) {
        if (sum.posted !== 0n || sum.pending !== 0n) {
          problems.push({
            currency: sum.currency,
            message: `${sum.currency}: credits minus debits is ${sum.posted} posted and ${sum.pending} pending, not zero`,
          });
        }
      }
      for (const anomaly of await repository.transferAnomalies(executor, 100)) {
        problems.push({
          transferId: anomaly.transferId,
          message: `transfer ${anomaly.transferId}: ${anomaly.problem}`,
        });
      }
      return { ok: problems.length === 0, accounts: sums.length, currencies, problems };
    },
  };
  return service;
}

export type WalletService = ReturnType<typeof createWalletService>;
