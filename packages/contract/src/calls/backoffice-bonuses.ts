// The bonus engine's back office (decisions 1130, 1131): offers (list, create, edit, pause and resume,
// schedule), promo codes (list with usage, create, edit limits, pause), a player's bonuses (list with
// wagering figures, grant by hand with a reason, cancel with a reason). Amounts are decimal strings in
// major units per currency; the server checks each against the currency's decimals and answers a 422 with
// the field's path (`amounts.EUR.max`) for what it refuses.
import { z } from 'zod';
import { int4Max, requiredText, timestamp } from '../fields';
import { amountString } from '../money';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { adjustmentRow } from './backoffice-adjustments';
import { bonusContributionsReply, playerBonusStatuses, rakebackPeriodReply } from './bonuses';

export const adminOfferKinds = ['deposit_match', 'no_deposit', 'free_spins', 'cashback', 'rakeback'] as const;
export const adminOfferTriggers = [
  'welcome',
  'crypto_deposit',
  'promo_code',
  'manual',
  'cashback',
  'vip_level_up',
  'referral',
  'review',
] as const;
export const adminOfferStatuses = ['active', 'paused'] as const;
export const adminWageringBases = ['bonus', 'bonus_and_deposit'] as const;

/** Where an offer stands now: paused, before its start, after its end, or live. */
export const adminOfferStates = ['live', 'paused', 'scheduled', 'ended'] as const;
export type AdminOfferState = (typeof adminOfferStates)[number];

/** A decimal amount as typed (the server checks the currency's decimals). */
const typedAmount = z
  .string({ error: 'The amount must be text such as 25.00.' })
  .trim()
  .regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'The amount must be a decimal amount such as 25.00.');

const perCurrencyInput = z.record(z.string(), typedAmount);
const perCurrencyReply = z.record(z.string(), amountString);

const offerAmountsInput = z.record(
  z.string(),
  z.object({
    max: typedAmount.optional(),
    min_deposit: typedAmount.optional(),
    fixed: typedAmount.optional(),
  }),
);

const contributionPercent = z
  .number({ error: 'The contribution must be a whole percent.' })
  .int('The contribution must be a whole percent.')
  .min(0, 'The contribution must be between 0 and 100.')
  .max(100, 'The contribution must be between 0 and 100.');

export const adminContributions = bonusContributionsReply.extend({
  excluded_games: z.array(z.string().trim().min(1).max(100)).max(500),
});

/**
 * One welcome tier as the operator writes it: the deposit that unlocks it, the bonus on top (what the
 * player plays with is the two together) and its free spins (decision 1105).
 */
export const adminWelcomeTierInput = z.object({
  deposit: typedAmount,
  bonus: typedAmount,
  free_spins: z
    .number({ error: 'The free spins must be a whole number.' })
    .int('The free spins must be a whole number.'),
});
export type AdminWelcomeTierInput = z.input<typeof adminWelcomeTierInput>;

const nullableInstant = z.iso
  .datetime({ offset: true, error: 'The time must be an ISO 8601 instant.' })
  .nullable();

/** An offer as the operator writes it (create, and edit: the whole offer again). */
export const adminOfferInput = z.object({
  /** A stable slug (`crypto-deposit-25`): lower-case letters, digits and dashes; unique. */
  key: z
    .string({ error: 'The key field is required.' })
    .trim()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'The key may hold lower-case letters, digits and dashes.')
    .max(64, 'The key may not be greater than 64 characters.'),
  kind: z.enum(adminOfferKinds, { error: 'The kind is not valid.' }),
  trigger: z.enum(adminOfferTriggers, { error: 'The trigger is not valid.' }),
  /** Percent of the deposit (125 for 125 %, at most two decimals), for a deposit match, cashback or rakeback. */
  percent: z.number({ error: 'The percent must be a number.' }).nullable().default(null),
  amounts: offerAmountsInput.default({}),
  free_spins: z
    .object({
      game: z.string().trim().min(1, 'The game field is required.').max(100),
      count: z.number().int('The count must be a whole number.'),
      bet: perCurrencyInput,
    })
    .nullable()
    .default(null),
  wagering_multiplier: z.number({ error: 'The wagering multiplier must be a whole number.' }).int(),
  wagering_base: z.enum(adminWageringBases, { error: 'The wagering base is not valid.' }).default('bonus'),
  max_bet: perCurrencyInput.default({}),
  contributions: z.object({
    slots: contributionPercent,
    table: contributionPercent,
    live: contributionPercent,
    excluded_games: z.array(z.string().trim().min(1).max(100)).max(500).default([]),
  }),
  expiry_days: z.number({ error: 'The expiry days must be a whole number.' }).int(),
  max_conversion: perCurrencyInput.nullable().default(null),
  /** Null: every currency. */
  currencies: z.array(z.string().trim().toUpperCase()).nullable().default(null),
  /** Null: every country (ISO 3166 alpha-2). */
  countries: z.array(z.string().trim().toUpperCase()).nullable().default(null),
  repeatable: z.boolean().default(false),
  starts_at: nullableInstant.default(null),
  ends_at: nullableInstant.default(null),
  promotion_id: z.number().int().positive().max(int4Max).nullable().default(null),
  /** Per language; English required. */
  title: z.record(z.string(), z.string().trim().max(200)),
  /**
   * The welcome offer's tiers per currency, in the chooser's order; a currency left out has no welcome
   * bonus. Absent: the tiers stay as they are (decision 1105).
   */
  tiers: z.record(z.string(), z.array(adminWelcomeTierInput)).optional(),
});
export type AdminOfferInput = z.input<typeof adminOfferInput>;

