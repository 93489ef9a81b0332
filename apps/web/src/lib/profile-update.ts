// POST /api/user/profile/update (name, birthday year-month-day, address, city): the onboarding wizard's
// save and the cashier's details step before a first payment. The answer carries the updated profile.
import type { BodyOf } from '@reelvault/contract/route';
import * as accountCalls from '@reelvault/contract/calls/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api';
import { profileQueryOptions } from './auth';

export function updateProfile(body: BodyOf<typeof accountCalls.updateProfilePost>) {
  return api.call(accountCalls.updateProfilePost, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => queryClient.setQueryData(profileQueryOptions().queryKey, reply.data),
  });
}
