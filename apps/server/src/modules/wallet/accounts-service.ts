// Accounts and balances: the player's cash and bonus accounts, system accounts opened on first use, and
// what each account holds. Account descriptions are cached; balances never are.
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { WalletDependencies } from './dependencies';
import {
  accountKinds,
  balanceOf,
  toAccount,
  type Balance,
  type LedgerAccount,
  type PlayerAccounts,
  type PlayerBalance,
} from './ledger';
import type { PlayerFlows } from './repository';

const playerAccountsCacheLimit = 100_000;

const noFlows: PlayerFlows = {
  wagered: 0n,
  won: 0n,
  refunded: 0n,
  depositsStarted: 0n,
  depositsCredited: 0n,
};

export interface SystemAccountSpec {
  readonly kind: string;
  readonly reference?: string;
  readonly currency: string;
  readonly tracksBalance?: boolean;
}

interface Accounts extends Pick<WalletDependencies, 'repository' | 'transactor'> {
  // Account rows never change apart from their totals, so their descriptions never go stale; the least
  // recently used give way once as many are kept as two per player of the player cache.
  readonly byId: LRUCache<bigint, LedgerAccount>;
  readonly system: Map<string, LedgerAccount>;
  /** A player's two accounts, once both exist (the wallet API looks them up on every call). */
  readonly players: LRUCache<number, PlayerAccounts>;
}

/** Only rows read outside a caller's transaction are known to be committed (the caller may roll back). */
function committed(accounts: Accounts, executor: DbExecutor): boolean {
  return executor === accounts.transactor.db;
}

function remember(accounts: Accounts, account: LedgerAccount, executor: DbExecutor): LedgerAccount {
  if (committed(accounts, executor)) accounts.byId.set(account.id, account);
  return account;
}

async function account(accounts: Accounts, executor: DbExecutor, id: bigint): Promise<LedgerAccount> {
  const known = accounts.byId.get(id);
  if (known) return known;
  const row = await accounts.repository.findAccount(executor, id);
  if (!row) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
  return remember(accounts, toAccount(row), executor);
}

/** The balances of `list`, in its order: stored totals for accounts that track them, else derived. */
async function balances(
  accounts: Accounts,
  executor: DbExecutor,
  list: readonly LedgerAccount[],
): Promise<Balance[]> {
  const tracked = list.filter((item) => item.tracksBalance);
  const stored = await accounts.repository.accountTotals(
    executor,
    tracked.map((item) => item.id),
  );
  const result: Balance[] = [];
  for (const item of list) {
    const totals = item.tracksBalance
      ? stored.find((row) => row.accountId === item.id)
      : await accounts.repository.derivedTotals(executor, item.id);
    if (totals) result.push(balanceOf(totals, item.currency));
  }
  return result;
}

/** The player's accounts, or undefined for a player who has none. */
async function playerAccounts(
  accounts: Accounts,
  executor: DbExecutor,
  playerId: number,
): Promise<PlayerAccounts | undefined> {
  const known = accounts.players.get(playerId);
  if (known) return known;
  const rows = (await accounts.repository.findPlayerAccounts(executor, playerId)).map((row) =>
    remember(accounts, toAccount(row), executor),
  );
  const cash = rows.find((row) => row.kind === accountKinds.playerCash);
  const bonus = rows.find((row) => row.kind === accountKinds.playerBonus && row.currency === cash?.currency);
  if (!cash || !bonus) return undefined;
  if (committed(accounts, executor)) accounts.players.set(playerId, { cash, bonus });
  return { cash, bonus };
}

/**
 * Opens the player's cash and bonus accounts in their registration currency (idempotent). The identity
 * module calls it inside its registration transaction.
 */
