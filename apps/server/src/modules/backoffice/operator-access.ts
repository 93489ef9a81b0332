// What the operator services share: how a session is opened, how a sign-in that still needs two-factor is
// handed an enrolment ticket, how a stored operator becomes the request's operator, and the audit entry
// of an operator's own access (logins, enrolment, first run).
import { randomUUID } from 'node:crypto';
import { adminRoles, type AdminRole } from '@reelvault/contract/calls/backoffice';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { Transactor } from '../../db/transactor';
import type { AuthenticatedAdmin } from '../../http/auth';
import { createSecretBox } from '../../security/secret-box';
import { issueToken } from '../../security/tokens';
import { newTotpSecret, otpauthUri } from '../../security/totp';
import type { AdminRow, BackofficeRepository } from './repository';

export { adminPasswordMinLength } from '@reelvault/contract/calls/backoffice-operators';

export interface AdminCaller {
  readonly ip: string;
  readonly userAgent: string | null;
}

/** What every operator service is handed (service.ts makes it from the plugin's dependencies). */
export interface OperatorAccessDependencies {
  readonly repository: BackofficeRepository;
  readonly transactor: Transactor;
  readonly clock: Clock;
  /** The platform's key for two-factor secrets at rest. */
  readonly totpEncryptionKey: Buffer;
  readonly sessionHours: number;
}

export const adminTotpIssuer = 'Reelvault back office';
/** How long a sign-in may take to enrol its two-factor before it must start again. */
export const enrolmentTicketMinutes = 10;
/** Wrong codes a ticket takes before it is spent (the sign-in, with its own lock-out, starts again). */
export const enrolmentTicketMaxFailures = 5;

/** A secret sealed for one operator opens only as theirs (decision 0703). */
export const adminTotpContext = (adminId: number) => `admin-totp:${adminId}`;

export const isRole = (value: string): value is AdminRole =>
  (adminRoles as readonly string[]).includes(value);

export function toAdmin(row: AdminRow, sessionId = ''): AuthenticatedAdmin {
  if (!isRole(row.role)) throw new Error(`operator ${row.id} has an unknown role`);
  return { id: row.id, email: row.email, role: row.role, sessionId };
}

/** The audit entry of something an operator did to their own access (`targetId` is theirs). */
export function accessAudit(
  adminId: number,
  action: string,
  caller: AdminCaller,
  at: Date,
  after: Record<string, unknown> | null = null,
) {
  return {
    adminId,
    action,
    targetType: 'admin',
    targetId: String(adminId),
    before: null,
    after,
    ip: caller.ip,
    createdAt: at,
  };
}

export interface OpenedSession {
  readonly token: string;
  readonly expiresAt: Date;
  readonly admin: AuthenticatedAdmin;
}

/** A new session (ADMIN_SESSION_HOURS long), the last login moved and the login audited, inside `tx`. */
export async function openSession(
  dependencies: Pick<OperatorAccessDependencies, 'repository' | 'sessionHours'>,
  tx: DbExecutor,
  admin: AdminRow,
  caller: AdminCaller,
  now: Date,
): Promise<OpenedSession> {
  const { repository } = dependencies;
  const { token, hash } = issueToken();
  const expiresAt = new Date(now.getTime() + dependencies.sessionHours * 3_600_000);
  const sessionId = randomUUID();
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
  await repository.insertAudit(tx, accessAudit(admin.id, 'admin.login', caller, now));
  return { token, expiresAt, admin: toAdmin(admin, sessionId) };
}

export interface IssuedEnrolment {
  readonly ticket: string;
  readonly expiresAt: Date;
  /** The sealed secret being enrolled, once made. */
  readonly sealedSecret: string | null;
}

/**
 * A new enrolment ticket for an operator without two-factor (earlier unspent ones are spent), inside
 * `tx`. With `startNow` the secret to enrol is made at once (the first run hands it out with the ticket).
 */
export async function issueEnrolmentTicket(
  dependencies: Pick<OperatorAccessDependencies, 'repository' | 'totpEncryptionKey'>,
  tx: DbExecutor,
  adminId: number,
  now: Date,
  startNow = false,
): Promise<IssuedEnrolment> {
  const { repository } = dependencies;
  const { token, hash } = issueToken();
  const expiresAt = new Date(now.getTime() + enrolmentTicketMinutes * 60_000);
  const sealedSecret = startNow
    ? createSecretBox(dependencies.totpEncryptionKey).seal(newTotpSecret(), adminTotpContext(adminId))
    : null;
  await repository.spendEnrolmentTicketsOf(tx, adminId, now);
  await repository.insertEnrolmentTicket(tx, {
    id: randomUUID(),
    adminId,
    tokenHash: hash,
    totpSecret: sealedSecret,
    failedCodes: 0,
    createdAt: now,
    expiresAt,
  });
  return { ticket: token, expiresAt, sealedSecret };
}

/** What the operator types or scans: the ticket's secret as an otpauth URI and as text. */
export function enrolmentOf(
  dependencies: Pick<OperatorAccessDependencies, 'totpEncryptionKey'>,
  sealedSecret: string,
  admin: Pick<AdminRow, 'id' | 'email'>,
  ticket: Pick<IssuedEnrolment, 'ticket' | 'expiresAt'>,
) {
  const secret = createSecretBox(dependencies.totpEncryptionKey).open(
    sealedSecret,
    adminTotpContext(admin.id),
  );
  return {
    enrolment_ticket: ticket.ticket,
    expires_at: ticket.expiresAt.toISOString(),
    otpauth_uri: otpauthUri(secret, admin.email, adminTotpIssuer),
    secret,
  };
}
