// SQL of the payout reconciliation's stored findings (decision 0713): written by each run without
// duplicating an open finding, listed for the back office, acknowledged by an operator.
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { cryptoReconciliationFindings } from './schema';

export type FindingRow = typeof cryptoReconciliationFindings.$inferSelect;

export interface NewFinding {
  readonly fingerprint: string;
  readonly chain: string;
  readonly hotWallet: string;
  readonly kind: string;
  readonly message: string;
  readonly nonce: bigint | null;
  readonly txHash: string | null;
  readonly withdrawalId: string | null;
}

/** Stores a finding, or moves an open one with the same fingerprint to `at` (its message refreshed). */
export async function upsertFinding(executor: DbExecutor, finding: NewFinding, at: Date): Promise<void> {
  await executor
    .insert(cryptoReconciliationFindings)
    .values({ ...finding, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: cryptoReconciliationFindings.fingerprint,
      targetWhere: sql`${cryptoReconciliationFindings.acknowledgedAt} is null`,
      set: { lastSeenAt: at, message: finding.message },
    });
}

const stateFilter = (state: 'open' | 'acknowledged') =>
  state === 'open'
    ? isNull(cryptoReconciliationFindings.acknowledgedAt)
    : isNotNull(cryptoReconciliationFindings.acknowledgedAt);

export async function findingsPage(
  executor: DbExecutor,
  state: 'open' | 'acknowledged',
  offset: number,
  limit: number,
): Promise<{ rows: FindingRow[]; total: number }> {
  const rows = await executor
    .select()
    .from(cryptoReconciliationFindings)
    .where(stateFilter(state))
    .orderBy(desc(cryptoReconciliationFindings.lastSeenAt), desc(cryptoReconciliationFindings.id))
    .offset(offset)
    .limit(limit);
  const [total] = await executor
    .select({ n: count() })
    .from(cryptoReconciliationFindings)
    .where(stateFilter(state));
  return { rows, total: Number(total?.n ?? 0) };
}

export async function lockFinding(executor: DbExecutor, id: number): Promise<FindingRow | undefined> {
  const [row] = await executor
    .select()
    .from(cryptoReconciliationFindings)
    .where(eq(cryptoReconciliationFindings.id, id))
    .for('update');
  return row;
}

export async function acknowledgeFinding(
  executor: DbExecutor,
  id: number,
  patch: { acknowledgedAt: Date; acknowledgedBy: number; note: string },
): Promise<FindingRow | undefined> {
  const [row] = await executor
    .update(cryptoReconciliationFindings)
    .set(patch)
    .where(and(eq(cryptoReconciliationFindings.id, id), isNull(cryptoReconciliationFindings.acknowledgedAt)))
    .returning();
  return row;
}
