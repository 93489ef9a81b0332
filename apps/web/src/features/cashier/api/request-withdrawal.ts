// POST /api/account/withdraw/manuel: a SEPA (59) or wire (58) withdrawal; the amount is held at once.
import type { BodyOf } from '@reelvault/contract/route';
import * as cashierCalls from '@reelvault/contract/calls/cashier';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { playerQueryKey } from '@/lib/auth';

/** A bank withdrawal request; `forfeit_bonus` goes on past a bonus still being wagered by forfeiting it. */
export type WithdrawalRequest = BodyOf<typeof cashierCalls.bankWithdrawal>;

export function requestWithdrawal(body: WithdrawalRequest) {
  return api.call(cashierCalls.bankWithdrawal, { body });
}

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...playerQueryKey, 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]),
  });
}
