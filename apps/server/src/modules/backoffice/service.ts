// The back office: operator accounts (created by `npm run admin:create`), their login with a password
// and a mandatory two-factor code, roles, and the withdrawal decisions, each written to the audit log in
// the same transaction as the decision itself. Money decisions are the cashier's (through its service).
import { randomBytes, randomUUID } from 'node:crypto';
import {
  adminMay,
  adminRoles,
  type AdminPermission,
  type AdminRole,
} from '@reelvault/contract/calls/backoffice';
import type { WithdrawalStatus } from '@reelvault/contract/constants/cashier';
import { paginationOf } from '@reelvault/contract/pagination';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { uniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../security/password-hash';
import { createSecretBox } from '../../security/secret-box';
import { hashToken, issueToken } from '../../security/tokens';
import { acceptedTimeStep, newTotpSecret, otpauthUri } from '../../security/totp';
import type { AdminWithdrawal, CashierService } from '../cashier/service';
import * as repository from './repository';
import type { AdminRow } from './repository';

export interface AdminCaller {
  readonly ip: string;
  readonly userAgent: string | null;
}

export interface BackofficeDependencies {
  readonly db: Db;
  readonly clock: Clock;
  /** The platform's key for two-factor secrets at rest. */
  readonly totpEncryptionKey: Buffer;
  readonly sessionHours: number;
  readonly cashier: CashierService;
}

/** Operators' passwords: longer than players' (no common-password list: they are generated or chosen by staff). */
export const adminPasswordMinLength = 12;
/** Failed logins of one operator in this window lock the account until the window has passed. */
export const adminLoginLimits = { max: 5, windowMs: 15 * 60_000 } as const;
export const adminTotpIssuer = 'Reelvault back office';

const adminTotpContext = (adminId: number) => `admin-totp:${adminId}`;

const isRole = (value: string): value is AdminRole => (adminRoles as readonly string[]).includes(value);

function toAdmin(row: AdminRow, sessionId = ''): AuthenticatedAdmin {
  if (!isRole(row.role)) throw new Error(`operator ${row.id} has an unknown role`);
  return { id: row.id, email: row.email, role: row.role, sessionId };
}

export interface OperatorInput {
  readonly email: string;
  readonly role: string;
  /** Generated (and returned) when not given. */
  readonly password?: string | undefined;
}

/**
 * Creates an operator with a role and a two-factor secret (shown once, to put in an authenticator app).
 * Without a password one is generated and returned. `npm run admin:create` and the service share it.
 */
export async function createOperator(
  dependencies: Pick<BackofficeDependencies, 'db' | 'clock' | 'totpEncryptionKey'>,
  input: OperatorInput,
) {
  const { db, clock } = dependencies;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw validationError({ email: ['The email is not valid.'] });
  if (!isRole(input.role)) {
    throw validationError({ role: [`The role must be one of ${adminRoles.join(', ')}.`] });
  }
  const password = input.password ?? randomBytes(18).toString('base64url');
  if (password.length < adminPasswordMinLength) {
    throw validationError({
      password: [`The password must be at least ${adminPasswordMinLength} characters.`],
    });
  }
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  try {
    const admin = await db.transaction(async (tx) => {
      const row = await repository.insertAdmin(tx, {
        email,
        passwordHash,
        role: input.role as AdminRole,
        totpSecret: '',
        createdAt: clock.now(),
      });
      await repository.setAdminTotpSecret(tx, row.id, secretBox.seal(secret, adminTotpContext(row.id)));
      return row;
    });
    return {
      admin: toAdmin(admin),
      password: input.password === undefined ? password : undefined,
      totpSecret: secret,
      otpauthUri: otpauthUri(secret, email, adminTotpIssuer),
    };
  } catch (error) {
    if (uniqueViolation(error) === 'admin_users_email_lower_key') {
      throw validationError({ email: ['An operator with this email exists already.'] });
    }
    throw error;
  }
}

export function createBackofficeService(dependencies: BackofficeDependencies) {
  const { db, clock, cashier } = dependencies;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);

  function requirePermission(admin: AuthenticatedAdmin, permission: AdminPermission): void {
    if (!adminMay(admin.role, permission)) throw new AppError('ADMIN_FORBIDDEN');
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

    /** See `createOperator`. */
    createAdmin: (input: OperatorInput) => createOperator(dependencies, input),

    async login(
      input: { email: string; password: string; code?: string | undefined },
      caller: AdminCaller,
    ): Promise<{ token: string; expiresAt: Date; admin: AuthenticatedAdmin }> {
      const admin = await repository.findAdminByEmail(db, input.email.trim());
      const now = clock.now();
      if (!admin || admin.disabledAt) {
        await verifyAgainstNothing(input.password);
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }
      const since = new Date(now.getTime() - adminLoginLimits.windowMs);
      if ((await repository.failedLoginsSince(db, admin.id, since)) >= adminLoginLimits.max) {
        throw new AppError(
          'RATE_LIMITED',
          'Too many failed logins. Please try again in 15 minutes.',
          undefined,
          {
            'retry-after': String(adminLoginLimits.windowMs / 1000),
          },
        );
      }
      const fail = async (reason: string, error: AppError): Promise<never> => {
        await repository.insertAudit(db, {
          adminId: admin.id,
          action: 'admin.login_failed',
          targetType: 'admin',
          targetId: String(admin.id),
          before: null,
          after: { reason },
          ip: caller.ip,
          createdAt: now,
        });
        throw error;
      };
      if (!(await verifyPassword(admin.passwordHash, input.password))) {
        return fail('password', new AppError('AUTH_INVALID_CREDENTIALS'));
      }
      if (!input.code) throw new AppError('AUTH_2FA_REQUIRED');
      const secret = secretBox.open(admin.totpSecret, adminTotpContext(admin.id));
      const step = await acceptedTimeStep(secret, input.code, now, admin.totpLastTimeStep);
      if (step === undefined || !(await repository.advanceTotpTimeStep(db, admin.id, step))) {
        return fail('two_factor', new AppError('AUTH_2FA_INVALID'));
      }
      const { token, hash } = issueToken();
      const expiresAt = new Date(now.getTime() + dependencies.sessionHours * 3_600_000);
      const sessionId = randomUUID();
      await db.transaction(async (tx) => {
        await repository.insertSession(tx, {
          id: sessionId,
          adminId: admin.id,
          tokenHash: hash,
          ip: caller.ip,
          userAgent: caller.userAgent?.slice(0, 512) ?? null,
          createdAt: now,
          expiresAt,
        });
        await repository.markLogin(tx, admin.id, now);
        await repository.insertAudit(tx, {
          adminId: admin.id,
          action: 'admin.login',
          targetType: 'admin',
          targetId: String(admin.id),
          before: null,
          after: null,
          ip: caller.ip,
          createdAt: now,
        });
      });
      return { token, expiresAt, admin: toAdmin(admin, sessionId) };
    },

    /** The operator behind a bearer token; player tokens, ended and expired sessions are refused. */
    async authenticate(token: string): Promise<AuthenticatedAdmin> {
      const found = await repository.findSession(db, hashToken(token));
      const now = clock.now();
      if (!found || found.session.revokedAt || found.admin.disabledAt) throw new AppError('UNAUTHENTICATED');
      if (now >= found.session.expiresAt) throw new AppError('AUTH_SESSION_EXPIRED');
      return toAdmin(found.admin, found.session.id);
    },

    async logout(admin: AuthenticatedAdmin): Promise<void> {
      await repository.revokeSession(db, admin.sessionId, clock.now());
    },

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

    async auditLog(
      admin: AuthenticatedAdmin,
      query: { page: number; perPage: number; targetId?: string | undefined },
    ) {
      requirePermission(admin, 'audit.read');
      const { rows, total } = await repository.auditPage(
        db,
        { targetId: query.targetId },
        (query.page - 1) * query.perPage,
        query.perPage,
      );
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
        pagination: paginationOf(total, query.page, query.perPage),
      };
    },
  };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;
