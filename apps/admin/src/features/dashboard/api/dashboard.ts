// The dashboard's figures (GET /api/admin/dashboard, decision 0710): per currency over today, 7 or 30
// UTC days, one point per day, and the queue sizes now.
import { adminDashboard, type DashboardPeriod } from '@reelvault/contract/calls/backoffice-dashboard';
import type { ReplyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services';

export type DashboardReply = ReplyOf<typeof adminDashboard>['data'];
export type DashboardCurrencyRow = DashboardReply['currencies'][number];
export type DashboardDay = DashboardCurrencyRow['days'][number];

export function useDashboard(period: DashboardPeriod) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'dashboard', period],
      queryFn: async ({ signal }) => (await api.call(adminDashboard, { query: { period }, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );
}
