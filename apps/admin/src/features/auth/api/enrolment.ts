// The two-factor enrolment of a first sign-in (decision 0708): the secret for the ticket the login or the
// first run handed out (POST /api/admin/auth/enrol), then a code of the new authenticator that opens the
// session (POST /api/admin/auth/enrol/confirm). The ticket lives in the page's memory only.
import { adminEnrolConfirm, adminEnrolStart } from '@reelvault/contract/calls/backoffice-operators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export function useEnrolment(ticket: string, enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    // The same ticket answers the same secret: asking again (a second render, a retry) is harmless.
    queryKey: ['admin', 'enrolment', ticket],
    queryFn: async ({ signal }) =>
      (await api.call(adminEnrolStart, { body: { enrolment_ticket: ticket }, signal })).data,
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useConfirmEnrolment() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { readonly ticket: string; readonly code: string }) =>
      api.call(adminEnrolConfirm, { body: { enrolment_ticket: input.ticket, code: input.code } }),
    onSuccess: (reply) => {
      queryClient.clear();
      session.setToken(reply.access_token);
    },
  });
}
