// GET /api/promotion-detail/{id}: one active promotion in the interface language, the figures of the
// offer behind it in the player's currency (a guest reads the server's default).
import * as contentCalls from '@reelvault/contract/calls/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';

export function promotionQueryOptions(language: string, id: number, currency?: string) {
  return queryOptions({
    queryKey: ['content', 'promotion', language, id, currency ?? 'default'],
    queryFn: async ({ signal }) =>
      (
        await api.call(contentCalls.promotionDetail, {
          signal,
          params: { id },
          query: currency ? { currency } : {},
        })
      ).data.promotion,
    retry: false,
  });
}

export function usePromotion(id: number) {
  const currency = useSession().user?.currency;
  return useQuery(promotionQueryOptions(useLocale().code, id, currency));
}
