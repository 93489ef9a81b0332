// The life of a player's bonus: granted (active, or queued behind the active one), its money moved into
// the player's bonus account when it starts, and closed once: converted to cash when wagering completes
// (capped, the rest forfeited), or forfeited on expiry, cancellation, a withdrawal request or a
// self-exclusion, or `lost` when its balance reached zero. Every step is one transaction that locks the
// player (grants) or the bonus (closures; bets on it wait) and moves money only by ledger transfers.
import type { Clock } from '../../clock';
import { afterCommit } from '../../db/commit-hooks';
import type { Db, DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { WalletService } from '../wallet/service';
import { accountKinds, transferKinds } from '../wallet/service';
import {
  createPlayerBonusesRepository,
  type PlayerBonusRow,
  type PlayerBonusesRepository,
} from './player-bonuses-repository';
import { conversionOf, expiryOnStart, hasExpired, type BonusTerms } from './wagering';

/** What the engine needs of the wallet. */
export type BonusWallet = Pick<
  WalletService,
  'transfer' | 'playerAccounts' | 'systemAccount' | 'balance' | 'playerBalance'
>;

/** What the engine needs of identity: whether the player may play (active, not excluded or cooled down). */
export interface BonusPlayers {
  playStatus(playerId: number, executor: DbExecutor): Promise<'active' | 'disabled'>;
}

export interface GrantRequest {
  /** The idempotency key, namespaced by the caller (`welcome:<deposit id>`, `cashback:2026-11-27:<player>`). */
  readonly grantId: string;
  readonly playerId: number;
  readonly currency: string;
  /** Minor units of bonus money (0 for free spins alone). */
  readonly amount: bigint;
  /** `welcome`, `promo:<code>`, `crypto_deposit`, `manual`, `cashback`, `vip_level_up`, ... */
  readonly source: string;
  readonly offerId?: number | null;
  readonly terms: BonusTerms;
  readonly freeSpins?: { readonly game: string; readonly count: number; readonly bet: bigint };
  /**
   * While another bonus is active: `true` (the default) queues this one to start when that one ends;
   * `false` refuses it with BONUS_ACTIVE_EXISTS.
   */
  readonly queue?: boolean;
}

/** How a bonus ends, and the status it ends in. */
export type BonusEnd = 'completed' | 'expired' | 'cancelled' | 'forfeited' | 'lost';

export interface BonusDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly wallet: BonusWallet;
  readonly players: BonusPlayers;
  readonly log?: { warn(details: object, message: string): void };
}

/**
 * Where a bonus's free spins are played (the gaming module, decision 1113): the game's provider is given
 * them as free rounds when the bonus starts, and they are taken back when it ends. Both are idempotent by
 * the bonus; the wallet API checks every free round against the bonus itself, so a call that failed
 * costs the player nothing (the launch of the game awards again).
 */
export interface FreeSpinAwards {
  award(bonus: PlayerBonusRow): Promise<void>;
  cancel(bonus: PlayerBonusRow): Promise<void>;
}

/** Ledger transfer ids of a bonus's steps: one each, whatever the retries. */
export const bonusTransferIds = {
  grant: (grantId: string) => `bonus_grant:${grantId}`,
  conversion: (bonusId: bigint) => `bonus_conversion:${bonusId}`,
  forfeit: (bonusId: bigint) => `bonus_forfeit:${bonusId}`,
};

export const bonusTransferKinds = {
  grant: transferKinds.bonusGrant,
  conversion: transferKinds.bonusConversion,
  forfeit: transferKinds.bonusForfeit,
} as const;

