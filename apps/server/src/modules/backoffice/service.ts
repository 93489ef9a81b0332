// The back office's public face: operators and their access (sessions-service.ts: accounts made by
// `npm run admin:create`, login, sessions; enrolment-service.ts: two-factor at a first sign-in;
// first-run-service.ts: the first administrator; operators-service.ts: administrators managing operators),
// roles, the audit log, and the withdrawal decisions (here), each written to the audit log in the same
// transaction as the decision itself. Money decisions are the cashier's (through its service).
import { adminMay, adminPermissions, type AdminPermission } from '@reelvault/contract/calls/backoffice';
import type { WithdrawalStatus } from '@reelvault/contract/constants/cashier';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { sqlTransactor, type Transactor } from '../../db/transactor';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import type { AdminWithdrawal, CashierService } from '../cashier/service';
import { activeOperatorsInRoles, operatorsByIds } from './adjustments-repository';
import { createEnrolmentService } from './enrolment-service';
import { createFirstRunService } from './first-run-service';
import { toAdmin, type AdminCaller } from './operator-access';
import { createOperatorsService } from './operators-service';
import * as repository from './repository';
import type { AuditFilter, BackofficeRepository } from './repository';
import { createEnrolledOperator, createSessionsService, type OperatorInput } from './sessions-service';

export type { AdminCaller } from './operator-access';
export type { AdjustmentRecord } from './adjustments-repository';
export type { AdjustmentsService, BonusGrantApplier } from './adjustments-service';
export type { FirstDepositsRow, LedgerFiguresRow } from './dashboard-figures';
export { adminPasswordMinLength, adminTotpIssuer } from './operator-access';
export { adminLoginLimits, type OperatorInput } from './sessions-service';
export { fromThisMachine, type RequestOrigin } from './local-request';

export interface BackofficeDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** The platform's key for two-factor secrets at rest. */
  readonly totpEncryptionKey: Buffer;
  readonly sessionHours: number;
  readonly cashier: CashierService;
  /** Default: the module's SQL (repository.ts). */
  readonly repository?: BackofficeRepository;
  /** Default: transactions on `db`. */
  readonly transactor?: Transactor;
}

/**
 * Creates an operator with a role and a two-factor secret (shown once, to put in an authenticator app).
 * Without a password one is generated and returned. `npm run admin:create` and the service share it.
 */
export function createOperator(
  dependencies: Pick<BackofficeDependencies, 'db' | 'clock' | 'totpEncryptionKey'>,
  input: OperatorInput,
) {
  return createEnrolledOperator(
    {
      repository,
      transactor: sqlTransactor(dependencies.db),
      clock: dependencies.clock,
      totpEncryptionKey: dependencies.totpEncryptionKey,
    },
    input,
  );
}

