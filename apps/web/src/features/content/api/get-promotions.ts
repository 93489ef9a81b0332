// GET /api/promotions: the active promotions in the interface language, optionally of one type.
import type { PromotionType } from '@reelvault/contract/calls/content';
import * as contentCalls from '@reelvault/contract/calls/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export function promotionsQueryOptions(language: string, type?: PromotionType) {
  return queryOptions({
    queryKey: ['content', 'promotions', language, type ?? 'all'],
    queryFn: async ({ signal }) =>
      (await api.call(contentCalls.listPromotions, { signal, query: type ? { type } : {} })).data,
  });
}

export function usePromotions(type?: PromotionType) {
  return useQuery(promotionsQueryOptions(useLocale().code, type));
}
