// POST /api/auth/reset-password: sets a new password with the token of the e-mailed link; every session
// of the player ends.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function resetPassword(body: BodyOf<typeof routes.resetPassword>) {
  return api.call(routes.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
