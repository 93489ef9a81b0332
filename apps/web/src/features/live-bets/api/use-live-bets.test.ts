import type { LiveBet } from '@reelvault/contract/calls/play';
import { describe, expect, it } from 'vitest';
import { withLiveBet } from './use-live-bets';

const bet = (id: number): LiveBet => ({
  id: String(id),
  player: 'ro***d',
  game: { id: 1, name: 'Sands of Gold', image: '/api/game-art/sands-of-gold.svg' },
  currency: 'EUR',
  bet_amount: '0.20',
  win: '0.00',
  multiplier: '0.00',
  settled_at: '2026-11-21T10:00:00.000Z',
});

describe('the live bets board', () => {
  it('puts each new round on top and keeps 8', () => {
    let board: LiveBet[] = [];
    for (let id = 1; id <= 10; id += 1) board = withLiveBet(board, bet(id));
    expect(board.map((row) => row.id)).toEqual(['10', '9', '8', '7', '6', '5', '4', '3']);
  });

  it('shows a round sent again after a reconnection once', () => {
    const board = withLiveBet(withLiveBet([], bet(1)), bet(1));
    expect(board).toHaveLength(1);
  });
});
