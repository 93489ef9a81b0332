// POST /api/auth/forgot-password: e-mails a reset link when the account exists (same answer either way).
import type { BodyOf } from '@reelvault/contract/route';
import * as authCalls from '@reelvault/contract/calls/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function requestPasswordReset(body: BodyOf<typeof authCalls.forgotPassword>) {
  return api.call(authCalls.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
