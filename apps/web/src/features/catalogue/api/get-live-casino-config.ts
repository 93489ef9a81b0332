// GET /api/live-casino-config: the live casino categories (All first) and the studios with tables.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getLiveCasinoConfig(signal?: AbortSignal) {
  return (await api.call(catalogueCalls.liveCasinoConfig, signal ? { signal } : {})).data;
}

export function liveCasinoConfigQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'live-casino-config'],
    queryFn: ({ signal }) => getLiveCasinoConfig(signal),
  });
}

export function useLiveCasinoConfig(enabled = true) {
  return useQuery({ ...liveCasinoConfigQueryOptions(), enabled });
}
