// POST /api/disable-2fa (password and a current code); other sessions end.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { playerQueryKey } from '../../../lib/auth';

export function disableTwoFactor(body: BodyOf<typeof routes.disableTwoFactor>) {
  return api.call(routes.disableTwoFactor, { body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
