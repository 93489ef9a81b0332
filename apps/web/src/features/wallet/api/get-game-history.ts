// GET /api/account/history/game: the player's game rounds in a date range, 10 per page.
import type { QueryOf } from '@reelvault/contract/route';
import * as gameHistoryCalls from '@reelvault/contract/calls/game-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export type GameHistoryQuery = QueryOf<typeof gameHistoryCalls.gameHistory>;

export function getGameHistory(query: GameHistoryQuery, signal?: AbortSignal) {
  return api.call(gameHistoryCalls.gameHistory, { query, ...(signal ? { signal } : {}) });
}

export function gameHistoryQueryOptions(query: GameHistoryQuery) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'game-history', query],
    queryFn: ({ signal }) => getGameHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useGameHistory(query: GameHistoryQuery) {
  return useQuery(gameHistoryQueryOptions(query));
}
