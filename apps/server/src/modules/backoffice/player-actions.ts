// The back office's actions on a player (decision 0712): the user status and player_status, ending the
// player's sessions, resetting two-factor, limits on the player's behalf, ending a cool-down or a
// time-limited exclusion, closing the account, and the operators' notes. Each is checked against the
// roles matrix, carries the operator's reason, and commits with its audit entry (target: the player) and
// the player's e-mail, in one transaction. The player's facts and changes are the other modules' (through
// their services); this file decides what an operator may do and records it.
import type { AdminPermission } from '@reelvault/contract/calls/backoffice';
import { userStatus } from '@reelvault/contract/constants/statuses';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { CashierService } from '../cashier/service';
import type { ComplianceService, LimitChange } from '../compliance/service';
import type { IdentityService, OperatorPlayerFacts } from '../identity/service';
import type { NotificationsService, OutgoingMail } from '../notifications/service';
import type { WalletService } from '../wallet/service';
import {
  accountClosedMail,
  accountStatusMail,
  exclusionEndedMail,
  limitChangedMail,
  sessionsEndedMail,
  twoFactorResetMail,
} from './player-action-mails';
import * as sqlRepository from './player-actions-repository';
import { playerTarget } from './player-actions-repository';
import type { AdminRow } from './repository';
import type { AdminCaller, BackofficeService } from './service';

export interface PlayerActionsDependencies {
  readonly db: DbExecutor;
  readonly clock: Clock;
  readonly backoffice: Pick<BackofficeService, 'audited' | 'requirePermission' | 'auditEntries'>;
  readonly identity: Pick<
    IdentityService,
    | 'playerForOperator'
    | 'setAccountStanding'
    | 'endPlayerSessions'
    | 'resetTwoFactor'
    | 'closeAccount'
    | 'mailRecipient'
  >;
  readonly compliance: Pick<ComplianceService, 'setLimitOnBehalf' | 'endExclusion' | 'limits'>;
  readonly cashier: Pick<CashierService, 'unsettledWithdrawals'>;
  readonly wallet: Pick<WalletService, 'playerBalance'>;
  readonly notifications: Pick<NotificationsService, 'enqueueEmail'>;
  /** Default: the module's SQL (player-actions-repository.ts). */
  readonly repository?: typeof sqlRepository;
}

/** Who acts, from where, and why (the reason goes to the audit entry, never to the player). */
export interface PlayerActionContext {
  readonly admin: AuthenticatedAdmin;
  readonly caller: AdminCaller;
  readonly reason: string;
}

type Tx = DbExecutor;

const standingOf = (player: OperatorPlayerFacts) => ({
  status: player.status,
  player_status: player.playerStatus,
  two_factor: player.twoFactor,
  excluded_until: player.excludedUntil?.toISOString() ?? null,
  excluded_permanently: player.excludedPermanently,
});

const adminUserOf = (row: AdminRow) => ({ id: row.id, email: row.email, role: row.role });