export const adminBonusOffer = z
  .object({
    id: z.number().int(),
    key: z.string(),
    kind: z.enum(adminOfferKinds),
    trigger: z.enum(adminOfferTriggers),
    status: z.enum(adminOfferStatuses),
    state: z.enum(adminOfferStates),
    percent: z.number().nullable(),
    amounts: z.record(
      z.string(),
      z.object({
        max: amountString.optional(),
        min_deposit: amountString.optional(),
        fixed: amountString.optional(),
      }),
    ),
    free_spins: z.object({ game: z.string(), count: z.number().int(), bet: perCurrencyReply }).nullable(),
    has_tiers: z.boolean(),
    /** The welcome offer's tiers per currency in major units (decision 1105); null: the offer has none. */
    tiers: z
      .record(
        z.string(),
        z.array(
          z.object({
            deposit: amountString,
            bonus: amountString,
            play_with: amountString,
            free_spins: z.number().int(),
          }),
        ),
      )
      .nullable(),
    wagering_multiplier: z.number().int(),
    wagering_base: z.enum(adminWageringBases),
    max_bet: perCurrencyReply,
    contributions: adminContributions,
    expiry_days: z.number().int(),
    max_conversion: perCurrencyReply.nullable(),
    currencies: z.array(z.string()).nullable(),
    countries: z.array(z.string()).nullable(),
    repeatable: z.boolean(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    promotion_id: z.number().int().nullable(),
    title: z.record(z.string(), z.string()),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'AdminBonusOffer' });
export type AdminBonusOffer = z.infer<typeof adminBonusOffer>;

const offerReply = z.object({ message: z.string(), data: adminBonusOffer });
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const adminBonusOffers = defineRoute({
  method: 'GET',
  path: '/api/admin/bonus-offers',
  summary: 'Bonus offers, newest first, optionally of one status',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(adminOfferStatuses).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(adminBonusOffer), pagination: paginationSchema }),
});

export const adminCreateBonusOffer = defineRoute({
  method: 'POST',
  path: '/api/admin/bonus-offers',
  summary: 'Creates a bonus offer (validated field by field; audited)',
  tags: ['backoffice'],
  auth: 'admin',
  body: adminOfferInput,
  reply: offerReply,
  status: 201,
});

export const adminUpdateBonusOffer = defineRoute({
  method: 'PUT',
  path: '/api/admin/bonus-offers/:id',
  summary: "Replaces an offer's terms and schedule; bonuses granted before keep their own terms (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  body: adminOfferInput,
  reply: offerReply,
});

export const adminPauseBonusOffer = defineRoute({
  method: 'POST',
  path: '/api/admin/bonus-offers/:id/pause',
  summary: 'Pauses an offer: no new grant or claim until it is resumed (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: offerReply,
});

export const adminResumeBonusOffer = defineRoute({
  method: 'POST',
  path: '/api/admin/bonus-offers/:id/resume',
  summary: 'Resumes a paused offer (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: offerReply,
});

/** A promo code as typed: letters, digits, `_` and `-`; case-sensitive. */
const promoCodeText = z
  .string({ error: 'The code field is required.' })
  .trim()
  .min(1, 'The code field is required.')
  .max(64, 'The code may not be greater than 64 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The code may hold letters, digits, _ and -.');

const limits = {
  per_player_limit: z
    .number({ error: 'The per-player limit must be a whole number.' })
    .int('The per-player limit must be a whole number.')
    .min(1, 'The per-player limit must be at least 1.')
    .max(1000, 'The per-player limit may not be greater than 1000.'),
  /** Null: no limit. */
  total_limit: z
    .number({ error: 'The total limit must be a whole number.' })
    .int('The total limit must be a whole number.')
    .min(1, 'The total limit must be at least 1.')
    .nullable(),
  starts_at: nullableInstant,
  ends_at: nullableInstant,
};

export const adminPromoCodeInput = z.object({
  code: promoCodeText,
  offer_id: z.number({ error: 'The offer field is required.' }).int().positive(),
  ...limits,
});

/** What an edit may change: the code's name, its limits and its schedule (never its offer). */
export const adminPromoCodeChange = z.object({ code: promoCodeText, ...limits });

