// Game fairness monitoring (GET /api/admin/fairness, decision 0906): each game's actual return to player
// against its model's band, filtered by status, currency, name and the minimum rounds, all in the URL.
import {
  adminFairness,
  fairnessDefaultMinimumRounds,
  fairnessStatuses,
} from '@reelvault/contract/calls/backoffice-monitoring';
import type { ReplyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type FairnessReply = ReplyOf<typeof adminFairness>;
export type FairnessRow = FairnessReply['data'][number];

export const fairnessParams = z.object({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(fairnessStatuses).optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{2,10}$/)
    .optional(),
  search: z.string().trim().min(1).max(100).optional(),
  min_rounds: z.coerce.number().int().min(100).max(100_000_000).default(fairnessDefaultMinimumRounds),
});
export type FairnessParams = z.output<typeof fairnessParams>;

/** The params as the server takes them (the CSV download sends the same filters). */
export const fairnessQuery = (params: FairnessParams) => ({ ...params, per_page: 50 });

export function useFairness(params: FairnessParams) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'fairness', params],
      queryFn: ({ signal }) => api.call(adminFairness, { query: fairnessQuery(params), signal }),
      placeholderData: keepPreviousData,
    }),
  );
}
