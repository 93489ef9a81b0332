// POST /api/account/confirm-email (token): confirms a new e-mail address with the token of the link sent
// to it; the profile of a logged-in player then shows the new address.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function confirmEmail(body: BodyOf<typeof accountCalls.confirmNewEmail>) {
  return api.call(accountCalls.confirmNewEmail, { body });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
