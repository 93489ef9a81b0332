// GET /api/user/vip: the logged-in player's VIP level, the next level with its threshold, the progress
// toward it and what the level pays (amounts in euros, as the VIP page states them).
import * as rewardCalls from '@reelvault/contract/calls/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export async function getVipStanding(signal?: AbortSignal) {
  const reply = await api.call(rewardCalls.userVip, signal ? { signal } : {});
  return reply.data;
}

export function vipStandingQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'vip'],
    queryFn: ({ signal }) => getVipStanding(signal),
  });
}

export const useVipStanding = () => useQuery(vipStandingQueryOptions());
