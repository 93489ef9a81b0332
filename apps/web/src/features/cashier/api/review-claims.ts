// "Rate us and Win": GET /api/user/review-claims (the operator's review platforms with their links and the
// player's claims with their status) and POST /api/user/review-claims (a review's link for one platform,
// waiting for an operator). Sending a link reads the list again.
import * as rewardCalls from '@reelvault/contract/calls/rewards';
import type { BodyOf } from '@reelvault/contract/route';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerQueryKey } from '@/lib/auth';

export async function getReviewClaims(signal?: AbortSignal) {
  const reply = await api.call(rewardCalls.playerReviewClaims, signal ? { signal } : {});
  return reply.data;
}

export function reviewClaimsQueryOptions() {
  return queryOptions({
    queryKey: [...playerQueryKey, 'review-claims'],
    queryFn: ({ signal }) => getReviewClaims(signal),
  });
}

export const useReviewClaims = () => useQuery(reviewClaimsQueryOptions());

export async function submitReviewClaim(body: BodyOf<typeof rewardCalls.submitReviewClaim>) {
  const reply = await api.call(rewardCalls.submitReviewClaim, { body });
  return reply.data;
}

export function useSubmitReviewClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReviewClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewClaimsQueryOptions().queryKey }),
  });
}
