// Crypto payments by status (GET /api/admin/crypto-deposits; below the minimum by default) and their
// resolution: credit at the recorded rate, or dismiss, each with a note.
import {
  adminCryptoDeposits,
  adminResolveCryptoDeposit,
  cryptoDepositStatuses,
} from '@reelvault/contract/calls/crypto';
import type { ReplyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type AdminCryptoDeposit = ReplyOf<typeof adminCryptoDeposits>['data'][number];
export type CryptoDepositStatus = AdminCryptoDeposit['status'];

export const depositParams = z.object({
  status: z.enum(cryptoDepositStatuses).default('below_minimum'),
  page: z.coerce.number().int().min(1).default(1),
});

const depositsKey = ['admin', 'crypto-deposits'] as const;
const perPage = 25;

export function useCryptoDeposits(params: { status: CryptoDepositStatus; page: number }) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...depositsKey, params],
      queryFn: ({ signal }) =>
        api.call(adminCryptoDeposits, { query: { ...params, per_page: perPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export interface DepositResolution {
  readonly id: string;
  readonly action: 'credit' | 'dismiss';
  readonly note: string;
}

export function useResolveDeposit() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resolution: DepositResolution) =>
      api.call(adminResolveCryptoDeposit, {
        params: { id: resolution.id },
        body: { action: resolution.action, note: resolution.note },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: depositsKey }),
  });
}
