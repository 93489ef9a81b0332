// The first run (decision 0708): whether the first administrator can be created from here
// (GET /api/admin/setup) and creating them (POST /api/admin/setup), which answers the enrolment step.
import { adminSetup, adminSetupStatus } from '@reelvault/contract/calls/backoffice-operators';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export const setupStatusKey = ['admin', 'setup'] as const;

export function useSetupStatus() {
  const { api } = useServices();
  return useQuery({
    queryKey: setupStatusKey,
    queryFn: ({ signal }) => api.call(adminSetupStatus, { signal }),
    retry: false,
    staleTime: 0,
  });
}

export function useSetup() {
  const { api } = useServices();
  return useMutation({
    mutationFn: (input: { readonly email: string; readonly password: string }) =>
      api.call(adminSetup, { body: input }),
  });
}
