// GET /api/game/{id}: the game the play page shows (name, studio, art, RTP); 404 for an unknown or retired
// game.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';

export async function getGame(gameId: number, signal?: AbortSignal) {
  const reply = await api.call(catalogueCalls.getGame, {
    params: { id: gameId },
    ...(signal ? { signal } : {}),
  });
  return reply.data;
}

export function gameQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: ['catalogue', 'game', gameId],
    queryFn: ({ signal }) => getGame(gameId, signal),
    // A missing game stays missing; other failures are asked again once.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}

export function useGame(gameId: number) {
  return useQuery({ ...gameQueryOptions(gameId), enabled: Number.isSafeInteger(gameId) && gameId > 0 });
}
