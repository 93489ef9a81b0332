// The crypto payout reconciliation's findings (GET /api/admin/crypto/reconciliation-findings, open by
// default) and their acknowledgement with a note (decision 0713).
import {
  adminAcknowledgeFinding,
  adminReconciliationFindings,
  reconciliationFindingStates,
  type ReconciliationFinding,
} from '@reelvault/contract/calls/backoffice-queues';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type { ReconciliationFinding };

/** The findings' state lives in the URL beside the deposits' own filters, under its own key. */
export const findingParams = z.object({
  finding_state: z.enum(reconciliationFindingStates).default('open'),
});

const findingsKey = ['admin', 'reconciliation-findings'] as const;

export function useFindings(state: ReconciliationFinding['state']) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...findingsKey, state],
      queryFn: ({ signal }) =>
        api.call(adminReconciliationFindings, { query: { state, page: 1, per_page: 100 }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAcknowledgeFinding() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { readonly id: number; readonly note: string }) =>
      api.call(adminAcknowledgeFinding, { params: { id }, body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: findingsKey }),
  });
}
