// GET /api/account/limits: every limit with what is used and left, and the changes waiting to apply.
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function getLimits(signal?: AbortSignal) {
  return api.call(complianceCalls.playerLimits, signal ? { signal } : {});
}

export function limitsQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'limits'],
    queryFn: ({ signal }) => getLimits(signal),
  });
}

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
