// GET /api/currencies: the currencies a player can register with, EUR marked as the default.
import * as referenceCalls from '@reelvault/contract/calls/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function getCurrencies(signal?: AbortSignal) {
  return api.call(referenceCalls.currencyList, signal ? { signal } : {});
}

export function currenciesQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'currencies'],
    queryFn: ({ signal }) => getCurrencies(signal),
    staleTime: Infinity,
  });
}

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
