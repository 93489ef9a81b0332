// POST /api/support/tickets: sends the support form.
import type { BodyOf } from '@reelvault/contract/route';
import * as supportCalls from '@reelvault/contract/calls/support';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type SupportTicket = BodyOf<typeof supportCalls.sendSupportTicket>;

export function useSendSupportTicket() {
  return useMutation({
    mutationFn: (ticket: SupportTicket) => api.call(supportCalls.sendSupportTicket, { body: ticket }),
  });
}
