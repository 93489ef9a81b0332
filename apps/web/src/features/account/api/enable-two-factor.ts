// POST /api/enable-2fa (password): a new secret with its QR code, made on the server as a data: URL.
// Two-factor counts only once a first code confirms it.
import type { BodyOf, ReplyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { twoFactorStatusQueryOptions } from './get-two-factor-status';

export type TwoFactorSetup = ReplyOf<typeof accountCalls.enableTwoFactor>;

export function enableTwoFactor(body: BodyOf<typeof accountCalls.enableTwoFactor>) {
  return api.call(accountCalls.enableTwoFactor, { body });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusQueryOptions().queryKey }),
  });
}
