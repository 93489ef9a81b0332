// POST /api/confirm-2fa (code): the first code from the app turns two-factor on; other sessions end.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function confirmTwoFactor(body: BodyOf<typeof accountCalls.confirmTwoFactor>) {
  return api.call(accountCalls.confirmTwoFactor, { body });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    // The status, the profile's flag and the security log all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
