// GET /api/search/games: games whose name or studio matches a keyword of at least three characters.
import { isSearchable } from '@reelvault/contract/constants/paging';
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

/** How many results the search lists. */
export const searchResultLimit = 12;

export async function searchGames(keyword: string, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.searchGames, {
    query: { search: keyword, limit: searchResultLimit },
    ...(signal ? { signal } : {}),
  });
  return reply.data.data;
}

/** Keyed by language: the games' category names follow it (decision 0807). */
export function searchGamesQueryOptions(keyword: string, language = currentLocale().code) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: ['catalogue', 'search', trimmed.toLowerCase(), language],
    queryFn: ({ signal }) => searchGames(trimmed, signal),
    enabled: isSearchable(trimmed),
  });
}

/** Results for a keyword; nothing is asked for keywords shorter than three characters. */
export function useSearchGames(keyword: string) {
  return useQuery({
    ...searchGamesQueryOptions(keyword, useLocale().code),
    placeholderData: keepPreviousData,
  });
}
