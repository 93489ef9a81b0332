// Legal pages and SEO entries in the back office (decision 0719): the pages with each language's
// versions, a page's history in one language, saving a version and publishing one; the SEO entries of a
// language, set and removed; and the terms a player accepted, for the player's page. A change refetches
// what it touches.
import {
  adminDeleteSeoEntry,
  adminLegalPages,
  adminLegalPageVersions,
  adminPlayerTerms,
  adminPublishLegalPage,
  adminSaveLegalPage,
  adminSaveSeoEntry,
  adminSeoEntries,
  type AdminLegalPage,
  type AdminLegalPageDraft,
  type AdminLegalPageVersion,
  type AdminSeoEntry,
  type AdminSeoEntryInput,
} from '@reelvault/contract/calls/backoffice-content';
import type { SeoEntryName } from '@reelvault/contract/calls/seo-entries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export type { AdminLegalPage, AdminLegalPageVersion, AdminSeoEntry };

const contentKey = ['admin', 'content'] as const;

export function useLegalPages() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...contentKey, 'pages'],
    queryFn: ({ signal }) => api.call(adminLegalPages, { signal }),
  });
}

export function useLegalPageVersions(pageId: number, locale: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...contentKey, 'versions', pageId, locale],
    queryFn: ({ signal }) =>
      api.call(adminLegalPageVersions, { params: { id: pageId }, query: { locale }, signal }),
  });
}

export function useSaveLegalPage(pageId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: AdminLegalPageDraft) =>
      api.call(adminSaveLegalPage, { params: { id: pageId }, body: draft }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

export function usePublishLegalPage() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: AdminLegalPageVersion) =>
      api.call(adminPublishLegalPage, { params: { id: version.page_id, versionId: version.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

export function useSeoEntries(locale: string) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...contentKey, 'seo', locale],
    queryFn: ({ signal }) => api.call(adminSeoEntries, { query: { locale }, signal }),
  });
}

export function useSaveSeoEntry() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { name: SeoEntryName; locale: string } & AdminSeoEntryInput) =>
      api.call(adminSaveSeoEntry, {
        params: { name: entry.name, locale: entry.locale },
        body: { title: entry.title, description: entry.description },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

export function useDeleteSeoEntry() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: { name: SeoEntryName; locale: string }) =>
      api.call(adminDeleteSeoEntry, { params: entry }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKey }),
  });
}

export function usePlayerTerms(playerId: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...contentKey, 'player-terms', playerId],
    queryFn: ({ signal }) => api.call(adminPlayerTerms, { params: { id: playerId }, signal }),
  });
}
