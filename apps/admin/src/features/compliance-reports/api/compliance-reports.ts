// The compliance reports (decision 0906): responsible gambling per UTC day, the anti-money-laundering
// transactions at or above their thresholds and the players whose 24 hours reach them, and the thresholds
// (read by every reader of reports, changed with `reports.manage`). The range and filters are in the URL.
import {
  adminAmlStructuring,
  adminAmlThresholds,
  adminAmlTransactions,
  adminResponsibleGamblingReport,
  adminSetAmlThresholds,
  amlKinds,
  type AmlThresholdChange,
} from '@reelvault/contract/calls/backoffice-monitoring';
import type { ReplyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type RgReport = ReplyOf<typeof adminResponsibleGamblingReport>['data'];
export type RgDay = RgReport['days'][number];
export type AmlTransaction = ReplyOf<typeof adminAmlTransactions>['data'][number];
export type AmlStructuring = ReplyOf<typeof adminAmlStructuring>['data'][number];
export type AmlThreshold = ReplyOf<typeof adminAmlThresholds>['data'][number];

const day = z.iso.date();

/** Today and six days before, in UTC: the range when the URL names none. */
export function defaultRange(now = new Date()) {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

export const reportTabs = ['rg', 'aml'] as const;

export const complianceParams = z.object({
  tab: z.enum(reportTabs).default('rg'),
  page: z.coerce.number().int().min(1).default(1),
  from: day.optional(),
  to: day.optional(),
  kind: z.enum(amlKinds).optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/)
    .optional(),
  player_id: z.coerce.number().int().positive().optional(),
});
export type ComplianceParams = z.output<typeof complianceParams>;

/** The range the reports ask for: the URL's days, or the last seven. */
export function rangeOf(params: ComplianceParams) {
  const fallback = defaultRange();
  return { from: params.from ?? fallback.from, to: params.to ?? fallback.to };
}

export function useRgReport(range: { from: string; to: string }) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'rg', range],
      queryFn: async ({ signal }) =>
        (await api.call(adminResponsibleGamblingReport, { query: range, signal })).data,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The AML filters as the server takes them. */
export function amlQuery(params: ComplianceParams) {
  return {
    ...rangeOf(params),
    ...(params.kind ? { kind: params.kind } : {}),
    ...(params.currency ? { currency: params.currency } : {}),
    ...(params.player_id ? { player_id: params.player_id } : {}),
  };
}

export function useAmlTransactions(params: ComplianceParams) {
  const { api } = useServices();
  const query = { ...amlQuery(params), page: params.page, per_page: 50 };
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'aml', 'transactions', query],
      queryFn: ({ signal }) => api.call(adminAmlTransactions, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAmlStructuring(params: ComplianceParams) {
  const { api } = useServices();
  const { kind, ...rest } = amlQuery(params);
  const query = kind === 'deposit' || kind === 'withdrawal' ? { ...rest, kind } : rest;
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'aml', 'structuring', query],
      queryFn: ({ signal }) => api.call(adminAmlStructuring, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useAmlThresholds() {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'reports', 'aml', 'thresholds'],
      queryFn: async ({ signal }) => (await api.call(adminAmlThresholds, { signal })).data,
    }),
  );
}

export function useSetAmlThresholds() {
  const { api } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (thresholds: AmlThresholdChange[]) =>
      (await api.call(adminSetAmlThresholds, { body: { thresholds } })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'reports', 'aml'] }),
  });
}
