// GET /api/user/balance: the logged-in player's cash and bonus balance, refreshed every 30 s while a
// player is logged in (spec: balance refresh 30000 ms). The one balance query of the site: the header, the
// account menu, the cashier, the play page and the bonuses all read it and share the one cached answer.
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

export interface BalanceReading {
  /**
   * Ask again whenever this reader mounts, however recent the cached answer: the cashier decides what a
   * player may deposit or withdraw from what they hold now, not from a figure up to 30 s old.
   */
  readonly fresh?: boolean;
}

/** What one reader of the balance asks of the shared query: nothing for a guest (no token). */
export function balanceReaderOptions(token: string | null, { fresh = false }: BalanceReading = {}) {
  return queryOptions({
    ...balanceQueryOptions(),
    enabled: token !== null,
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** The player's balance; nothing is asked for a guest. */
export function useBalance(reading: BalanceReading = {}) {
  return useQuery(balanceReaderOptions(useAuthToken(), reading));
}
