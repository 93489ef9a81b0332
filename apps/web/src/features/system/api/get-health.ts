// GET /api/health: whether the platform and its database answer.
import * as systemCalls from '@reelvault/contract/calls/system';
import type { ReplyOf } from '@reelvault/contract/route';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type Health = ReplyOf<typeof systemCalls.health>;

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return api.call(systemCalls.health, signal ? { signal } : {});
}

export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['system', 'health'],
    queryFn: ({ signal }) => getHealth(signal),
    staleTime: 60_000,
    // A footer indicator: one quick retry, then show that the service is unreachable.
    retry: 1,
  });
}

export function useHealth() {
  return useQuery(healthQueryOptions());
}
