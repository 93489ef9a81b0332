// POST /api/account/verification: the verification form's personal details.
import type { BodyOf } from '@reelvault/contract/route';
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function submitVerificationDetails(body: BodyOf<typeof complianceCalls.verificationDetails>) {
  return api.call(complianceCalls.verificationDetails, { body });
}

export function useSubmitVerificationDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerificationDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
