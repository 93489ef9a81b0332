import { describe, expect, it } from 'vitest';
import {
  betStatusName,
  blocksCashier,
  financeStatus,
  financeStatusLabels,
  financeStatusName,
  gameTypeOfQuery,
  needsVerification,
  playerStatus,
  playerStatusName,
  userStatus,
  userStatusName,
} from './statuses';

describe('user status', () => {
  it('sends 6 and 7 to verification and lets 1 and 2 pass', () => {
    expect([1, 2, 6, 7].map(needsVerification)).toEqual([false, false, true, true]);
  });

  it('closes the cashier to inactive and unverified players only', () => {
    expect(blocksCashier(userStatus.active)).toBe(false);
    expect(blocksCashier(2)).toBe(true);
    expect(blocksCashier(6)).toBe(true);
    expect(blocksCashier(7)).toBe(true);
  });

  it('names each value once and nothing else', () => {
    const values = Object.values(userStatus);
    expect(new Set(values).size).toBe(values.length);
    expect(userStatusName(2)).toBe('inactive');
    expect(userStatusName(3)).toBeUndefined();
  });
});

describe('player status', () => {
  it('keeps 0 for needs verification and 2 for under review, with verified apart from both', () => {
    expect(playerStatusName(0)).toBe('needsVerification');
    expect(playerStatusName(2)).toBe('underReview');
    expect([0, 2]).not.toContain(playerStatus.verified);
  });
});

describe('finance and bet status', () => {
  it("reads the spec's finance codes", () => {
    expect([0, 1, 2, 3].map(financeStatusName)).toEqual(['pending', 'completed', 'rejected', 'processing']);
    expect(financeStatusLabels[financeStatus.processing]).toBe('Processing');
    expect(financeStatusName(4)).toBeUndefined();
  });

  it("reads the spec's bet codes", () => {
    expect([1, 2, 3, 0].map(betStatusName)).toEqual(['bet', 'win', 'refund', undefined]);
  });
});

describe('game types', () => {
  it('maps the query values to the numeric types', () => {
    expect(gameTypeOfQuery('slot')).toBe(4);
    expect(gameTypeOfQuery('live')).toBe(5);
    expect(gameTypeOfQuery('live_casino')).toBe(5);
    expect(gameTypeOfQuery('sports')).toBeUndefined();
  });
});
