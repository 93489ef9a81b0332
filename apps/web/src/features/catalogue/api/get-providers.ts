// GET /api/providers: every studio with active games, by name, with its game count.
import { routes } from '@reelvault/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export async function getProviders(signal?: AbortSignal) {
  return (await api.call(routes.listProviders, signal ? { signal } : {})).data;
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
