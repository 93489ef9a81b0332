// The feed import as an operator sees it: re-importing changes nothing, a change is applied, a game that
// vanished is retired (and comes back with its id), and a bad feed imports nothing and names its faults.
import { gameReply, gamesReply, providersReply } from '@reelvault/contract/calls/catalogue';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotGame, testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';
import { FeedError, parseFeed } from './feed';
import { importCatalogue } from './importer';

describe('catalogue import', () => {
  const ctx = useTestApp();
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const listed = async (url = '/api/games?type=slot&per_page=100') =>
    gamesReply.parse((await get(url)).json()).games.data;
  const byIdentifier = async (identifier: string) =>
    (await listed()).find((game) => game.identifier === identifier);
  const tableState = async () =>
    (
      await ctx.database.db.execute<{ games: number; active: number; touched: string; revision: string }>(sql`
        select (select count(*) from games)::int as games,
               (select count(*) from games where is_active)::int as active,
               (select max(updated_at)::text from games) as touched,
               (select revision::text from catalogue_state) as revision`)
    ).rows[0];

  beforeAll(async () => {
    const report = await ctx.app.catalogue.importFeed(testFeed());
    expect(report.providers.added).toBe(3);
    expect(report.games.added).toBe(33);
    expect(report.pageListsUpdated).toBe(2);
    expect(report.revision).toBe(1);
  });

  it('changes nothing when the same feed comes again', async () => {
    const before = await tableState();
    const report = await ctx.app.catalogue.importFeed(testFeed());
    expect(report).toEqual({
      providers: { added: 0, updated: 0, retired: 0, unchanged: 3 },
      games: { added: 0, updated: 0, retired: 0, unchanged: 33 },
      pageListsUpdated: 0,
      revision: null,
    });
    expect(await tableState()).toEqual(before);
  });

  it('accepts the RTP as a number and a one-decimal string, and stores it the same', async () => {
    const feed = testFeed();
    feed.games[0] = { ...feed.games[0], rtp: 96 } as (typeof feed.games)[number];
    const report = await ctx.app.catalogue.importFeed(feed);
    expect(report.games.unchanged).toBe(33);
  });

  it('applies a changed title, keeping the game id, and changes its art URL', async () => {
    const before = await byIdentifier('sands-of-gold');
    const feed = testFeed();
    const entry = feed.games.find((game) => game.identifier === 'sands-of-gold');
    if (entry) entry.name = 'Sands of Platinum';
    const report = await ctx.app.catalogue.importFeed(feed);
    expect(report.games).toEqual({ added: 0, updated: 1, retired: 0, unchanged: 32 });
    expect(report.revision).toBe(2);
    const after = await byIdentifier('sands-of-gold');
    expect(after?.id).toBe(before?.id);
    expect(after?.name).toBe('Sands of Platinum');
    expect(after?.image).not.toBe(before?.image);
    const search = (await get('/api/search/games?search=Sands%20of%20Platinum')).json<{
      data: { data: { game_name: string }[] };
    }>();
    expect(search.data.data[0]?.game_name).toBe('Sands of Platinum');
  });

  it('retires a game that left the feed: gone from lists and counts, its art kept; it comes back with its id', async () => {
    const gone = await byIdentifier('alpha-reels-20');
    expect(gone).toBeDefined();
    const feed = testFeed();
    feed.games = feed.games.filter((game) => game.identifier !== 'alpha-reels-20');
    // Without page lists the feed leaves them as they are: 563 still names the retired game.
    feed.page_lists = undefined;
    const report = await ctx.app.catalogue.importFeed(feed);
    expect(report.games.retired).toBe(1);
    expect(report.games.updated).toBe(1); // the title from the previous test goes back to Sands of Gold
    expect(await byIdentifier('alpha-reels-20')).toBeUndefined();
    expect((await get(`/api/game/${gone?.id}`)).statusCode).toBe(404);
    const alpha = providersReply
      .parse((await get('/api/providers')).json())
      .data.find((provider) => provider.slug === 'alpha-studio');
    expect(alpha?.game_count).toBe(23);
    const home = (await get('/api/home-page')).json<{
      data: Record<string, { games: { identifier: string }[] }>;
    }>();
    expect(home.data['563']?.games.map((game) => game.identifier)).toEqual([
      'sands-of-gold',
      'beta-jade-dragon',
    ]);
    expect((await get(gone?.image ?? '')).statusCode).toBe(200);
    const state = await tableState();
    expect(state?.games).toBe(33);
    expect(state?.active).toBe(32);

    const back = await ctx.app.catalogue.importFeed(testFeed());
    expect(back.games).toEqual({ added: 0, updated: 1, retired: 0, unchanged: 32 });
    const returned = await get(`/api/game/${gone?.id}`);
    expect(returned.statusCode).toBe(200);
    expect(gameReply.parse(returned.json()).data.categories.map((category) => category.class)).toEqual([
      'egypt',
    ]);
  });

  it('retires a studio that left the feed with its games, and revives both', async () => {
    const feed = testFeed();
    feed.providers = feed.providers.filter((provider) => provider.slug !== 'beta-games');
    feed.games = feed.games.filter((game) => game.provider !== 'beta-games');
    feed.page_lists = [];
    const report = await ctx.app.catalogue.importFeed(feed);
    expect(report.providers).toEqual({ added: 0, updated: 0, retired: 1, unchanged: 2 });
    expect(report.games.retired).toBe(5);
    const slugs = providersReply
      .parse((await get('/api/providers')).json())
      .data.map((provider) => provider.slug);
    expect(slugs).toEqual(['alpha-studio', 'gamma-tables']);

    const back = await ctx.app.catalogue.importFeed(testFeed());
    expect(back.providers).toEqual({ added: 0, updated: 1, retired: 0, unchanged: 2 });
    expect(back.games.updated).toBe(5);
  });

  it('adds a game and moves it between categories', async () => {
    const feed = testFeed();
    feed.games.push(
      slotGame('new-arrival', 'New Arrival', 'beta-games', 99_999, { categories: ['new-games'] }),
    );
    expect((await ctx.app.catalogue.importFeed(feed)).games.added).toBe(1);
    const row = async () =>
      (await get('/api/category/new-games/games')).json<{ data: { games: { identifier: string }[] } }>().data
        .games;
    expect((await row()).map((game) => game.identifier)).toEqual(['new-arrival']);
    const moved = feed.games.find((game) => game.identifier === 'new-arrival');
    if (moved) moved.categories = ['pirates'];
    expect((await ctx.app.catalogue.importFeed(feed)).games.updated).toBe(1);
    expect(await row()).toEqual([]);
    expect(await ctx.app.catalogue.importFeed(testFeed())).toMatchObject({ games: { retired: 1 } });
  });

  it('applies country rules of a studio and answers them for a launch', async () => {
    expect(await ctx.app.catalogue.countryAllowed('gamma-tables', 'GB')).toBe(false);
    expect(await ctx.app.catalogue.countryAllowed('gamma-tables', 'de')).toBe(true);
    expect(await ctx.app.catalogue.countryAllowed('alpha-studio', 'GB')).toBe(true);
    const feed = testFeed();
    feed.providers = feed.providers.map((provider) =>
      provider.slug === 'gamma-tables' ? { ...provider, countries: { FR: false } } : provider,
    );
    const report = await ctx.app.catalogue.importFeed(feed);
    expect(report.revision).not.toBeNull();
    expect(await ctx.app.catalogue.countryAllowed('gamma-tables', 'GB')).toBe(true);
    expect(await ctx.app.catalogue.countryAllowed('gamma-tables', 'FR')).toBe(false);
    await ctx.app.catalogue.importFeed(testFeed());
  });

  it('shows an import made by another process (the import command) within about a second', async () => {
    expect((await byIdentifier('beta-koi-pond'))?.name).toBe('Koi Pond');
    const feed = testFeed();
    const koi = feed.games.find((game) => game.identifier === 'beta-koi-pond');
    if (koi) koi.name = 'Koi Garden';
    await importCatalogue(ctx.database.db, parseFeed(feed));
    let name: string | undefined;
    for (let attempt = 0; attempt < 40 && name !== 'Koi Garden'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      name = (await byIdentifier('beta-koi-pond'))?.name;
    }
    expect(name).toBe('Koi Garden');
    await ctx.app.catalogue.importFeed(testFeed());
    expect((await byIdentifier('beta-koi-pond'))?.name).toBe('Koi Pond');
  });

  it('finds the engine, model and skin of a game for its launch', async () => {
    const [table] = gamesReply.parse((await get('/api/games?type=live&per_page=1')).json()).games.data;
    const target = await ctx.app.catalogue.launchTarget(table?.id ?? 0);
    expect(target).toMatchObject({
      identifier: 'gamma-royal-roulette',
      engine: 'roulette',
      model: 'roulette-european',
      rtp: '97.30',
      rngTable: true,
      providerSlug: 'gamma-tables',
      isActive: true,
      skin: { theme: 'roulette', motif: 'wheel' },
    });
    expect(await ctx.app.catalogue.launchTarget(987_654)).toBeUndefined();
  });

  it('imports nothing from a feed with bad entries, and names each of them', async () => {
    const before = await tableState();
    const feed = testFeed();
    feed.games[0] = { ...feed.games[0], name: 'Changed, but never stored' } as (typeof feed.games)[number];
    feed.games[3] = { ...feed.games[3], rtp: '196.00' } as (typeof feed.games)[number];
    feed.games.push(slotGame('alpha-reels-01', 'Twin', 'alpha-studio', 1));
    feed.games.push(slotGame('orphan', 'Orphan', 'no-such-studio', 1));
    feed.games.push(slotGame('wrong-row', 'Wrong Row', 'alpha-studio', 1, { categories: ['roulette'] }));
    feed.games.push(
      slotGame('reel-roulette', 'Reel Roulette', 'alpha-studio', 1, {
        engine: 'roulette',
        model: 'slot-high',
      }),
    );
    feed.page_lists?.push({ id: 561, name: 'New', games: ['ghost-game'] });

    let failure: unknown;
    try {
      await ctx.app.catalogue.importFeed(feed);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(FeedError);
    const issues = (failure as FeedError).issues;
    expect(issues.map((issue) => issue.where)).toEqual(
      expect.arrayContaining([
        'games[3] (alpha-reels-04).rtp',
        'games[33] (alpha-reels-01).identifier',
        'games[34] (orphan).provider',
        'games[35] (wrong-row).categories',
        'games[36] (reel-roulette).engine',
        'games[36] (reel-roulette).model',
        'page_lists[2] (561).games[0]',
      ]),
    );
    expect((failure as FeedError).message).toMatch(/^The feed was not imported: \d+ problem\(s\)\./);
    expect(await tableState()).toEqual(before);
    expect((await byIdentifier('alpha-reels-01'))?.name).toBe('Alpha Reels 01');
  });

  it('refuses a document that is not a feed at all', async () => {
    for (const document of [
      null,
      [],
      { format: 'other', version: 1 },
      { format: 'reelvault.catalogue-feed' },
    ]) {
      await expect(ctx.app.catalogue.importFeed(document)).rejects.toBeInstanceOf(FeedError);
    }
  });
});
