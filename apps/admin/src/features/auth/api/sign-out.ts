// Signing out (POST /api/admin/auth/logout): the server ends the session; the tab forgets the token and
// everything it loaded, even when the call fails (the session may have ended already).
import { adminLogout } from '@reelvault/contract/calls/backoffice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export function useSignOut() {
  const { api, session } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(adminLogout),
    onSettled: () => {
      session.clear();
      queryClient.clear();
    },
  });
}
