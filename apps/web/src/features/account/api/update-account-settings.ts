// PUT /api/account/settings (phone or email): a phone changes at once; a new e-mail address once the link
// sent to it is opened. The answer carries the updated profile.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryOptions } from '../../../lib/auth';

export function updateAccountSettings(body: BodyOf<typeof routes.accountSettings>) {
  return api.call(routes.accountSettings, { body });
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (reply) => queryClient.setQueryData(profileQueryOptions().queryKey, reply.data),
  });
}
