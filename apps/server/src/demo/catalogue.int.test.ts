// The demo catalogue as `npm start` seeds it: the spec's figures through the calls, and every game
// pointing at an engine and model the studio has.
import {
  casinoConfigReply,
  gamesReply,
  homePageReply,
  providersReply,
  searchReply,
} from '@reelvault/contract/calls/catalogue';
import { highlightStats } from '@reelvault/contract/constants/paging';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';
import { runSeedSteps } from '../db/seed';
import { demoSeedSteps, demoStepNames } from './steps';

describe('the demo catalogue', () => {
  const ctx = useTestApp();
  const get = async (url: string) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json<unknown>();
  };

  beforeAll(async () => {
    const steps = demoSeedSteps(ctx.app).onceReady.filter((step) => step.name === demoStepNames.catalogue);
    expect(await runSeedSteps(ctx.database, steps)).toEqual(['catalogue-demo-feed']);
  });

  it('lists 118 studios with 12,283 games between them', async () => {
    const { data } = providersReply.parse(await get('/api/providers'));
    expect(data).toHaveLength(highlightStats.providers);
    expect(data.reduce((sum, provider) => sum + provider.game_count, 0)).toBe(highlightStats.games);
    expect(data.filter((provider) => Object.keys(provider.countries).length > 0)).toHaveLength(1);
  });

  it('splits the games between the slots and the live casino, and the configs agree', async () => {
    const slots = gamesReply.parse(await get('/api/games?type=slot&per_page=63'));
    const live = gamesReply.parse(await get('/api/games?type=live&per_page=63'));
    expect(slots.pagination.total + live.pagination.total).toBe(highlightStats.games);
    expect(slots.games.data).toHaveLength(63);
    const slotConfig = casinoConfigReply.parse(await get('/api/casino-config'));
    const liveConfig = casinoConfigReply.parse(await get('/api/live-casino-config'));
    const sum = (providers: { game_count: number }[]) =>
      providers.reduce((total, p) => total + p.game_count, 0);
    expect(sum(slotConfig.data.providers)).toBe(slots.pagination.total);
    expect(sum(liveConfig.data.providers)).toBe(live.pagination.total);
    const lastPage = gamesReply.parse(
      await get(`/api/games?type=slot&per_page=63&page=${slots.pagination.pages}`),
    );
    expect(lastPage.games.data.length).toBe(slots.pagination.total - 63 * (slots.pagination.pages - 1));
  });

  it('fills the home page lists', async () => {
    const { data } = homePageReply.parse(await get('/api/home-page?device=desktop'));
    expect(Object.fromEntries(Object.entries(data).map(([id, list]) => [id, list.games.length]))).toEqual({
      '300': 12,
      '559': 24,
      // The Game shows list holds game shows only: the studio's crash game (decisions 0136, 0809, 0606).
      '560': 1,
      '561': 24,
      '563': 24,
    });
    expect(data['559']?.games.every((game) => game.type === 5 && game.rng_table)).toBe(true);
  });

  it('maps every game to an engine and a model of that engine, with a skin', async () => {
    const { rows } = await ctx.database.db.execute<{
      engine: string;
      model: string;
      type: number;
      count: number;
    }>(sql`
      select engine, model, type, count(*)::int as count from games
      where is_active and skin ? 'palette' and skin ? 'motif' group by 1, 2, 3 order by 1, 2`);
    expect(rows.map((row) => `${row.type} ${row.engine} ${row.model}`)).toEqual([
      '5 baccarat baccarat-punto-banco',
      '5 blackjack blackjack-standard',
      '5 game-show game-show-crash',
      '5 roulette roulette-european',
      '4 slot slot-high',
      '4 slot slot-low',
      '4 slot slot-medium',
    ]);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(highlightStats.games);
  });

  it('finds demo games by name and by studio', async () => {
    const [first] = gamesReply.parse(await get('/api/games?type=slot&per_page=1')).games.data;
    const byName = searchReply.parse(
      await get(`/api/search/games?search=${encodeURIComponent(first?.name ?? '')}`),
    );
    expect(byName.data.data[0]?.id).toBe(first?.id);
    const byStudio = searchReply.parse(
      await get(`/api/search/games?search=${encodeURIComponent(first?.provider_name ?? '')}`),
    );
    expect(byStudio.data.data.length).toBeGreaterThan(0);
    expect(byStudio.data.data.some((result) => result.provider_slug === first?.provider_slug)).toBe(true);
  });

  it('draws the art of a demo game, as a picture and as the drawing it comes from', async () => {
    const [game] = gamesReply.parse(await get('/api/games?type=live&per_page=1')).games.data;
    const picture = await ctx.app.inject({ method: 'GET', url: game?.image ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const drawing = await ctx.app.inject({
      method: 'GET',
      url: (game?.image ?? '').replace('.webp?', '.svg?'),
    });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.body).toContain('>RNG</text>');
  });
});
