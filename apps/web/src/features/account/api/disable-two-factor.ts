// POST /api/disable-2fa (password and a current code); other sessions end.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function disableTwoFactor(body: BodyOf<typeof accountCalls.disableTwoFactor>) {
  return api.call(accountCalls.disableTwoFactor, { body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
