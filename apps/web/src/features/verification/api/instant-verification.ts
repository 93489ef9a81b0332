// GET and POST /api/kyc/instant-verification: whether the operator offers instant verification and where
// the player's session stands; starting one answers the provider's hosted page to send the player to.
import * as instantCalls from '@reelvault/contract/calls/instant-verification';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function getInstantVerification(signal?: AbortSignal) {
  return api.call(instantCalls.instantVerification, signal ? { signal } : {});
}

export function instantVerificationQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'instant-verification'],
    queryFn: ({ signal }) => getInstantVerification(signal),
  });
}

export function useInstantVerification() {
  return useQuery(instantVerificationQueryOptions());
}

export function startInstantVerification() {
  return api.call(instantCalls.startInstantVerification, {});
}

/** Starts (or resumes) the session and leaves for the provider's hosted page. */
export function useStartInstantVerification() {
  return useMutation({
    mutationFn: startInstantVerification,
    onSuccess: (reply) => globalThis.location.assign(reply.data.url),
  });
}
