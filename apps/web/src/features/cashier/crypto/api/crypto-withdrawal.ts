// GET /api/account/withdraw/crypto/quote and POST /api/account/withdraw/crypto: what a crypto withdrawal
// pays out (coin amount after the network fee, at the rate), and the request, held at once.
import type { BodyOf, QueryOf } from '@reelvault/contract/route';
import * as cryptoCalls from '@reelvault/contract/calls/crypto';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { balanceQueryOptions } from '@/lib/balance';
import { playerQueryKey } from '@/lib/auth';
import { withdrawalsQueryKey } from '@/features/cashier/api/get-withdrawals';

export function getCryptoQuote(
  query: QueryOf<typeof cryptoCalls.cryptoWithdrawalQuote>,
  signal?: AbortSignal,
) {
  return api
    .call(cryptoCalls.cryptoWithdrawalQuote, { query, ...(signal ? { signal } : {}) })
    .then((reply) => reply.data);
}

export function useCryptoQuote(query: QueryOf<typeof cryptoCalls.cryptoWithdrawalQuote> | undefined) {
  return useQuery({
    queryKey: [...playerQueryKey, 'crypto', 'quote', query],
    queryFn: ({ signal }) => {
      if (!query) throw new Error('no quote was asked for');
      return getCryptoQuote(query, signal);
    },
    enabled: query !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A crypto withdrawal request; `forfeit_bonus` goes on past a bonus still being wagered by forfeiting it. */
export type CryptoWithdrawalRequest = BodyOf<typeof cryptoCalls.cryptoWithdrawal>;

export function requestCryptoWithdrawal(body: CryptoWithdrawalRequest) {
  return api.call(cryptoCalls.cryptoWithdrawal, { body }).then((reply) => reply.data);
}

export function useRequestCryptoWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCryptoWithdrawal,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey }),
      ]),
  });
}
