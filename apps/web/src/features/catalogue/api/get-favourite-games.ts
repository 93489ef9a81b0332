// GET /api/account/favorite-games: the player's favourite games, the most recently added first. The
// hearts on game cards read the same list, so a change shows everywhere at once.
import type { Game } from '@reelvault/contract/calls/catalogue';
import * as favouritesCalls from '@reelvault/contract/calls/favourites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';
import { useAuthToken } from '@/lib/auth-store';

export async function getFavouriteGames(signal?: AbortSignal): Promise<Game[]> {
  return (await api.call(favouritesCalls.listFavouriteGames, signal ? { signal } : {})).data;
}

/** Keyed by language: the games' category names follow it (decision 0807). */
export function favouriteGamesQueryOptions(language = currentLocale().code) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'favourite-games', language],
    queryFn: ({ signal }) => getFavouriteGames(signal),
  });
}

/** The logged-in player's favourites; nothing is asked for a guest. */
export function useFavouriteGames() {
  const token = useAuthToken();
  return useQuery({ ...favouriteGamesQueryOptions(useLocale().code), enabled: token !== null });
}
