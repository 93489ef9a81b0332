// GET /api/account/crypto: the crypto list, each coin with its networks (short and full name,
// confirmations) and its minimum deposit.
import * as cryptoCalls from '@reelvault/contract/calls/crypto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function getCryptoList(signal?: AbortSignal) {
  return api.call(cryptoCalls.cryptoList, signal ? { signal } : {}).then((reply) => reply.data);
}

export function cryptoListQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'crypto', 'list'],
    queryFn: ({ signal }) => getCryptoList(signal),
    staleTime: 5 * 60_000,
  });
}

export const useCryptoList = () => useQuery(cryptoListQueryOptions());
