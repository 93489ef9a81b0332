// GET /api/promotions: the active promotions in the interface language, optionally of one type, the
// figures of the offers behind them in the player's currency (a guest reads the server's default).
import type { PromotionType } from '@reelvault/contract/calls/content';
import * as contentCalls from '@reelvault/contract/calls/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';
import { useSession } from '@/lib/auth';

export function promotionsQueryOptions(language: string, type?: PromotionType, currency?: string) {
  return queryOptions({
    queryKey: ['content', 'promotions', language, type ?? 'all', currency ?? 'default'],
    queryFn: async ({ signal }) =>
      (
        await api.call(contentCalls.listPromotions, {
          signal,
          query: { ...(type ? { type } : {}), ...(currency ? { currency } : {}) },
        })
      ).data,
  });
}

export function usePromotions(type?: PromotionType) {
  const currency = useSession().user?.currency;
  return useQuery(promotionsQueryOptions(useLocale().code, type, currency));
}
