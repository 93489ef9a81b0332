// "Rate us and Win" (promotion 524), without storage: a claim names one of the operator's platforms and a
// link to the review on it; an approved claim credits 10.00 for the player's first approved review and
// 5.00 for each other, once per platform (decision 1123).
import { reviewRewards } from '@reelvault/contract/constants/cashier';
import { blocksCashier } from '@reelvault/contract/constants/statuses';
import { reviewPlatforms, type ReviewPlatform } from '@reelvault/contract/constants/rewards';
import { parseCurrencyAmount } from '@reelvault/contract/money';

export const reviewClaimStatuses = ['waiting', 'approved', 'rejected'] as const;
export type ReviewClaimStatus = (typeof reviewClaimStatuses)[number];

export function reviewPlatformOf(key: string): ReviewPlatform | undefined {
  return reviewPlatforms.find((platform) => platform.key === key);
}

/** Why a link cannot be a review on `platform`: not an https address, or on another site. */
export function reviewLinkProblem(
  platform: ReviewPlatform,
  link: string,
): 'not_https' | 'other_site' | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return 'not_https';
  }
  if (url.protocol !== 'https:') return 'not_https';
  return platform.hosts.includes(url.hostname.toLowerCase()) ? undefined : 'other_site';
}

/**
 * The credit of an approved claim in minor units of the player's currency: the first approved review's
 * figure when the player has none approved yet, the others' after (the figures as the popup shows them).
 */
export function reviewRewardOf(approvedBefore: number, currency: string): bigint {
  const figure = approvedBefore === 0 ? reviewRewards[0] : reviewRewards[1];
  return parseCurrencyAmount(figure, currency);
}

/** The grant of one platform's review reward: one per player and platform. */
export function reviewGrantId(playerId: number, platform: string): string {
  return `review:${playerId}:${platform}`;
}

/**
 * Why a player may not send a claim: a cool-down or self-exclusion (no reward for an excluded player),
 * or a status that keeps review and redeem closed (inactive, closed, awaiting verification: spec 000).
 */
export function reviewClaimRefusal(standing: {
  readonly status: number;
  readonly selfExcluded: boolean;
}): 'excluded' | 'restricted' | undefined {
  if (standing.selfExcluded) return 'excluded';
  return blocksCashier(standing.status) ? 'restricted' : undefined;
}
