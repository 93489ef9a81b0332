// GET /api/home-page: the lobby's curated lists by page-list id (563 popular, 559 live, 561 new, 560 shows,
// 300 the onboarding's popular list, one game per studio).
import type { Game } from '@reelvault/contract/calls/catalogue';
import type { HomePageListId } from '@reelvault/contract/constants/categories';
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export async function getHomePage(signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.homePage, {
    query: { device: 'desktop' },
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

/** Keyed by language: the games' category names follow it (decision 0807). */
export function homePageQueryOptions(language = currentLocale().code) {
  return queryOptions({
    queryKey: ['catalogue', 'home-page', language],
    queryFn: ({ signal }) => getHomePage(signal),
  });
}

/** The games of one home page list; an empty list while loading or when the list does not exist. */
export function useHomePageList(id: HomePageListId): { games: Game[]; isPending: boolean; isError: boolean } {
  const query = useQuery(homePageQueryOptions(useLocale().code));
  return {
    games: query.data?.[String(id)]?.games ?? [],
    isPending: query.isPending,
    isError: query.isError,
  };
}
