// GET /api/hero-slides: the home page's slides shown now, as the operator set them in the back office
// (decision 0313), in the interface language.
import * as heroCalls from '@reelvault/contract/calls/hero-slides';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export function heroSlidesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['content', 'hero-slides', language],
    queryFn: async ({ signal }) => (await api.call(heroCalls.listHeroSlides, { signal })).data,
  });
}

export function useHeroSlides() {
  return useQuery(heroSlidesQueryOptions(useLocale().code));
}
