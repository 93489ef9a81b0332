// GET /api/account/crypto-withdrawals and POST /api/account/crypto-withdrawals/:id/cancel: the player's
// latest crypto withdrawals, followed while one is still on its way (waiting for an operator, signed or
// broadcast), and the cancel of a pending one, whose held amount is the player's to spend again.
import type { CryptoWithdrawalRow } from '@reelvault/contract/calls/crypto';
import * as cryptoCalls from '@reelvault/contract/calls/crypto';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { playerQueryKey } from '@/lib/auth';

const withdrawalsKey = [...playerQueryKey, 'crypto', 'withdrawals'] as const;
/** How often an unfinished withdrawal is looked at again. */
const followMs = 3000;

const unfinished = (row: CryptoWithdrawalRow) =>
  row.status === 'pending' || row.status === 'approved' || row.status === 'broadcast';

export function getCryptoWithdrawals(signal?: AbortSignal) {
  return api.call(cryptoCalls.playerCryptoWithdrawals, signal ? { signal } : {}).then((reply) => reply.data);
}

export function cryptoWithdrawalsQueryOptions() {
  return queryOptions({
    queryKey: withdrawalsKey,
    queryFn: ({ signal }) => getCryptoWithdrawals(signal),
    staleTime: 0,
    refetchInterval: (query) => ((query.state.data ?? []).some(unfinished) ? followMs : false),
  });
}

export const useCryptoWithdrawals = () => useQuery(cryptoWithdrawalsQueryOptions());

export function cancelCryptoWithdrawal(id: string) {
  return api.call(cryptoCalls.cancelCryptoWithdrawal, { params: { id } });
}

export function useCancelCryptoWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCryptoWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsKey }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]),
  });
}
