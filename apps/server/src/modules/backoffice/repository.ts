// The back office's SQL: operators, their sessions and enrolment tickets, and the audit log.
import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { adminAuditLog, adminEnrolmentTickets, adminSessions, adminUsers } from './schema';

export type AdminRow = typeof adminUsers.$inferSelect;
export type NewAdminRow = Omit<typeof adminUsers.$inferInsert, 'id'>;
export type AuditRow = typeof adminAuditLog.$inferSelect;
export type NewAuditRow = Omit<typeof adminAuditLog.$inferInsert, 'id'>;
export type SessionRow = typeof adminSessions.$inferSelect;
export type NewSessionRow = typeof adminSessions.$inferInsert;
export type EnrolmentTicketRow = typeof adminEnrolmentTickets.$inferSelect;
export type NewEnrolmentTicketRow = typeof adminEnrolmentTickets.$inferInsert;
/** What an administrator changes on an operator. */
export type AdminPatch = Partial<Pick<AdminRow, 'role' | 'disabledAt' | 'totpSecret' | 'totpLastTimeStep'>>;
export type EnrolmentTicketPatch = Partial<
  Pick<EnrolmentTicketRow, 'totpSecret' | 'failedCodes' | 'spentAt'>
>;

export async function insertAdmin(executor: DbExecutor, row: NewAdminRow): Promise<AdminRow> {
  const [inserted] = await executor.insert(adminUsers).values(row).returning();
  if (!inserted) throw new Error('the operator was not created');
  return inserted;
}

export async function setAdminTotpSecret(
  executor: DbExecutor,
  id: number,
  sealed: string | null,
): Promise<void> {
  await executor.update(adminUsers).set({ totpSecret: sealed }).where(eq(adminUsers.id, id));
}

export async function findAdminByEmail(executor: DbExecutor, email: string): Promise<AdminRow | undefined> {
  const rows = await executor
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`);
  return rows[0];
}

export async function findAdminById(
  executor: DbExecutor,
  id: number,
  lock = false,
): Promise<AdminRow | undefined> {
  const query = executor.select().from(adminUsers).where(eq(adminUsers.id, id));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function updateAdmin(executor: DbExecutor, id: number, patch: AdminPatch): Promise<AdminRow> {
  const [row] = await executor.update(adminUsers).set(patch).where(eq(adminUsers.id, id)).returning();
  if (!row) throw new Error(`operator ${id} is gone`);
  return row;
}

export async function countAdmins(executor: DbExecutor): Promise<number> {
  const [row] = await executor.select({ n: count() }).from(adminUsers);
  return Number(row?.n ?? 0);
}

/**
 * Serialises the changes that decide who may still administer the back office (the first run, roles,
 * deactivation) until the transaction ends (two-key advisory lock: a constant for operators, 0).
 */
export async function lockOperatorRoster(tx: DbExecutor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7003, 0)`);
}

export async function activeAdminIds(executor: DbExecutor): Promise<number[]> {
  const rows = await executor
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'admin'), isNull(adminUsers.disabledAt)));
  return rows.map((row) => row.id);
}

export async function operatorPage(
  executor: DbExecutor,
  offset: number,
  limit: number,
): Promise<{ rows: AdminRow[]; total: number }> {
  const rows = await executor
    .select()
    .from(adminUsers)
    .orderBy(asc(sql`lower(${adminUsers.email})`), asc(adminUsers.id))
    .offset(offset)
    .limit(limit);
  const [total] = await executor.select({ n: count() }).from(adminUsers);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Moves the operator's last accepted time step forward; false when the step was used already. */
export async function advanceTotpTimeStep(executor: DbExecutor, id: number, step: number): Promise<boolean> {
  const rows = await executor
    .update(adminUsers)
    .set({ totpLastTimeStep: step })
    .where(
      and(
        eq(adminUsers.id, id),
        sql`(${adminUsers.totpLastTimeStep} is null or ${adminUsers.totpLastTimeStep} < ${step})`,
      ),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

export async function markLogin(executor: DbExecutor, id: number, at: Date): Promise<void> {
  await executor.update(adminUsers).set({ lastLoginAt: at }).where(eq(adminUsers.id, id));
}

export async function insertSession(executor: DbExecutor, row: NewSessionRow): Promise<void> {
  await executor.insert(adminSessions).values(row);
}

export async function findSession(executor: DbExecutor, tokenHash: string) {
  const rows = await executor
    .select({ session: adminSessions, admin: adminUsers })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
    .where(eq(adminSessions.tokenHash, tokenHash));
  return rows[0];
}

export async function revokeSession(executor: DbExecutor, id: string, at: Date): Promise<void> {
  await executor.update(adminSessions).set({ revokedAt: at }).where(eq(adminSessions.id, id));
}

/** Ends every open session of an operator; answers how many there were. */
export async function revokeSessionsOf(executor: DbExecutor, adminId: number, at: Date): Promise<number> {
  const rows = await executor
    .update(adminSessions)
    .set({ revokedAt: at })
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)))
    .returning({ id: adminSessions.id });
  return rows.length;
}

export async function insertEnrolmentTicket(executor: DbExecutor, row: NewEnrolmentTicketRow): Promise<void> {
  await executor.insert(adminEnrolmentTickets).values(row);
}

