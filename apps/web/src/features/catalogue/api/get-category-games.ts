// GET /api/category/{slug}/games: one row of a category (24 games, the spec's row size).
import { categoryRowSize } from '@reelvault/contract/constants/paging';
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export async function getCategoryGames(slug: string, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.categoryGames, {
    params: { slug },
    query: { page: 1, page_size: categoryRowSize },
    ...(signal ? { signal } : {}),
  });
  return { category: reply.data.category, games: reply.data.games, pagination: reply.pagination };
}

/** Keyed by language: the category's and the games' category names follow it (decision 0807). */
export function categoryGamesQueryOptions(slug: string, language = currentLocale().code) {
  return queryOptions({
    queryKey: ['catalogue', 'category-row', slug, language],
    queryFn: ({ signal }) => getCategoryGames(slug, signal),
  });
}

export function useCategoryGames(slug: string) {
  return useQuery(categoryGamesQueryOptions(slug, useLocale().code));
}
