// The rakeback's SQL (decision 1124): periods started once per grant id, the periods the job still has
// days to settle, each day's payment written once (the unique key of period and day), and what a player's
// periods have paid.
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { rakebackPayments, rakebackPeriods } from './rewards-schema';
import { bonusOffers, type LocalisedText } from './schema';

export type RakebackPeriodRow = typeof rakebackPeriods.$inferSelect;
export type NewRakebackPeriod = typeof rakebackPeriods.$inferInsert;
export type NewRakebackPayment = typeof rakebackPayments.$inferInsert;

/** The period of `grantId`, started now or found as the first start made it. */
export async function startPeriod(
  executor: DbExecutor,
  period: NewRakebackPeriod,
): Promise<RakebackPeriodRow> {
  const [created] = await executor
    .insert(rakebackPeriods)
    .values(period)
    .onConflictDoNothing({ target: rakebackPeriods.grantId })
    .returning();
  if (created) return created;
  const [found] = await executor
    .select()
    .from(rakebackPeriods)
    .where(eq(rakebackPeriods.grantId, period.grantId));
  if (!found) throw new Error(`rakeback period ${period.grantId} neither written nor found`);
  return found;
}

/** Periods begun by `now` with days still to settle, oldest first. */
export function openPeriods(executor: DbExecutor, now: Date): Promise<RakebackPeriodRow[]> {
  return executor
    .select()
    .from(rakebackPeriods)
    .where(and(isNull(rakebackPeriods.closedAt), lte(rakebackPeriods.startsAt, now)))
    .orderBy(rakebackPeriods.startsAt, rakebackPeriods.id);
}

/** Per period: the days settled and what they paid. */
export async function settlements(
  executor: DbExecutor,
  periodIds: readonly bigint[],
): Promise<Map<bigint, { days: Set<string>; paid: bigint }>> {
  const found = new Map<bigint, { days: Set<string>; paid: bigint }>();
  if (periodIds.length === 0) return found;
  const rows = await executor
    .select({
      periodId: rakebackPayments.periodId,
      day: rakebackPayments.day,
      amount: rakebackPayments.amount,
    })
    .from(rakebackPayments)
    .where(inArray(rakebackPayments.periodId, [...periodIds]));
  for (const row of rows) {
    const entry = found.get(row.periodId) ?? { days: new Set<string>(), paid: 0n };
    entry.days.add(row.day);
    entry.paid += row.amount;
    found.set(row.periodId, entry);
  }
  return found;
}

/** Writes a day's settlement; false when it was written before (the day is paid or withheld already). */
export async function settleDay(executor: DbExecutor, payment: NewRakebackPayment): Promise<boolean> {
  const written = await executor
    .insert(rakebackPayments)
    .values(payment)
    .onConflictDoNothing({ target: [rakebackPayments.periodId, rakebackPayments.day] })
    .returning({ id: rakebackPayments.id });
  return written.length > 0;
}

export async function closePeriod(executor: DbExecutor, periodId: bigint, at: Date): Promise<void> {
  await executor
    .update(rakebackPeriods)
    .set({ closedAt: at })
    .where(and(eq(rakebackPeriods.id, periodId), isNull(rakebackPeriods.closedAt)));
}

/** The player's periods with their offer's title, latest first: those still to settle, or every one. */
export async function periodsOf(
  executor: DbExecutor,
  playerId: number,
  which: 'open' | 'all',
  limit: number,
): Promise<{ period: RakebackPeriodRow; title: LocalisedText | null }[]> {
  const player = eq(rakebackPeriods.playerId, playerId);
  return executor
    .select({ period: rakebackPeriods, title: bonusOffers.title })
    .from(rakebackPeriods)
    .leftJoin(bonusOffers, eq(bonusOffers.id, rakebackPeriods.offerId))
    .where(which === 'open' ? and(player, isNull(rakebackPeriods.closedAt)) : player)
    .orderBy(desc(rakebackPeriods.startsAt), desc(rakebackPeriods.id))
    .limit(limit);
}
