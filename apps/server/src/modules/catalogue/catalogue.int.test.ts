// The catalogue calls on a small feed: lists and their paging, filters, one game, studios, configs, the
// home page lists and search ranking. The art and the pictures a page preloads are
// catalogue-art.int.test.ts's.
import {
  casinoConfigReply,
  categoryGamesReply,
  gameReply,
  gamesReply,
  homePageReply,
  providersReply,
  searchReply,
} from '@reelvault/contract/calls/catalogue';
import { slotCategorySlugs } from '@reelvault/contract/constants/categories';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';

describe('catalogue calls', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.app.catalogue.importFeed(testFeed());
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const games = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return gamesReply.parse(response.json());
  };
  const names = (page: { games: { data: { name: string }[] } }) => page.games.data.map((game) => game.name);

  describe('GET /api/games', () => {
    it('lists slots by popularity, a page at a time, with the paging figures', async () => {
      const first = await games('/api/games?type=slot&per_page=5');
      expect(first.pagination).toEqual({ total: 29, page: 1, pages: 6, per_page: 5 });
      expect(names(first)).toEqual([
        'Sands of Gold',
        'The Book of Sands Returns',
        'Book of Sands Deluxe',
        'Alpha Reels 20',
        'Alpha Reels 19',
      ]);
      const last = await games('/api/games?type=slot&per_page=5&page=6');
      expect(last.pagination.page).toBe(6);
      // Jade Dragon and Alpha Reels 03 share popularity 300: the older row (lower id) comes first.
      expect(names(last)).toEqual(['Jade Dragon', 'Alpha Reels 02', 'Alpha Reels 01', 'Book of Sands']);
    });

    it('walks every slot exactly once across the pages', async () => {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const result = await games(`/api/games?type=slot&per_page=12&page=${page}`);
        seen.push(...result.games.data.map((game) => game.id));
      }
      expect(seen).toHaveLength(29);
      expect(new Set(seen).size).toBe(29);
    });

    it('answers an empty page past the end, with the real total', async () => {
      const result = await games('/api/games?type=slot&per_page=10&page=9');
      expect(result.games.data).toEqual([]);
      expect(result.pagination).toEqual({ total: 29, page: 9, pages: 3, per_page: 10 });
    });

    it('treats live and live_casino alike and keeps slots out', async () => {
      const live = await games('/api/games?type=live');
      const liveCasino = await games('/api/games?type=live_casino');
      expect(names(live)).toEqual([
        'Royal Roulette',
        'Showtime Roulette Show',
        'Vienna Blackjack',
        'Monaco Baccarat',
      ]);
      expect(names(liveCasino)).toEqual(names(live));
      expect(
        live.games.data.every((game) => game.type === 5 && game.type_name === 'live' && game.rng_table),
      ).toBe(true);
    });

    it('filters by studio slug, and answers an unknown studio with an empty list', async () => {
      const beta = await games('/api/games?type=slot&provider=beta-games');
      expect(beta.pagination.total).toBe(5);
      expect(beta.games.data.every((game) => game.provider_slug === 'beta-games')).toBe(true);
      const unknown = await games('/api/games?type=slot&provider=no-such-studio');
      expect(unknown.pagination.total).toBe(0);
      expect(unknown.games.data).toEqual([]);
      expect(unknown.pagination.pages).toBe(1);
    });

    it('filters by category id; 0 is All', async () => {
      const config = casinoConfigReply.parse((await get('/api/casino-config')).json());
      const asia = config.data.categories.find((category) => category.class === 'asia');
      const egypt = config.data.categories.find((category) => category.class === 'egypt');
      const asiaGames = await games(`/api/games?type=slot&category_id=${asia?.id}`);
      expect(asiaGames.pagination.total).toBe(5);
      const egyptBeta = await games(`/api/games?type=slot&category_id=${egypt?.id}&provider=beta-games`);
      expect(egyptBeta.pagination.total).toBe(0);
      const egyptAlpha = await games(
        `/api/games?type=slot&category_id=${egypt?.id}&provider=alpha-studio&per_page=3`,
      );
      expect(egyptAlpha.pagination.total).toBe(21);
      expect(names(egyptAlpha)).toEqual(['Alpha Reels 20', 'Alpha Reels 19', 'Alpha Reels 18']);
      const all = await games('/api/games?type=slot&category_id=0');
      expect(all.pagination.total).toBe(29);
      for (const url of ['/api/games?type=slot&category_id=999', '/api/games?category_id=999&search=sands']) {
        expect((await games(url)).pagination.total, url).toBe(0);
      }
      const live = await games(`/api/games?type=live&category_id=${asia?.id}`);
      expect(live.pagination.total).toBe(0);
    });

    it('answers the game fields the client reads', async () => {
      const [game] = (await games('/api/games?type=slot&per_page=1')).games.data;
      expect(game).toMatchObject({
        name: 'Sands of Gold',
        game_name: 'Sands of Gold',
        identifier: 'sands-of-gold',
        provider_name: 'Alpha Studio',
        provider_slug: 'alpha-studio',
        provider: { name: 'Alpha Studio', slug: 'alpha-studio' },
        type: 4,
        type_name: 'slot',
        // The feed declares 96.00; the game runs on slot-medium, whose PAR sheet says 96.28 %.
        rtp: '96.28',
        volatility: 'medium',
        rng_table: false,
        game_info: { name: 'Sands of Gold', provider: 'Alpha Studio' },
      });
      expect(game?.game_info.id).toBe(game?.id);
      expect(game?.image).toMatch(/^\/api\/game-art\/sands-of-gold\.webp\?v=[0-9a-f]{12}\.\d+$/);
    });

    it('searches within the list filters, best match first', async () => {
      const result = await games('/api/games?type=slot&search=book%20of%20sands');
      expect(names(result)[0]).toBe('Book of Sands');
      expect(names(result)).toContain('The Book of Sands Returns');
      expect(result.pagination.total).toBe(result.games.data.length);
      const pastTheEnd = await games('/api/games?type=slot&search=alpha%20reels&per_page=5&page=9');
      expect(pastTheEnd.games.data).toEqual([]);
      expect(pastTheEnd.pagination.total).toBeGreaterThanOrEqual(20);
    });

    it('refuses bad paging and a too-short search with 422 field errors', async () => {
      for (const [url, field] of [
        ['/api/games?type=slot&page=0', 'page'],
        ['/api/games?type=slot&per_page=500', 'per_page'],
        ['/api/games?type=casino', 'type'],
        ['/api/games?type=slot&search=bo', 'search'],
        ['/api/games?type=slot&category_id=99999999999', 'category_id'],
      ] as const) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(422);
        const body = errorBodySchema.parse(response.json());
        expect(body.error).toBe('VALIDATION_FAILED');
        expect(Object.keys(body.errors ?? {}), url).toContain(field);
      }
    });
  });

  describe('GET /api/category-games and GET /api/category/{slug}/games', () => {
    it('category-games answers like /api/games', async () => {
      const response = await get('/api/category-games?type=live&category_id=0&per_page=2');
      const body = gamesReply.parse(response.json());
      expect(body.pagination).toEqual({ total: 4, page: 1, pages: 2, per_page: 2 });
    });

    it('lists a category by slug with page_size and the category itself', async () => {
      const response = await get('/api/category/egypt/games?page_size=4&page=2');
      expect(response.statusCode).toBe(200);
      const body = categoryGamesReply.parse(response.json());
      expect(body.data.category).toMatchObject({ class: 'egypt', name: 'Egypt' });
      expect(body.pagination).toEqual({ total: 21, page: 2, pages: 6, per_page: 4 });
      expect(body.data.games.map((game) => game.name)).toEqual([
        'Alpha Reels 16',
        'Alpha Reels 15',
        'Alpha Reels 14',
        'Alpha Reels 13',
      ]);
    });

    it('defaults to rows of 24 and understands the link spellings asian and new', async () => {
      const body = categoryGamesReply.parse((await get('/api/category/asian/games')).json());
      expect(body.data.category.class).toBe('asia');
      expect(body.pagination.per_page).toBe(24);
      expect(body.data.games).toHaveLength(5);
    });

    it('lists the card room (poker) and game shows of the live casino', async () => {
      const poker = categoryGamesReply.parse((await get('/api/category/poker/games')).json());
      expect(poker.data.games.map((game) => game.name)).toEqual(['Vienna Blackjack']);
      const shows = categoryGamesReply.parse((await get('/api/category/game-shows/games')).json());
      expect(shows.data.games.map((game) => game.name)).toEqual(['Showtime Roulette Show']);
    });

    it('answers an unknown category with 404 CATEGORY_NOT_FOUND', async () => {
      const response = await get('/api/category/no-such-row/games');
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('CATEGORY_NOT_FOUND');
    });
  });

  describe('GET /api/game/{id}', () => {
    it('answers one game with its categories', async () => {
      const [listed] = (await games('/api/games?type=live&per_page=1')).games.data;
      const response = await get(`/api/game/${listed?.id}`);
      expect(response.statusCode).toBe(200);
      const { data } = gameReply.parse(response.json());
      expect(data.name).toBe('Royal Roulette');
      expect(data.categories.map((category) => category.class)).toEqual(['roulette']);
      expect(data.rtp).toBe('97.30');
    });

    it('answers an unknown id with 404, GAME_NOT_FOUND and a message', async () => {
      const response = await get('/api/game/999999');
      expect(response.statusCode).toBe(404);
      const body = errorBodySchema.parse(response.json());
      expect(body.error).toBe('GAME_NOT_FOUND');
      expect(body.message).toBe('Game not found.');
    });

    it('answers a malformed id with 422', async () => {
      expect((await get('/api/game/abc')).statusCode).toBe(422);
    });
  });

  describe('studios and configs', () => {
    it('lists studios by name with their game counts and country rules', async () => {
      const { data } = providersReply.parse((await get('/api/providers')).json());
      expect(data.map((provider) => [provider.provider_slug, provider.game_count])).toEqual([
        ['alpha-studio', 24],
        ['beta-games', 5],
        ['gamma-tables', 4],
      ]);
      expect(data[0]).toMatchObject({
        name: 'Alpha Studio',
        slug: 'alpha-studio',
        provider_name: 'Alpha Studio',
      });
      expect(data[2]?.countries).toEqual({ GB: false });
    });

    it('casino-config: All first, the slot categories, and the studios with slots', async () => {
      const { data } = casinoConfigReply.parse((await get('/api/casino-config')).json());
      expect(data.categories[0]).toEqual({ id: 0, name: 'All', class: '', custom_name: false });
      expect(data.categories.slice(1).map((category) => category.class)).toEqual([...slotCategorySlugs]);
      expect(data.providers.map((provider) => [provider.slug, provider.game_count])).toEqual([
        ['alpha-studio', 24],
        ['beta-games', 5],
      ]);
    });

    it('live-casino-config: All first, the live nav categories, and the table studios', async () => {
      const { data } = casinoConfigReply.parse((await get('/api/live-casino-config')).json());
      // No tab for a live category without games (decision 0809): the feed puts none in popular-live.
      expect(data.categories.map((category) => category.class)).toEqual([
        '',
        'game-shows',
        'roulette',
        'blackjack',
        'baccarat',
      ]);
      expect(data.providers.map((provider) => [provider.slug, provider.game_count])).toEqual([
        ['gamma-tables', 4],
      ]);
    });
  });

  describe('GET /api/home-page', () => {
    it('answers the page lists by id, in their order', async () => {
      const response = await get('/api/home-page?device=2');
      expect(response.statusCode).toBe(200);
      const { data } = homePageReply.parse(response.json());
      expect(Object.keys(data).sort()).toEqual(['559', '563']);
      expect(data['563']?.games.map((game) => game.name)).toEqual([
        'Sands of Gold',
        'Alpha Reels 20',
        'Jade Dragon',
      ]);
      expect(data['559']?.games.map((game) => game.name)).toEqual(['Royal Roulette', 'Vienna Blackjack']);
    });

    it('refuses an unknown device', async () => {
      expect((await get('/api/home-page?device=tv')).statusCode).toBe(422);
    });
  });

  describe('GET /api/search/games', () => {
    const search = async (query: string) => {
      const response = await get(`/api/search/games?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return searchReply.parse(response.json()).data.data;
    };

    it('puts the exact name first, then names that start with it, then the closest', async () => {
      const results = await search('search=Book%20of%20Sands');
      expect(results.map((result) => result.game_name).slice(0, 3)).toEqual([
        'Book of Sands',
        'Book of Sands Deluxe',
        'The Book of Sands Returns',
      ]);
      expect(results[0]).toEqual({
        id: expect.any(Number),
        game_name: 'Book of Sands',
        identifier: 'book-of-sands',
        provider_slug: 'alpha-studio',
        provider_name: 'Alpha Studio',
        image: expect.stringMatching(/^\/api\/game-art\/book-of-sands\.webp\?v=/),
        rng_table: false,
      });
      // The same art as the game's own answer.
      const game = gameReply.parse((await get(`/api/game/${results[0]?.id}`)).json()).data;
      expect(results[0]?.image).toBe(game.image);
    });

    it('matches case-insensitively and puts prefixes before other matches', async () => {
      const results = await search('search=sANDS');
      expect(results[0]?.game_name).toBe('Sands of Gold');
      expect(results.map((result) => result.game_name)).toContain('Book of Sands');
    });

    it('finds a misspelt name by similarity', async () => {
      const results = await search('search=Jade%20Dragn');
      expect(results[0]?.game_name).toBe('Jade Dragon');
    });

    it('finds games by studio name and filters by type', async () => {
      const byStudio = await search('search=gamma%20tables');
      expect(byStudio.map((result) => result.game_name).sort()).toEqual([
        'Monaco Baccarat',
        'Royal Roulette',
        'Showtime Roulette Show',
        'Vienna Blackjack',
      ]);
      expect(await search('search=gamma%20tables&type=slot')).toEqual([]);
      const live = await search('search=roulette&type=live');
      expect(live.map((result) => result.game_name)).toEqual(['Royal Roulette', 'Showtime Roulette Show']);
    });

    it('takes LIKE wildcards literally', async () => {
      expect(await search('search=%25%25%25')).toEqual([]);
      expect(await search('search=___')).toEqual([]);
    });

    it('answers no match with an empty list', async () => {
      expect(await search('search=zzzzqqqq')).toEqual([]);
    });

    it('refuses fewer than 3 characters with 422 in the error shape', async () => {
      for (const url of [
        '/api/search/games?search=ab',
        '/api/search/games?search=%20%20ab%20',
        '/api/search/games',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(422);
        const body = errorBodySchema.parse(response.json());
        expect(body.errors?.search, url).toBeDefined();
      }
    });
  });
});
