// SQL of the reality checks players answered: one row per check, keyed by player and due time.
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { realityChecks } from './schema';

export type RealityCheckRow = typeof realityChecks.$inferSelect;
export type NewRealityCheckRow = typeof realityChecks.$inferInsert;

/** Records the answer unless the check already has one; returns the row the check holds either way. */
export async function recordRealityCheck(
  executor: DbExecutor,
  row: NewRealityCheckRow,
): Promise<{ row: RealityCheckRow; recorded: boolean }> {
  const [inserted] = await executor
    .insert(realityChecks)
    .values(row)
    .onConflictDoNothing({ target: [realityChecks.playerId, realityChecks.dueAt] })
    .returning();
  if (inserted) return { row: inserted, recorded: true };
  const [existing] = await executor
    .select()
    .from(realityChecks)
    .where(and(eq(realityChecks.playerId, row.playerId), eq(realityChecks.dueAt, row.dueAt)));
  if (!existing) throw new Error('the reality check row was neither written nor found');
  return { row: existing, recorded: false };
}
