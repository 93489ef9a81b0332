// DELETE /api/kyc/documents/{type}: takes back a pending or rejected document so a new one can be sent.
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { playerQueryKey } from '../../../lib/auth';

export function withdrawDocument(type: number) {
  return api.call(complianceCalls.deleteKycDocument, { params: { type } });
}

export function useWithdrawDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
