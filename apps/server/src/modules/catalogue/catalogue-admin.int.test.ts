// The catalogue in the back office over HTTP (decision 0718): who may read and change it; a game or a
// studio switched off is gone from the lobby's lists, counts, search, categories, home lists and
// favourites and refused at launch, and back when switched on (cached replies dropped at once, here and
// on another node); country rules edited here refuse the launch with 571 and survive an import; a game's
// categories; the RTP shown; every change in the audit log with before and after.
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
import type { AdminCatalogueGame, AdminStudio } from '@reelvault/contract/calls/backoffice-catalogue';
import {
  categoryGamesReply,
  gamesReply,
  homePageReply,
  providersReply,
  searchReply,
} from '@reelvault/contract/calls/catalogue';
import { favouriteGamesReply } from '@reelvault/contract/calls/favourites';
import { playerStatus } from '@reelvault/contract/constants/statuses';
import { beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { testFeed } from '../../../test/catalogue-feed';
import { gameIdOf, useHouseTestApp } from '../../../test/house';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from '../../../test/players';
import { engineRtp } from './engine-rtp';
import { createCatalogueService } from './service';

const ctx = useHouseTestApp();
const roles = ['admin', 'finance', 'compliance', 'support', 'content'] as const;
const ops = {} as Record<AdminRole, TestOperator>;

beforeAll(async () => {
  for (const role of roles) ops[role] = await operator(ctx.app, role, ctx.clock.now());
});

function call(role: AdminRole, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, headers: bearer(ops[role].token), ...(payload ? { payload } : {}) });
}

async function changed<T>(role: AdminRole, method: 'POST' | 'PUT', url: string, payload?: object) {
  const response = await call(role, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};

async function studioIdOf(slug: string): Promise<number> {
  const studios = await changedList();
  const studio = studios.find((candidate) => candidate.slug === slug);
  if (!studio) throw new Error(`no studio ${slug}`);
  return studio.id;
}

async function changedList(): Promise<AdminStudio[]> {
  const response = await call('content', 'GET', '/api/admin/catalogue/studios');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: AdminStudio[] }).data;
}

async function auditOf(targetType: string, targetId: number) {
  const response = await call(
    'admin',
    'GET',
    `/api/admin/audit-log?target_type=${targetType}&target_id=${String(targetId)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json() as {
      data: { action: string; actor: { role: string }; before: unknown; after: unknown }[];
    }
  ).data;
}

async function player(country = 'GR'): Promise<TestPlayer> {
  const list = (await get('/api/countries')) as { data: { id: number; slug: string }[] };
  const registered = await registerPlayer(ctx.app, {
    country: list.data.find((candidate) => candidate.slug === country)?.id ?? 0,
  });
  await deposit(ctx.app.wallet, registered.id, 1_000n);
  await setPlayerStanding(ctx.database.db, registered.id, { playerStatus: playerStatus.verified });
  return registered;
}

const play = (gameId: number, who: TestPlayer) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/game/${String(gameId)}/play`,
    headers: bearer(who.token),
    payload: {},
  });

/** What a player sees of one game across the lobby: in which lists, searches and counts it is. */
async function lobbyView(gameId: number, who: TestPlayer) {
  const slots = gamesReply.parse(await get('/api/games?type=slot&per_page=100'));
  const search = searchReply.parse(await get('/api/search/games?search=sands'));
  const books = categoryGamesReply.parse(await get('/api/category/books/games?page_size=100'));
  const home = homePageReply.parse(await get('/api/home-page'));
  const favourites = favouriteGamesReply.parse(await get('/api/account/favorite-games', bearer(who.token)));
  const single = await ctx.app.inject({ method: 'GET', url: `/api/game/${String(gameId)}` });
  return {
    total: slots.pagination.total,
    inList: slots.games.data.some((game) => game.id === gameId),
    inSearch: search.data.data.some((game) => game.id === gameId),
    inCategory: books.data.games.some((game) => game.id === gameId),
    onHomePage: Object.values(home.data).some((list) => list.games.some((game) => game.id === gameId)),
    inFavourites: favourites.data.some((game) => game.id === gameId),
    page: single.statusCode,
  };
}

