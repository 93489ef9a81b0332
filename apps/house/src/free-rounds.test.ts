// The studio's side of free rounds without storage (decision 1113): which awards it takes, and what the
// game page is told of one.
import { describe, expect, it } from 'vitest';
import { awardProblem, freeSpinsOfferOf, type FreeRoundsAwardRequest } from './free-rounds';
import type { FreeRoundAwardRow } from './repository';

const request: FreeRoundsAwardRequest = {
  rewardUuid: '42',
  user: 'rv-7',
  gameCode: 'sands-of-gold',
  currency: 'EUR',
  count: 25,
  betValue: 20_000n,
  validUntil: new Date('2026-12-07T10:00:00Z'),
};

describe('free-round awards at the studio', () => {
  it('takes an award with a reward, rounds to play and a stake', () => {
    expect(awardProblem(request)).toBeUndefined();
    expect(awardProblem({ ...request, rewardUuid: '' })).toBe('the reward id');
    expect(awardProblem({ ...request, count: 0 })).toBe('the number of rounds');
    expect(awardProblem({ ...request, count: 2.5 })).toBe('the number of rounds');
    expect(awardProblem({ ...request, betValue: 0n })).toBe('the bet value');
  });

  it('offers the rounds left at the award stake, and nothing without an award', () => {
    const row: FreeRoundAwardRow = {
      rewardUuid: '42',
      walletUser: 'rv-7',
      gameCode: 'sands-of-gold',
      currency: 'EUR',
      spinsLeft: 3,
      betValue: 20_000n,
      validUntil: new Date('2026-12-07T10:00:00Z'),
      cancelledAt: null,
      createdAt: new Date('2026-11-27T10:00:00Z'),
      updatedAt: new Date('2026-11-27T10:00:00Z'),
    };
    expect(freeSpinsOfferOf(row)).toEqual({ left: 3, stake: '20000' });
    expect(freeSpinsOfferOf(undefined)).toBeNull();
  });
});
