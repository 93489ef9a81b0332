// Administrators manage operators (permission `operators.manage`, decision 0706): the list, a new
// operator with a generated password shown once (two-factor is enrolled at their first sign-in), a new
// role, deactivation (their sessions end, their sign-in is refused like a wrong password) and
// reactivation, and a reset of their two-factor (the next sign-in enrols again). Each change and its
// audit entry commit together; none may leave the back office without an active administrator.
import { adminMay, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { paginationOf } from '@reelvault/contract/pagination';
import type { DbExecutor } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import { hashPassword } from '../../security/password-hash';
import type { AdminCaller, OperatorAccessDependencies } from './operator-access';
import { leavesNoAdmin, operatorAuditView, operatorRow, type OperatorView } from './operator-rules';
import type { AdminPatch, AdminRow } from './repository';
import { checkedCredentials, emailTaken, generatedPassword } from './sessions-service';

interface OperatorChange {
  readonly action: string;
  /** The patch to apply, or undefined when the operator is as asked already (nothing to do or audit). */
  patch(target: AdminRow): AdminPatch | undefined;
  /** Whether the change stops an administrator from administering (checked against the last one). */
  readonly role?: AdminRole;
  readonly active?: boolean;
  /** Ends the operator's sessions and unspent enrolment tickets. */
  readonly endsAccess?: boolean;
}

export function createOperatorsService(dependencies: OperatorAccessDependencies) {
  const { repository, transactor, clock } = dependencies;
  const db = transactor.db;

  function requireManager(admin: AuthenticatedAdmin): void {
    if (!adminMay(admin.role, 'operators.manage')) throw new AppError('ADMIN_FORBIDDEN');
  }

  /** One change of one operator, under the operators' lock, audited in the same transaction. */
  async function change(
    admin: AuthenticatedAdmin,
    caller: AdminCaller,
    id: number,
    what: OperatorChange,
  ): Promise<OperatorView> {
    requireManager(admin);
    const now = clock.now();
    return transactor.run(async (tx: DbExecutor) => {
      await repository.lockOperatorRoster(tx);
      const target = await repository.findAdminById(tx, id, true);
      if (!target) throw new AppError('NOT_FOUND', 'This operator does not exist.');
      const patch = what.patch(target);
      if (!patch) return operatorRow(target);
      const effect = {
        ...(what.role ? { role: what.role } : {}),
        ...(what.active === false ? { active: false } : {}),
      };
      if (leavesNoAdmin(target, effect, await repository.activeAdminIds(tx))) {
        throw new AppError('ADMIN_LAST_ADMIN');
      }
      const after = await repository.updateAdmin(tx, id, patch);
      let sessionsEnded = 0;
      if (what.endsAccess) {
        sessionsEnded = await repository.revokeSessionsOf(tx, id, now);
        await repository.spendEnrolmentTicketsOf(tx, id, now);
      }
      await repository.insertAudit(tx, {
        adminId: admin.id,
        action: what.action,
        targetType: 'admin',
        targetId: String(id),
        before: operatorAuditView(target),
        after: { ...operatorAuditView(after), ...(what.endsAccess ? { sessions_ended: sessionsEnded } : {}) },
        ip: caller.ip,
        createdAt: now,
      });
      return operatorRow(after);
    });
  }

  return {
    async operators(admin: AuthenticatedAdmin, query: { page: number; perPage: number }) {
      requireManager(admin);
      const { rows, total } = await repository.operatorPage(
        db,
        (query.page - 1) * query.perPage,
        query.perPage,
      );
      return { data: rows.map(operatorRow), pagination: paginationOf(total, query.page, query.perPage) };
    },

    /** A new operator without two-factor yet, and the generated password, shown this once. */
    async createOperator(
      admin: AuthenticatedAdmin,
      caller: AdminCaller,
      input: { email: string; role: AdminRole },
    ): Promise<{ operator: OperatorView; password: string }> {
      requireManager(admin);
      const password = generatedPassword();
      const { email } = checkedCredentials({ email: input.email, password });
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      try {
        const created = await transactor.run(async (tx) => {
          const row = await repository.insertAdmin(tx, {
            email,
            passwordHash,
            role: input.role,
            totpSecret: null,
            createdAt: now,
          });
          await repository.insertAudit(tx, {
            adminId: admin.id,
            action: 'operator.create',
            targetType: 'admin',
            targetId: String(row.id),
            before: null,
            after: operatorAuditView(row),
            ip: caller.ip,
            createdAt: now,
          });
          return row;
        });
        return { operator: operatorRow(created), password };
      } catch (error) {
        if (uniqueViolation(error) === 'admin_users_email_lower_key') throw emailTaken();
        throw error;
      }
    },

    setOperatorRole: (admin: AuthenticatedAdmin, caller: AdminCaller, id: number, role: AdminRole) =>
      change(admin, caller, id, {
        action: 'operator.role',
        role,
        patch: (target) => (target.role === role ? undefined : { role }),
      }),

    deactivateOperator: (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      change(admin, caller, id, {
        action: 'operator.deactivate',
        active: false,
        endsAccess: true,
        patch: (target) => (target.disabledAt ? undefined : { disabledAt: clock.now() }),
      }),

    reactivateOperator: (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      change(admin, caller, id, {
        action: 'operator.reactivate',
        patch: (target) => (target.disabledAt ? { disabledAt: null } : undefined),
      }),

    /** The operator's authenticator is forgotten: their sessions end and the next sign-in enrols again. */
    resetOperatorTwoFactor: (admin: AuthenticatedAdmin, caller: AdminCaller, id: number) =>
      change(admin, caller, id, {
        action: 'operator.reset_two_factor',
        endsAccess: true,
        patch: () => ({ totpSecret: null, totpLastTimeStep: null }),
      }),
  };
}
