// The connected game aggregators (decisions 0808, 0721): GET /api/admin/aggregators, a catalogue sync on
// demand (POST .../{code}/sync) and the reconciliation of a UTC day with the aggregator's report
// (GET .../{code}/reconciliation?date=), whose day lives in the URL like a list's filters.
import {
  adminAggregators,
  adminReconcileAggregator,
  adminSyncAggregator,
  type AdminAggregator,
  type AdminAggregatorReconciliation,
  type AdminAggregatorSync,
  type AdminReconciliationEntry,
} from '@reelvault/contract/calls/backoffice-aggregators';
import { calendarDate } from '@reelvault/contract/fields';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type { AdminAggregator, AdminAggregatorReconciliation, AdminAggregatorSync, AdminReconciliationEntry };

const aggregatorsKey = ['admin', 'aggregators'] as const;

export function useAggregators() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: aggregatorsKey,
      queryFn: ({ signal }) => api.call(adminAggregators, { signal }),
    }),
  );
}

/** A sync now: the list is read again after it, failed or not (its outcome and game count changed). */
export function useSyncAggregator() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.call(adminSyncAggregator, { params: { code } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aggregatorsKey }),
  });
}

/** The day compared, from the URL (`?date=YYYY-MM-DD`); none until the operator picks one. */
export const reconciliationParams = z.object({ date: calendarDate.optional() });

export function useReconciliation(code: string, date: string | undefined) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...aggregatorsKey, code, 'reconciliation', date],
      queryFn: ({ signal }) =>
        api.call(adminReconcileAggregator, {
          params: { code },
          query: { date: date ?? '' },
          signal,
        }),
      enabled: date !== undefined,
      // Each comparison asks the aggregator for a day's report: run when asked, not again on its own.
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    }),
  );
}
