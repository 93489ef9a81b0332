// GET /api/account/history/finance: the player's deposits and withdrawals in a date range, optionally of
// one type and one status, 10 per page.
import type { QueryOf } from '@reelvault/contract/route';
import * as walletCalls from '@reelvault/contract/calls/wallet';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export type FinanceHistoryQuery = QueryOf<typeof walletCalls.financeHistory>;

export function getFinanceHistory(query: FinanceHistoryQuery, signal?: AbortSignal) {
  return api.call(walletCalls.financeHistory, { query, ...(signal ? { signal } : {}) });
}

export function financeHistoryQueryOptions(query: FinanceHistoryQuery) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'finance-history', query],
    queryFn: ({ signal }) => getFinanceHistory(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFinanceHistory(query: FinanceHistoryQuery) {
  return useQuery(financeHistoryQueryOptions(query));
}
