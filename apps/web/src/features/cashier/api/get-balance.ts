// GET /api/user/balance: the player's cash and bonus, shown in the cashier and after a deposit.
import * as walletCalls from '@reelvault/contract/calls/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { playerQueryKey } from '../../../lib/auth';

export function getBalance(signal?: AbortSignal) {
  return api.call(walletCalls.userBalance, signal ? { signal } : {});
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
    staleTime: 0,
  });
}

export const useBalance = () => useQuery(balanceQueryOptions());
