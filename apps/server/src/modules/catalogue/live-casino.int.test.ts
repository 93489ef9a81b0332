// The live casino once an aggregator supplies real live games (decision 0809): its lists, categories,
// studios, search and home rows answer the aggregator's live games only, never the in-house RNG tables
// (which stay labelled and playable by their own address); the Game shows row holds the aggregator's game
// shows only. Without real live games (an aggregator's RNG tables only) the in-house tables stay listed.
import {
  casinoConfigReply,
  categoryGamesReply,
  gameReply,
  gamesReply,
  homePageReply,
  searchReply,
} from '@reelvault/contract/calls/catalogue';
import { gameType } from '@reelvault/contract/constants/statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';
import type { CatalogueFeed, FeedGame } from './feed';

const skin: FeedGame['skin'] = {
  theme: 'classic',
  motif: 'cards',
  palette: { from: '#06210f', to: '#0f5a2c', accent: '#e8c15a', ink: '#f4fff7' },
  pattern: 7,
};

/** A game as an aggregator's sync maps it (aggregators/catalogue-mapping.ts): engine `external`. */
function aggregatorGame(identifier: string, name: string, extra: Partial<FeedGame>): FeedGame {
  return {
    identifier,
    name,
    provider: 'agg-live-studio',
    type: gameType.live,
    categories: [],
    rtp: '97.30',
    volatility: null,
    engine: 'external',
    model: 'external',
    rngTable: false,
    skin,
    imageUrl: null,
    popularity: 0,
    releasedAt: null,
    ...extra,
  };
}

const aggregatorFeed = (games: readonly FeedGame[]): CatalogueFeed => ({
  source: 'agg',
  providers: [{ slug: 'agg-live-studio', name: 'Agg Live Studio', countries: {} }],
  games,
  pageLists: undefined,
});

const dealerRoulette = aggregatorGame('agg_live_roulette', 'Lightning Dealer Roulette', {
  categories: ['popular-live', 'roulette'],
});
const moneyWheel = aggregatorGame('agg_money_wheel', 'Money Wheel', { categories: ['game-shows'] });
const rngBlackjack = aggregatorGame('agg_rng_blackjack', 'Classic Blackjack', {
  categories: ['blackjack'],
  rngTable: true,
});

describe('the live casino and real live games', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.app.catalogue.importFeed(testFeed());
  });

  const json = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const names = async (url: string) => gamesReply.parse(await json(url)).games.data.map((game) => game.name);
  const categoryNames = async (slug: string) =>
    categoryGamesReply.parse(await json(`/api/category/${slug}/games`)).data.games.map((game) => game.name);
  const homeNames = async (list: string) =>
    (homePageReply.parse(await json('/api/home-page?device=desktop')).data[list]?.games ?? []).map(
      (game) => game.name,
    );

  it('lists the in-house tables, labelled RNG, while no aggregator supplies real live games', async () => {
    await ctx.app.catalogue.importSourceFeed(aggregatorFeed([rngBlackjack]));
    const live = gamesReply.parse(await json('/api/games?type=live&per_page=50'));
    expect(live.games.data.map((game) => game.name)).toEqual([
      'Royal Roulette',
      'Showtime Roulette Show',
      'Vienna Blackjack',
      'Monaco Baccarat',
      'Classic Blackjack',
    ]);
    expect(live.games.data.every((game) => game.rng_table)).toBe(true);
    expect(await homeNames('559')).toEqual(['Royal Roulette', 'Vienna Blackjack']);
    const found = searchReply.parse(await json('/api/search/games?search=royal%20roulette'));
    expect(found.data.data[0]).toMatchObject({ game_name: 'Royal Roulette', rng_table: true });
    // A roulette wheel the operator's feed put among the game shows is still a roulette table.
    expect(await homeNames('560')).toEqual([]);
  });

  it('answers only the real live games once an aggregator supplies them', async () => {
    await ctx.app.catalogue.importSourceFeed(aggregatorFeed([dealerRoulette, moneyWheel, rngBlackjack]));
    const live = gamesReply.parse(await json('/api/games?type=live&per_page=50'));
    expect(live.games.data.map((game) => game.name).sort()).toEqual([
      'Classic Blackjack',
      'Lightning Dealer Roulette',
      'Money Wheel',
    ]);
    expect(live.pagination.total).toBe(3);
    expect(live.games.data.find((game) => game.name === 'Classic Blackjack')?.rng_table).toBe(true);
    expect(live.games.data.find((game) => game.name === 'Money Wheel')?.rng_table).toBe(false);

    expect(await categoryNames('roulette')).toEqual(['Lightning Dealer Roulette']);
    expect(await categoryNames('popular-live')).toEqual(['Lightning Dealer Roulette']);
    expect(await categoryNames('game-shows')).toEqual(['Money Wheel']);
    expect(await categoryNames('baccarat')).toEqual([]);
    const liveConfig = casinoConfigReply.parse(await json('/api/live-casino-config'));
    // No tab for a category with nothing in it now (no baccarat is live).
    expect(liveConfig.data.categories.map((category) => category.class)).toEqual([
      '',
      'popular-live',
      'game-shows',
      'roulette',
      'blackjack',
    ]);
    expect(liveConfig.data.providers.map((provider) => [provider.slug, provider.game_count])).toEqual([
      ['agg-live-studio', 3],
    ]);

    const found = searchReply.parse(await json('/api/search/games?search=roulette&type=live'));
    expect(found.data.data.map((game) => [game.game_name, game.rng_table])).toEqual([
      ['Lightning Dealer Roulette', false],
    ]);
    expect(await names('/api/games?search=roulette')).toEqual(['Lightning Dealer Roulette']);

    // The feed's Popular Live named in-house tables only: the row shows the aggregator's live games.
    expect((await homeNames('559')).sort()).toEqual([
      'Classic Blackjack',
      'Lightning Dealer Roulette',
      'Money Wheel',
    ]);
    expect(await homeNames('560')).toEqual(['Money Wheel']);

    // The slots are untouched, and an in-house table stays playable (and labelled) at its own address.
    expect(gamesReply.parse(await json('/api/games?type=slot&per_page=1')).pagination.total).toBe(29);
    const table = (await ctx.app.catalogue.gameCards(['gamma-royal-roulette'])).get('gamma-royal-roulette');
    const one = gameReply.parse(await json(`/api/game/${String(table?.id)}`));
    expect(one.data).toMatchObject({ name: 'Royal Roulette', rng_table: true });
  });

  it('lists the in-house tables again when the aggregator no longer supplies live games', async () => {
    await ctx.app.catalogue.importSourceFeed(aggregatorFeed([rngBlackjack]));
    expect(await categoryNames('roulette')).toEqual(['Royal Roulette', 'Showtime Roulette Show']);
  });
});
