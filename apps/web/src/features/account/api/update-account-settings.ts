// PUT /api/account/settings (phone or email): a phone changes at once; a new e-mail address once the link
// sent to it is opened. The answer carries the updated profile.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { profileQueryOptions } from '@/lib/auth';

export function updateAccountSettings(body: BodyOf<typeof accountCalls.accountSettings>) {
  return api.call(accountCalls.accountSettings, { body });
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (reply) => queryClient.setQueryData(profileQueryOptions().queryKey, reply.data),
  });
}
