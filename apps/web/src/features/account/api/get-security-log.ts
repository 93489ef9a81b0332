// GET /api/account/logs: the player's security events (logins, failed logins, password and two-factor
// changes, sessions ended), newest first, 10 per page.
import type { QueryOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export type SecurityLogQuery = QueryOf<typeof accountCalls.accountLogs>;

export function getSecurityLog(query: SecurityLogQuery, signal?: AbortSignal) {
  return api.call(accountCalls.accountLogs, { query, ...(signal ? { signal } : {}) });
}

export function securityLogQueryOptions(query: SecurityLogQuery) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'security-log', query],
    queryFn: ({ signal }) => getSecurityLog(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSecurityLog(query: SecurityLogQuery) {
  return useQuery(securityLogQueryOptions(query));
}
