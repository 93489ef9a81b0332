// GET /api/game/{id}: the game the play page shows (name, studio, art, RTP); 404 for an unknown or retired
// game.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';

export async function getGame(gameId: number, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.getGame, {
    params: { id: gameId },
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

/** Keyed by language: the game's category names follow it (decision 0807). */
export function gameQueryOptions(gameId: number, language = currentLocale().code) {
  return queryOptions({
    queryKey: ['catalogue', 'game', gameId, language],
    queryFn: ({ signal }) => getGame(gameId, signal),
    // A missing game stays missing; other failures are asked again once.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}

export function useGame(gameId: number) {
  return useQuery({
    ...gameQueryOptions(gameId, useLocale().code),
    enabled: Number.isSafeInteger(gameId) && gameId > 0,
  });
}
