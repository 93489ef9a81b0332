// The SQL of ending exclusions early (decision 0712): the exclusions in force and marking them lifted.
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { exclusions } from './schema';

export type ExclusionRow = typeof exclusions.$inferSelect;

/** The player's exclusions that keep them out at `now`: started, not ended, not lifted; oldest first. */
export async function exclusionsInForce(
  executor: DbExecutor,
  playerId: number,
  now: Date,
): Promise<ExclusionRow[]> {
  return executor
    .select()
    .from(exclusions)
    .where(
      and(
        eq(exclusions.playerId, playerId),
        isNull(exclusions.liftedAt),
        lte(exclusions.startsAt, now),
        or(isNull(exclusions.endsAt), gt(exclusions.endsAt, now)),
      ),
    )
    .orderBy(asc(exclusions.startsAt), asc(exclusions.id))
    .for('update');
}

export async function liftExclusions(executor: DbExecutor, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(exclusions)
    .set({ liftedAt: at })
    .where(inArray(exclusions.id, [...ids]));
}

/** The functions above as the operator actions receive them (in-memory ones in the unit tests). */
export interface ExclusionRecords {
  exclusionsInForce(executor: DbExecutor, playerId: number, now: Date): Promise<ExclusionRow[]>;
  liftExclusions(executor: DbExecutor, ids: readonly number[], at: Date): Promise<void>;
}