describe('permissions', () => {
  it('lets admin, content and compliance read, admin and content change, and refuses the rest', async () => {
    const gameId = await gameIdOf(ctx.app, 'alpha-reels-05');
    const studioId = await studioIdOf('beta-games');
    const readers: AdminRole[] = ['admin', 'content', 'compliance'];
    const managers: AdminRole[] = ['admin', 'content'];
    for (const role of roles) {
      for (const url of ['studios', 'games', 'categories']) {
        const response = await call(role, 'GET', `/api/admin/catalogue/${url}`);
        expect(response.statusCode, `${role} ${url}`).toBe(readers.includes(role) ? 200 : 403);
      }
      const writes = [
        call(role, 'POST', `/api/admin/catalogue/games/${String(gameId)}/enable`),
        call(role, 'POST', `/api/admin/catalogue/studios/${String(studioId)}/enable`),
        call(role, 'PUT', `/api/admin/catalogue/studios/${String(studioId)}/countries`, { countries: {} }),
        call(role, 'PUT', `/api/admin/catalogue/games/${String(gameId)}/categories`, { category_ids: [7] }),
        call(role, 'POST', `/api/admin/catalogue/games/${String(gameId)}/disable`),
        call(role, 'POST', `/api/admin/catalogue/studios/${String(studioId)}/disable`),
      ];
      for (const response of await Promise.all(writes.map((write) => write.then((r) => r)))) {
        expect(response.statusCode, `${role} ${response.body}`).toBe(managers.includes(role) ? 200 : 403);
        if (!managers.includes(role)) expect(response.json()).toMatchObject({ code: 'ADMIN_FORBIDDEN' });
      }
      await call('admin', 'POST', `/api/admin/catalogue/games/${String(gameId)}/enable`);
      await call('admin', 'POST', `/api/admin/catalogue/studios/${String(studioId)}/enable`);
    }
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/admin/catalogue/studios' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('a game switched off', () => {
  it('leaves every list, search, count, category, home list and favourites, is refused at launch, and comes back', async () => {
    const who = await player();
    const gameId = await gameIdOf(ctx.app, 'book-of-sands-deluxe');
    const sands = await gameIdOf(ctx.app, 'sands-of-gold');
    const favourite = await ctx.app.inject({
      method: 'PUT',
      url: `/api/account/favorite-games/${String(gameId)}`,
      headers: bearer(who.token),
    });
    expect(favourite.statusCode, favourite.body).toBe(200);
    const before = await lobbyView(gameId, who);
    expect(before).toMatchObject({
      inList: true,
      inSearch: true,
      inCategory: true,
      inFavourites: true,
      page: 200,
    });
    expect((await play(gameId, who)).statusCode).toBe(200);

    const off = await changed<AdminCatalogueGame>(
      'content',
      'POST',
      `/api/admin/catalogue/games/${String(gameId)}/disable`,
    );
    expect(off).toMatchObject({ id: gameId, enabled: false, active: true, listed: false });
    // Straight away: the cached replies of before are not served again.
    expect(await lobbyView(gameId, who)).toEqual({
      total: before.total - 1,
      inList: false,
      inSearch: false,
      inCategory: false,
      onHomePage: false,
      inFavourites: false,
      page: 404,
    });
    const refused = await play(gameId, who);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });

    // The home list loses a switched-off game too.
    await changed('content', 'POST', `/api/admin/catalogue/games/${String(sands)}/disable`);
    const home = homePageReply.parse(await get('/api/home-page'));
    expect(home.data['563']?.games.map((game) => game.id)).not.toContain(sands);
    await changed('content', 'POST', `/api/admin/catalogue/games/${String(sands)}/enable`);

    // An import does not switch it back on.
    await ctx.app.catalogue.importFeed(testFeed());
    expect((await lobbyView(gameId, who)).inList).toBe(false);

    const on = await changed<AdminCatalogueGame>(
      'admin',
      'POST',
      `/api/admin/catalogue/games/${String(gameId)}/enable`,
    );
    expect(on).toMatchObject({ enabled: true, listed: true });
    expect(await lobbyView(gameId, who)).toEqual(before);
    expect((await play(gameId, who)).statusCode).toBe(200);

    const audit = await auditOf('game', gameId);
    expect(audit.map((entry) => entry.action)).toEqual(['game.enable', 'game.disable']);
    expect(audit[1]).toMatchObject({
      actor: { role: 'content' },
      before: { enabled: true, listed: true },
      after: { enabled: false, listed: false },
    });
  });

  it('is gone on another node within its revision check', async () => {
    const gameId = await gameIdOf(ctx.app, 'alpha-reels-10');
    // Another process's service on the same database: its counts come from its own snapshot.
    const otherNode = createCatalogueService(ctx.database, { revisionCheckMs: 0 });
    const slots = async () => {
      const page = await otherNode.listGames({ type: 'slot', page: 1, perPage: 100 });
      return { total: page.pagination.total, listed: page.games.some((game) => game.id === gameId) };
    };
    const before = await slots();
    expect(before.listed).toBe(true);
    await changed('content', 'POST', `/api/admin/catalogue/games/${String(gameId)}/disable`);
    expect(await slots()).toEqual({ total: before.total - 1, listed: false });
    await changed('content', 'POST', `/api/admin/catalogue/games/${String(gameId)}/enable`);
    expect(await slots()).toEqual(before);
  });
});

