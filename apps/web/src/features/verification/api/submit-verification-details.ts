// POST /api/account/verification: the verification form's personal details.
import type { BodyOf } from '@reelvault/contract/route';
import { routes } from '@reelvault/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { playerQueryKey } from '../../../lib/auth';

export function submitVerificationDetails(body: BodyOf<typeof routes.verificationDetails>) {
  return api.call(routes.verificationDetails, { body });
}

export function useSubmitVerificationDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerificationDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
