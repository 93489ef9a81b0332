// The one withdrawal queue (GET /api/admin/withdrawal-queue, oldest first: bank and crypto together, each
// with its player's context) and its decisions, each sent to its method's own call (decision 0713):
// /api/admin/withdrawals/:id/... for a bank withdrawal, /api/admin/crypto-withdrawals/:id/... for crypto.
import {
  adminApproveWithdrawal,
  adminConfirmPayout,
  adminRejectWithdrawal,
} from '@reelvault/contract/calls/backoffice';
import {
  adminWithdrawalQueue,
  withdrawalQueueMethods,
  withdrawalQueueStates,
  type WithdrawalQueueMethod,
  type WithdrawalQueueRow,
  type WithdrawalQueueState,
} from '@reelvault/contract/calls/backoffice-queues';
import {
  adminApproveCryptoWithdrawal,
  adminConfirmCryptoPayout,
  adminRejectCryptoWithdrawal,
} from '@reelvault/contract/calls/crypto';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type QueuedWithdrawal = WithdrawalQueueRow;

export const queueParams = z.object({
  status: z.enum(withdrawalQueueStates).default('requested'),
  method: z.enum(withdrawalQueueMethods).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const queuePerPage = 25;
const queueKey = ['admin', 'withdrawal-queue'] as const;

export function useWithdrawalQueue(params: {
  status: WithdrawalQueueState;
  method?: WithdrawalQueueMethod | undefined;
  page: number;
}) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...queueKey, params],
      queryFn: ({ signal }) =>
        api.call(adminWithdrawalQueue, {
          query: {
            status: params.status,
            page: params.page,
            per_page: queuePerPage,
            ...(params.method ? { method: params.method } : {}),
          },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A decision on a queued withdrawal: `text` is the note, the reason, or the bank reference / hash. */
export interface QueueDecision {
  readonly kind: 'approve' | 'reject' | 'confirm';
  readonly row: Pick<QueuedWithdrawal, 'id' | 'method'>;
  readonly text: string;
}

export function useQueueDecision() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, row, text }: QueueDecision): Promise<{ message: string }> => {
      const params = { id: row.id };
      if (row.method === 'crypto') {
        if (kind === 'approve')
          return api.call(adminApproveCryptoWithdrawal, { params, body: text ? { note: text } : {} });
        if (kind === 'reject')
          return api.call(adminRejectCryptoWithdrawal, { params, body: { reason: text } });
        return api.call(adminConfirmCryptoPayout, { params, body: { tx_hash: text } });
      }
      if (kind === 'approve')
        return api.call(adminApproveWithdrawal, { params, body: text ? { note: text } : {} });
      if (kind === 'reject') return api.call(adminRejectWithdrawal, { params, body: { reason: text } });
      return api.call(adminConfirmPayout, { params, body: { reference: text } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}
