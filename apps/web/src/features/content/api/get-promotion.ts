// GET /api/promotion-detail/{id}: one active promotion in the interface language.
import * as contentCalls from '@reelvault/contract/calls/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export function promotionQueryOptions(language: string, id: number) {
  return queryOptions({
    queryKey: ['content', 'promotion', language, id],
    queryFn: async ({ signal }) =>
      (await api.call(contentCalls.promotionDetail, { signal, params: { id } })).data.promotion,
    retry: false,
  });
}

export function usePromotion(id: number) {
  return useQuery(promotionQueryOptions(useLocale().code, id));
}
