// POST /api/user/password (current_password, new_password, confirm_new_password): the security page's
// password form. The player's other sessions end.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function updatePassword(body: BodyOf<typeof accountCalls.userPassword>) {
  return api.call(accountCalls.userPassword, { body });
}

export function useUpdatePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePassword,
    // The security log has a new entry.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
