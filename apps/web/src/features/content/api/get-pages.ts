// GET /api/pages and GET /api/pages/id/{id}: the published legal pages in the interface language.
import * as contentCalls from '@reelvault/contract/calls/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '@/i18n/use-locale';
import { api } from '@/lib/api';

export function pagesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['content', 'pages', language],
    queryFn: async ({ signal }) => (await api.call(contentCalls.listPages, { signal })).data,
  });
}

export function usePages() {
  return useQuery(pagesQueryOptions(useLocale().code));
}

export function pageQueryOptions(language: string, id: number) {
  return queryOptions({
    queryKey: ['content', 'page', language, id],
    queryFn: async ({ signal }) => (await api.call(contentCalls.getPage, { signal, params: { id } })).data,
    retry: false,
  });
}

export function usePage(id: number | undefined) {
  const language = useLocale().code;
  return useQuery({ ...pageQueryOptions(language, id ?? 0), enabled: id !== undefined });
}
