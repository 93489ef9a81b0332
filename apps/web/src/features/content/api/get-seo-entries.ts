// GET /api/seo-entries: the SEO titles and descriptions the operator set in the interface language
// (decision 0719). Read again whenever the page comes back into view, and never cached by the server, so
// that an operator's change shows at once.
import * as seoCalls from '@reelvault/contract/calls/seo-entries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export function seoEntriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['content', 'seo-entries', language],
    queryFn: async ({ signal }) => (await api.call(seoCalls.seoEntries, { signal })).data,
    staleTime: 0,
  });
}

/** The operator's entries by route name; empty while loading or when the call fails. */
export function useSeoEntries(): ReadonlyMap<string, seoCalls.SeoEntry> {
  const entries = useQuery(seoEntriesQueryOptions(useLocale().code)).data;
  return useMemo(() => new Map((entries ?? []).map((entry) => [entry.name, entry])), [entries]);
}