export const adminPromoCode = z
  .object({
    id: z.number().int(),
    code: z.string(),
    offer: z.object({ id: z.number().int(), key: z.string(), title: z.string() }),
    status: z.enum(adminOfferStatuses),
    state: z.enum(adminOfferStates),
    per_player_limit: z.number().int(),
    total_limit: z.number().int().nullable(),
    /** Redemptions so far. */
    used: z.number().int(),
    /** Redemptions left before the total limit; null without one. */
    remaining: z.number().int().nullable(),
    /** Distinct players who redeemed it. */
    players: z.number().int(),
    starts_at: timestamp.nullable(),
    ends_at: timestamp.nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'AdminPromoCode' });
export type AdminPromoCode = z.infer<typeof adminPromoCode>;

const promoCodeReply = z.object({ message: z.string(), data: adminPromoCode });

export const adminPromoCodes = defineRoute({
  method: 'GET',
  path: '/api/admin/promo-codes',
  summary: 'Promo codes with their usage, newest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    offer_id: z.coerce.number().int().positive().max(int4Max).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(adminPromoCode), pagination: paginationSchema }),
});

export const adminCreatePromoCode = defineRoute({
  method: 'POST',
  path: '/api/admin/promo-codes',
  summary: 'Creates a promo code of an offer; codes are case-sensitive and unique (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  body: adminPromoCodeInput,
  reply: promoCodeReply,
  status: 201,
});

export const adminUpdatePromoCode = defineRoute({
  method: 'PUT',
  path: '/api/admin/promo-codes/:id',
  summary: "Changes a promo code's name, limits and schedule (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  body: adminPromoCodeChange,
  reply: promoCodeReply,
});

export const adminPausePromoCode = defineRoute({
  method: 'POST',
  path: '/api/admin/promo-codes/:id/pause',
  summary: 'Pauses a promo code: it is refused until resumed (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: promoCodeReply,
});

export const adminResumePromoCode = defineRoute({
  method: 'POST',
  path: '/api/admin/promo-codes/:id/resume',
  summary: 'Resumes a paused promo code (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  params: idParams,
  reply: promoCodeReply,
});

export const adminPlayerBonus = z
  .object({
    id: z.string(),
    title: z.string(),
    source: z.string(),
    offer_id: z.number().int().nullable(),
    currency: z.string(),
    status: z.enum(playerBonusStatuses),
    granted: amountString,
    /** The bonus balance while active, the grant while queued, zero once closed. */
    balance: amountString,
    wagering_required: amountString,
    wagered: amountString,
    progress: z.number().int().min(0).max(100),
    max_bet: amountString.nullable(),
    max_conversion: amountString.nullable(),
    converted: amountString,
    forfeited: amountString,
    free_spins_left: z.number().int(),
    expires_at: timestamp,
    created_at: timestamp,
    closed_at: timestamp.nullable(),
  })
  .meta({ id: 'AdminPlayerBonus' });
export type AdminPlayerBonus = z.infer<typeof adminPlayerBonus>;

/** A player's rakeback period as the back office lists it (decision 1124); `closed_at` once all is paid. */
export const adminRakebackPeriod = rakebackPeriodReply
  .extend({ closed_at: timestamp.nullable() })
  .meta({ id: 'AdminRakebackPeriod' });
export type AdminRakebackPeriod = z.infer<typeof adminRakebackPeriod>;

const playerParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

export const adminPlayerBonuses = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/bonuses',
  summary: "A player's bonuses in every status, newest first, with their wagering figures",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  reply: z.object({
    data: z.array(adminPlayerBonus),
    /** The player's rakeback periods, latest first (they are not bonuses: no wagering, paid as cash). */
    rakeback: z.array(adminRakebackPeriod).default([]),
    /** Up to this amount (the player's currency) one operator grants alone; above it a second approves. */
    grant_limit: amountString.nullable(),
    currency: z.string(),
  }),
});

export const adminGrantPlayerBonus = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/bonuses',
  summary:
    "Grants a bonus by hand in the player's currency, with an offer's terms or the defaults and a reason (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  body: z.object({
    /** Optional idempotency key: the same id answers the first grant. */
    id: z.uuid('The id must be a UUID.').optional(),
    amount: typedAmount,
    /** The offer whose terms apply (wagering, max bet, contributions, expiry); null: the defaults. */
    offer_id: z.number().int().positive().max(int4Max).nullable().default(null),
    reason: requiredText('reason', 500),
  }),
  reply: z.object({
    message: z.string(),
    /** The bonus granted; null when the amount is above the threshold and waits for a second operator. */
    data: adminPlayerBonus.nullable(),
    /** Above the threshold: the four-eyes request a second operator approves (decision 0715). */
    request: adjustmentRow.nullable(),
  }),
  status: 201,
});

export const adminCancelPlayerBonus = defineRoute({
  method: 'POST',
  path: '/api/admin/players/:id/bonuses/:bonusId/cancel',
  summary:
    "Cancels a player's active or queued bonus: its bonus balance is forfeited, cash untouched (audited)",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams.extend({
    bonusId: z.string().regex(/^[1-9]\d{0,17}$/, 'The bonus id is not valid.'),
  }),
  body: z.object({ reason: requiredText('reason', 500) }),
  reply: z.object({ message: z.string(), data: adminPlayerBonus }),
});
