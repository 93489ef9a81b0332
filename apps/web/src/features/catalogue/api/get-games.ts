// GET /api/games: a list of games by type, studio, category and search, a page at a time. The grids
// append pages ("Show more"); the lobby's stats strip reads the total of all games from a one-game page.
import type { QueryOf } from '@reelvault/contract/route';
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { nextPageOf } from '@/features/catalogue/utils/game-lists';

export type GamesQuery = Omit<QueryOf<typeof catalogueCalls.listGames>, 'page'>;

export async function getGames(query: QueryOf<typeof catalogueCalls.listGames>, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.listGames, { query, ...(signal ? { signal } : {}) });
  return { games: reply.games.data, pagination: reply.pagination };
}

/** Keyed by language: the games' category names follow it (decision 0807). */
export function gamesQueryOptions(query: GamesQuery, language = currentLocale().code) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'games', query, language],
    queryFn: ({ pageParam, signal }) => getGames({ ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.pagination),
  });
}

/** The pages of a grid; a new query (another provider, category or search) starts again at page 1. */
export function useGames(query: GamesQuery) {
  return useInfiniteQuery(gamesQueryOptions(query, useLocale().code));
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
