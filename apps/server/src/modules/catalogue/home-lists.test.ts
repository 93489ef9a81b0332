import { homePageLists } from '@reelvault/contract/constants/categories';
import { gameType } from '@reelvault/contract/constants/statuses';
import { describe, expect, it } from 'vitest';
import { belongsOnHomeList, isGameShow } from './home-lists';

describe('home page lists', () => {
  it('keep roulette, blackjack and baccarat tables out of the Game shows list', () => {
    for (const engine of ['roulette', 'blackjack', 'baccarat']) {
      expect(isGameShow({ type: gameType.live, engine })).toBe(false);
      expect(belongsOnHomeList(homePageLists.shows, { type: gameType.live, engine })).toBe(false);
    }
    expect(belongsOnHomeList(homePageLists.shows, { type: gameType.slot, engine: 'slot' })).toBe(false);
  });

  it('take a live game on an engine of its own as a game show', () => {
    expect(belongsOnHomeList(homePageLists.shows, { type: gameType.live, engine: 'wheel' })).toBe(true);
  });

  it('leave the other lists as the feed made them', () => {
    expect(belongsOnHomeList(homePageLists.live, { type: gameType.live, engine: 'roulette' })).toBe(true);
    expect(belongsOnHomeList(homePageLists.popular, { type: gameType.slot, engine: 'slot' })).toBe(true);
  });
});
