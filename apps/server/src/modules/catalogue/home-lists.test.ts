import { homePageLists } from '@reelvault/contract/constants/categories';
import { gameType } from '@reelvault/contract/constants/statuses';
import { describe, expect, it } from 'vitest';
import { categoryBySlug } from './categories';
import { belongsOnHomeList, isGameShow, isInHouseTable } from './home-lists';

const gameShows = categoryBySlug.get('game-shows')?.id ?? 0;
const roulette = categoryBySlug.get('roulette')?.id ?? 0;

describe('home page lists', () => {
  it('keep roulette, blackjack and baccarat tables out of the Game shows list', () => {
    for (const engine of ['roulette', 'blackjack', 'baccarat']) {
      // The demo once dressed roulette wheels as shows: the category alone does not make a game show.
      const table = { type: gameType.live, engine, categoryIds: [gameShows] };
      expect(isGameShow(table)).toBe(false);
      expect(belongsOnHomeList(homePageLists.shows, table)).toBe(false);
    }
    const slot = { type: gameType.slot, engine: 'slot', categoryIds: [] };
    expect(belongsOnHomeList(homePageLists.shows, slot)).toBe(false);
  });

  it('take an in-house live game on an engine of its own as a game show', () => {
    const wheel = { type: gameType.live, engine: 'wheel', categoryIds: [] };
    expect(belongsOnHomeList(homePageLists.shows, wheel)).toBe(true);
  });

  it("take an aggregator's game as a game show only when it sits in the Game shows category", () => {
    const show = { type: gameType.live, engine: 'external', categoryIds: [gameShows] };
    const dealerTable = { type: gameType.live, engine: 'external', categoryIds: [roulette] };
    expect(isGameShow(show)).toBe(true);
    expect(isGameShow(dealerTable)).toBe(false);
    expect(belongsOnHomeList(homePageLists.shows, dealerTable)).toBe(false);
  });

  it('leave the other lists as the feed made them', () => {
    const table = { type: gameType.live, engine: 'roulette', categoryIds: [roulette] };
    expect(belongsOnHomeList(homePageLists.live, table)).toBe(true);
    const slot = { type: gameType.slot, engine: 'slot', categoryIds: [] };
    expect(belongsOnHomeList(homePageLists.popular, slot)).toBe(true);
  });

  it('tell the in-house RNG tables, which give way to real live games, from everything else', () => {
    expect(isInHouseTable({ type: gameType.live, engine: 'roulette', source: null })).toBe(true);
    expect(isInHouseTable({ type: gameType.live, engine: 'game-show', source: null })).toBe(false);
    expect(isInHouseTable({ type: gameType.live, engine: 'external', source: 'hub88' })).toBe(false);
    expect(isInHouseTable({ type: gameType.slot, engine: 'slot', source: null })).toBe(false);
  });
});