describe('a studio switched off', () => {
  it('takes its games out of every list and count, refuses their launch, and brings them back', async () => {
    const who = await player();
    const studioId = await studioIdOf('beta-games');
    const jade = await gameIdOf(ctx.app, 'beta-jade-dragon');
    const providerSlugs = async () =>
      providersReply.parse(await get('/api/providers')).data.map((provider) => provider.slug);
    const slotTotal = async () => gamesReply.parse(await get('/api/games?type=slot')).pagination.total;
    const asia = async () => categoryGamesReply.parse(await get('/api/category/asia/games')).pagination.total;
    const searchJade = async () =>
      searchReply.parse(await get('/api/search/games?search=jade')).data.data.map((game) => game.id);
    const total = await slotTotal();
    expect(await providerSlugs()).toContain('beta-games');
    expect(await asia()).toBe(5);
    expect(await searchJade()).toContain(jade);

    const off = await changed<AdminStudio>(
      'content',
      'POST',
      `/api/admin/catalogue/studios/${String(studioId)}/disable`,
    );
    expect(off).toMatchObject({ slug: 'beta-games', enabled: false, game_count: 5 });
    expect(await providerSlugs()).not.toContain('beta-games');
    expect(await slotTotal()).toBe(total - 5);
    expect(await asia()).toBe(0);
    expect(await searchJade()).toEqual([]);
    expect(gamesReply.parse(await get('/api/games?provider=beta-games')).pagination.total).toBe(0);
    const refused = await play(jade, who);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    const listed = await call('compliance', 'GET', `/api/admin/catalogue/games?studio=${String(studioId)}`);
    expect((listed.json() as { data: AdminCatalogueGame[] }).data.every((game) => !game.listed)).toBe(true);

    await changed('content', 'POST', `/api/admin/catalogue/studios/${String(studioId)}/enable`);
    expect(await providerSlugs()).toContain('beta-games');
    expect(await slotTotal()).toBe(total);
    expect(await asia()).toBe(5);
    expect((await play(jade, who)).statusCode).toBe(200);

    const audit = await auditOf('studio', studioId);
    // The latest first (the permissions' test switched this studio before).
    expect(audit.slice(0, 2).map((entry) => entry.action)).toEqual(['studio.enable', 'studio.disable']);
    expect(audit[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});

describe('country rules', () => {
  it('refuse a launch from a country the operator ruled out with 571, and outlive an import', async () => {
    const greek = await player('GR');
    const studioId = await studioIdOf('alpha-studio');
    const sands = await gameIdOf(ctx.app, 'sands-of-gold');
    expect((await play(sands, greek)).statusCode).toBe(200);

    const ruled = await changed<AdminStudio>(
      'content',
      'PUT',
      `/api/admin/catalogue/studios/${String(studioId)}/countries`,
      {
        countries: { GR: false, DE: true },
      },
    );
    expect(ruled).toMatchObject({ countries: { DE: true, GR: false }, countries_set_here: true });
    const refused = await play(sands, greek);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 571, error: 'GAME_COUNTRY_NOT_ALLOWED' });
    const providers = providersReply.parse(await get('/api/providers')).data;
    expect(providers.find((provider) => provider.slug === 'alpha-studio')?.countries).toEqual({
      DE: true,
      GR: false,
    });

    await ctx.app.catalogue.importFeed(testFeed());
    expect((await play(sands, greek)).statusCode).toBe(400);

    await changed('admin', 'PUT', `/api/admin/catalogue/studios/${String(studioId)}/countries`, {
      countries: {},
    });
    expect((await play(sands, greek)).statusCode).toBe(200);
    const audit = await auditOf('studio', studioId);
    expect(audit[0]).toMatchObject({
      action: 'studio.countries',
      before: { countries: { DE: true, GR: false } },
      after: { countries: {} },
    });
  });

  it('refuses a bad country code and an unknown studio', async () => {
    const studioId = await studioIdOf('alpha-studio');
    const bad = await call('content', 'PUT', `/api/admin/catalogue/studios/${String(studioId)}/countries`, {
      countries: { greece: false },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { countries: [expect.stringContaining('two-letter')] } });
    const unknown = await call('content', 'POST', '/api/admin/catalogue/studios/987654/disable');
    expect(unknown.statusCode).toBe(404);
    const unknownGame = await call('content', 'POST', '/api/admin/catalogue/games/987654/disable');
    expect(unknownGame.statusCode).toBe(404);
    expect(unknownGame.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });
});

describe('games in the back office', () => {
  const search = async (query: string) => {
    const response = await call('compliance', 'GET', `/api/admin/catalogue/games?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: AdminCatalogueGame[]; pagination: { total: number } };
  };

  it('are found by name, studio, category and switch, with the RTP players see', async () => {
    const byName = await search('search=book%20of');
    expect(byName.data.map((game) => game.name)).toEqual([
      'Book of Sands',
      'Book of Sands Deluxe',
      'The Book of Sands Returns',
    ]);
    const studioId = await studioIdOf('beta-games');
    expect((await search(`studio=${String(studioId)}`)).pagination.total).toBe(5);
    expect((await search('category=6')).data.every((game) => game.category_ids.includes(6))).toBe(true);
    const jade = (await search('search=jade')).data[0];
    // The feed declares 97.50; the game runs on the in-house slot-high model, whose PAR sheet is the truth.
    expect(jade).toMatchObject({
      feed_rtp: '97.50',
      rtp_source: 'engine',
      rtp: engineRtp('slot', 'slot-high'),
    });

    const gameId = await gameIdOf(ctx.app, 'alpha-reels-07');
    await changed('content', 'POST', `/api/admin/catalogue/games/${String(gameId)}/disable`);
    expect((await search('enabled=false')).data.map((game) => game.id)).toEqual([gameId]);
    expect((await search('enabled=true')).data.map((game) => game.id)).not.toContain(gameId);
    await changed('content', 'POST', `/api/admin/catalogue/games/${String(gameId)}/enable`);
  });

  it('take the categories an operator sets (of their own type), kept over an import', async () => {
    const gameId = await gameIdOf(ctx.app, 'sands-of-gold');
    const books = async () =>
      categoryGamesReply
        .parse(await get('/api/category/books/games?page_size=100'))
        .data.games.map((game) => game.id);
    expect(await books()).not.toContain(gameId);
    // 7 books, 3 megaways: slot categories.
    const set = await changed<AdminCatalogueGame>(
      'content',
      'PUT',
      `/api/admin/catalogue/games/${String(gameId)}/categories`,
      {
        category_ids: [7, 3, 7],
      },
    );
    expect(set).toMatchObject({ category_ids: [3, 7], categories_set_here: true });
    expect(await books()).toContain(gameId);
    // The feed changes the game (so the import rewrites it): the operator's categories stay, in its new place.
    const feed = testFeed();
    feed.games = feed.games.map((entry) =>
      entry.identifier === 'sands-of-gold' ? { ...entry, popularity: 1 } : entry,
    );
    await ctx.app.catalogue.importFeed(feed);
    expect((await books()).at(-1)).toBe(gameId);
    await ctx.app.catalogue.importFeed(testFeed());
    expect((await books())[0]).toBe(gameId);

    // 16 roulette is a live category.
    const wrong = await call('content', 'PUT', `/api/admin/catalogue/games/${String(gameId)}/categories`, {
      category_ids: [16],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { category_ids: ['Category 16 is for live games only.'] } });
    const audit = await auditOf('game', gameId);
    expect(audit[0]).toMatchObject({
      action: 'game.categories',
      before: { category_ids: [] },
      after: { category_ids: [3, 7] },
    });
  });
});
