// Takes back a pending request of any method: POST /api/account/withdrawals/:id/cancel for a bank one,
// /api/account/crypto-withdrawals/:id/cancel for a crypto one. The amount is spendable again at once.
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import * as cryptoCalls from '@reelvault/contract/calls/crypto';
import type { PlayerWithdrawalItem } from '@reelvault/contract/calls/withdrawals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { withdrawalsQueryKey } from './get-withdrawals';

export async function cancelWithdrawal(row: Pick<PlayerWithdrawalItem, 'id' | 'kind'>): Promise<void> {
  const params = { id: row.id };
  if (row.kind === 'crypto') await api.call(cryptoCalls.cancelCryptoWithdrawal, { params });
  else await api.call(cashierCalls.cancelWithdrawal, { params });
}

export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]),
  });
}
