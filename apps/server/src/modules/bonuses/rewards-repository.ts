// The rewards' SQL (rewards-schema.ts): cashback runs and payments, VIP levels reached, the new-play
// cursor, referral rewards and review claims. Each insert that stands for a payment is `on conflict do
// nothing` on its once-only key and says whether it inserted, so that a payment is made at most once
// however often, and on however many nodes, a pass runs.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { CashbackKind } from './cashback-rules';
import {
  cashbackPayments,
  cashbackRuns,
  referralRewards,
  reviewClaims,
  rewardCursors,
  vipLevels,
} from './rewards-schema';
import type { ReviewClaimStatus } from './reviews-rules';

export type CashbackPaymentRow = typeof cashbackPayments.$inferSelect;
export type VipLevelRow = typeof vipLevels.$inferSelect;
export type ReferralRewardRow = typeof referralRewards.$inferSelect;
export type ReviewClaimRow = typeof reviewClaims.$inferSelect;

/** The latest period of `kind` paid in full. */
export async function lastCashbackRun(executor: DbExecutor, kind: CashbackKind): Promise<string | undefined> {
  const rows = await executor
    .select({ period: cashbackRuns.period })
    .from(cashbackRuns)
    .where(eq(cashbackRuns.kind, kind))
    .orderBy(desc(cashbackRuns.period))
    .limit(1);
  return rows[0]?.period;
}

export async function cashbackRunDone(
  executor: DbExecutor,
  kind: CashbackKind,
  period: string,
): Promise<boolean> {
  const rows = await executor
    .select({ period: cashbackRuns.period })
    .from(cashbackRuns)
    .where(and(eq(cashbackRuns.kind, kind), eq(cashbackRuns.period, period)));
  return rows.length > 0;
}

export async function completeCashbackRun(
  executor: DbExecutor,
  run: typeof cashbackRuns.$inferInsert,
): Promise<void> {
  await executor.insert(cashbackRuns).values(run).onConflictDoNothing();
}

/** Records a payment; false when the player was already paid for this kind and period. */
export async function insertCashbackPayment(
  executor: DbExecutor,
  payment: typeof cashbackPayments.$inferInsert,
): Promise<boolean> {
  const rows = await executor
    .insert(cashbackPayments)
    .values(payment)
    .onConflictDoNothing()
    .returning({ id: cashbackPayments.id });
  return rows.length > 0;
}

export async function cashbackPaymentsOf(
  executor: DbExecutor,
  playerId: number,
  limit: number,
): Promise<CashbackPaymentRow[]> {
  return executor
    .select()
    .from(cashbackPayments)
    .where(eq(cashbackPayments.playerId, playerId))
    .orderBy(desc(cashbackPayments.createdAt), desc(cashbackPayments.id))
    .limit(limit);
}

export async function vipLevelsOf(executor: DbExecutor, playerId: number): Promise<VipLevelRow[]> {
  return executor
    .select()
    .from(vipLevels)
    .where(eq(vipLevels.playerId, playerId))
    .orderBy(asc(vipLevels.reachedAt));
}

/** Records a level reached; false when the player had it already. */
export async function insertVipLevel(
  executor: DbExecutor,
  level: typeof vipLevels.$inferInsert,
): Promise<boolean> {
  const rows = await executor
    .insert(vipLevels)
    .values(level)
    .onConflictDoNothing()
    .returning({ level: vipLevels.level });
  return rows.length > 0;
}

export async function cursorPosition(executor: DbExecutor, name: string): Promise<Date | undefined> {
  const rows = await executor.select().from(rewardCursors).where(eq(rewardCursors.name, name));
  return rows[0]?.position;
}

export async function moveCursor(executor: DbExecutor, name: string, position: Date): Promise<void> {
  await executor
    .insert(rewardCursors)
    .values({ name, position })
    .onConflictDoUpdate({ target: rewardCursors.name, set: { position } });
}

export async function referralOf(
  executor: DbExecutor,
  referredId: number,
): Promise<ReferralRewardRow | undefined> {
  const rows = await executor
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referredId, referredId));
  return rows[0];
}

/** Records the referral's outcome; false when it was decided already. */
export async function insertReferral(
  executor: DbExecutor,
  referral: typeof referralRewards.$inferInsert,
): Promise<boolean> {
  const rows = await executor
    .insert(referralRewards)
    .values(referral)
    .onConflictDoNothing()
    .returning({ id: referralRewards.id });
  return rows.length > 0;
}

/** Records a claim; undefined when the player has one waiting or approved for the platform. */
export async function insertReviewClaim(
  executor: DbExecutor,
  claim: typeof reviewClaims.$inferInsert,
): Promise<ReviewClaimRow | undefined> {
  const rows = await executor.insert(reviewClaims).values(claim).onConflictDoNothing().returning();
  return rows[0];
}

export async function reviewClaimsOf(executor: DbExecutor, playerId: number): Promise<ReviewClaimRow[]> {
  return executor
    .select()
    .from(reviewClaims)
    .where(eq(reviewClaims.playerId, playerId))
    .orderBy(desc(reviewClaims.id));
}

export async function reviewClaimById(executor: DbExecutor, id: bigint): Promise<ReviewClaimRow | undefined> {
  const rows = await executor.select().from(reviewClaims).where(eq(reviewClaims.id, id));
  return rows[0];
}

/** The claim, locked until the transaction ends, with every other claim of its player (first-review rank). */
export async function lockReviewClaim(executor: DbExecutor, id: bigint): Promise<ReviewClaimRow | undefined> {
  const rows = await executor.select().from(reviewClaims).where(eq(reviewClaims.id, id)).for('update');
  const claim = rows[0];
  if (claim) {
    await executor
      .select({ id: reviewClaims.id })
      .from(reviewClaims)
      .where(eq(reviewClaims.playerId, claim.playerId))
      .for('update');
  }
  return claim;
}

export async function approvedReviewCount(executor: DbExecutor, playerId: number): Promise<number> {
  const rows = await executor
    .select({ approved: count() })
    .from(reviewClaims)
    .where(and(eq(reviewClaims.playerId, playerId), eq(reviewClaims.status, 'approved')));
  return Number(rows[0]?.approved ?? 0);
}

export async function decideReviewClaim(
  executor: DbExecutor,
  id: bigint,
  decision: Pick<
    typeof reviewClaims.$inferInsert,
    'status' | 'reason' | 'currency' | 'reward' | 'grantId' | 'decidedBy' | 'decidedAt'
  >,
): Promise<ReviewClaimRow> {
  const rows = await executor.update(reviewClaims).set(decision).where(eq(reviewClaims.id, id)).returning();
  const row = rows[0];
  if (!row) throw new Error(`review claim ${id} vanished`);
  return row;
}

/** A page of claims in `status`, oldest first, and how many there are. */
export async function reviewClaimQueue(
  executor: DbExecutor,
  status: ReviewClaimStatus,
  offset: number,
  limit: number,
): Promise<{ rows: ReviewClaimRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(reviewClaims)
      .where(eq(reviewClaims.status, status))
      .orderBy(asc(reviewClaims.createdAt), asc(reviewClaims.id))
      .offset(offset)
      .limit(limit),
    executor
      .select({ total: sql<number>`count(*)::int` })
      .from(reviewClaims)
      .where(eq(reviewClaims.status, status)),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}
