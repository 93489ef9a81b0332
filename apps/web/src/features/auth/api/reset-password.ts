// POST /api/auth/reset-password: sets a new password with the token of the e-mailed link; every session
// of the player ends.
import type { BodyOf } from '@reelvault/contract/route';
import * as authCalls from '@reelvault/contract/calls/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function resetPassword(body: BodyOf<typeof authCalls.resetPassword>) {
  return api.call(authCalls.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
