// SQL of instant verification: the provider sessions players started and the decisions providers sent.
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { instantVerificationDecisions, instantVerifications } from './schema';

export type InstantVerificationRow = typeof instantVerifications.$inferSelect;
export type NewInstantVerificationDecision = typeof instantVerificationDecisions.$inferInsert;

/** The session the player started last, if any. */
export async function latestInstantVerification(
  executor: DbExecutor,
  playerId: number,
): Promise<InstantVerificationRow | undefined> {
  const [row] = await executor
    .select()
    .from(instantVerifications)
    .where(eq(instantVerifications.playerId, playerId))
    .orderBy(desc(instantVerifications.createdAt))
    .limit(1);
  return row;
}

export async function findInstantVerification(
  executor: DbExecutor,
  id: string,
): Promise<InstantVerificationRow | undefined> {
  const [row] = await executor
    .select()
    .from(instantVerifications)
    .where(eq(instantVerifications.id, id))
    .for('update');
  return row;
}

export async function insertInstantVerification(
  executor: DbExecutor,
  row: InstantVerificationRow,
): Promise<void> {
  await executor.insert(instantVerifications).values(row);
}

export async function decideInstantVerification(
  executor: DbExecutor,
  id: string,
  decision: Pick<InstantVerificationRow, 'status' | 'reason' | 'reasonCode' | 'decidedAt'>,
): Promise<void> {
  await executor.update(instantVerifications).set(decision).where(eq(instantVerifications.id, id));
}

/** Records a provider's decision; false when the same signed body was recorded before. */
export async function recordInstantDecision(
  executor: DbExecutor,
  row: NewInstantVerificationDecision,
): Promise<boolean> {
  const inserted = await executor
    .insert(instantVerificationDecisions)
    .values(row)
    .onConflictDoNothing({ target: instantVerificationDecisions.digest })
    .returning({ digest: instantVerificationDecisions.digest });
  return inserted.length > 0;
}
