// POST /api/support/tickets: sends the support form.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type SupportTicket = BodyOf<typeof routes.sendSupportTicket>;

export function useSendSupportTicket() {
  return useMutation({
    mutationFn: (ticket: SupportTicket) => api.call(routes.sendSupportTicket, { body: ticket }),
  });
}
