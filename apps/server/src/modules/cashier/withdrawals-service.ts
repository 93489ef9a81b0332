// Withdrawals of every method, one lifecycle (decision 0308): the request held in the ledger at once
// (`withdrawal:<id>`, player -> the method's clearing account), the player's cancel and the operator's
// rejection voiding it (`:void`), the approval posting it (`:post`; the finance history shows Processing
// until the payout), and the payout moving it to the method's payouts account (`:payout`), confirmed by an
// operator or by the method's payout follower. Each step is taken under the withdrawal's row lock, by the
// rules of withdrawal-lifecycle.ts; what differs by method is the method adapter's (withdrawal-methods.ts).
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import { AppError } from '../../http/app-error';
import type { AuthenticatedPlayer } from '../../http/auth';
import { accountKinds, transferKinds, type WalletService } from '../wallet/service';
import type { WithdrawalGate } from './collaborators';
import type * as sqlRepository from './repository';
import type { WithdrawalKind, WithdrawalRow } from './repository';
import { refuseBlockedPlayer } from './rules';
import { nextState, type WithdrawalActor, type WithdrawalState } from './withdrawal-lifecycle';
import type { MethodTypes, WithdrawalMethod, WithdrawalMethods } from './withdrawal-methods';

export type WithdrawalsRepository = Pick<
  typeof sqlRepository,
  | 'lockPlayerWithdrawals'
  | 'countPlayerWithdrawals'
  | 'insertWithdrawal'
  | 'findWithdrawal'
  | 'updateWithdrawal'
  | 'playerWithdrawals'
  | 'withdrawalQueue'
>;

/** What the withdrawals move in the ledger. */
export type CashierWallet = Pick<
  WalletService,
  'hold' | 'postHold' | 'voidHold' | 'settlePayout' | 'systemAccount' | 'playerAccounts'
>;

export interface WithdrawalsDependencies {
  readonly repository: WithdrawalsRepository;
  readonly transactor: Transactor;
  readonly wallet: CashierWallet;
  readonly clock: Clock;
  /** The method adapters: the bank's, and those other modules provide (crypto). */
  readonly methods: WithdrawalMethods;
  /** How many requests a player may have waiting for a decision, every method together. */
  readonly pendingMax: number;
  /** What keeps money from being withdrawn (a bonus whose wagering is incomplete). */
  readonly withdrawalGate: WithdrawalGate;
}

/** A request's own choices besides its method's input. */
export interface WithdrawalRequestOptions {
  /** Go on while a bonus's wagering is incomplete: the bonus is forfeited (never the cash). */
  readonly forfeitBonus?: boolean;
}

/** A withdrawal of any method in the player's list, tagged with its method's kind. */
export type PlayerWithdrawal = {
  [K in WithdrawalKind]: MethodTypes[K]['reply'] & { readonly kind: K };
}[WithdrawalKind];

/** A withdrawal of any method in the back office's queue, tagged with its method's kind. */
export type QueuedWithdrawal = {
  [K in WithdrawalKind]: MethodTypes[K]['admin'] & { readonly kind: K };
}[WithdrawalKind];

/** An operator's step: the withdrawal as it was and as it is, for the audit log. */
export interface Decided<A> {
  readonly before: A;
  readonly after: A;
}

export interface ConfirmedPayout {
  /** What paid it (the bank's reference, the transaction's hash); kept on the withdrawal. */
  readonly reference?: string | undefined;
  /** The payout transfer's metadata in the ledger (besides the method, always there). */
  readonly metadata: Readonly<Record<string, string>>;
}

export const withdrawalHoldId = (id: string) => `withdrawal:${id}`;