export async function findEnrolmentTicket(
  executor: DbExecutor,
  tokenHash: string,
  lock = false,
): Promise<EnrolmentTicketRow | undefined> {
  const query = executor
    .select()
    .from(adminEnrolmentTickets)
    .where(eq(adminEnrolmentTickets.tokenHash, tokenHash));
  const rows = lock ? await query.for('update') : await query;
  return rows[0];
}

export async function updateEnrolmentTicket(
  executor: DbExecutor,
  id: string,
  patch: EnrolmentTicketPatch,
): Promise<void> {
  await executor.update(adminEnrolmentTickets).set(patch).where(eq(adminEnrolmentTickets.id, id));
}

/** Spends every unspent enrolment ticket of an operator (a newer one, a reset, a deactivation). */
export async function spendEnrolmentTicketsOf(
  executor: DbExecutor,
  adminId: number,
  at: Date,
): Promise<void> {
  await executor
    .update(adminEnrolmentTickets)
    .set({ spentAt: at })
    .where(and(eq(adminEnrolmentTickets.adminId, adminId), isNull(adminEnrolmentTickets.spentAt)));
}

export async function insertAudit(executor: DbExecutor, row: NewAuditRow): Promise<void> {
  await executor.insert(adminAuditLog).values(row);
}

/** Failed logins of an operator since `since` (the audit log is the record of them). */
export async function failedLoginsSince(executor: DbExecutor, adminId: number, since: Date): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.adminId, adminId),
        eq(adminAuditLog.action, 'admin.login_failed'),
        gte(adminAuditLog.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The audit log's filters (decision 0713); `action` ending in a dot matches the actions it begins. */
export interface AuditFilter {
  readonly targetId?: string | undefined;
  readonly targetType?: string | undefined;
  readonly adminId?: number | undefined;
  readonly action?: string | undefined;
  readonly from?: Date | undefined;
  readonly before?: Date | undefined;
}

function auditWhere(filter: AuditFilter) {
  const action = filter.action;
  return and(
    filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined,
    filter.targetType ? eq(adminAuditLog.targetType, filter.targetType) : undefined,
    filter.adminId === undefined ? undefined : eq(adminAuditLog.adminId, filter.adminId),
    action
      ? action.endsWith('.')
        ? eq(sql`left(${adminAuditLog.action}, ${action.length})`, action)
        : eq(adminAuditLog.action, action)
      : undefined,
    filter.from ? gte(adminAuditLog.createdAt, filter.from) : undefined,
    filter.before ? lt(adminAuditLog.createdAt, filter.before) : undefined,
  );
}

export async function auditPage(
  executor: DbExecutor,
  filter: AuditFilter,
  offset: number,
  limit: number,
): Promise<{ rows: { entry: AuditRow; admin: AdminRow }[]; total: number }> {
  const where = auditWhere(filter);
  const rows = await executor
    .select({ entry: adminAuditLog, admin: adminUsers })
    .from(adminAuditLog)
    .innerJoin(adminUsers, eq(adminUsers.id, adminAuditLog.adminId))
    .where(where)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .offset(offset)
    .limit(limit);
  const [total] = await executor.select({ n: count() }).from(adminAuditLog).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * What the back office's operator services need of their storage: the functions above (the default), or
 * the unit tests' in-memory repository (apps/server/test/memory/backoffice.ts).
 */
export interface BackofficeRepository {
  insertAdmin(executor: DbExecutor, row: NewAdminRow): Promise<AdminRow>;
  setAdminTotpSecret(executor: DbExecutor, id: number, sealed: string | null): Promise<void>;
  findAdminByEmail(executor: DbExecutor, email: string): Promise<AdminRow | undefined>;
  findAdminById(executor: DbExecutor, id: number, lock?: boolean): Promise<AdminRow | undefined>;
  updateAdmin(executor: DbExecutor, id: number, patch: AdminPatch): Promise<AdminRow>;
  countAdmins(executor: DbExecutor): Promise<number>;
  lockOperatorRoster(tx: DbExecutor): Promise<void>;
  activeAdminIds(executor: DbExecutor): Promise<number[]>;
  operatorPage(
    executor: DbExecutor,
    offset: number,
    limit: number,
  ): Promise<{ rows: AdminRow[]; total: number }>;
  advanceTotpTimeStep(executor: DbExecutor, id: number, step: number): Promise<boolean>;
  markLogin(executor: DbExecutor, id: number, at: Date): Promise<void>;
  insertSession(executor: DbExecutor, row: NewSessionRow): Promise<void>;
  findSession(
    executor: DbExecutor,
    tokenHash: string,
  ): Promise<{ session: SessionRow; admin: AdminRow } | undefined>;
  revokeSession(executor: DbExecutor, id: string, at: Date): Promise<void>;
  revokeSessionsOf(executor: DbExecutor, adminId: number, at: Date): Promise<number>;
  insertEnrolmentTicket(executor: DbExecutor, row: NewEnrolmentTicketRow): Promise<void>;
  findEnrolmentTicket(
    executor: DbExecutor,
    tokenHash: string,
    lock?: boolean,
  ): Promise<EnrolmentTicketRow | undefined>;
  updateEnrolmentTicket(executor: DbExecutor, id: string, patch: EnrolmentTicketPatch): Promise<void>;
  spendEnrolmentTicketsOf(executor: DbExecutor, adminId: number, at: Date): Promise<void>;
  insertAudit(executor: DbExecutor, row: NewAuditRow): Promise<void>;
  failedLoginsSince(executor: DbExecutor, adminId: number, since: Date): Promise<number>;
}
