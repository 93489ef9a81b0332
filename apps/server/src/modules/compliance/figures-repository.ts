// The compliance module's SQL for the back office's dashboard (decision 0710): the verification queue's size.
import { and, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { kycDocuments } from './schema';

/** Current documents waiting for a reviewer (what the review queue lists). */
export async function documentsWaiting(executor: DbExecutor): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.status, 'pending_review'), eq(kycDocuments.current, true)));
  return Number(row?.n ?? 0);
}
