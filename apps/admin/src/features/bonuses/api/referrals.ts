// Refer-a-friend outcomes in the back office (decision 1132): the list of referred players with their
// outcome (filters and page in the URL), a player's referrals on the player's page, and the overturn of a
// refusal for shared signals, which refetches every list it touches.
import {
  adminOverturnReferral,
  adminReferrals,
  referralOutcomes,
  type AdminReferral,
} from '@reelvault/contract/calls/backoffice-referrals';
import type { QueryOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

export type { AdminReferral };

const referralsKey = ['admin', 'referrals'] as const;
export const referralsPerPage = 25;

/** The screen's filters, all in the URL: outcome, the referrer's and the friend's username, days, page. */
export const referralListParams = z.object({
  outcome: z.enum(referralOutcomes).optional(),
  referrer: z.string().trim().min(1).max(100).optional(),
  friend: z.string().trim().min(1).max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export type ReferralQuery = Omit<QueryOf<typeof adminReferrals>, 'per_page'>;

export function useReferrals(query: ReferralQuery) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...referralsKey, query],
      queryFn: ({ signal }) =>
        api.call(adminReferrals, { query: { ...query, per_page: referralsPerPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export function useOverturnReferral() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ friendId, reason }: { readonly friendId: number; readonly reason: string }) =>
      api.call(adminOverturnReferral, { params: { friendId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
