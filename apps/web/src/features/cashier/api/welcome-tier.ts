// GET and PUT /api/account/welcome-tier: the welcome bonus tier the player chose in the cashier, or
// skipped; kept on the server for the bonus engine.
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export async function getWelcomeTier(signal?: AbortSignal) {
  const reply = await api.call(cashierCalls.getWelcomeTier, signal ? { signal } : {});
  return reply.data;
}

export function welcomeTierQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'welcome-tier'],
    queryFn: ({ signal }) => getWelcomeTier(signal),
  });
}

export const useWelcomeTier = () => useQuery(welcomeTierQueryOptions());

export async function setWelcomeTier(tier: number | null) {
  const reply = await api.call(cashierCalls.setWelcomeTier, { body: { tier } });
  return reply.data;
}

export function useSetWelcomeTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWelcomeTier,
    onSuccess: (data) => queryClient.setQueryData(welcomeTierQueryOptions().queryKey, data),
  });
}
