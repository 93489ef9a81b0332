// GET /api/providers: every studio with active games, by name, with its game count.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getProviders(signal?: AbortSignal) {
  return (await api.call(catalogueCalls.listProviders, signal ? { signal } : {})).data;
}

export function providersQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
  });
}

export function useProviders() {
  return useQuery(providersQueryOptions());
}
