// The SQL of manual adjustments (decision 0707): the requests, their decisions and the operators named on
// them. The row is locked while it is decided, so that two approvals apply it once.
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { insertAudit, type AdminRow, type NewAuditRow } from './repository';
import { adminUsers, balanceAdjustments } from './schema';

export type AdjustmentRecord = typeof balanceAdjustments.$inferSelect;
export type NewAdjustment = typeof balanceAdjustments.$inferInsert;
export type AdjustmentDecision = Pick<
  AdjustmentRecord,
  'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'transferId'
>;

export interface AdjustmentFilter {
  readonly status: string;
  readonly playerId?: number | undefined;
}

/** An operator as an adjustment names them. */
export interface OperatorName {
  readonly id: number;
  readonly email: string;
  readonly role: string;
}

export { insertAudit };

/** Inserts the adjustment unless its id exists; undefined when it did (nothing written). */
export async function insertAdjustment(
  executor: DbExecutor,
  row: NewAdjustment,
): Promise<AdjustmentRecord | undefined> {
  const [inserted] = await executor.insert(balanceAdjustments).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The adjustment; with `lock`, locked until the caller's transaction ends. */
export async function findAdjustment(
  executor: DbExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdjustmentRecord | undefined> {
  const query = executor.select().from(balanceAdjustments).where(eq(balanceAdjustments.id, id));
  const rows = options.lock ? await query.for('update') : await query;
  return rows[0];
}

export async function decideAdjustment(
  executor: DbExecutor,
  id: string,
  decision: AdjustmentDecision,
): Promise<AdjustmentRecord> {
  const [row] = await executor
    .update(balanceAdjustments)
    .set(decision)
    .where(eq(balanceAdjustments.id, id))
    .returning();
  if (!row) throw new Error(`adjustment ${id} vanished while it was decided`);
  return row;
}

/** A page of adjustments of one status, oldest first, and how many there are. */
export async function adjustmentsPage(
  executor: DbExecutor,
  filter: AdjustmentFilter,
  offset: number,
  limit: number,
): Promise<{ rows: AdjustmentRecord[]; total: number }> {
  const where = and(
    eq(balanceAdjustments.status, filter.status),
    filter.playerId === undefined ? undefined : eq(balanceAdjustments.playerId, filter.playerId),
  );
  const rows = await executor
    .select()
    .from(balanceAdjustments)
    .where(where)
    .orderBy(asc(balanceAdjustments.requestedAt), asc(balanceAdjustments.id))
    .offset(offset)
    .limit(limit);
  const [total] = await executor.select({ n: count() }).from(balanceAdjustments).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countAdjustments(executor: DbExecutor, status: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.status, status));
  return Number(row?.n ?? 0);
}

export async function operatorsByIds(
  executor: DbExecutor,
  ids: readonly number[],
): Promise<Map<number, OperatorName>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .where(inArray(adminUsers.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The active operators in any of `roles`, by e-mail (who may be handed a piece of work). */
export async function activeOperatorsInRoles(
  executor: DbExecutor,
  roles: readonly string[],
): Promise<OperatorName[]> {
  if (roles.length === 0) return [];
  return executor
    .select({ id: adminUsers.id, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .where(and(inArray(adminUsers.role, [...roles] as AdminRow['role'][]), isNull(adminUsers.disabledAt)))
    .orderBy(asc(adminUsers.email));
}

/** The functions above, as the adjustments service takes them (the unit tests pass in-memory ones). */
export interface AdjustmentsRepository {
  insertAdjustment(executor: DbExecutor, row: NewAdjustment): Promise<AdjustmentRecord | undefined>;
  findAdjustment(
    executor: DbExecutor,
    id: string,
    options?: { lock?: boolean },
  ): Promise<AdjustmentRecord | undefined>;
  decideAdjustment(executor: DbExecutor, id: string, decision: AdjustmentDecision): Promise<AdjustmentRecord>;
  adjustmentsPage(
    executor: DbExecutor,
    filter: AdjustmentFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: AdjustmentRecord[]; total: number }>;
  countAdjustments(executor: DbExecutor, status: string): Promise<number>;
  operatorsByIds(executor: DbExecutor, ids: readonly number[]): Promise<Map<number, OperatorName>>;
  insertAudit(executor: DbExecutor, row: NewAuditRow): Promise<void>;
}
