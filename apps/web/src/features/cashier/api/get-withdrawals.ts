// GET /api/account/withdrawals/all: the player's latest withdrawals of every method (bank and crypto) in
// one list, newest first, followed while a crypto payout is still on its way (waiting for an operator,
// signed or broadcast): its status moves without the player doing anything.
import type { PlayerWithdrawalItem } from '@reelvault/contract/calls/withdrawals';
import * as withdrawalCalls from '@reelvault/contract/calls/withdrawals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

/** Every withdrawal list's key: a request or a cancel of any method refreshes it. */
export const withdrawalsQueryKey = [...playerQueryKey, 'withdrawals'] as const;
/** How often an unfinished crypto withdrawal is looked at again. */
const followMs = 3000;

const followed = (row: PlayerWithdrawalItem) =>
  row.kind === 'crypto' &&
  (row.status === 'pending' || row.status === 'approved' || row.status === 'broadcast');

export async function getWithdrawals(signal?: AbortSignal) {
  const reply = await api.call(withdrawalCalls.allPlayerWithdrawals, signal ? { signal } : {});
  return reply.data;
}

export function withdrawalsQueryOptions() {
  return queryOptions({
    queryKey: withdrawalsQueryKey,
    queryFn: ({ signal }) => getWithdrawals(signal),
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data ?? []).some(followed) ? followMs : false),
  });
}

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());