export function createPlayerBonusesService(dependencies: BonusDependencies) {
  const { clock, wallet, players } = dependencies;
  let freeSpinAwards: FreeSpinAwards | undefined;
  /** Awards and cancels sent after a commit and not answered yet (awaited when the server stops). */
  const inFlight = new Set<Promise<void>>();

  /** Once `executor`'s writes are committed, tells the game's provider of the bonus's free spins. */
  function tellProvider(executor: DbExecutor, bonus: PlayerBonusRow, step: 'award' | 'cancel'): void {
    if (bonus.freeSpinsGame === null) return;
    afterCommit(executor, () => {
      if (!freeSpinAwards) return;
      const sent = freeSpinAwards[step](bonus)
        .catch((error: unknown) => {
          dependencies.log?.warn(
            { err: error, bonus: String(bonus.id), step },
            'free spins: the provider was not told',
          );
        })
        .finally(() => inFlight.delete(sent));
      inFlight.add(sent);
    });
  }

  async function accountsOf(executor: DbExecutor, playerId: number, currency: string) {
    const accounts = await wallet.playerAccounts(executor, playerId);
    if (!accounts || accounts.cash.currency !== currency.toUpperCase()) return undefined;
    const expense = await wallet.systemAccount(executor, {
      kind: accountKinds.bonusExpense,
      currency: accounts.cash.currency,
    });
    return { ...accounts, expense };
  }

  /** Moves a starting bonus's money into the player's bonus account and marks it active. */
  async function start(
    executor: DbExecutor,
    repository: PlayerBonusesRepository,
    row: PlayerBonusRow,
  ): Promise<PlayerBonusRow> {
    const accounts = await accountsOf(executor, row.playerId, row.currency);
    if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
    if (row.granted > 0n) {
      await wallet.transfer(executor, {
        id: bonusTransferIds.grant(row.grantId),
        debitAccountId: accounts.expense.id,
        creditAccountId: accounts.bonus.id,
        amount: row.granted,
        kind: bonusTransferKinds.grant,
        metadata: { bonus: String(row.id), source: row.source },
      });
    }
    const now = clock.now();
    const expiresAt =
      row.status === 'queued' ? expiryOnStart(row.createdAt, row.expiresAt, now) : row.expiresAt;
    const started = await repository.update(row.id, { status: 'active', activatedAt: now, expiresAt });
    if (started.freeSpinsLeft > 0) tellProvider(executor, started, 'award');
    return started;
  }

  /**
   * Ends an active bonus (locked by the caller) as `end`: converts what wagering earned or forfeits the
   * bonus balance, then starts the player's next queued bonus. Cash is never touched.
   */
  async function close(
    executor: DbExecutor,
    repository: PlayerBonusesRepository,
    row: PlayerBonusRow,
    end: BonusEnd,
  ): Promise<PlayerBonusRow> {
    const accounts = await accountsOf(executor, row.playerId, row.currency);
    if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
    let converted = 0n;
    let forfeited = 0n;
    if (row.status === 'active') {
      const balance = (await wallet.balance(executor, accounts.bonus.id)).available;
      const split =
        end === 'completed'
          ? conversionOf(balance, row.maxConversion)
          : { converted: 0n, forfeited: balance };
      converted = split.converted;
      forfeited = split.forfeited;
      const metadata = { bonus: String(row.id), end };
      if (converted > 0n) {
        await wallet.transfer(executor, {
          id: bonusTransferIds.conversion(row.id),
          debitAccountId: accounts.bonus.id,
          creditAccountId: accounts.cash.id,
          amount: converted,
          kind: bonusTransferKinds.conversion,
          metadata,
        });
      }
      if (forfeited > 0n) {
        await wallet.transfer(executor, {
          id: bonusTransferIds.forfeit(row.id),
          debitAccountId: accounts.bonus.id,
          creditAccountId: accounts.expense.id,
          amount: forfeited,
          kind: bonusTransferKinds.forfeit,
          metadata,
        });
      }
    }
    const closed = await repository.update(row.id, {
      status: end,
      converted,
      forfeited,
      freeSpinsLeft: 0,
      closedAt: clock.now(),
    });
    if (row.status === 'active') tellProvider(executor, closed, 'cancel');
    if (row.status === 'active') {
      const next = await repository.nextQueued(row.playerId);
      if (next) await start(executor, repository, next);
    }
    return closed;
  }

  async function grant(executor: DbExecutor, request: GrantRequest): Promise<PlayerBonusRow> {
    if (request.amount < 0n || (request.amount === 0n && !request.freeSpins)) {
      throw new AppError('VALIDATION_FAILED', 'A bonus grants money, free spins or both.');
    }
    return executor.transaction(async (tx) => {
      const repository = createPlayerBonusesRepository(tx);
      await repository.lockPlayer(request.playerId);
      const existing = await repository.byGrantId(request.grantId);
      if (existing) {
        const same =
          existing.playerId === request.playerId &&
          existing.granted === request.amount &&
          existing.currency === request.currency.toUpperCase() &&
          existing.source === request.source;
        if (!same)
          throw new AppError('WALLET_TRANSFER_CONFLICT', 'A bonus with this grant id exists already.');
        return existing;
      }
      if ((await players.playStatus(request.playerId, tx)) !== 'active')
        throw new AppError('BONUS_NOT_ELIGIBLE');
      const accounts = await accountsOf(tx, request.playerId, request.currency);
      if (!accounts)
        throw new AppError('BONUS_NOT_ELIGIBLE', 'The bonus is not in the currency of the account.');
      const active = await repository.active(request.playerId);
      if (active && request.queue === false) throw new AppError('BONUS_ACTIVE_EXISTS');
      const { terms } = request;
      const row = await repository.insert({
        playerId: request.playerId,
        currency: accounts.cash.currency,
        offerId: request.offerId ?? null,
        source: request.source,
        granted: request.amount,
        wageringRequired: terms.wageringRequired,
        maxBet: terms.maxBet,
        contributions: terms.contributions,
        maxConversion: terms.maxConversion,
        expiresAt: terms.expiresAt,
        status: 'queued',
        grantId: request.grantId,
        freeSpinsLeft: request.freeSpins?.count ?? 0,
        freeSpinsGame: request.freeSpins?.game ?? null,
        freeSpinsBet: request.freeSpins?.bet ?? null,
        createdAt: clock.now(),
      });
      return active ? row : start(tx, repository, row);
    });
  }

  /** Locks the bonus and ends it if its wagering is met (`completed`) or its balance is gone (`lost`). */
  async function settle(executor: DbExecutor, bonusId: bigint): Promise<PlayerBonusRow | undefined> {
    return executor.transaction(async (tx) => {
      const repository = createPlayerBonusesRepository(tx);
      const row = await repository.lockById(bonusId);
      if (!row || row.status !== 'active') return row;
      if (row.wagered >= row.wageringRequired) return close(tx, repository, row, 'completed');
      const accounts = await accountsOf(tx, row.playerId, row.currency);
      if (!accounts || row.freeSpinsLeft > 0) return row;
      const balance = (await wallet.balance(tx, accounts.bonus.id)).available;
      return balance <= 0n ? close(tx, repository, row, 'lost') : row;
    });
  }

  /** Forfeits every active and queued bonus of the player as `how`, in the caller's transaction. */
  async function forfeitAll(executor: DbExecutor, playerId: number, how: BonusEnd): Promise<number> {
    const repository = createPlayerBonusesRepository(executor);
    await repository.lockPlayer(playerId);
    const open = await repository.open(playerId);
    // Queued ones first, so that closing the active one starts none of them.
    for (const row of open.filter((item) => item.status === 'queued')) {
      await close(executor, repository, row, how);
    }
    for (const row of open.filter((item) => item.status === 'active')) {
      const locked = await repository.lockById(row.id);
      if (locked) await close(executor, repository, locked, how);
    }
    return open.length;
  }

  /** Locks an active bonus and ends it as `end`; a bonus already ended is BONUS_CLOSED. */
  async function end(executor: DbExecutor, bonusId: bigint, how: BonusEnd): Promise<PlayerBonusRow> {
    return executor.transaction(async (tx) => {
      const repository = createPlayerBonusesRepository(tx);
      const row = await repository.lockById(bonusId);
      if (!row) throw new AppError('BONUS_NOT_FOUND');
      if (row.status !== 'active' && row.status !== 'queued') throw new AppError('BONUS_CLOSED');
      return close(tx, repository, row, how);
    });
  }

  return {
    /** Plugs in where free spins are played (the gaming module, registered after this one). */
    useFreeSpinAwards(awards: FreeSpinAwards): void {
      freeSpinAwards = awards;
    },
    /** Waits for the free-spin awards and cancels sent so far (the server's shutdown, the tests). */
    async freeSpinAwardsSent(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    /**
     * Grants a bonus: the `player_bonuses` row and, when it starts at once, the ledger transfer from bonus
     * expense to the player's bonus account (`bonus_grant:<grantId>`), in the caller's transaction.
     * Idempotent on `grantId`. Refused (BONUS_NOT_ELIGIBLE) for an inactive, closed, self-excluded or
     * cooled-down player or another currency than the account's; queued behind an active bonus unless
     * `queue: false` (BONUS_ACTIVE_EXISTS).
     */
    grantBonus: grant,
    /** Ends a bonus (see BonusEnd) in the caller's transaction or its own. */
    endBonus: end,
    /** Every bonus of the player, the latest first (the back office's list, the tests). */
    playerBonuses: (executor: DbExecutor, playerId: number) =>
      createPlayerBonusesRepository(executor).all(playerId),
    /** The player's active bonus, if any. */
    activeBonus: (executor: DbExecutor, playerId: number) =>
      createPlayerBonusesRepository(executor).active(playerId),
    /** Locks the bonus and ends it if its wagering is met (`completed`) or its balance is gone (`lost`). */
    settle,
    /**
     * The cashier's withdrawal gate: a bonus whose wagering is incomplete keeps the request back until the
     * player chooses to forfeit it (`release`, in the withdrawal's transaction); cash is never touched.
     */
    withdrawalGate: {
      async lockReason(playerId: number): Promise<'wagering' | undefined> {
        const active = await createPlayerBonusesRepository(dependencies.db).active(playerId);
        return active && active.wagered < active.wageringRequired ? 'wagering' : undefined;
      },
      async release(tx: DbExecutor, playerId: number): Promise<void> {
        const repository = createPlayerBonusesRepository(tx);
        const active = await repository.active(playerId);
        const locked = active && (await repository.lockById(active.id));
        if (locked?.status === 'active') await close(tx, repository, locked, 'forfeited');
      },
    },
    /** Settles the player's active bonus, if any (the bet path's call after a bet or a win asked for it). */
    async settleActive(playerId: number): Promise<void> {
      const active = await createPlayerBonusesRepository(dependencies.db).active(playerId);
      if (active) await settle(dependencies.db, active.id);
    },
    /** Cancels every active and queued bonus of a player who excluded themselves (compliance's listener). */
    async cancelOnExclusion(executor: DbExecutor, playerId: number): Promise<void> {
      await forfeitAll(executor, playerId, 'cancelled');
    },
    /** Ends every active bonus whose expiry has passed (the expiry job's pass); how many ended. */
    async expireDue(limit = 200): Promise<number> {
      const due = await createPlayerBonusesRepository(dependencies.db).due(clock.now(), limit);
      for (const { id } of due) {
        await dependencies.db.transaction(async (tx) => {
          const repository = createPlayerBonusesRepository(tx);
          const row = await repository.lockById(id);
          // A bet may have completed it meanwhile.
          if (row?.status === 'active' && hasExpired(row.expiresAt, clock.now())) {
            await close(tx, repository, row, 'expired');
          }
        });
      }
      return due.length;
    },
    /** Forfeits every active and queued bonus of the player, in the caller's transaction. */
    forfeitAll,
  };
}

export type PlayerBonusesService = ReturnType<typeof createPlayerBonusesService>;
