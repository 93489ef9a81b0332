// GET /api/account/withdrawals: the player's latest withdrawal requests, newest first.
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export async function getWithdrawals(signal?: AbortSignal) {
  const reply = await api.call(cashierCalls.playerWithdrawals, signal ? { signal } : {});
  return reply.data;
}

export function withdrawalsQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'withdrawals'],
    queryFn: ({ signal }) => getWithdrawals(signal),
    staleTime: 0,
  });
}

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());
