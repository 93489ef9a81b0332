// Signing in (POST /api/admin/auth/login): e-mail and password first; the server answers 400
// AUTH_2FA_REQUIRED until the authenticator's code comes along. An operator with no authenticator yet is
// answered the ticket of the enrolment step instead of a session. The token is kept for the tab's life.
import { adminLogin } from '@reelvault/contract/calls/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** Absent until the server asked for it. */
  readonly code?: string | undefined;
}

export function useSignIn() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) =>
      api.call(adminLogin, {
        body: { email: input.email, password: input.password, ...(input.code ? { code: input.code } : {}) },
      }),
    onSuccess: (reply) => {
      if (reply.enrolment_required) return;
      // Whatever a previous operator loaded in this tab is gone; the gate loads this operator afresh.
      queryClient.clear();
      session.setToken(reply.access_token);
    },
  });
}