export function createBackofficeService(dependencies: BackofficeDependencies) {
  const { db, clock, cashier } = dependencies;
  const access = {
    repository: dependencies.repository ?? repository,
    transactor: dependencies.transactor ?? sqlTransactor(db),
    clock,
    totpEncryptionKey: dependencies.totpEncryptionKey,
    sessionHours: dependencies.sessionHours,
  };

  function requirePermission(admin: AuthenticatedAdmin, permission: AdminPermission): void {
    if (!adminMay(admin.role, permission)) throw new AppError('ADMIN_FORBIDDEN');
  }

  async function auditEntries(filter: AuditFilter, page: number, perPage: number) {
    const { rows, total } = await repository.auditPage(db, filter, (page - 1) * perPage, perPage);
    return {
      data: rows.map(({ entry, admin: actor }) => ({
        id: entry.id,
        actor: toAdmin(actor),
        action: entry.action,
        target_type: entry.targetType,
        target_id: entry.targetId,
        before: entry.before,
        after: entry.after,
        ip: entry.ip,
        created_at: entry.createdAt.toISOString(),
      })),
      pagination: paginationOf(total, page, perPage),
    };
  }

  /** A decision on a withdrawal and its audit entry, committed together. */
  async function decide(
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    action: string,
    id: string,
    run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<AdminWithdrawal>,
    detail: Record<string, string> = {},
  ): Promise<AdminWithdrawal> {
    requirePermission(admin, 'withdrawals.decide');
    return db.transaction(async (tx) => {
      const before = await cashier.lockWithdrawal(tx, id);
      const after = await run(tx);
      await repository.insertAudit(tx, {
        adminId: admin.id,
        action,
        targetType: 'withdrawal',
        targetId: id,
        before: { ...before },
        after: { ...after, ...detail },
        ip: caller.ip,
        createdAt: clock.now(),
      });
      return after;
    });
  }

  return {
    /** Refuses an operator whose role does not allow `permission` (other modules' back-office routes). */
    requirePermission,

    /** The operators a record names (id, e-mail, role), for other modules' back-office lists. */
    operatorNames: (ids: readonly number[]) => operatorsByIds(db, ids),

    /** The active operators whose role holds `permission` (whom a piece of work may be assigned to). */
    operatorsHolding: (permission: AdminPermission) =>
      activeOperatorsInRoles(db, adminPermissions[permission]),

    /**
     * Another module's operator action and its audit entry, committed together: `run` answers the
     * target before and after, and the result for the reply.
     */
    async audited<T>(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      permission: AdminPermission,
      target: { action: string; type: string; id: string },
      run: (
        tx: Parameters<Parameters<Db['transaction']>[0]>[0],
      ) => Promise<{ before: object | null; after: object | null; result: T }>,
    ): Promise<T> {
      requirePermission(admin, permission);
      return db.transaction(async (tx) => {
        const outcome = await run(tx);
        await repository.insertAudit(tx, {
          adminId: admin.id,
          action: target.action,
          targetType: target.type,
          targetId: target.id,
          before: outcome.before ? { ...outcome.before } : null,
          after: outcome.after ? { ...outcome.after } : null,
          ip: caller.ip,
          createdAt: clock.now(),
        });
        return outcome.result;
      });
    },

    /** A decision whose audit entry's "after" is also the reply (the crypto cashier's). */
    async auditedDecision<T extends object>(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      permission: AdminPermission,
      target: { readonly action: string; readonly type: string; readonly id: string },
      run: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<{ before: object; after: T }>,
    ): Promise<T> {
      return this.audited(admin, caller, permission, target, async (tx) => {
        const { before, after } = await run(tx);
        return { before, after, result: after };
      });
    },

    ...createSessionsService(access),
    ...createEnrolmentService(access),
    ...createFirstRunService(access),
    ...createOperatorsService(access),

    async withdrawals(
      admin: AuthenticatedAdmin,
      query: { status: WithdrawalStatus; page: number; perPage: number },
    ) {
      requirePermission(admin, 'withdrawals.read');
      return cashier.withdrawalsByStatus(query.status, query.page, query.perPage);
    },

    approveWithdrawal: (admin: AuthenticatedAdmin, caller: AdminCaller, id: string, note?: string | null) =>
      decide(admin, caller, 'withdrawal.approve', id, (tx) => cashier.approveWithdrawal(tx, id, admin.id), {
        ...(note ? { note } : {}),
      }),

    confirmPayout: (admin: AuthenticatedAdmin, caller: AdminCaller, id: string, reference?: string | null) =>
      decide(admin, caller, 'withdrawal.confirm_payout', id, (tx) =>
        cashier.confirmPayout(tx, id, admin.id, reference ?? undefined),
      ),

    rejectWithdrawal: (admin: AuthenticatedAdmin, caller: AdminCaller, id: string, reason: string) =>
      decide(admin, caller, 'withdrawal.reject', id, (tx) =>
        cashier.rejectWithdrawal(tx, id, admin.id, reason),
      ),

    /**
     * One page of the audit log, newest first, with the operators who acted. It checks no permission: its
     * callers check their own (audit.read for the log, players.read for the actions on one player).
     */
    auditEntries,

    async auditLog(admin: AuthenticatedAdmin, query: { page: number; perPage: number } & AuditFilter) {
      requirePermission(admin, 'audit.read');
      return auditEntries(query, query.page, query.perPage);
    },
  };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;
