// The support desk's calls (decision 0716): the ticket queue (filters and page in the URL), a ticket's
// page, its actions (assign, reply, close, reopen) and the blocked senders; every change refetches the
// desk's lists and the ticket it touched.
import {
  adminAssignSupportTicket,
  adminBlockSender,
  adminBlockedSenders,
  adminCloseSupportTicket,
  adminReopenSupportTicket,
  adminReplySupportTicket,
  adminSupportAgents,
  adminSupportTicketDetails,
  adminSupportTickets,
  adminUnblockSender,
  supportTicketStatuses,
  type AdminBlockedSender,
  type AdminSupportTicket,
  type AdminSupportTicketDetail,
} from '@reelvault/contract/calls/backoffice-support';
import { supportTopicKeys } from '@reelvault/contract/constants/support-topics';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type { AdminBlockedSender, AdminSupportTicket, AdminSupportTicketDetail };

const deskKey = ['admin', 'support'] as const;
export const ticketsPerPage = 25;

/** The queue's filters, all in the URL: status, mine, topic, search, page. */
export const ticketListParams = z.object({
  status: z.enum(supportTicketStatuses).optional(),
  mine: z.enum(['true']).optional(),
  topic: z
    .string()
    .refine((value) => (supportTopicKeys as readonly string[]).includes(value))
    .optional(),
  q: z.string().trim().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type TicketListParams = z.output<typeof ticketListParams>;

export function useSupportTickets(params: TicketListParams) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...deskKey, 'tickets', params],
      queryFn: ({ signal }) =>
        api.call(adminSupportTickets, {
          query: {
            status: params.status,
            mine: params.mine,
            topic: params.topic,
            q: params.q,
            page: params.page,
            per_page: ticketsPerPage,
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useSupportTicket(id: number) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...deskKey, 'ticket', id],
      queryFn: ({ signal }) => api.call(adminSupportTicketDetails, { params: { id }, signal }),
    }),
  );
}

export function useSupportAgents() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...deskKey, 'agents'],
      queryFn: ({ signal }) => api.call(adminSupportAgents, { signal }),
    }),
  );
}

export type TicketAction =
  | { readonly kind: 'assign'; readonly adminId: number }
  | { readonly kind: 'reply'; readonly body: string }
  | { readonly kind: 'close' }
  | { readonly kind: 'reopen' };

export function useTicketAction(id: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TicketAction) => {
      const params = { id };
      switch (action.kind) {
        case 'assign':
          return api.call(adminAssignSupportTicket, { params, body: { admin_id: action.adminId } });
        case 'reply':
          return api.call(adminReplySupportTicket, { params, body: { body: action.body } });
        case 'close':
          return api.call(adminCloseSupportTicket, { params });
        case 'reopen':
          return api.call(adminReopenSupportTicket, { params });
      }
    },
    onSuccess: (reply) => {
      queryClient.setQueryData([...deskKey, 'ticket', id], { data: reply.data });
      return queryClient.invalidateQueries({ queryKey: [...deskKey, 'tickets'] });
    },
  });
}

export const blockedSendersParams = z.object({ page: z.coerce.number().int().min(1).default(1) });

export function useBlockedSenders(page: number) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...deskKey, 'blocked', page],
      queryFn: ({ signal }) =>
        api.call(adminBlockedSenders, { query: { page, per_page: ticketsPerPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export type BlockInput =
  | { readonly player_id: number; readonly reason: string }
  | { readonly email: string; readonly reason: string };

export function useBlockSender() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockInput) => api.call(adminBlockSender, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...deskKey, 'blocked'] }),
  });
}

export function useUnblockSender() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(adminUnblockSender, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...deskKey, 'blocked'] }),
  });
}