export function createPlayerActions(dependencies: PlayerActionsDependencies) {
  const { db, clock, backoffice, identity, compliance, cashier, wallet, notifications } = dependencies;
  const repository = dependencies.repository ?? sqlRepository;

  /**
   * One action on a player: the permission, then in one transaction the player (404 when unknown; a closed
   * account refuses every change), the change, the player's mail and the audit entry with the reason.
   */
  function act<T>(
    context: PlayerActionContext,
    permission: AdminPermission,
    action: string,
    playerId: number,
    change: (
      tx: Tx,
      player: OperatorPlayerFacts,
    ) => Promise<{ before: object; after: object; result: T; mail?: OutgoingMail | undefined }>,
  ): Promise<T> {
    return backoffice.audited(
      context.admin,
      context.caller,
      permission,
      { action, type: playerTarget, id: String(playerId) },
      async (tx) => {
        const player = await identity.playerForOperator(tx, playerId);
        if (player.status === userStatus.closed) throw new AppError('ADMIN_PLAYER_CLOSED');
        const outcome = await change(tx, player);
        if (outcome.mail) await notifications.enqueueEmail(tx, outcome.mail);
        return {
          before: outcome.before,
          after: { ...outcome.after, reason: context.reason },
          result: outcome.result,
        };
      },
    );
  }

  const recipient = (tx: Tx, playerId: number) => identity.mailRecipient(tx, playerId);

  return {
    /** User status (1, 2, 6, 7) and/or player_status; status 2 ends every session. Mailed when the status moves. */
    setStatus: (
      context: PlayerActionContext,
      playerId: number,
      standing: { status?: number | undefined; playerStatus?: number | undefined },
    ) =>
      act(context, 'players.status', 'player.set_status', playerId, async (tx, player) => {
        const { player: after, sessionsEnded } = await identity.setAccountStanding(tx, playerId, standing);
        const moved = standing.status !== undefined && standing.status !== player.status;
        return {
          before: standingOf(player),
          after: { ...standingOf(after), sessions_ended: sessionsEnded },
          result: {
            id: playerId,
            status: after.status,
            player_status: after.playerStatus,
            sessions_ended: sessionsEnded,
          },
          mail: moved ? accountStatusMail(await recipient(tx, playerId), after.status) : undefined,
        };
      }),

    endSessions: (context: PlayerActionContext, playerId: number) =>
      act(context, 'players.security', 'player.end_sessions', playerId, async (tx, player) => {
        const ended = await identity.endPlayerSessions(tx, playerId);
        return {
          before: standingOf(player),
          after: { sessions_ended: ended },
          result: { sessions_ended: ended },
          mail: ended > 0 ? sessionsEndedMail(await recipient(tx, playerId)) : undefined,
        };
      }),

    resetTwoFactor: (context: PlayerActionContext, playerId: number) =>
      act(context, 'players.security', 'player.reset_two_factor', playerId, async (tx, player) => {
        const { sessionsEnded } = await identity.resetTwoFactor(tx, playerId);
        return {
          before: standingOf(player),
          after: { two_factor: 'disabled', sessions_ended: sessionsEnded },
          result: { sessions_ended: sessionsEnded },
          mail: twoFactorResetMail(await recipient(tx, playerId)),
        };
      }),

    /** A limit on the player's behalf by the player's own rule; the reply reads the limit as the player sees it. */
    async setLimit(context: PlayerActionContext, playerId: number, change: LimitChange) {
      const outcome = await act(
        context,
        'players.limits',
        'player.set_limit',
        playerId,
        async (tx, player) => {
          const set = await compliance.setLimitOnBehalf(tx, playerId, change);
          const after = set.after;
          return {
            before: set.before ?? { kind: change.kind, period: change.period, amount: null },
            after: { ...after, applied: set.applied },
            result: set,
            mail: limitChangedMail(await recipient(tx, playerId), {
              kind: after.kind,
              period: after.period,
              currency: player.currency,
              amount: after.amount,
              pendingAmount: after.pending_amount,
              pendingRemoval: after.pending_removal,
              pendingEffectiveAt: set.effectiveAt,
            }),
          };
        },
      );
      const { data } = await compliance.limits(playerId);
      const limit = data.find((row) => row.kind === change.kind && row.period === change.period);
      if (!limit)
        throw new Error(`the ${change.period} ${change.kind} limit is missing from the player's limits`);
      return { limit, applied: outcome.applied, effectiveAt: outcome.effectiveAt };
    },

    endExclusion: (context: PlayerActionContext, playerId: number) =>
      act(context, 'players.limits', 'player.end_exclusion', playerId, async (tx, player) => {
        const { ended } = await compliance.endExclusion(tx, playerId);
        const rows = ended.map((exclusion) => ({
          kind: exclusion.kind,
          starts_at: exclusion.startsAt.toISOString(),
          ends_at: exclusion.endsAt.toISOString(),
        }));
        return {
          before: { ...standingOf(player), exclusions: rows },
          after: { excluded_until: null },
          result: { ended: rows },
          mail: exclusionEndedMail(await recipient(tx, playerId)),
        };
      }),

    /**
     * Closes the account (status 8): refused while a withdrawal is unsettled; the balances stay in the
     * ledger and are reported in the reply and the audit entry.
     */
    close: (context: PlayerActionContext, playerId: number) =>
      act(context, 'players.status', 'player.close', playerId, async (tx, player) => {
        const unsettled = await cashier.unsettledWithdrawals(tx, playerId);
        if (unsettled.length > 0) throw new AppError('ADMIN_WITHDRAWAL_UNSETTLED');
        const money = (await wallet.playerBalance(tx, playerId)) ?? {
          currency: player.currency,
          cash: 0n,
          bonus: 0n,
        };
        const balance = {
          currency: money.currency,
          cash: formatCurrencyAmount(money.cash, money.currency),
          bonus: formatCurrencyAmount(money.bonus, money.currency),
        };
        const { sessionsEnded } = await identity.closeAccount(tx, playerId);
        return {
          before: standingOf(player),
          after: { status: userStatus.closed, sessions_ended: sessionsEnded, balance },
          result: { id: playerId, status: userStatus.closed, sessions_ended: sessionsEnded, balance },
          mail: accountClosedMail(await recipient(tx, playerId), money.cash, money.currency),
        };
      }),

    /** A note on the player's timeline (a closed account's too); audited like any other action. */
    addNote: (admin: AuthenticatedAdmin, caller: AdminCaller, playerId: number, text: string) =>
      backoffice.audited(
        admin,
        caller,
        'players.note',
        { action: 'player.note', type: playerTarget, id: String(playerId) },
        async (tx) => {
          await identity.playerForOperator(tx, playerId);
          const note = await repository.insertNote(tx, {
            playerId,
            adminId: admin.id,
            text,
            createdAt: clock.now(),
          });
          const reply = {
            id: note.id,
            text: note.text,
            author: { id: admin.id, email: admin.email, role: admin.role },
            created_at: note.createdAt.toISOString(),
          };
          return { before: null, after: { note_id: note.id, text }, result: reply };
        },
      ),

    async notes(admin: AuthenticatedAdmin, playerId: number, page: number, perPage: number) {
      backoffice.requirePermission(admin, 'players.read');
      await identity.playerForOperator(db, playerId);
      const { rows, total } = await repository.notesPage(db, playerId, (page - 1) * perPage, perPage);
      return {
        data: rows.map(({ note, admin: author }) => ({
          id: note.id,
          text: note.text,
          author: adminUserOf(author),
          created_at: note.createdAt.toISOString(),
        })),
        pagination: paginationOf(total, page, perPage),
      };
    },

    /** Every operator action on the player: the audit entries whose target is the player, newest first. */
    async actions(admin: AuthenticatedAdmin, playerId: number, page: number, perPage: number) {
      backoffice.requirePermission(admin, 'players.read');
      await identity.playerForOperator(db, playerId);
      return backoffice.auditEntries({ targetType: playerTarget, targetId: String(playerId) }, page, perPage);
    },
  };
}

export type PlayerActions = ReturnType<typeof createPlayerActions>;
