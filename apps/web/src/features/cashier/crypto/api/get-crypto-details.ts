// GET /api/account/crypto/:coin/networks/:network: the player's own deposit address on the network, its QR
// code (drawn by the server, never by a third party), the confirmations and the minimum.
import * as cryptoCalls from '@reelvault/contract/calls/crypto';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export function getCryptoDetails(coin: string, network: string, signal?: AbortSignal) {
  return api
    .call(cryptoCalls.cryptoDetails, { params: { coin, network }, ...(signal ? { signal } : {}) })
    .then((reply) => reply.data);
}

export function cryptoDetailsQueryOptions(coin: string, network: string) {
  return queryOptions({
    queryKey: [...playerQueryKey, 'crypto', 'details', coin, network],
    queryFn: ({ signal }) => getCryptoDetails(coin, network, signal),
    // A player's address never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useCryptoDetails = (coin: string, network: string) =>
  useQuery(cryptoDetailsQueryOptions(coin, network));
