// The back office's SQL: operators, their sessions and the audit log.
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { adminAuditLog, adminSessions, adminUsers } from './schema';

export type AdminRow = typeof adminUsers.$inferSelect;
export type AuditRow = typeof adminAuditLog.$inferSelect;

export async function insertAdmin(
  executor: DbExecutor,
  row: Omit<typeof adminUsers.$inferInsert, 'id'>,
): Promise<AdminRow> {
  const [inserted] = await executor.insert(adminUsers).values(row).returning();
  if (!inserted) throw new Error('the operator was not created');
  return inserted;
}

export async function setAdminTotpSecret(executor: DbExecutor, id: number, sealed: string): Promise<void> {
  await executor.update(adminUsers).set({ totpSecret: sealed }).where(eq(adminUsers.id, id));
}

export async function findAdminByEmail(executor: DbExecutor, email: string): Promise<AdminRow | undefined> {
  const rows = await executor
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = lower(${email})`);
  return rows[0];
}

export async function findAdminById(executor: DbExecutor, id: number): Promise<AdminRow | undefined> {
  const rows = await executor.select().from(adminUsers).where(eq(adminUsers.id, id));
  return rows[0];
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

export async function insertSession(
  executor: DbExecutor,
  row: typeof adminSessions.$inferInsert,
): Promise<void> {
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

export async function insertAudit(
  executor: DbExecutor,
  row: Omit<typeof adminAuditLog.$inferInsert, 'id'>,
): Promise<void> {
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

export async function auditPage(
  executor: DbExecutor,
  filter: { targetId?: string | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: { entry: AuditRow; admin: AdminRow }[]; total: number }> {
  const where = filter.targetId ? eq(adminAuditLog.targetId, filter.targetId) : undefined;
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
