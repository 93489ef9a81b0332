// The signed-in operator (GET /api/admin/me): who they are and their role, which decides the navigation.
import { adminMe } from '@reelvault/contract/calls/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useServices } from '../../../lib/services';

export const operatorQueryKey = ['admin', 'me'] as const;

export function operatorQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: operatorQueryKey,
    queryFn: async ({ signal }) => (await api.call(adminMe, { signal })).data,
    staleTime: 5 * 60_000,
  });
}

export function useOperator() {
  const { api } = useServices();
  return useQuery(operatorQueryOptions(api));
}
