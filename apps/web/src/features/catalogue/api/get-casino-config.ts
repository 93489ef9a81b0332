// GET /api/casino-config: the slot categories (All first) and the studios with slots.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getCasinoConfig(signal?: AbortSignal) {
  return (await api.call(catalogueCalls.casinoConfig, signal ? { signal } : {})).data;
}

export function casinoConfigQueryOptions() {
  return queryOptions({
    queryKey: ['catalogue', 'casino-config'],
    queryFn: ({ signal }) => getCasinoConfig(signal),
  });
}

export function useCasinoConfig(enabled = true) {
  return useQuery({ ...casinoConfigQueryOptions(), enabled });
}
