// GET /api/casino-config: the slot categories (All first) and the studios with slots.
import * as catalogueCalls from '@reelvault/contract/calls/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLocale } from '@/i18n/i18n';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export async function getCasinoConfig(signal?: AbortSignal) {
  return (await api.call(catalogueCalls.casinoConfig, signal ? { signal } : {})).data;
}

/** Keyed by language: the categories' names follow it (decision 0807). */
export function casinoConfigQueryOptions(language = currentLocale().code) {
  return queryOptions({
    queryKey: ['catalogue', 'casino-config', language],
    queryFn: ({ signal }) => getCasinoConfig(signal),
  });
}

export function useCasinoConfig(enabled = true) {
  return useQuery({ ...casinoConfigQueryOptions(useLocale().code), enabled });
}
