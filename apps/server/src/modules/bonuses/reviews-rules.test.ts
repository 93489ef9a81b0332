import { reviewPlatforms } from '@reelvault/contract/constants/rewards';
import { describe, expect, it } from 'vitest';
import {
  reviewClaimRefusal,
  reviewGrantId,
  reviewLinkProblem,
  reviewPlatformOf,
  reviewRewardOf,
} from './reviews-rules';

describe('review claims', () => {
  it('know the three configured platforms', () => {
    expect(reviewPlatforms).toHaveLength(3);
    expect(reviewPlatformOf('trustpilot')?.name).toBe('Trustpilot');
    expect(reviewPlatformOf('elsewhere')).toBeUndefined();
  });

  it('take an https link on the platform only', () => {
    const trustpilot = reviewPlatformOf('trustpilot');
    if (!trustpilot) throw new Error('no trustpilot');
    expect(reviewLinkProblem(trustpilot, 'https://www.trustpilot.com/reviews/65a1')).toBeUndefined();
    expect(reviewLinkProblem(trustpilot, 'http://www.trustpilot.com/reviews/65a1')).toBe('not_https');
    expect(reviewLinkProblem(trustpilot, 'not a link')).toBe('not_https');
    expect(reviewLinkProblem(trustpilot, 'https://trustpilot.com.evil.example/r')).toBe('other_site');
  });

  it('credit 10.00 for the first approved review and 5.00 for each other', () => {
    expect(reviewRewardOf(0, 'EUR')).toBe(1_000n);
    expect(reviewRewardOf(1, 'EUR')).toBe(500n);
    expect(reviewRewardOf(2, 'EUR')).toBe(500n);
    expect(reviewRewardOf(0, 'JPY')).toBe(10n);
  });

  it('are paid under one key per player and platform', () => {
    expect(reviewGrantId(3, 'google')).toBe('review:3:google');
  });
});

describe('who may send a review claim', () => {
  it('is never a self-excluded, cooled-down, inactive, closed or unverified account', () => {
    expect(reviewClaimRefusal({ status: 1, selfExcluded: false })).toBeUndefined();
    expect(reviewClaimRefusal({ status: 1, selfExcluded: true })).toBe('excluded');
    expect(reviewClaimRefusal({ status: 2, selfExcluded: false })).toBe('restricted');
    expect(reviewClaimRefusal({ status: 6, selfExcluded: false })).toBe('restricted');
    expect(reviewClaimRefusal({ status: 8, selfExcluded: false })).toBe('restricted');
  });
});