async function openPlayerAccounts(
  accounts: Accounts,
  executor: DbExecutor,
  player: { id: number; currency: string },
): Promise<PlayerAccounts> {
  if (!Number.isInteger(player.id) || player.id <= 0) throw new Error(`not a player id: ${player.id}`);
  if (!findCurrency(player.currency)) throw new Error(`unknown currency ${player.currency}`);
  const currency = player.currency.toUpperCase();
  const open = async (kind: string) => {
    const row = await accounts.repository.openAccount(executor, {
      kind,
      playerId: player.id,
      reference: '',
      currency,
      tracksBalance: true,
      debitsMustNotExceedCredits: true,
    });
    return remember(accounts, toAccount(row), executor);
  };
  const cash = await open(accountKinds.playerCash);
  const bonus = await open(accountKinds.playerBonus);
  return { cash, bonus };
}

/**
 * A system account (house revenue of a provider, clearing of a payment method, bonus expense, ...),
 * opened on first use. Its balance is derived from its transfers unless `tracksBalance` is asked for.
 */
async function systemAccount(
  accounts: Accounts,
  executor: DbExecutor,
  spec: SystemAccountSpec,
): Promise<LedgerAccount> {
  const reference = spec.reference ?? '';
  const currency = spec.currency.toUpperCase();
  const key = `${spec.kind}\u0000${reference}\u0000${currency}`;
  const known = accounts.system.get(key);
  if (known) return known;
  const row = await accounts.repository.openAccount(executor, {
    kind: spec.kind,
    playerId: null,
    reference,
    currency,
    tracksBalance: spec.tracksBalance ?? false,
    debitsMustNotExceedCredits: false,
  });
  const opened = remember(accounts, toAccount(row), executor);
  if (committed(accounts, executor)) accounts.system.set(key, opened);
  return opened;
}

/**
 * Bets, wins, refunds and deposits through the player's cash account since `since` (null: ever); zeros
 * for a player without accounts.
 */
async function playerFlows(accounts: Accounts, playerId: number, since: Date | null): Promise<PlayerFlows> {
  const db = accounts.transactor.db;
  const found = await playerAccounts(accounts, db, playerId);
  if (!found) return noFlows;
  return accounts.repository.playerFlows(db, found.cash.id, since);
}

async function balance(accounts: Accounts, executor: DbExecutor, accountId: bigint): Promise<Balance> {
  const [result] = await balances(accounts, executor, [await account(accounts, executor, accountId)]);
  if (!result) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
  return result;
}

/** What the player can spend: cash and bonus, in their currency. */
async function playerBalance(
  accounts: Accounts,
  executor: DbExecutor,
  playerId: number,
): Promise<PlayerBalance | undefined> {
  const found = await playerAccounts(accounts, executor, playerId);
  if (!found) return undefined;
  const [cash, bonus] = await balances(accounts, executor, [found.cash, found.bonus]);
  return { currency: found.cash.currency, cash: cash?.available ?? 0n, bonus: bonus?.available ?? 0n };
}

export function createAccountsService(dependencies: Pick<WalletDependencies, 'repository' | 'transactor'>) {
  const accounts: Accounts = {
    repository: dependencies.repository,
    transactor: dependencies.transactor,
    byId: new LRUCache<bigint, LedgerAccount>({ max: 2 * playerAccountsCacheLimit }),
    system: new Map<string, LedgerAccount>(),
    players: new LRUCache<number, PlayerAccounts>({ max: playerAccountsCacheLimit }),
  };
  return {
    openPlayerAccounts: (executor: DbExecutor, player: { id: number; currency: string }) =>
      openPlayerAccounts(accounts, executor, player),
    playerFlows: (playerId: number, since: Date | null) => playerFlows(accounts, playerId, since),
    playerAccounts: (executor: DbExecutor, playerId: number) => playerAccounts(accounts, executor, playerId),
    systemAccount: (executor: DbExecutor, spec: SystemAccountSpec) => systemAccount(accounts, executor, spec),
    account: (executor: DbExecutor, id: bigint) => account(accounts, executor, id),
    balances: (executor: DbExecutor, list: readonly LedgerAccount[]) => balances(accounts, executor, list),
    balance: (executor: DbExecutor, accountId: bigint) => balance(accounts, executor, accountId),
    playerBalance: (executor: DbExecutor, playerId: number) => playerBalance(accounts, executor, playerId),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
