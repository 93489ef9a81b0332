// POST /api/user/profile/update (name, birthday year-month-day, address, city): the onboarding wizard's
// save. The answer carries the updated profile.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileQueryOptions } from '../../../lib/auth';

export function updateProfile(body: BodyOf<typeof routes.updateProfilePost>) {
  return api.call(routes.updateProfilePost, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (reply) => queryClient.setQueryData(profileQueryOptions().queryKey, reply.data),
  });
}
