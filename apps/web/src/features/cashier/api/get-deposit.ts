// GET /api/account/deposits/:id: the deposit a payment page returned with (the result popups show it).
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export async function getDeposit(id: string, signal?: AbortSignal) {
  const reply = await api.call(cashierCalls.getDeposit, { params: { id }, ...(signal ? { signal } : {}) });
  return reply.data;
}

export function depositQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'deposit', id],
    queryFn: ({ signal }) => getDeposit(id, signal),
  });
}

export const useDeposit = (id: string | undefined) =>
  useQuery({ ...depositQueryOptions(id ?? ''), enabled: id !== undefined });
