import { describe, expect, it } from 'vitest';
import type { SettledRound } from './fairness-repository';
import { roundDelta, sumDeltas } from './fairness-pass';

const round = (stake: bigint, win: bigint, id = 1n): SettledRound => ({
  id,
  providerId: 1,
  gameCode: 'classic',
  currency: 'EUR',
  playerId: 7,
  stake,
  win,
  updatedAt: '2026-05-01T00:00:00.000000Z',
});

describe('a round counted for fairness', () => {
  it('adds its stake, win and stake squared once', () => {
    expect(roundDelta(round(200n, 50n), undefined)).toMatchObject({
      rounds: 1n,
      staked: 200n,
      won: 50n,
      stakeSquares: 40_000n,
    });
  });

  it('adds nothing when read again unchanged', () => {
    expect(roundDelta(round(200n, 50n), { roundId: 1n, stake: 200n, win: 50n })).toBeUndefined();
  });

  it('takes back a round whose stake a late rollback refunded whole', () => {
    expect(roundDelta(round(0n, 0n), { roundId: 1n, stake: 200n, win: 0n })).toMatchObject({
      rounds: -1n,
      staked: -200n,
      won: 0n,
      stakeSquares: -40_000n,
    });
  });

  it('counts a late win as the difference', () => {
    expect(roundDelta(round(200n, 500n), { roundId: 1n, stake: 200n, win: 100n })).toMatchObject({
      rounds: 0n,
      staked: 0n,
      won: 400n,
      stakeSquares: 0n,
    });
  });

  it('leaves out a free round (no stake)', () => {
    expect(roundDelta(round(0n, 300n), undefined)).toBeUndefined();
  });

  it('sums a batch per game and currency', () => {
    const deltas = [round(100n, 0n, 1n), round(300n, 900n, 2n), { ...round(5n, 0n, 3n), currency: 'USD' }]
      .map((r) => roundDelta(r, undefined))
      .filter((delta) => delta !== undefined);
    expect(sumDeltas(deltas)).toEqual([
      {
        providerId: 1,
        gameCode: 'classic',
        currency: 'EUR',
        rounds: 2n,
        staked: 400n,
        won: 900n,
        stakeSquares: 100_000n,
      },
      {
        providerId: 1,
        gameCode: 'classic',
        currency: 'USD',
        rounds: 1n,
        staked: 5n,
        won: 0n,
        stakeSquares: 25n,
      },
    ]);
  });
});
