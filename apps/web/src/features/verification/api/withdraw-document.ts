// DELETE /api/kyc/documents/{type}: takes back a pending or rejected document so a new one can be sent.
import * as complianceCalls from '@reelvault/contract/calls/compliance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { playerQueryKey } from '@/lib/auth';

/**
 * Resolves once no document of `type` is left on file. A 404 says there was none any more (withdrawn from
 * another tab, say): the spec counts it as not submitted, so the replacement goes on.
 */
export async function withdrawDocument(type: number): Promise<void> {
  try {
    await api.call(complianceCalls.deleteKycDocument, { params: { type } });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}

export function useWithdrawDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerQueryKey }),
  });
}
