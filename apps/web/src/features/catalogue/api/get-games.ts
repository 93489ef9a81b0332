// GET /api/games: a list of games by type, studio, category and search, a page at a time. The grids
// append pages ("Show more"); the lobby's stats strip reads the total of all games from a one-game page.
import type { QueryOf } from '@reelvault/contract/route';
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { nextPageOf } from '@/features/catalogue/utils/game-lists';

export type GamesQuery = Omit<QueryOf<typeof catalogueCalls.listGames>, 'page'>;

export async function getGames(query: QueryOf<typeof catalogueCalls.listGames>, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.listGames, { query, ...(signal ? { signal } : {}) });
  return { games: reply.games.data, pagination: reply.pagination };
}

export function gamesQueryOptions(query: GamesQuery) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'games', query],
    queryFn: ({ pageParam, signal }) => getGames({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.pagination),
  });
}

/** The pages of a grid; a new query (another provider, category or search) starts again at page 1. */
export function useGames(query: GamesQuery) {
  return useInfiniteQuery(gamesQueryOptions(query));
}

export function gameCountQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'game-count'],
    queryFn: async ({ signal }) => (await getGames({ per_page: 1 }, signal)).pagination.total,
  });
}

/** How many games the catalogue holds. */
export function useGameCount() {
  return useQuery(gameCountQueryOptions());
}
