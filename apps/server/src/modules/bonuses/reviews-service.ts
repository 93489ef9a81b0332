// "Rate us and Win" (decision 1123): the player sends a link to their review on one of the operator's
// three platforms; an operator approves it (credited as a bonus: 10.00 for the player's first approved
// review, 5.00 for each other, once per platform) or rejects it with a reason the player reads. The
// decisions run in the back office's audited transaction.
import type { ReviewPlatformKey } from '@reelvault/contract/constants/rewards';
import { reviewPlatforms } from '@reelvault/contract/constants/rewards';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RewardsDependencies } from './rewards-dependencies';
import * as repository from './rewards-repository';
import type { ReviewClaimRow } from './rewards-repository';
import {
  reviewClaimRefusal,
  reviewGrantId,
  reviewLinkProblem,
  reviewPlatformOf,
  reviewRewardOf,
  type ReviewClaimStatus,
} from './reviews-rules';
import { defaultOfferTerms, termsOf } from './wagering';

const linkTexts = {
  not_https: 'The link must be an https address.',
  other_site: 'The link must lead to your review on the platform you chose.',
} as const;

/** A claim as the player's call and the back office show it. */
export function reviewClaimView(row: ReviewClaimRow) {
  return {
    id: Number(row.id),
    platform: row.platform,
    link: row.link,
    status: row.status,
    reason: row.reason,
    reward: row.reward !== null && row.currency ? formatCurrencyAmount(row.reward, row.currency) : null,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export type ReviewClaimView = ReturnType<typeof reviewClaimView>;

export function createReviewsService(dependencies: RewardsDependencies) {
  const { db, clock, wallet, bonuses, players } = dependencies;

  /** Claims with their player's username, for the back office. */
  async function adminRows(rows: readonly ReviewClaimRow[]) {
    const usernames = new Map<number, string>();
    for (const playerId of new Set(rows.map((row) => row.playerId))) {
      usernames.set(playerId, (await players.playerRecord(playerId))?.username ?? '');
    }
    return rows.map((row) => ({
      ...reviewClaimView(row),
      player_id: row.playerId,
      username: usernames.get(row.playerId) ?? '',
      decided_by: row.decidedBy,
    }));
  }

  async function waitingClaim(tx: DbExecutor, id: number): Promise<ReviewClaimRow> {
    const claim = await repository.lockReviewClaim(tx, BigInt(id));
    if (!claim) throw new AppError('REVIEW_CLAIM_NOT_FOUND');
    if (claim.status !== 'waiting') throw new AppError('REVIEW_CLAIM_DECIDED');
    return claim;
  }

  return {
    /** The operator's platforms with their links and each one's claim (if any) by the player. */
    async reviewClaims(playerId: number) {
      const rows = await repository.reviewClaimsOf(db, playerId);
      return {
        platforms: reviewPlatforms.map(({ key, name, url }) => ({ key, name, url })),
        claims: rows.map(reviewClaimView),
      };
    },

    /** A claim waiting for an operator; one per platform unless the earlier one was rejected. */
    async submitReviewClaim(playerId: number, platformKey: ReviewPlatformKey, link: string) {
      const platform = reviewPlatformOf(platformKey);
      if (!platform)
        throw new AppError('VALIDATION_FAILED', undefined, { platform: ['The platform is unknown.'] });
      const problem = reviewLinkProblem(platform, link);
      if (problem)
        throw new AppError('VALIDATION_FAILED', linkTexts[problem], { link: [linkTexts[problem]] });
      const player = await players.playerRecord(playerId);
      if (!player || reviewClaimRefusal(player)) throw new AppError('BONUS_NOT_ELIGIBLE');
      const row = await repository.insertReviewClaim(db, {
        playerId,
        platform: platformKey,
        link: link.trim(),
        createdAt: clock.now(),
      });
      if (!row) throw new AppError('REVIEW_CLAIM_EXISTS');
      return reviewClaimView(row);
    },

    /** The back office's queue: claims in `status`, oldest first, with the player's username. */
    async reviewClaimQueue(status: ReviewClaimStatus, page: number, perPage: number) {
      const { rows, total } = await repository.reviewClaimQueue(db, status, (page - 1) * perPage, perPage);
      return { rows: await adminRows(rows), total };
    },

    /** One claim as the back office's queue shows it. */
    async adminReviewClaim(id: number) {
      const row = await repository.reviewClaimById(db, BigInt(id));
      if (!row) throw new AppError('REVIEW_CLAIM_NOT_FOUND');
      const [view] = await adminRows([row]);
      if (!view) throw new AppError('REVIEW_CLAIM_NOT_FOUND');
      return view;
    },

    /**
     * Approves a waiting claim in the caller's (audited) transaction and grants its credit: refused when
     * it is decided already (REVIEW_CLAIM_DECIDED), or by the grant when the player may not receive
     * bonuses now (BONUS_NOT_ELIGIBLE; the claim stays waiting).
     */
    async approveReviewClaim(tx: DbExecutor, id: number, adminId: number) {
      const before = await waitingClaim(tx, id);
      const accounts = await wallet.playerAccounts(tx, before.playerId);
      if (!accounts) throw new AppError('WALLET_ACCOUNT_NOT_FOUND');
      const currency = accounts.cash.currency;
      const reward = reviewRewardOf(await repository.approvedReviewCount(tx, before.playerId), currency);
      const grantId = reviewGrantId(before.playerId, before.platform);
      const now = clock.now();
      await bonuses.grantBonus(tx, {
        grantId,
        playerId: before.playerId,
        currency,
        amount: reward,
        source: 'review',
        terms: termsOf(defaultOfferTerms, currency, { bonus: reward }, now),
      });
      const after = await repository.decideReviewClaim(tx, before.id, {
        status: 'approved',
        reason: null,
        currency,
        reward,
        grantId,
        decidedBy: adminId,
        decidedAt: now,
      });
      return { before: reviewClaimView(before), after: reviewClaimView(after) };
    },

    /** Rejects a waiting claim with the reason the player reads, in the caller's (audited) transaction. */
    async rejectReviewClaim(tx: DbExecutor, id: number, adminId: number, reason: string) {
      const before = await waitingClaim(tx, id);
      const after = await repository.decideReviewClaim(tx, before.id, {
        status: 'rejected',
        reason,
        currency: null,
        reward: null,
        grantId: null,
        decidedBy: adminId,
        decidedAt: clock.now(),
      });
      return { before: reviewClaimView(before), after: reviewClaimView(after) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
