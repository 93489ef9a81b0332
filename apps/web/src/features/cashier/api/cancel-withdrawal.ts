// POST /api/account/withdrawals/:id/cancel: takes back a pending request; the amount is spendable again.
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { playerQueryKey } from '@/lib/auth';

export function cancelWithdrawal(id: string) {
  return api.call(cashierCalls.cancelWithdrawal, { params: { id } });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...playerQueryKey, 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]),
  });
}
