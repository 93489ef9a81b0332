// POST /api/auth/forgot-password: e-mails a reset link when the account exists (same answer either way).
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function requestPasswordReset(body: BodyOf<typeof routes.forgotPassword>) {
  return api.call(routes.forgotPassword, { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
