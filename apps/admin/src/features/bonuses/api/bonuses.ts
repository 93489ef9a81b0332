// The bonus engine's back-office calls (decisions 1130, 1131): offers and promo codes (lists, create,
// edit, pause and resume), a player's bonuses (list, grant by hand, cancel) and the review-claims queue
// (list, approve, reject with a reason). A change refetches the lists it touches.
import {
  adminBonusOffers,
  adminCancelPlayerBonus,
  adminCreateBonusOffer,
  adminCreatePromoCode,
  adminGrantPlayerBonus,
  adminPauseBonusOffer,
  adminPausePromoCode,
  adminPlayerBonuses,
  adminPromoCodes,
  adminResumeBonusOffer,
  adminResumePromoCode,
  adminUpdateBonusOffer,
  adminUpdatePromoCode,
} from '@reelvault/contract/calls/backoffice-bonuses';
import {
  adminApproveReviewClaim,
  adminRejectReviewClaim,
  adminReviewClaims,
  reviewClaimStatuses,
} from '@reelvault/contract/calls/rewards';
import type { BodyOf } from '@reelvault/contract/route';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useServices } from '../../../lib/services';

const offersKey = ['admin', 'bonus-offers'] as const;
const codesKey = ['admin', 'promo-codes'] as const;
const reviewsKey = ['admin', 'review-claims'] as const;
export const playerBonusesKey = (playerId: number) => ['admin', 'player-bonuses', playerId] as const;

export const pageParams = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const bonusListPerPage = 25;

export function useOffers(page: number, perPage = bonusListPerPage) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...offersKey, page, perPage],
      queryFn: ({ signal }) => api.call(adminBonusOffers, { query: { page, per_page: perPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export type OfferBody = BodyOf<typeof adminCreateBonusOffer>;

export function useSaveOffer() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { readonly id: number | null; readonly body: OfferBody }) =>
      id === null
        ? api.call(adminCreateBonusOffer, { body })
        : api.call(adminUpdateBonusOffer, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

/** Pause or resume, for offers and promo codes alike. */
export interface Switch {
  readonly id: number;
  readonly pause: boolean;
}

export function useSwitchOffer() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pause }: Switch) =>
      api.call(pause ? adminPauseBonusOffer : adminResumeBonusOffer, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offersKey }),
  });
}

export function usePromoCodes(page: number) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...codesKey, page],
      queryFn: ({ signal }) =>
        api.call(adminPromoCodes, { query: { page, per_page: bonusListPerPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export type PromoCodeBody = BodyOf<typeof adminCreatePromoCode>;

export function useSavePromoCode() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { readonly id: number | null; readonly body: PromoCodeBody }) => {
      if (id === null) return api.call(adminCreatePromoCode, { body });
      const { offer_id: _offer, ...change } = body;
      return api.call(adminUpdatePromoCode, { params: { id }, body: change });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function useSwitchPromoCode() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pause }: Switch) =>
      api.call(pause ? adminPausePromoCode : adminResumePromoCode, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codesKey }),
  });
}

export function usePlayerBonuses(playerId: number) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: playerBonusesKey(playerId),
      queryFn: ({ signal }) => api.call(adminPlayerBonuses, { params: { id: playerId }, signal }),
    }),
  );
}

export type GrantBody = BodyOf<typeof adminGrantPlayerBonus> & { readonly id: string };

export function useGrantBonus(playerId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantBody) => api.call(adminGrantPlayerBonus, { params: { id: playerId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useCancelBonus(playerId: number) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bonusId, reason }: { readonly bonusId: string; readonly reason: string }) =>
      api.call(adminCancelPlayerBonus, { params: { id: playerId, bonusId }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export const reviewListParams = z.object({
  status: z.enum(reviewClaimStatuses).default('waiting'),
  page: z.coerce.number().int().min(1).default(1),
});
export type ReviewListParams = z.output<typeof reviewListParams>;

export function useReviewClaims(params: ReviewListParams) {
  const { api } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...reviewsKey, params],
      queryFn: ({ signal }) =>
        api.call(adminReviewClaims, { query: { ...params, per_page: bonusListPerPage }, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

export type ReviewDecision =
  | { readonly kind: 'approve'; readonly id: number }
  | { readonly kind: 'reject'; readonly id: number; readonly reason: string };

export function useDecideReviewClaim() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      decision.kind === 'approve'
        ? api.call(adminApproveReviewClaim, { params: { id: decision.id } })
        : api.call(adminRejectReviewClaim, {
            params: { id: decision.id },
            body: { reason: decision.reason },
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
  });
}
