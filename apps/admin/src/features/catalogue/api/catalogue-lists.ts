// Categories, home lists and feed import in the back office (decision 0807): the calls and their hooks.
// Every change reads the catalogue's lists here again; an import's status is polled while its job runs.
import {
  adminApplyCatalogueImport,
  adminCatalogueImportStatus,
  adminCreateCategory,
  adminHomeLists,
  adminOrderCategories,
  adminPreviewCatalogueImport,
  adminSetHomeList,
  adminUpdateCategory,
  type AdminCatalogueImport,
} from '@reelvault/contract/calls/backoffice-catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

const catalogueKey = ['admin', 'catalogue'] as const;

/** How often the screen asks how far a running import has come. */
export const importPollMs = 500;

export function useHomeLists() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...catalogueKey, 'home-lists'],
    queryFn: ({ signal }) => api.call(adminHomeLists, { signal }),
  });
}

export type CategoryChange =
  | {
      readonly kind: 'create';
      readonly type: 4 | 5;
      readonly slug?: string | undefined;
      readonly names: Record<string, string>;
    }
  | { readonly kind: 'rename'; readonly id: number; readonly names: Record<string, string> }
  | { readonly kind: 'hide'; readonly id: number; readonly hidden: boolean }
  | { readonly kind: 'order'; readonly type: 4 | 5; readonly ids: readonly number[] }
  | { readonly kind: 'homeList'; readonly id: number; readonly gameIds: readonly number[] };

export function useCatalogueListChange() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CategoryChange): Promise<{ readonly message: string }> => {
      switch (change.kind) {
        case 'create':
          return api.call(adminCreateCategory, {
            body: { type: change.type, names: change.names, ...(change.slug ? { slug: change.slug } : {}) },
          });
        case 'rename':
          return api.call(adminUpdateCategory, { params: { id: change.id }, body: { names: change.names } });
        case 'hide':
          return api.call(adminUpdateCategory, {
            params: { id: change.id },
            body: { hidden: change.hidden },
          });
        case 'order':
          return api.call(adminOrderCategories, {
            body: { type: change.type, category_ids: [...change.ids] },
          });
        case 'homeList':
          return api.call(adminSetHomeList, {
            params: { id: change.id },
            body: { game_ids: [...change.gameIds] },
          });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  });
}

/** Uploads a feed file's text: the server answers the preview, or 422 with each problem and its line. */
export function usePreviewImport() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (file: { name: string; text: string }) =>
      api.call(adminPreviewCatalogueImport, { body: { file_name: file.name, document: file.text } }),
  });
}

export function useApplyImport() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(adminApplyCatalogueImport, { params: { id } }),
    onSuccess: (reply) =>
      queryClient.setQueryData([...catalogueKey, 'import', reply.data.id], { data: reply.data }),
  });
}

/** An import as the server holds it, asked again while its job runs; the catalogue's lists after. */
export function useImportStatus(id: string | undefined) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...catalogueKey, 'import', id],
    queryFn: async ({ signal }) => {
      const reply = await api.call(adminCatalogueImportStatus, { params: { id: id ?? '' }, signal });
      if (reply.data.status === 'applied') {
        void queryClient.invalidateQueries({
          queryKey: catalogueKey,
          predicate: (query) => query.queryKey[2] !== 'import',
        });
      }
      return reply;
    },
    enabled: id !== undefined,
    refetchInterval: (query) =>
      (query.state.data?.data as AdminCatalogueImport | undefined)?.status === 'applying'
        ? importPollMs
        : false,
  });
}
