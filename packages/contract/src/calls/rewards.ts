// The rewards' calls (decisions 1120-1123): the player's VIP standing and cashback payments, review
// claims ("Rate us and Win"), and the back office's review-claims queue. Amounts are decimal strings in
// major units.
import { z } from 'zod';
import { reviewPlatformKeys } from '../constants/rewards';
import { requiredText, timestamp } from '../fields';
import { amountString } from '../money';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';

export const vipStanding = z
  .object({
    /** The level held (a level once reached stays), or null below Bronze. */
    level: z.object({ key: z.string(), name: z.string() }).nullable(),
    /** The next level and its wagering threshold in euros, or null at the top. */
    next: z.object({ key: z.string(), name: z.string(), threshold: amountString }).nullable(),
    /** Cumulative wagering (bets less refunds, cash and bonus) in euro equivalents. */
    wagered: amountString,
    /** The currency `wagered`, `threshold` and `level_up_bonus` are in: EUR, as the VIP page states them. */
    currency: z.literal('EUR'),
    /** Whole percent of the way from the level's threshold to the next one; 100 at the top. */
    progress: z.number().int().min(0).max(100),
    /** The weekly cashback of the level held, in percent (0 below Bronze). */
    weekly_cashback_percent: z.number().int().min(0).max(100),
    /** The bonus the next level credits on reaching it, in euros; null at the top. */
    level_up_bonus: amountString.nullable(),
  })
  .meta({ id: 'VipStanding' });

export const userVip = defineRoute({
  method: 'GET',
  path: '/api/user/vip',
  summary: "The player's VIP level, the next level, progress toward it and what the level pays",
  tags: ['bonuses'],
  auth: 'player',
  reply: z.object({ status: z.literal('success'), data: vipStanding }),
});

export const cashbackPayment = z
  .object({
    /** `daily` (every player) or `weekly` (VIP). */
    kind: z.enum(['daily', 'weekly']),
    /** The period's first day (UTC): the day, or the Monday of the week. */
    period: z.iso.date(),
    percent: z.number().int(),
    /** The period's net cash loss. */
    losses: amountString,
    /** Paid as cash. */
    amount: amountString,
    currency: z.string(),
    /** The VIP level whose percentage a weekly cashback paid. */
    level: z.string().nullable(),
    paid_at: timestamp,
  })
  .meta({ id: 'CashbackPayment' });

export const userCashback = defineRoute({
  method: 'GET',
  path: '/api/user/cashback',
  summary: "The player's daily and weekly cashback payments, latest first",
  tags: ['bonuses'],
  auth: 'player',
  reply: z.object({ status: z.literal('success'), data: z.array(cashbackPayment) }),
});

export const reviewClaimStatuses = ['waiting', 'approved', 'rejected'] as const;

export const reviewClaim = z
  .object({
    id: z.number().int(),
    platform: z.enum(reviewPlatformKeys),
    link: z.string(),
    status: z.enum(reviewClaimStatuses),
    /** Why an operator rejected it. */
    reason: z.string().nullable(),
    /** The credit of an approved claim (a bonus), in `currency`. */
    reward: amountString.nullable(),
    currency: z.string().nullable(),
    created_at: timestamp,
    decided_at: timestamp.nullable(),
  })
  .meta({ id: 'ReviewClaim' });
export type ReviewClaim = z.infer<typeof reviewClaim>;

export const reviewPlatformReply = z
  .object({ key: z.enum(reviewPlatformKeys), name: z.string(), url: z.url() })
  .meta({ id: 'ReviewPlatform' });

export const reviewClaimBody = z.object({
  platform: z.enum(reviewPlatformKeys, { error: 'The platform is unknown.' }),
  link: requiredText('link', 500),
});

export const submitReviewClaim = defineRoute({
  method: 'POST',
  path: '/api/user/review-claims',
  summary: 'Sends the link to a review on one of the platforms; an operator approves or rejects it',
  tags: ['bonuses'],
  auth: 'player',
  body: reviewClaimBody,
  status: 201,
  reply: z.object({ status: z.literal('success'), data: reviewClaim }),
});

export const playerReviewClaims = defineRoute({
  method: 'GET',
  path: '/api/user/review-claims',
  summary: "The review platforms with their links and the player's claims with their status",
  tags: ['bonuses'],
  auth: 'player',
  reply: z.object({
    status: z.literal('success'),
    data: z.object({ platforms: z.array(reviewPlatformReply), claims: z.array(reviewClaim) }),
  }),
});

export const adminReviewClaimRow = reviewClaim
  .extend({ player_id: z.number().int(), username: z.string(), decided_by: z.number().int().nullable() })
  .meta({ id: 'AdminReviewClaim' });

export const adminReviewClaims = defineRoute({
  method: 'GET',
  path: '/api/admin/review-claims',
  summary: 'Review claims in a status (waiting by default), oldest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(reviewClaimStatuses).default('waiting'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  }),
  reply: z.object({ data: z.array(adminReviewClaimRow), pagination: paginationSchema }),
});

const claimParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

export const adminApproveReviewClaim = defineRoute({
  method: 'POST',
  path: '/api/admin/review-claims/:id/approve',
  summary: "Approves a waiting review claim and credits its reward to the player's bonus (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: claimParams,
  reply: z.object({ message: z.string(), data: adminReviewClaimRow }),
});

export const adminRejectReviewClaim = defineRoute({
  method: 'POST',
  path: '/api/admin/review-claims/:id/reject',
  summary: 'Rejects a waiting review claim with the reason the player reads (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: claimParams,
  body: z.object({ reason: requiredText('reason', 500) }),
  reply: z.object({ message: z.string(), data: adminReviewClaimRow }),
});
