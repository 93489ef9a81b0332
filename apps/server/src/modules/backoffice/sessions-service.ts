// Operators' accounts and sessions: the account `npm run admin:create` makes (enrolled in two-factor at
// once), the login with a password and a mandatory two-factor code (or, for an operator who has not
// enrolled yet, the ticket of the enrolment step), the guard's look-up of a session, and the logout.
import { randomBytes } from 'node:crypto';
import { adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import { uniqueViolation } from '../../db/errors';
import { AppError, validationError } from '../../http/app-error';
import type { AuthenticatedAdmin } from '../../http/auth';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../security/password-hash';
import { createSecretBox } from '../../security/secret-box';
import { hashToken } from '../../security/tokens';
import { acceptedTimeStep, newTotpSecret, otpauthUri } from '../../security/totp';
import {
  accessAudit,
  adminPasswordMinLength,
  adminTotpContext,
  adminTotpIssuer,
  isRole,
  issueEnrolmentTicket,
  openSession,
  toAdmin,
  type AdminCaller,
  type OpenedSession,
  type OperatorAccessDependencies,
} from './operator-access';

/** Failed logins of one operator in this window lock the account until the window has passed. */
export const adminLoginLimits = { max: 5, windowMs: 15 * 60_000 } as const;

export interface OperatorInput {
  readonly email: string;
  readonly role: string;
  /** Generated (and returned) when not given. */
  readonly password?: string | undefined;
}

/** A generated operator password: 24 characters of base64url (144 random bits). */
export const generatedPassword = () => randomBytes(18).toString('base64url');

/** The e-mail and password an operator account is made with, checked; 422 with field errors otherwise. */
export function checkedCredentials(input: { email: string; password: string }): { email: string } {
  const email = input.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw validationError({ email: ['The email is not valid.'] });
  if (input.password.length < adminPasswordMinLength) {
    throw validationError({
      password: [`The password must be at least ${adminPasswordMinLength} characters.`],
    });
  }
  return { email };
}

/**
 * The login of an operator who has no authenticator yet: the ticket of the enrolment step (a credential,
 * answered in a success reply, never in an error body; decision 0708).
 */
export interface EnrolmentRequired {
  readonly enrolmentRequired: true;
  readonly ticket: string;
  readonly expiresAt: Date;
}

export const emailTaken = () => validationError({ email: ['An operator with this email exists already.'] });

/**
 * Creates an operator with a role and a two-factor secret (shown once, to put in an authenticator app):
 * what `npm run admin:create` does. Without a password one is generated and returned.
 */
export async function createEnrolledOperator(
  dependencies: Pick<OperatorAccessDependencies, 'repository' | 'transactor' | 'clock' | 'totpEncryptionKey'>,
  input: OperatorInput,
) {
  const { repository, transactor, clock } = dependencies;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);
  if (!isRole(input.role)) {
    throw validationError({ role: [`The role must be one of ${adminRoles.join(', ')}.`] });
  }
  const password = input.password ?? generatedPassword();
  const { email } = checkedCredentials({ email: input.email, password });
  const secret = newTotpSecret();
  const passwordHash = await hashPassword(password);
  try {
    const admin = await transactor.run(async (tx) => {
      const row = await repository.insertAdmin(tx, {
        email,
        passwordHash,
        role: input.role as AdminRole,
        totpSecret: null,
        createdAt: clock.now(),
      });
      const sealed = secretBox.seal(secret, adminTotpContext(row.id));
      await repository.setAdminTotpSecret(tx, row.id, sealed);
      return { ...row, totpSecret: sealed };
    });
    return {
      admin: toAdmin(admin),
      password: input.password === undefined ? password : undefined,
      totpSecret: secret,
      otpauthUri: otpauthUri(secret, email, adminTotpIssuer),
    };
  } catch (error) {
    if (uniqueViolation(error) === 'admin_users_email_lower_key') throw emailTaken();
    throw error;
  }
}

export function createSessionsService(dependencies: OperatorAccessDependencies) {
  const { repository, transactor, clock } = dependencies;
  const secretBox = createSecretBox(dependencies.totpEncryptionKey);
  const db = transactor.db;

  async function refuseWhenLocked(adminId: number, now: Date): Promise<void> {
    const since = new Date(now.getTime() - adminLoginLimits.windowMs);
    if ((await repository.failedLoginsSince(db, adminId, since)) < adminLoginLimits.max) return;
    throw new AppError('RATE_LIMITED', 'Too many failed logins. Please try again in 15 minutes.', undefined, {
      'retry-after': String(adminLoginLimits.windowMs / 1000),
    });
  }

  /** An operator without two-factor: the enrolment step's ticket, answered instead of a session. */
  async function enrolmentRequired(adminId: number, now: Date): Promise<EnrolmentRequired> {
    const issued = await transactor.run((tx) => issueEnrolmentTicket(dependencies, tx, adminId, now));
    return { enrolmentRequired: true, ticket: issued.ticket, expiresAt: issued.expiresAt };
  }

  return {
    /** See `createEnrolledOperator`. */
    createAdmin: (input: OperatorInput) => createEnrolledOperator(dependencies, input),

    async login(
      input: { email: string; password: string; code?: string | undefined },
      caller: AdminCaller,
    ): Promise<OpenedSession | EnrolmentRequired> {
      const admin = await repository.findAdminByEmail(db, input.email.trim());
      const now = clock.now();
      // A deactivated operator is answered as an unknown e-mail: nothing tells the two apart.
      if (!admin || admin.disabledAt) {
        await verifyAgainstNothing(input.password);
        throw new AppError('AUTH_INVALID_CREDENTIALS');
      }
      await refuseWhenLocked(admin.id, now);
      const fail = async (reason: string, error: AppError): Promise<never> => {
        await repository.insertAudit(
          db,
          accessAudit(admin.id, 'admin.login_failed', caller, now, { reason }),
        );
        throw error;
      };
      if (!(await verifyPassword(admin.passwordHash, input.password))) {
        return fail('password', new AppError('AUTH_INVALID_CREDENTIALS'));
      }
      if (admin.totpSecret === null) return enrolmentRequired(admin.id, now);
      if (!input.code) throw new AppError('AUTH_2FA_REQUIRED');
      const secret = secretBox.open(admin.totpSecret, adminTotpContext(admin.id));
      const step = await acceptedTimeStep(secret, input.code, now, admin.totpLastTimeStep);
      if (step === undefined || !(await repository.advanceTotpTimeStep(db, admin.id, step))) {
        return fail('two_factor', new AppError('AUTH_2FA_INVALID'));
      }
      return transactor.run((tx) => openSession(dependencies, tx, admin, caller, now));
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
  };
}
