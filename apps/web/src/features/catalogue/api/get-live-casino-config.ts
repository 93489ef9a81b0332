// GET /api/live-casino-config: the live casino categories (All first) and the studios with tables.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export async function getLiveCasinoConfig(signal?: AbortSignal) {
  return (await api.call(catalogueCalls.liveCasinoConfig, signal ? { signal } : {})).data;
}

/** Keyed by language: the categories' names follow it (decision 0807). */
export function liveCasinoConfigQueryOptions(language = currentLocale().code) {
  return queryOptions({
    queryKey: ['catalogue', 'live-casino-config', language],
    queryFn: ({ signal }) => getLiveCasinoConfig(signal),
  });
}

export function useLiveCasinoConfig(enabled = true) {
  return useQuery({ ...liveCasinoConfigQueryOptions(useLocale().code), enabled });
}
