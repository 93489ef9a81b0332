// The game catalogue in the back office (decision 0718): studios and their country rules, games found by
// name, studio, category and switch, the categories a game may take; and the operator's changes, after
// which every catalogue list here is read again.
import {
  adminCatalogueCategories,
  adminCatalogueGames,
  adminCatalogueStudios,
  adminDisableGame,
  adminDisableStudio,
  adminEnableGame,
  adminEnableStudio,
  adminSetGameBadges,
  adminSetGameCategories,
  adminSetStudioCountries,
} from '@reelvault/contract/calls/backoffice-catalogue';
import type { GameBadge } from '@reelvault/contract/calls/catalogue';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

const catalogueKey = ['admin', 'catalogue'] as const;

/** The games list's filters and page, as the URL holds them. */
export const gamesParams = z.object({
  search: z.string().default(''),
  studio: z.coerce.number().int().min(1).optional(),
  category: z.coerce.number().int().min(1).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type GamesParams = z.output<typeof gamesParams>;
export const gamesPerPage = 50;

/** `enabled` false: no call (a search box not yet long enough). */
export function useCatalogueGames(params: GamesParams, enabled = true) {
  const { api } = useServices();
  return useQuery({
    enabled,
    queryKey: [...catalogueKey, 'games', params],
    queryFn: ({ signal }) =>
      api.call(adminCatalogueGames, {
        query: {
          search: params.search || undefined,
          studio: params.studio,
          category: params.category,
          enabled: params.enabled,
          page: params.page,
          per_page: gamesPerPage,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useStudios() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...catalogueKey, 'studios'],
    queryFn: ({ signal }) => api.call(adminCatalogueStudios, { signal }),
  });
}

export function useCatalogueCategories() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...catalogueKey, 'categories'],
    queryFn: ({ signal }) => api.call(adminCatalogueCategories, { signal }),
    staleTime: Infinity,
  });
}

export type CatalogueChange =
  | { readonly kind: 'game'; readonly id: number; readonly enabled: boolean }
  | { readonly kind: 'studio'; readonly id: number; readonly enabled: boolean }
  | { readonly kind: 'gameCategories'; readonly id: number; readonly categoryIds: readonly number[] }
  | { readonly kind: 'gameBadges'; readonly id: number; readonly badges: readonly GameBadge[] }
  | { readonly kind: 'studioCountries'; readonly id: number; readonly countries: Record<string, boolean> };

export function useCatalogueChange() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    // Each call answers its row with the server's message; the screens read the message.
    mutationFn: (change: CatalogueChange): Promise<{ readonly message: string }> => {
      const params = { id: change.id };
      switch (change.kind) {
        case 'game':
          return api.call(change.enabled ? adminEnableGame : adminDisableGame, { params });
        case 'studio':
          return api.call(change.enabled ? adminEnableStudio : adminDisableStudio, { params });
        case 'gameCategories':
          return api.call(adminSetGameCategories, {
            params,
            body: { category_ids: [...change.categoryIds] },
          });
        case 'gameBadges':
          return api.call(adminSetGameBadges, { params, body: { badges: [...change.badges] } });
        case 'studioCountries':
          return api.call(adminSetStudioCountries, { params, body: { countries: change.countries } });
      }
    },
    // A studio's switch changes whether its games are listed: both lists are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  });
}
