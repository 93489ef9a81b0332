// GET /api/account/reality-check: the interval of the play page's reality check and the current play
// session's figures (minutes, wagered, won, net).
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function realityCheckQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'reality-check'],
    queryFn: ({ signal }) => api.call(complianceCalls.realityCheck, { signal }),
  });
}

export function useRealityCheck(enabled: boolean) {
  return useQuery({ ...realityCheckQueryOptions(), enabled });
}
