// Promotions, hero slides and their pictures in the back office (decision 0313): the lists, saving,
// switching, ordering, the offer link, and uploading a picture (multipart, so it is sent with fetch and
// the operator's token rather than through the JSON client). A change refetches what it touches.
import {
  adminCreateHeroSlide,
  adminCreatePromotion,
  adminHeroSlides,
  adminLinkPromotionOffer,
  adminOrderHeroSlides,
  adminOrderPromotions,
  adminPromotionOffers,
  adminPromotions,
  adminSetPromotionActive,
  adminUpdateHeroSlide,
  adminUpdatePromotion,
  adminUploadContentImage,
  type AdminHeroSlide,
  type AdminHeroSlideInput,
  type AdminPromotion,
  type AdminPromotionInput,
  type ContentImage,
  type ContentImageKind,
} from '@reelvault/contract/calls/backoffice-promotions';
import { errorBodySchema, errorCodeOf } from '@reelvault/contract/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { useServices } from '../../../lib/services';

export type { AdminHeroSlide, AdminPromotion };

const promotionsKey = ['admin', 'content', 'promotions'] as const;
const slidesKey = ['admin', 'content', 'hero-slides'] as const;

export function usePromotions() {
  const { api } = useServices();
  return useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => api.call(adminPromotions, { signal }),
  });
}

export function usePromotionOffers() {
  const { api } = useServices();
  return useQuery({
    queryKey: [...promotionsKey, 'offers'],
    queryFn: ({ signal }) => api.call(adminPromotionOffers, { signal }),
  });
}

export function useSavePromotion() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: AdminPromotionInput }) =>
      id === undefined
        ? api.call(adminCreatePromotion, { body })
        : api.call(adminUpdatePromotion, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useSetPromotionActive() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.call(adminSetPromotionActive, { params: { id }, body: { active } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useOrderPromotions() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(adminOrderPromotions, { body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useLinkPromotionOffer() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, offerId }: { id: number; offerId: number | null }) =>
      api.call(adminLinkPromotionOffer, { params: { id }, body: { offer_id: offerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useHeroSlides() {
  const { api } = useServices();
  return useQuery({
    queryKey: slidesKey,
    queryFn: ({ signal }) => api.call(adminHeroSlides, { signal }),
  });
}

export function useSaveHeroSlide() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: AdminHeroSlideInput }) =>
      id === undefined
        ? api.call(adminCreateHeroSlide, { body })
        : api.call(adminUpdateHeroSlide, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slidesKey }),
  });
}

export function useOrderHeroSlides() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.call(adminOrderHeroSlides, { body: { ids } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slidesKey }),
  });
}

/** Uploads a picture of `kind`; the server answers its address once it is stored as WebP. */
export function useUploadContentImage() {
  const { session } = useServices();
  return useMutation({
    mutationFn: async ({ kind, file }: { kind: ContentImageKind; file: File }): Promise<ContentImage> => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('image', file);
      const token = session.getToken();
      const response = await globalThis.fetch(adminUploadContentImage.path, {
        method: 'POST',
        headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: form,
      });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok) return adminUploadContentImage.reply.parse(body).data;
      const error = errorBodySchema.safeParse(body);
      throw error.success
        ? new ApiError(
            response.status,
            errorCodeOf(error.data) ?? 'VALIDATION_FAILED',
            error.data.message,
            error.data.errors ?? {},
          )
        : new ApiError(response.status, 'INTERNAL', '');
    },
  });
}

/** `ids` with the one at `index` moved one place up (-1) or down (+1). */
export function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as number, next[index] as number];
  return next;
}
