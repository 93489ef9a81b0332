// Taking an offer: a promo code looked up and redeemed (case-sensitive; unknown, used up, expired or not
// for this player is 404 BONUS_PROMO_INVALID), and an offer activated by id (the welcome bonus, an offer a
// promotion page backs). A no-deposit offer is granted at once (`bonus`); a deposit offer waits for the
// player's next qualifying deposit (`claim`); a rakeback offer starts a rakeback period (`rakeback`).
import { z } from 'zod';
import { defineRoute } from '../route';
import { bonusOffer, playerBonus, rakebackPeriodReply } from './bonuses';
import { int4Max } from '../fields';

export const bonusClaimStatuses = ['waiting', 'granted', 'cancelled', 'expired'] as const;

export const bonusClaim = z
  .object({
    id: z.string(),
    offer_id: z.number().int(),
    /** The welcome tier chosen (0-based), for a tiered offer. */
    tier: z.number().int().nullable(),
    status: z.enum(bonusClaimStatuses),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'BonusClaim' });
export type BonusClaim = z.infer<typeof bonusClaim>;

export const offerActivationReply = z
  .object({
    status: z.literal('success'),
    data: z.object({
      claim: bonusClaim.nullable(),
      bonus: playerBonus.nullable(),
      /** A rakeback offer starts a rakeback period instead of granting a bonus (decision 1124). */
      rakeback: rakebackPeriodReply.nullable().default(null),
    }),
  })
  .meta({ id: 'OfferActivation' });
export type OfferActivationReply = z.infer<typeof offerActivationReply>;

/** A code as a player types it: what reaches the lookup is matched exactly (case-sensitive). */
const promoCodeParams = z.object({
  code: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'The promo code is not valid.'),
});

export const promoCodeReply = z
  .object({
    status: z.literal('success'),
    data: z.object({ code: z.string(), offer: bonusOffer }),
  })
  .meta({ id: 'PromoCode' });
export type PromoCodeReply = z.infer<typeof promoCodeReply>;

export const promoCode = defineRoute({
  method: 'GET',
  path: '/api/promo-codes/:code',
  summary: 'A promo code and the offer it gives this player (404 BONUS_PROMO_INVALID when it gives none)',
  tags: ['bonuses'],
  auth: 'player',
  params: promoCodeParams,
  reply: promoCodeReply,
});

export const redeemPromoCode = defineRoute({
  method: 'POST',
  path: '/api/promo-codes/:code/redeem',
  summary:
    "Redeems a promo code: the offer is granted now, or waits for the player's next qualifying deposit",
  tags: ['bonuses'],
  auth: 'player',
  params: promoCodeParams,
  reply: offerActivationReply,
});

export const activateOffer = defineRoute({
  method: 'POST',
  path: '/api/user/offers/:id/activate',
  summary:
    "Activates an offer: granted now without a deposit, or waiting for the player's next qualifying deposit",
  tags: ['bonuses'],
  auth: 'player',
  params: z.object({
    id: z.coerce
      .number()
      .int('The offer id is not valid.')
      .positive('The offer id is not valid.')
      .max(int4Max),
  }),
  reply: offerActivationReply,
});
