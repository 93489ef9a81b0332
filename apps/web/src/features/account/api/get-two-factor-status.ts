// GET /api/check-2fa: disabled, secret_shown (setup started, not confirmed) or enabled.
import * as accountCalls from '@reelvault/contract/calls/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function getTwoFactorStatus(signal?: AbortSignal) {
  return api.call(accountCalls.checkTwoFactor, signal ? { signal } : {});
}

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });
}

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
