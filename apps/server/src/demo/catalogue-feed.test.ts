import { highlightStats } from '@reelvault/contract/constants/paging';
import { homePageLists } from '@reelvault/contract/constants/categories';
import { describe, expect, it } from 'vitest';
import { categoryBySlug, engineRtp, parseFeed } from '../modules/catalogue/service';
import { generateDemoFeed } from './catalogue-feed';

describe('the demo feed', () => {
  const document = generateDemoFeed();
  const feed = parseFeed(document);

  it("holds the spec's figures: 12,283 games from 118 studios, every studio with games", () => {
    expect(feed.games).toHaveLength(highlightStats.games);
    expect(feed.providers).toHaveLength(highlightStats.providers);
    const studiosWithGames = new Set(feed.games.map((game) => game.provider));
    expect(studiosWithGames.size).toBe(118);
  });

  it('comes out identical on every generation', () => {
    expect(JSON.stringify(generateDemoFeed())).toBe(JSON.stringify(document));
  });

  it('gives every game and studio its own name', () => {
    const titles = feed.games.map((game) => game.name.toLowerCase());
    expect(new Set(titles).size).toBe(titles.length);
    const studios = feed.providers.map((provider) => provider.name);
    expect(new Set(studios).size).toBe(studios.length);
    expect(feed.games.every((game) => game.name.length <= 60)).toBe(true);
  });

  it('maps every game to an in-house engine and model; tables are RNG tables in the live casino', () => {
    for (const game of feed.games) {
      if (game.engine === 'slot') {
        expect(game.type).toBe(4);
        expect(game.model).toBe(`slot-${game.volatility}`);
        expect(game.rngTable).toBe(false);
      } else if (game.engine === 'game-show') {
        // The studio's crash game (decision 0606): a live game show, no table.
        expect(game).toMatchObject({ type: 5, model: 'game-show-crash', rngTable: false });
        expect(game.categories).toContain('game-shows');
      } else {
        expect(game.type).toBe(5);
        expect(game.rngTable).toBe(true);
        expect(game.categories).toContain(game.engine);
      }
    }
    const engines = new Set(feed.games.map((game) => game.engine));
    expect([...engines].sort()).toEqual(['baccarat', 'blackjack', 'game-show', 'roulette', 'slot']);
  });

  it('names a table as a table, never as a live dealer, a studio or a show', () => {
    const tables = feed.games.filter((game) => game.engine !== 'slot' && game.engine !== 'game-show');
    expect(tables.length).toBeGreaterThan(1000);
    for (const game of tables) {
      expect(game.name).not.toMatch(/\b(live|dealer|show|studio|host)\b/i);
      expect(game.name.toLowerCase()).toContain(
        game.engine === 'baccarat' && /punto banco/i.test(game.name) ? 'punto banco' : game.engine,
      );
    }
  });

  it('gives each game a skin of its own', () => {
    const skins = new Set(feed.games.map((game) => JSON.stringify(game.skin)));
    expect(skins.size).toBe(feed.games.length);
  });

  it('fills every category of the site with games of its type', () => {
    const counts = new Map<string, number>();
    for (const game of feed.games) {
      for (const slug of game.categories) {
        expect(categoryBySlug.get(slug)?.type).toBe(game.type);
        counts.set(slug, (counts.get(slug) ?? 0) + 1);
      }
    }
    // The one game show is the studio's crash game; a table is never dressed as a show (decision 0809).
    expect(counts.get('game-shows')).toBe(1);
    for (const slug of categoryBySlug.keys()) {
      if (slug !== 'game-shows') expect(counts.get(slug) ?? 0, slug).toBeGreaterThanOrEqual(20);
    }
    // The High RTP hits play on the slot model with the best RTP, and each declares its model's RTP.
    const best = Math.max(...feed.games.filter((game) => game.type === 4).map((game) => Number(game.rtp)));
    const hits = feed.games.filter((game) => game.categories.includes('high-rtp-hits'));
    expect(hits.every((game) => Number(game.rtp) === best && game.model === 'slot-high')).toBe(true);
    for (const game of feed.games) expect(game.rtp).toBe(engineRtp(game.engine, game.model));
  });

  it('fills the home page lists and restricts one studio in the United Kingdom only', () => {
    const lists = new Map(feed.pageLists?.map((list) => [list.id, list.games.length]));
    expect(lists).toEqual(
      new Map([
        [homePageLists.popular, 24],
        [homePageLists.live, 24],
        [homePageLists.new, 24],
        [homePageLists.shows, 1],
        [homePageLists.onboardingPopular, 12],
      ]),
    );
    const rules = feed.providers.filter((provider) => Object.keys(provider.countries).length > 0);
    expect(rules.map((provider) => provider.countries)).toEqual([{ GB: false }]);
  });
});
