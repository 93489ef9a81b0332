// GET /api/promo-codes/{code} and POST /api/promo-codes/{code}/redeem: the offer behind a promo code
// (an unknown, used-up or expired code is a 404 BONUS_PROMO_INVALID), and its redemption, which works as
// activating the offer does.
import * as offerCalls from '@reelvault/contract/calls/offers';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { activationOutcome, type ActivationOutcome } from './activate-offer';
import { useBonusMoneyMutation } from './get-bonuses';

export async function getPromoCodeOffer(code: string) {
  const reply = await api.call(offerCalls.promoCode, { params: { code } });
  return reply.data.offer;
}

/** Looks a code up when the player asks (the popup's Check code), not as it is typed. */
export const useCheckPromoCode = () => useMutation({ mutationFn: getPromoCodeOffer });

export async function redeemPromoCode(code: string): Promise<ActivationOutcome> {
  const reply = await api.call(offerCalls.redeemPromoCode, { params: { code } });
  return activationOutcome(reply.data);
}

export const useRedeemPromoCode = () => useBonusMoneyMutation(redeemPromoCode);
