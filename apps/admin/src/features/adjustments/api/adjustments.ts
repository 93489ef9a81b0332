// Manual balance adjustments (decision 0707): the list of one status (GET /api/admin/adjustments, oldest
// first), the request (POST, applied at once or pending a second operator) and the second operator's
// decision (approve, or refuse with a reason). Each request carries its own UUID, so a submit sent twice
// is one adjustment on the server.
import {
  adjustmentStatuses,
  adminAdjustments,
  adminApproveAdjustment,
  adminCreateAdjustment,
  adminRefuseAdjustment,
} from '@reelvault/contract/calls/backoffice-adjustments';
import type { BodyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export const adjustmentListParams = z.object({
  status: z.enum(adjustmentStatuses).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
});
export type AdjustmentListParams = z.output<typeof adjustmentListParams>;

export const adjustmentsPerPage = 25;
const adjustmentsKey = ['admin', 'adjustments'] as const;

export function useAdjustments(params: AdjustmentListParams) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...adjustmentsKey, params],
      queryFn: ({ signal }) =>
        api.call(adminAdjustments, { query: { ...params, per_page: adjustmentsPerPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export type AdjustmentRequest = BodyOf<typeof adminCreateAdjustment> & { readonly id: string };

export function useRequestAdjustment() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentRequest) => api.call(adminCreateAdjustment, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
}

export type AdjustmentDecision =
  | { readonly kind: 'approve'; readonly id: string }
  | { readonly kind: 'refuse'; readonly id: string; readonly reason: string };

export function useDecideAdjustment() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: AdjustmentDecision) =>
      decision.kind === 'approve'
        ? api.call(adminApproveAdjustment, { params: { id: decision.id } })
        : api.call(adminRefuseAdjustment, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adjustmentsKey }),
  });
}
