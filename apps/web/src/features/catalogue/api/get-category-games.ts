// GET /api/category/{slug}/games: one row of a category (24 games, the spec's row size).
import { categoryRowSize } from '@reelvault/contract/constants/paging';
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getCategoryGames(slug: string, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.categoryGames, {
    params: { slug },
    query: { page: 1, page_size: categoryRowSize },
    ...(signal ? { signal } : {}),
  });
  return { category: reply.data.category, games: reply.data.games, pagination: reply.pagination };
}

export function categoryGamesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['catalogue', 'category-row', slug],
    queryFn: ({ signal }) => getCategoryGames(slug, signal),
  });
}

export function useCategoryGames(slug: string) {
  return useQuery(categoryGamesQueryOptions(slug));
}
