// GET /api/account/session-history: the player's sessions in a date range, 10 per page.
import type { QueryOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export type SessionHistoryQuery = QueryOf<typeof accountCalls.sessionHistory>;

export function getSessionHistory(query: SessionHistoryQuery, signal?: AbortSignal) {
  return api.call(accountCalls.sessionHistory, { query, ...(signal ? { signal } : {}) });
}

export function sessionHistoryQueryOptions(query: SessionHistoryQuery) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'session-history', query],
    queryFn: ({ signal }) => getSessionHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSessionHistory(query: SessionHistoryQuery) {
  return useQuery(sessionHistoryQueryOptions(query));
}
