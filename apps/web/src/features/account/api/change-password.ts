// PUT /api/change-password (current_password, password, password_confirmation): the settings page's
// password form. The player's other sessions end.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function changePassword(body: BodyOf<typeof accountCalls.changePassword>) {
  return api.call(accountCalls.changePassword, { body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The security log has a new entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
