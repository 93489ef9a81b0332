// Favourite games: adding (PUT, and the spec client's GET), removing, listing newest first, both calls
// idempotent, unknown and retired games, the per-player limit, the profile's favorite_games, and one player
// never seeing or changing another's favourites.
import { profile } from '@reelvault/contract/calls/account';
import { authReply } from '@reelvault/contract/calls/auth';
import { gamesReply } from '@reelvault/contract/calls/catalogue';
import {
  favouriteChangeReply,
  favouriteGamesReply,
  favouritesPerPlayerMax,
} from '@reelvault/contract/calls/favourites';
import { errorBodySchema } from '@reelvault/contract/errors';
import { beforeAll, describe, expect, it } from 'vitest';
import { slotGame, testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';
import { attemptLogin, bearer, registerPlayer, type TestPlayer } from '../../../test/players';

describe('favourite games', () => {
  const ctx = useTestApp();
  const ids = new Map<string, number>();
  const id = (identifier: string): number => {
    const found = ids.get(identifier);
    if (found === undefined) throw new Error(`no game ${identifier} in the test feed`);
    return found;
  };

  beforeAll(async () => {
    await ctx.app.catalogue.importFeed(testFeed());
    for (const type of ['slot', 'live']) {
      const reply = gamesReply.parse(
        (await ctx.app.inject({ method: 'GET', url: `/api/games?type=${type}&per_page=100` })).json(),
      );
      for (const game of reply.games.data) ids.set(game.identifier, game.id);
    }
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, player?: TestPlayer) =>
    ctx.app.inject({ method, url, headers: player ? bearer(player.token) : {} });

  const change = async (method: 'GET' | 'PUT' | 'DELETE', gameId: number, player: TestPlayer) => {
    const response = await call(method, `/api/account/favorite-games/${gameId}`, player);
    expect(response.statusCode, response.body).toBe(200);
    return favouriteChangeReply.parse(response.json()).data;
  };

  const list = async (player: TestPlayer, query = '') => {
    const response = await call('GET', `/api/account/favorite-games${query}`, player);
    expect(response.statusCode, response.body).toBe(200);
    return favouriteGamesReply.parse(response.json()).data;
  };
  const listedIds = async (player: TestPlayer, query = '') => (await list(player, query)).map((g) => g.id);

  const profileIds = async (player: TestPlayer) =>
    profile.reply.parse((await call('GET', '/api/user/profile', player)).json()).data.favorite_games;

  it('refuses guests on every favourites call', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/favorite-games'],
      ['GET', `/api/account/favorite-games/${id('sands-of-gold')}`],
      ['PUT', `/api/account/favorite-games/${id('sands-of-gold')}`],
      ['DELETE', `/api/account/favorite-games/${id('sands-of-gold')}`],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorBodySchema.parse(response.json()).code).toBe('UNAUTHENTICATED');
    }
  });

  it('adds with PUT, lists the newest first with the full game, and is idempotent', async () => {
    const player = await registerPlayer(ctx.app);
    expect(await list(player)).toEqual([]);

    expect(await change('PUT', id('sands-of-gold'), player)).toEqual({
      game_id: id('sands-of-gold'),
      favorite: true,
    });
    await change('PUT', id('gamma-royal-roulette'), player);
    await change('PUT', id('beta-jade-dragon'), player);
    // Adding again changes nothing: no second row, the order stays.
    await change('PUT', id('sands-of-gold'), player);

    const games = await list(player);
    expect(games.map((game) => game.name)).toEqual(['Jade Dragon', 'Royal Roulette', 'Sands of Gold']);
    expect(games[2]).toMatchObject({
      identifier: 'sands-of-gold',
      provider_slug: 'alpha-studio',
      type: 4,
      image: expect.stringMatching(/^\/api\/game-art\/sands-of-gold\.webp\?v=/),
    });
    expect(await listedIds(player, '?type=slot')).toEqual([id('beta-jade-dragon'), id('sands-of-gold')]);
    expect(await listedIds(player, '?type=live')).toEqual([id('gamma-royal-roulette')]);
    expect(await listedIds(player, '?type=live_casino')).toEqual([id('gamma-royal-roulette')]);
  });

  it("adds with the spec client's GET on the game's path too", async () => {
    const player = await registerPlayer(ctx.app);
    expect(await change('GET', id('book-of-sands'), player)).toEqual({
      game_id: id('book-of-sands'),
      favorite: true,
    });
    await change('GET', id('book-of-sands'), player);
    expect(await listedIds(player)).toEqual([id('book-of-sands')]);
  });

  it('removes with DELETE, and removing again changes nothing', async () => {
    const player = await registerPlayer(ctx.app);
    await change('PUT', id('beta-koi-pond'), player);
    await change('PUT', id('gamma-monaco-baccarat'), player);

    expect(await change('DELETE', id('beta-koi-pond'), player)).toEqual({
      game_id: id('beta-koi-pond'),
      favorite: false,
    });
    expect(await change('DELETE', id('beta-koi-pond'), player)).toEqual({
      game_id: id('beta-koi-pond'),
      favorite: false,
    });
    // A game that never was a favourite.
    await change('DELETE', id('alpha-reels-07'), player);
    expect(await listedIds(player)).toEqual([id('gamma-monaco-baccarat')]);
  });

  it('answers an unknown game with 404 GAME_NOT_FOUND and a malformed id with 422', async () => {
    const player = await registerPlayer(ctx.app);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const unknown = await call(method, '/api/account/favorite-games/999999', player);
      expect(unknown.statusCode, method).toBe(404);
      expect(errorBodySchema.parse(unknown.json())).toMatchObject({
        code: 'GAME_NOT_FOUND',
        message: 'Game not found.',
      });
      const malformed = await call(method, '/api/account/favorite-games/abc', player);
      expect(malformed.statusCode, method).toBe(422);
    }
    expect(await list(player)).toEqual([]);
  });

  it("keeps each player's favourites apart: nobody sees or changes another's", async () => {
    const alice = await registerPlayer(ctx.app);
    const bob = await registerPlayer(ctx.app);
    await change('PUT', id('beta-lucky-panda'), alice);
    await change('PUT', id('gamma-vienna-blackjack'), alice);

    // Bob sees none of Alice's, whatever the request names.
    expect(await list(bob)).toEqual([]);
    expect(await list(bob, `?player_id=${alice.id}&user_id=${alice.id}`)).toEqual([]);
    expect(await profileIds(bob)).toEqual([]);

    // Bob removing Alice's favourite removes nothing of hers; Bob adding one adds it to his list only.
    await change('DELETE', id('beta-lucky-panda'), bob);
    const bobAdds = await ctx.app.inject({
      method: 'PUT',
      url: `/api/account/favorite-games/${id('beta-red-lantern')}?player_id=${alice.id}`,
      headers: bearer(bob.token),
      payload: { player_id: alice.id },
    });
    expect(bobAdds.statusCode).toBe(200);

    expect(await listedIds(alice)).toEqual([id('gamma-vienna-blackjack'), id('beta-lucky-panda')]);
    expect(await listedIds(bob)).toEqual([id('beta-red-lantern')]);
  });

  it("lists the favourites' ids in the profile and in the login answer", async () => {
    const player = await registerPlayer(ctx.app);
    expect(await profileIds(player)).toEqual([]);
    await change('PUT', id('alpha-reels-03'), player);
    await change('PUT', id('gamma-showtime-roulette'), player);
    expect(await profileIds(player)).toEqual([id('gamma-showtime-roulette'), id('alpha-reels-03')]);

    const login = await attemptLogin(ctx.app, { username: player.username, password: player.password });
    expect(login.statusCode, login.body).toBe(200);
    expect(authReply.parse(login.json()).user.favorite_games).toEqual([
      id('gamma-showtime-roulette'),
      id('alpha-reels-03'),
    ]);
  });

  it('is never cached by a browser or a proxy', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await call('GET', '/api/account/favorite-games', player);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  // The last tests import other feeds; the catalogue the tests above rely on changes from here on.
  it('drops a retired game from the list and the profile, still lets it be removed, and refuses adding it', async () => {
    const player = await registerPlayer(ctx.app);
    await change('PUT', id('alpha-reels-11'), player);
    await change('PUT', id('alpha-reels-12'), player);

    const feed = testFeed();
    feed.games = feed.games.filter((game) => game.identifier !== 'alpha-reels-12');
    await ctx.app.catalogue.importFeed(feed);

    expect(await listedIds(player)).toEqual([id('alpha-reels-11')]);
    expect(await profileIds(player)).toEqual([id('alpha-reels-11')]);
    const addRetired = await call('PUT', `/api/account/favorite-games/${id('alpha-reels-12')}`, player);
    expect(addRetired.statusCode).toBe(404);
    await change('DELETE', id('alpha-reels-12'), player);

    // Back in the feed, the game comes back with its id; the removed favourite stays removed.
    await ctx.app.catalogue.importFeed(testFeed());
    expect(await listedIds(player)).toEqual([id('alpha-reels-11')]);
  });

  it(`keeps at most ${favouritesPerPlayerMax} favourites per player`, async () => {
    const feed = testFeed();
    const extra = Array.from({ length: favouritesPerPlayerMax }, (_, i) =>
      slotGame(`extra-reels-${i + 1}`, `Extra Reels ${i + 1}`, 'beta-games', 1 + i),
    );
    feed.games.push(...extra);
    await ctx.app.catalogue.importFeed(feed);
    const extraIds: number[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const url = `/api/games?type=slot&provider=beta-games&per_page=100&page=${page}`;
      const reply = gamesReply.parse((await ctx.app.inject({ method: 'GET', url })).json());
      extraIds.push(
        ...reply.games.data.filter((game) => game.identifier.startsWith('extra-')).map((game) => game.id),
      );
    }
    expect(extraIds).toHaveLength(favouritesPerPlayerMax);

    const player = await registerPlayer(ctx.app);
    for (const gameId of extraIds) await change('PUT', gameId, player);
    const full = await call('PUT', `/api/account/favorite-games/${id('sands-of-gold')}`, player);
    expect(full.statusCode).toBe(409);
    expect(errorBodySchema.parse(full.json()).code).toBe('FAVOURITES_FULL');
    // One already there is still fine to add again, and removing one makes room.
    await change('PUT', extraIds[0] ?? 0, player);
    await change('DELETE', extraIds[0] ?? 0, player);
    await change('PUT', id('sands-of-gold'), player);
    expect(await list(player)).toHaveLength(favouritesPerPlayerMax);
  });
});
