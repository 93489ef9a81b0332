// The player's bonuses: what is active and queued with its wagering progress, the offers the player may
// take, and cancelling a bonus. Amounts are decimal strings in major units, as the balance call answers.
import { z } from 'zod';
import { amountString } from '../money';
import { defineRoute } from '../route';

export const playerBonusStatuses = [
  'queued',
  'active',
  'completed',
  'forfeited',
  'expired',
  'cancelled',
  'lost',
] as const;
export type PlayerBonusStatus = (typeof playerBonusStatuses)[number];

export const bonusContributionsReply = z
  .object({
    slots: z.number().int().min(0).max(100),
    table: z.number().int().min(0).max(100),
    live: z.number().int().min(0).max(100),
  })
  .meta({ id: 'BonusContributions' });

export const playerBonus = z
  .object({
    id: z.string(),
    /** The offer's title in the request's language (English where it has none). */
    title: z.string(),
    /** `welcome`, `promo:<code>`, `crypto_deposit`, `manual`, `cashback`, `vip_level_up`, ... */
    source: z.string(),
    currency: z.string(),
    granted: amountString,
    /** What is left of the bonus money (the bonus balance while active; the grant while queued). */
    balance: amountString,
    wagering_required: amountString,
    wagered: amountString,
    /** Wagered of required, as an integer percent 0-100. */
    progress: z.number().int().min(0).max(100),
    expires_at: z.iso.datetime(),
    max_bet: amountString.nullable(),
    contributions: bonusContributionsReply,
    max_conversion: amountString.nullable(),
    free_spins_left: z.number().int().min(0),
    free_spins_game: z.string().nullable(),
    status: z.enum(playerBonusStatuses),
  })
  .meta({ id: 'PlayerBonus' });
export type PlayerBonus = z.infer<typeof playerBonus>;

export const offerUnavailableReasons = ['active_bonus', 'excluded', 'not_eligible', 'used'] as const;

export const bonusOffer = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(['deposit_match', 'no_deposit', 'free_spins', 'cashback', 'rakeback']),
    title: z.string(),
    /** Percent of the deposit (125 for 125 %), or null. */
    percent: z.number().nullable(),
    max_amount: amountString.nullable(),
    min_deposit: amountString.nullable(),
    free_spins: z.object({ game: z.string(), count: z.number().int(), bet: amountString }).nullable(),
    wagering_multiplier: z.number().int(),
    max_bet: amountString.nullable(),
    expiry_days: z.number().int(),
    claimed: z.boolean(),
    can_activate: z.boolean(),
    reason: z.enum(offerUnavailableReasons).nullable(),
    /**
     * The content promotion this offer backs (its page's Activate Bonus activates this offer), or null.
     * Optional so an answer without it still reads.
     */
    promotion_id: z.number().int().nullable().optional(),
  })
  .meta({ id: 'BonusOffer' });
export type BonusOffer = z.infer<typeof bonusOffer>;

/**
 * A rakeback the player took (decision 1124): `percent` of the theoretical loss (stake x (1 - RTP)) of
 * the player's cash bets from `starts_at` to `ends_at`, paid as cash each day and when it ends. `accrued`
 * is what it has earned so far (paid and not paid yet), `paid` what reached the cash balance.
 */
export const rakebackPeriodReply = z
  .object({
    id: z.string(),
    title: z.string(),
    source: z.string(),
    currency: z.string(),
    /** 25 for 25 %. */
    percent: z.number(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    accrued: amountString,
    paid: amountString,
  })
  .meta({ id: 'RakebackPeriod' });
export type RakebackPeriodReply = z.infer<typeof rakebackPeriodReply>;

export const playerBonusesReply = z
  .object({
    status: z.literal('success'),
    data: z.object({
      active: z.array(playerBonus),
      queued: z.array(playerBonus),
      offers: z.array(bonusOffer),
      /** Rakeback periods not settled yet (running, or ended with a payment to come). */
      rakeback: z.array(rakebackPeriodReply).default([]),
    }),
  })
  .meta({ id: 'PlayerBonuses' });
export type PlayerBonusesReply = z.infer<typeof playerBonusesReply>;

export const playerBonuses = defineRoute({
  method: 'GET',
  path: '/api/user/bonuses',
  summary: "The player's active and queued bonuses, and the offers the player may take",
  tags: ['bonuses'],
  auth: 'player',
  reply: playerBonusesReply,
});

export const cancelPlayerBonus = defineRoute({
  method: 'POST',
  path: '/api/user/bonuses/:id/cancel',
  summary: 'Cancels a bonus: its balance is forfeited, cash is never touched',
  tags: ['bonuses'],
  auth: 'player',
  params: z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'The bonus id is not valid.') }),
  reply: playerBonusesReply,
});

/** A withdrawal request's own field: go on by forfeiting an active bonus whose wagering is incomplete. */
export const forfeitBonusField = z.boolean().optional();
