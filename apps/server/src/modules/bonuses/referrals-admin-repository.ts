// The back office's SQL of referral rewards (decision 1132): which friends have an outcome, the rows of a
// page's friends, and an overturn of a refusal, with the row locked while it is decided.
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import type { ReferralRewardRow } from './rewards-repository';
import { referralRewards, type referralOutcomes } from './rewards-schema';

/** The friends whose referral was decided, optionally with one outcome. */
export async function decidedFriendIds(
  executor: DbExecutor,
  outcome?: (typeof referralOutcomes)[number],
): Promise<number[]> {
  const rows = await executor
    .select({ id: referralRewards.referredId })
    .from(referralRewards)
    .where(outcome === undefined ? undefined : eq(referralRewards.outcome, outcome));
  return rows.map((row) => row.id);
}

export async function referralsOf(
  executor: DbExecutor,
  friendIds: readonly number[],
): Promise<Map<number, ReferralRewardRow>> {
  if (friendIds.length === 0) return new Map();
  const rows = await executor
    .select()
    .from(referralRewards)
    .where(inArray(referralRewards.referredId, [...friendIds]));
  return new Map(rows.map((row) => [row.referredId, row]));
}

/** The friend's referral, locked until the transaction ends. */
export async function lockReferral(
  executor: DbExecutor,
  friendId: number,
): Promise<ReferralRewardRow | undefined> {
  const [row] = await executor
    .select()
    .from(referralRewards)
    .where(eq(referralRewards.referredId, friendId))
    .for('update');
  return row;
}

/** Marks a refused referral paid by an operator's overturn. */
export async function overturnReferral(
  executor: DbExecutor,
  friendId: number,
  paid: {
    readonly currency: string;
    readonly amount: bigint;
    readonly grantId: string;
    readonly overturnedBy: number;
    readonly overturnedAt: Date;
    readonly overturnReason: string;
  },
): Promise<ReferralRewardRow> {
  const [row] = await executor
    .update(referralRewards)
    .set({ outcome: 'paid', ...paid })
    .where(and(eq(referralRewards.referredId, friendId), eq(referralRewards.outcome, 'refused')))
    .returning();
  if (!row) throw new Error(`the referral of player ${friendId} changed while it was overturned`);
  return row;
}
