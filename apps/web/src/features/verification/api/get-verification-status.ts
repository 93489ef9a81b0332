// GET /api/account/verification-status: the player's documents, the types asked for, and where the
// verification stands.
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function getVerificationStatus(signal?: AbortSignal) {
  return api.call(complianceCalls.verificationStatus, signal ? { signal } : {});
}

export function verificationStatusQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'verification-status'],
    queryFn: ({ signal }) => getVerificationStatus(signal),
  });
}

export function useVerificationStatus() {
  return useQuery(verificationStatusQueryOptions());
}
