// The player search (GET /api/admin/players, server-paged, the previous page kept on screen while the
// next one loads) and the reads of a player's page: the head and each tab, all under one query key so that
// an action on the player refetches the whole page.
import {
  adminPlayer,
  adminPlayerDocuments,
  adminPlayerLimits,
  adminPlayerPayments,
  adminPlayerRound,
  adminPlayerRounds,
  adminPlayers,
  adminPlayerSessions,
  adminPlayerTransfers,
} from '@reelvault/contract/calls/backoffice-players';
import { adminPlayerActions, adminPlayerNotes } from '@reelvault/contract/calls/backoffice-player-actions';
import type { QueryOf, ReplyOf, RouteDefinition } from '@reelvault/contract/route';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

const flag = z.enum(['true', 'false']).optional();

/** The search's params as the URL holds them (the server checks them again with its own schema). */
export const playerSearchParams = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['1', '2', '6', '7']).optional(),
  player_status: z.enum(['0', '1', '2']).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z0-9]{2,10}$/)
    .optional(),
  registered_from: z.iso.date().optional(),
  registered_to: z.iso.date().optional(),
  last_login_from: z.iso.date().optional(),
  last_login_to: z.iso.date().optional(),
  verified: flag,
  self_excluded: flag,
  page: z.coerce.number().int().min(1).default(1),
});
export type PlayerSearchParams = z.output<typeof playerSearchParams>;

export const playersPerPage = 25;
/** Every read of one player's page starts with this key: invalidating it refetches the page. */
export const playerKey = (id: number) => ['admin', 'player', id] as const;

export type AdminPlayerRow = ReplyOf<typeof adminPlayers>['data'][number];

export function usePlayerSearch(
  params: PlayerSearchParams,
  /** A picker asks only once something is typed, and for a short list. */
  options: { readonly enabled?: boolean; readonly perPage?: number } = {},
) {
  const { api } = useServices();
  const perPage = options.perPage ?? playersPerPage;
  return useQuery({
    queryKey: ['admin', 'players', params, perPage],
    queryFn: ({ signal }) => api.call(adminPlayers, { query: { ...params, per_page: perPage }, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export type AdminPlayerDetail = ReplyOf<typeof adminPlayer>['data'];

export function usePlayer(id: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...playerKey(id), 'detail'],
    queryFn: ({ signal }) => api.call(adminPlayer, { params: { id }, signal }),
    // A malformed address (/players/abc) shows "not found" without asking the server.
    enabled: id > 0,
  });
}

/** The tabs that page: each one's route, read with the page the tab's URL says. */
const pagedTabs = {
  transfers: adminPlayerTransfers,
  rounds: adminPlayerRounds,
  payments: adminPlayerPayments,
  documents: adminPlayerDocuments,
  limits: adminPlayerLimits,
  sessions: adminPlayerSessions,
  notes: adminPlayerNotes,
  actions: adminPlayerActions,
} as const;
export type PagedTab = keyof typeof pagedTabs;
export type TabReply<T extends PagedTab> = ReplyOf<(typeof pagedTabs)[T]>;

export function usePlayerTab<T extends PagedTab>(id: number, tab: T, page: number) {
  const { api } = useServices();
  // Every tab's query takes `page`; TypeScript cannot see that through the union of routes.
  const route: RouteDefinition = pagedTabs[tab];
  const query = { page } as QueryOf<RouteDefinition>;
  return useQuery({
    queryKey: [...playerKey(id), tab, page],
    queryFn: ({ signal }) => api.call(route, { params: { id }, query, signal }) as Promise<TabReply<T>>,
    placeholderData: keepPreviousData,
  });
}

export type AdminRoundDetail = ReplyOf<typeof adminPlayerRound>['data'];

export function usePlayerRound(id: number, roundId: string | undefined) {
  const { api } = useServices();
  return useQuery({
    queryKey: [...playerKey(id), 'round', roundId],
    queryFn: ({ signal }) => api.call(adminPlayerRound, { params: { id, roundId: roundId ?? '' }, signal }),
    enabled: roundId !== undefined,
  });
}
