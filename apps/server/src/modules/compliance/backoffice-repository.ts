// SQL of the back office's reads of a player's compliance record: every document they uploaded (current,
// replaced and withdrawn), and every cool-down and self-exclusion, newest first.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { DocumentRow } from './repository';
import { exclusions, kycDocuments } from './schema';

export type ExclusionRow = typeof exclusions.$inferSelect;

export async function documentsPage(
  executor: DbExecutor,
  playerId: number,
  status: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(kycDocuments.playerId, playerId),
    ...(status !== undefined ? [eq(kycDocuments.status, status)] : []),
  );
  const rows = await executor
    .select()
    .from(kycDocuments)
    .where(where)
    .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id))
    .offset(offset)
    .limit(limit);
  const [counted] = await executor.select({ n: count() }).from(kycDocuments).where(where);
  return { rows, total: counted?.n ?? 0 };
}

export async function exclusionsPage(
  executor: DbExecutor,
  playerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: ExclusionRow[]; total: number }> {
  const where = eq(exclusions.playerId, playerId);
  const rows = await executor
    .select()
    .from(exclusions)
    .where(where)
    .orderBy(desc(exclusions.startsAt), desc(exclusions.id))
    .offset(offset)
    .limit(limit);
  const [counted] = await executor.select({ n: count() }).from(exclusions).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The exclusion in force at `now` that ends last (a permanent one first), if any. */
export async function exclusionInForce(
  executor: DbExecutor,
  playerId: number,
  now: Date,
): Promise<ExclusionRow | undefined> {
  const rows = await executor.select().from(exclusions).where(eq(exclusions.playerId, playerId));
  return rows
    .filter((row) => row.startsAt <= now && (row.endsAt === null || row.endsAt > now))
    .sort((a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity))[0];
}
