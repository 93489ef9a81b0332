// The bonus engine's tables: offers and their promo codes, redemptions, the claims waiting for a qualifying
// deposit, and the bonuses players hold. Money itself lives in the ledger (player_bonus accounts); a
// `player_bonuses` row is the terms and the progress of one grant. Player ids are identity's, kept without
// a foreign key: a module does not reach into another's tables. Amounts are minor units of the row's
// currency; per-currency amounts of an offer are decimal strings of minor units keyed by currency.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const bonusKinds = ['deposit_match', 'no_deposit', 'free_spins', 'cashback', 'rakeback'] as const;
export type BonusKind = (typeof bonusKinds)[number];

export const bonusTriggers = [
  'welcome',
  'crypto_deposit',
  'promo_code',
  'manual',
  'cashback',
  'vip_level_up',
  'referral',
  'review',
] as const;
export type BonusTrigger = (typeof bonusTriggers)[number];

export const offerStatuses = ['active', 'paused'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const wageringBases = ['bonus', 'bonus_and_deposit'] as const;
export type WageringBase = (typeof wageringBases)[number];

/** `{ EUR: { max: "125000", min_deposit: "2000", fixed: "0" } }`: minor units as decimal strings. */
export type OfferAmounts = Record<string, { max?: string; min_deposit?: string; fixed?: string }>;
/** Minor units per currency as decimal strings: `{ EUR: "500" }`. */
export type PerCurrency = Record<string, string>;

/** What each game category counts toward wagering, in percent, and the games that count nothing. */
export interface BonusContributions {
  readonly slots: number;
  readonly table: number;
  readonly live: number;
  readonly excluded_games: readonly string[];
}

export interface OfferFreeSpins {
  readonly game: string;
  readonly count: number;
  /** The value of one spin per currency, minor units as decimal strings. */
  readonly bet: PerCurrency;
}

/**
 * A tiered offer's tiers per currency (the welcome bonus): the deposit that unlocks each, the bonus on top
 * and its free spins, minor units as decimal strings, in the chooser's order.
 */
export type OfferTierTable = Record<string, { deposit: string; bonus: string; free_spins: number }[]>;

/** Texts per language (`{ en: "...", de: "..." }`); English is always there. */
export type LocalisedText = Record<string, string> & { en: string };

export const bonusOffers = pgTable(
  'bonus_offers',
  {
    id: serial('id').primaryKey(),
    /** A stable slug (`welcome`, `crypto-deposit-25`, `promo-deposit-150`). */
    key: text('key').notNull(),
    kind: text('kind', { enum: bonusKinds }).notNull(),
    trigger: text('trigger', { enum: bonusTriggers }).notNull(),
    status: text('status', { enum: offerStatuses }).notNull().default('active'),
    /** Basis points of the deposit: 12500 is 125 %. */
    percent: integer('percent'),
    amounts: jsonb('amounts').$type<OfferAmounts>().notNull().default({}),
    freeSpins: jsonb('free_spins').$type<OfferFreeSpins>(),
    /** Null: the offer has no tiers (see OfferTierTable). */
    tiers: jsonb('tiers').$type<OfferTierTable>(),
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    wageringBase: text('wagering_base', { enum: wageringBases }).notNull().default('bonus'),
    maxBet: jsonb('max_bet').$type<PerCurrency>().notNull().default({}),
    contributions: jsonb('contributions').$type<BonusContributions>().notNull(),
    expiryDays: integer('expiry_days').notNull(),
    maxConversion: jsonb('max_conversion').$type<PerCurrency>(),
    /** Null: every currency. */
    currencies: text('currencies').array(),
    /** Null: every country (ISO alpha-2). */
    countries: text('countries').array(),
    repeatable: boolean('repeatable').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The content promotion this offer backs. */
    promotionId: integer('promotion_id'),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_offers_key').on(table.key),
    check('bonus_offers_wagering', sql`${table.wageringMultiplier} >= 0 and ${table.expiryDays} > 0`),
    check('bonus_offers_percent', sql`${table.percent} is null or ${table.percent} > 0`),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Case-sensitive. */
    code: text('code').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    perPlayerLimit: integer('per_player_limit').notNull().default(1),
    /** Null: no limit. */
    totalLimit: integer('total_limit'),
    used: integer('used').notNull().default(0),
    status: text('status', { enum: offerStatuses }).notNull().default('active'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_code').on(table.code),
    check('promo_codes_used', sql`${table.used} >= 0 and ${table.perPlayerLimit} > 0`),
  ],
);

export const claimStatuses = ['waiting', 'granted', 'cancelled', 'expired'] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

/** An opted-in offer waiting for its qualifying deposit. */
export const bonusClaims = pgTable(
  'bonus_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => bonusOffers.id),
    /** The welcome tier chosen (its index), when the offer has tiers. */
    tier: integer('tier'),
    /**
     * That tier's figures when it was claimed (minor units of the player's currency): a deposit grants
     * them even when an operator has changed the offer's tiers since (decision 1105).
     */
    tierTerms: jsonb('tier_terms').$type<OfferTierTable[string][number]>(),
    status: text('status', { enum: claimStatuses }).notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [index('bonus_claims_player_status').on(table.playerId, table.status)],
);

export const bonusStatuses = [
  'queued',
  'active',
  'completed',
  'forfeited',
  'expired',
  'cancelled',
  'lost',
] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** A bonus a player holds: its terms as granted (they never change under the player) and its progress. */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    currency: text('currency').notNull(),
    offerId: integer('offer_id').references(() => bonusOffers.id),
    /** `welcome`, `promo:<code>`, `crypto_deposit`, `manual`, `cashback`, `vip_level_up`, ... */
    source: text('source').notNull(),
    granted: bigint('granted', { mode: 'bigint' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Null: no maximum bet. */
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    contributions: jsonb('contributions').$type<BonusContributions>().notNull(),
    /** Null: the whole bonus balance converts. */
    maxConversion: bigint('max_conversion', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: bonusStatuses }).notNull(),
    converted: bigint('converted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    forfeited: bigint('forfeited', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** When a queued bonus started (its expiry runs from then). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The grant's idempotency key; the ledger transfer's id is `bonus_grant:<grant_id>`. */
    grantId: text('grant_id').notNull(),
    freeSpinsLeft: integer('free_spins_left').notNull().default(0),
    freeSpinsGame: text('free_spins_game'),
    /** One free spin's value (minor units). */
    freeSpinsBet: bigint('free_spins_bet', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_bonuses_grant').on(table.grantId),
    // At most one active bonus per player: the bet path finds it with one indexed lookup.
    uniqueIndex('player_bonuses_one_active')
      .on(table.playerId)
      .where(sql`status = 'active'`),
    index('player_bonuses_player_status').on(table.playerId, table.status, table.id),
    index('player_bonuses_expiry')
      .on(table.expiresAt)
      .where(sql`status = 'active'`),
    // The dashboard's bonus cost: bonuses started or ended in a period.
    index('player_bonuses_activated').on(table.activatedAt),
    index('player_bonuses_closed').on(table.closedAt),
    check(
      'player_bonuses_amounts',
      sql`${table.granted} >= 0 and ${table.wageringRequired} >= 0 and ${table.wagered} >= 0 and ${table.converted} >= 0 and ${table.forfeited} >= 0`,
    ),
    check(
      'player_bonuses_status',
      sql`${table.status} in ('queued', 'active', 'completed', 'forfeited', 'expired', 'cancelled', 'lost')`,
    ),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => promoCodes.id),
    playerId: integer('player_id').notNull(),
    playerBonusId: bigint('player_bonus_id', { mode: 'bigint' }).references(() => playerBonuses.id),
    claimId: bigint('claim_id', { mode: 'bigint' }).references(() => bonusClaims.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promo_redemptions_code_player').on(table.codeId, table.playerId)],
);
