// GET /api/currencies: the currencies a player can register with, EUR marked as the default.
import { routes } from '@reelvault/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getCurrencies(signal?: AbortSignal) {
  return api.call(routes.currencyList, signal ? { signal } : {});
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
