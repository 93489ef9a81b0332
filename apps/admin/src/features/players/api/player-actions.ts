// The operator's actions on a player (decision 0712), each with a reason, and the notes on the timeline.
// Each success refetches the whole player page (head and tabs), so what the operator sees after the
// server's message is what the server now holds.
import {
  adminAddPlayerNote,
  adminClosePlayerAccount,
  adminEndPlayerExclusion,
  adminEndPlayerSessions,
  adminResetPlayerTwoFactor,
  adminSetPlayerLimit,
  adminSetPlayerStatus,
} from '@reelvault/contract/calls/backoffice-player-actions';
import type { AdminPermission } from '@reelvault/contract/calls/backoffice';
import type { LimitKind, LimitPeriod } from '@reelvault/contract/constants/limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';
import { playerKey } from './players';

export type PlayerAction =
  | {
      readonly kind: 'status';
      readonly status?: 1 | 2 | 6 | 7 | undefined;
      readonly player_status?: 0 | 1 | 2 | undefined;
      readonly reason: string;
    }
  | { readonly kind: 'endSessions'; readonly reason: string }
  | { readonly kind: 'resetTwoFactor'; readonly reason: string }
  | {
      readonly kind: 'limit';
      readonly limit: LimitKind;
      readonly period: LimitPeriod;
      /** null removes the limit. */
      readonly amount: string | null;
      readonly reason: string;
    }
  | { readonly kind: 'endExclusion'; readonly reason: string }
  | { readonly kind: 'close'; readonly reason: string };

export type PlayerActionKind = PlayerAction['kind'];

/** What each action asks of the operator's role (the server checks it again). */
export const actionPermissions: Record<PlayerActionKind, AdminPermission> = {
  status: 'players.status',
  endSessions: 'players.security',
  resetTwoFactor: 'players.security',
  limit: 'players.limits',
  endExclusion: 'players.limits',
  close: 'players.status',
};

export function usePlayerAction(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const params = { id };
  return useMutation({
    mutationFn: async (action: PlayerAction): Promise<{ readonly message: string }> => {
      const reason = action.reason;
      switch (action.kind) {
        case 'status': {
          const body = {
            reason,
            ...(action.status === undefined ? {} : { status: action.status }),
            ...(action.player_status === undefined ? {} : { player_status: action.player_status }),
          };
          return api.call(adminSetPlayerStatus, { params, body });
        }
        case 'endSessions':
          return api.call(adminEndPlayerSessions, { params, body: { reason } });
        case 'resetTwoFactor':
          return api.call(adminResetPlayerTwoFactor, { params, body: { reason } });
        case 'limit':
          return api.call(adminSetPlayerLimit, {
            params,
            body: { kind: action.limit, period: action.period, amount: action.amount, reason },
          });
        case 'endExclusion':
          return api.call(adminEndPlayerExclusion, { params, body: { reason } });
        case 'close':
          return api.call(adminClosePlayerAccount, { params, body: { reason } });
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKey(id) }),
  });
}

export function useAddPlayerNote(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.call(adminAddPlayerNote, { params: { id }, body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerKey(id) }),
  });
}
