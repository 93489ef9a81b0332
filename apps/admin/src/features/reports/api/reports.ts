// The reports (GET /api/admin/reports/revenue|payments|registrations, decision 0720): which report, its
// grouping, days, currency, sort and page, all in the URL; one query per report, and the CSV of the same
// filters.
import {
  adminPaymentsReport,
  adminRegistrationsReport,
  adminRevenueReport,
  paymentGroupings,
  paymentSorts,
  registrationSorts,
  revenueGroupings,
  revenueSorts,
} from '@reelvault/contract/calls/backoffice-reports';
import type { ReplyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export const reportKinds = ['revenue', 'payments', 'registrations'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportRoutes = {
  revenue: adminRevenueReport,
  payments: adminPaymentsReport,
  registrations: adminRegistrationsReport,
} as const;

export type RevenueReply = ReplyOf<typeof adminRevenueReport>;
export type PaymentsReply = ReplyOf<typeof adminPaymentsReport>;
export type RegistrationsReply = ReplyOf<typeof adminRegistrationsReport>;
export type ReportReply = RevenueReply | PaymentsReply | RegistrationsReply;

const day = z.iso.date();

/** The screen's URL: the report and its filters; a value that does not parse takes its default. */
export const reportParams = z.object({
  report: z.enum(reportKinds).default('revenue'),
  group_by: z.enum([...revenueGroupings, ...paymentGroupings]).default('day'),
  from: day.optional(),
  to: day.optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/)
    .optional(),
  sort: z
    .string()
    .regex(/^[a-z_]{1,20}$/)
    .default('key'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(1),
});
export type ReportParams = z.output<typeof reportParams>;

/** The report columns the screen names (en.json `reports.columns`). */
export type ReportColumn =
  | 'currency'
  | 'bets'
  | 'wins'
  | 'refunds'
  | 'ggr'
  | 'bonus_cost'
  | 'ngr'
  | 'bet_count'
  | 'players'
  | 'deposits'
  | 'deposit_count'
  | 'withdrawals'
  | 'withdrawal_count'
  | 'net'
  | 'registrations'
  | 'first_depositors'
  | 'converted'
  | 'conversion';

export type ReportGrouping = (typeof revenueGroupings)[number] | (typeof paymentGroupings)[number];

/** The groupings each report offers (registrations go by day only). */
export const groupingsOf: Record<ReportKind, readonly ReportGrouping[]> = {
  revenue: revenueGroupings,
  payments: paymentGroupings,
  registrations: ['day'],
};

const sortsOf: Record<ReportKind, readonly string[]> = {
  revenue: revenueSorts,
  payments: paymentSorts,
  registrations: registrationSorts,
};

/**
 * The call's query for the params: the grouping only where the report has one, a known one, and a sort
 * the report has (a picker change keeps the others' filters, not theirs).
 */
export function reportQuery(params: ReportParams): Record<string, string | number | undefined> {
  const groupings = groupingsOf[params.report];
  return {
    ...(params.report === 'registrations'
      ? {}
      : { group_by: groupings.includes(params.group_by) ? params.group_by : 'day' }),
    from: params.from,
    to: params.to,
    currency: params.currency,
    sort: sortsOf[params.report].includes(params.sort) ? params.sort : 'key',
    order: params.order,
    page: params.page,
  };
}

export function useReport(params: ReportParams) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', params],
      queryFn: ({ signal }): Promise<ReportReply> =>
        api.call(reportRoutes[params.report], { query: reportQuery(params), signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
