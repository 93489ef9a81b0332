// GET /api/user/balance: the logged-in player's cash and bonus balance, refreshed every 30 s while a
// player is logged in (spec: balance refresh 30000 ms). Shared because the header, the account menu and
// later the cashier and the play page all read it; every reader shares the one cached answer.
import { timings } from '@reelvault/contract/constants/timings';
import * as walletCalls from '@reelvault/contract/calls/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { playerQueryKey } from './auth';
import { useAuthToken } from './auth-store';

export function getBalance(signal?: AbortSignal) {
  return api.call(walletCalls.userBalance, signal ? { signal } : {});
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'balance'],
    queryFn: ({ signal }) => getBalance(signal),
    // A balance older than one refresh period is not shown to a reader that mounts later (the account
    // menu after a round in another tab) without asking again.
    staleTime: timings.balanceRefresh,
    refetchInterval: timings.balanceRefresh,
  });
}

/** The player's balance; nothing is asked for a guest. */
export function useBalance() {
  const token = useAuthToken();
  return useQuery({ ...balanceQueryOptions(), enabled: token !== null });
}