export function createWithdrawalsService(dependencies: WithdrawalsDependencies) {
  const { repository, transactor, wallet, clock, methods } = dependencies;

  function methodOf<K extends WithdrawalKind>(kind: K): WithdrawalMethod<K> {
    const method: WithdrawalMethods[K] = methods[kind];
    if (!method) throw new AppError('CASHIER_METHOD_UNAVAILABLE');
    return method as WithdrawalMethod<K>;
  }

  async function one<T>(replies: Promise<T[]>): Promise<T> {
    const [reply] = await replies;
    if (reply === undefined) throw new Error('a method adapter answered no reply');
    return reply;
  }

  /** The withdrawal of this method, locked until the transaction ends; not found for another method's. */
  async function locked(kind: WithdrawalKind, tx: DbExecutor, id: string): Promise<WithdrawalRow> {
    const row = await repository.findWithdrawal(tx, id, { forUpdate: true });
    if (!row || row.kind !== kind) throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
    return row;
  }

  /** Replies of mixed methods, each by its adapter and tagged with its kind, in the rows' order. */
  async function mixed<V extends 'reply' | 'admin'>(
    executor: DbExecutor,
    rows: readonly WithdrawalRow[],
    view: V,
  ): Promise<object[]> {
    const byId = new Map<string, object>();
    for (const kind of new Set(rows.map((row) => row.kind))) {
      const ofKind = rows.filter((row) => row.kind === kind);
      const method = methodOf(kind);
      const replies: readonly object[] =
        view === 'admin'
          ? await method.adminReplies(executor, ofKind)
          : await method.replies(executor, ofKind);
      replies.forEach((reply, index) => {
        const row = ofKind[index];
        if (row) byId.set(row.id, { ...reply, kind });
      });
    }
    return rows.flatMap((row) => byId.get(row.id) ?? []);
  }

  /** Voids the hold of a withdrawal no one paid: the money is the player's to spend again. */
  const releaseHold = (tx: DbExecutor, row: WithdrawalRow, reason: string) =>
    wallet.voidHold(tx, {
      id: `${row.holdTransferId}:void`,
      pendingId: row.holdTransferId,
      metadata: { reason },
    });

  return {
    /** A request by the method's rules: its amount held at once, a limited number waiting per player. */
    async request<K extends WithdrawalKind>(
      kind: K,
      player: AuthenticatedPlayer,
      input: MethodTypes[K]['input'],
      options: WithdrawalRequestOptions = {},
    ): Promise<MethodTypes[K]['reply']> {
      refuseBlockedPlayer(player.status);
      const method = methodOf(kind);
      // The request's own faults (amount, address, bank details) are named first.
      const prepared = await method.prepare(player, input);
      // A withdrawal is never blocked: with incomplete wagering the player chooses to forfeit the bonus.
      const { withdrawalGate } = dependencies;
      const wagering = (await withdrawalGate.lockReason(player.id)) === 'wagering';
      if (wagering && !(options.forfeitBonus === true && withdrawalGate.release)) {
        throw new AppError('WALLET_WAGERING_INCOMPLETE');
      }
      const row = await transactor.run(async (tx) => {
        await repository.lockPlayerWithdrawals(tx, player.id);
        if (wagering) await withdrawalGate.release?.(tx, player.id);
        const waiting = await repository.countPlayerWithdrawals(tx, player.id, 'requested');
        if (waiting >= dependencies.pendingMax) throw new AppError('CASHIER_WITHDRAWAL_PENDING');
        const id = randomUUID();
        const now = clock.now();
        const inserted = await repository.insertWithdrawal(tx, {
          id,
          playerId: player.id,
          playerUsername: prepared.username,
          kind,
          method: prepared.method,
          amount: prepared.amount,
          currency: prepared.currency,
          status: 'requested',
          holdTransferId: withdrawalHoldId(id),
          createdAt: now,
          updatedAt: now,
        });
        await prepared.saveDetails(tx, id);
        const clearing = await wallet.systemAccount(tx, {
          kind: accountKinds.cashierClearing,
          reference: prepared.method,
          currency: prepared.currency,
        });
        await wallet.hold(tx, {
          id: withdrawalHoldId(id),
          debitAccountId: prepared.cashAccountId,
          creditAccountId: clearing.id,
          amount: prepared.amount,
          kind: transferKinds.withdrawal,
          metadata: { ...prepared.holdMetadata },
        });
        return inserted;
      });
      return one(method.replies(transactor.db, [row]));
    },

    /** The player's latest withdrawals of one method, newest first (in some states only, if given). */
    async playerWithdrawalsOf<K extends WithdrawalKind>(
      kind: K,
      playerId: number,
      states?: readonly WithdrawalState[],
    ): Promise<MethodTypes[K]['reply'][]> {
      const rows = await repository.playerWithdrawals(transactor.db, playerId, { kind, states }, 20);
      return methodOf(kind).replies(transactor.db, rows);
    },

    /** The player's one list: the latest withdrawals of every method, newest first. */
    async allPlayerWithdrawals(playerId: number): Promise<PlayerWithdrawal[]> {
      const rows = await repository.playerWithdrawals(transactor.db, playerId, {}, 20);
      // Each reply is its kind's adapter's, tagged with that kind: a PlayerWithdrawal.
      return (await mixed(transactor.db, rows, 'reply')) as PlayerWithdrawal[];
    },

    /** The player takes back a request no one has decided on: the hold is voided. */
    async cancel<K extends WithdrawalKind>(
      kind: K,
      player: AuthenticatedPlayer,
      id: string,
    ): Promise<MethodTypes[K]['reply']> {
      const row = await transactor.run(async (tx) => {
        const withdrawal = await repository.findWithdrawal(tx, id, { forUpdate: true });
        if (!withdrawal || withdrawal.playerId !== player.id || withdrawal.kind !== kind) {
          throw new AppError('CASHIER_WITHDRAWAL_NOT_FOUND');
        }
        const status = nextState(withdrawal.status, 'cancel', { kind: 'player', id: player.id });
        await releaseHold(tx, withdrawal, 'cancelled');
        return repository.updateWithdrawal(tx, id, { status, updatedAt: clock.now() });
      });
      return one(methodOf(kind).replies(transactor.db, [row]));
    },

    /** The back office's one queue: withdrawals by state (of one method, or all), oldest first. */
    async queue(
      filter: { readonly kind?: WithdrawalKind; readonly states: readonly WithdrawalState[] },
      page: number,
      perPage: number,
    ): Promise<{ rows: QueuedWithdrawal[]; total: number }> {
      const { rows, total } = await repository.withdrawalQueue(
        transactor.db,
        filter,
        (page - 1) * perPage,
        perPage,
      );
      // Each reply is its kind's adapter's admin view, tagged with that kind: a QueuedWithdrawal.
      return { rows: (await mixed(transactor.db, rows, 'admin')) as QueuedWithdrawal[], total };
    },

    /** One method's queue, in that method's admin view. */
    async queueOf<K extends WithdrawalKind>(
      kind: K,
      states: readonly WithdrawalState[],
      page: number,
      perPage: number,
    ): Promise<{ rows: MethodTypes[K]['admin'][]; total: number }> {
      const { rows, total } = await repository.withdrawalQueue(
        transactor.db,
        { kind, states },
        (page - 1) * perPage,
        perPage,
      );
      return { rows: await methodOf(kind).adminReplies(transactor.db, rows), total };
    },

    /** The back office's view of one withdrawal of a method, locked until the caller's transaction ends. */
    async lock<K extends WithdrawalKind>(
      kind: K,
      tx: DbExecutor,
      id: string,
    ): Promise<MethodTypes[K]['admin']> {
      return one(methodOf(kind).adminReplies(tx, [await locked(kind, tx, id)]));
    },

    /** The back office's view of one withdrawal of a method, or undefined. */
    async adminView<K extends WithdrawalKind>(
      kind: K,
      id: string,
    ): Promise<MethodTypes[K]['admin'] | undefined> {
      const row = await repository.findWithdrawal(transactor.db, id);
      if (!row || row.kind !== kind) return undefined;
      return one(methodOf(kind).adminReplies(transactor.db, [row]));
    },

    /** An operator's approval, in the caller's transaction: the hold is posted and the payout is due. */
    async approve<K extends WithdrawalKind>(
      kind: K,
      tx: DbExecutor,
      id: string,
      operatorId: number,
    ): Promise<Decided<MethodTypes[K]['admin']>> {
      const method = methodOf(kind);
      const row = await locked(kind, tx, id);
      const status = nextState(row.status, 'approve', { kind: 'operator', id: operatorId });
      await wallet.postHold(tx, {
        id: `${row.holdTransferId}:post`,
        pendingId: row.holdTransferId,
        awaitsPayout: true,
        metadata: { method: row.method },
      });
      const after = await repository.updateWithdrawal(tx, id, {
        status,
        decidedBy: operatorId,
        updatedAt: clock.now(),
      });
      await method.notify?.(tx, after, 'approved');
      return {
        before: await one(method.adminReplies(tx, [row])),
        after: await one(method.adminReplies(tx, [after])),
      };
    },

    /** An operator's rejection with a reason, in the caller's transaction: the hold is voided. */
    async reject<K extends WithdrawalKind>(
      kind: K,
      tx: DbExecutor,
      id: string,
      operatorId: number,
      reason: string,
    ): Promise<Decided<MethodTypes[K]['admin']>> {
      const method = methodOf(kind);
      const row = await locked(kind, tx, id);
      const status = nextState(row.status, 'reject', { kind: 'operator', id: operatorId });
      await releaseHold(tx, row, 'rejected');
      const after = await repository.updateWithdrawal(tx, id, {
        status,
        reason,
        decidedBy: operatorId,
        updatedAt: clock.now(),
      });
      await method.notify?.(tx, after, 'rejected');
      return {
        before: await one(method.adminReplies(tx, [row])),
        after: await one(method.adminReplies(tx, [after])),
      };
    },

    /**
     * The payout arrived (an operator's confirmation, or the method's follower saw it): the money leaves
     * the clearing account for the method's payouts account. In the caller's transaction.
     */
    async confirmPaid<K extends WithdrawalKind>(
      kind: K,
      tx: DbExecutor,
      id: string,
      actor: WithdrawalActor,
      payout: ConfirmedPayout,
    ): Promise<Decided<MethodTypes[K]['admin']>> {
      const method = methodOf(kind);
      const row = await locked(kind, tx, id);
      const status = nextState(row.status, 'confirmPaid', actor);
      if (actor.kind === 'operator') await method.checkManualPayout?.(tx, row);
      const payouts = await wallet.systemAccount(tx, {
        kind: accountKinds.cashierPayouts,
        reference: row.method,
        currency: row.currency,
      });
      await wallet.settlePayout(tx, {
        pendingId: row.holdTransferId,
        payoutAccountId: payouts.id,
        metadata: { method: row.method, ...payout.metadata },
      });
      const after = await repository.updateWithdrawal(tx, id, {
        status,
        payoutReference: payout.reference ?? null,
        ...(actor.kind === 'operator' ? { decidedBy: actor.id } : {}),
        updatedAt: clock.now(),
      });
      if (actor.kind === 'operator') await method.notify?.(tx, after, 'paid');
      return {
        before: await one(method.adminReplies(tx, [row])),
        after: await one(method.adminReplies(tx, [after])),
      };
    },

    /** The method's follower sent the payout (not confirmed yet), in the caller's transaction. */
    async startPayout(kind: WithdrawalKind, tx: DbExecutor, id: string): Promise<WithdrawalRow> {
      const row = await locked(kind, tx, id);
      const status = nextState(row.status, 'startPayout', { kind: 'payout' });
      return repository.updateWithdrawal(tx, id, { status, updatedAt: clock.now() });
    },

    /** The lifecycle row (state, amount, hold) of a withdrawal, as its method's follower reads it. */
    async record(executor: DbExecutor, id: string, options: { forUpdate?: boolean } = {}) {
      return repository.findWithdrawal(executor, id, options);
    },

    /** Withdrawals of one method in some states, oldest first (a payout follower's work). */
    async inStates(kind: WithdrawalKind, states: readonly WithdrawalState[], limit: number) {
      return (await repository.withdrawalQueue(transactor.db, { kind, states }, 0, limit)).rows;
    },
  };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
