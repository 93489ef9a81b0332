// The rewards' tables (decisions 1120-1124): the cashback jobs' periods paid and each player's payment,
// the rakeback periods players started and each day's rakeback paid,
// the VIP levels players reached (each paid its level-up bonus once), the position of the pass that looks
// at new bets, the referral rewards decided (paid or refused, once per referred player) and the review
// claims an operator decides. Money itself moves in the ledger; these rows say what was paid for what,
// and their unique keys make each payment happen once. Player and operator ids are other modules', kept
// without a foreign key.
import type { ReviewPlatformKey } from '@reelvault/contract/constants/rewards';
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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A cashback period paid in full (`daily` a UTC day, `weekly` a week from its Monday). */
export const cashbackRuns = pgTable(
  'cashback_runs',
  {
    kind: text('kind', { enum: ['daily', 'weekly'] }).notNull(),
    /** The period's first day, YYYY-MM-DD (UTC). */
    period: text('period').notNull(),
    /** Players paid in this run. */
    players: integer('players').notNull(),
    completedAt: instant('completed_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'cashback_runs_pkey', columns: [table.kind, table.period] }),
    check('cashback_runs_kind', sql`${table.kind} in ('daily', 'weekly')`),
  ],
);

/** One player's cashback for one period; the ledger transfer's id is `cashback:<kind>:<period>:<player>`. */
export const cashbackPayments = pgTable(
  'cashback_payments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    kind: text('kind', { enum: ['daily', 'weekly'] }).notNull(),
    period: text('period').notNull(),
    currency: text('currency').notNull(),
    /** The period's net cash loss, minor units. */
    losses: bigint('losses', { mode: 'bigint' }).notNull(),
    percent: integer('percent').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The VIP level whose percentage a weekly cashback paid. */
    level: text('level'),
    transferId: text('transfer_id').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('cashback_payments_once').on(table.kind, table.period, table.playerId),
    index('cashback_payments_player').on(table.playerId, table.createdAt, table.id),
    // The dashboard's cashback in a period.
    index('cashback_payments_created').on(table.createdAt),
    check('cashback_payments_kind', sql`${table.kind} in ('daily', 'weekly')`),
    check(
      'cashback_payments_amounts',
      sql`${table.losses} > 0 and ${table.amount} > 0 and ${table.percent} > 0`,
    ),
  ],
);

/** A VIP level a player reached, with the level-up bonus it granted (grant id `vip:<player>:<level>`). */
export const vipLevels = pgTable(
  'vip_levels',
  {
    playerId: integer('player_id').notNull(),
    level: text('level').notNull(),
    /** Cumulative wagering when the level was recorded, euro cents. */
    wageredCents: bigint('wagered_cents', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** The level-up bonus in the player's currency, minor units. */
    bonus: bigint('bonus', { mode: 'bigint' }).notNull(),
    grantId: text('grant_id').notNull(),
    reachedAt: instant('reached_at').notNull(),
  },
  (table) => [primaryKey({ name: 'vip_levels_pkey', columns: [table.playerId, table.level] })],
);

/** Where a rewards pass that reads new play stopped (the VIP and referral pass). */
export const rewardCursors = pgTable('reward_cursors', {
  name: text('name').primaryKey(),
  position: instant('position').notNull(),
});

export const referralOutcomes = ['paid', 'refused'] as const;

/** The referrer's reward for one referred player, decided once: paid, or refused with the reason. */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    referredId: integer('referred_id').notNull(),
    /** Null when the friend's ref_id names no player. */
    referrerId: integer('referrer_id'),
    outcome: text('outcome', { enum: referralOutcomes }).notNull(),
    /** unknown_referrer, self_referral, deposit_below_minimum, shared_signals. */
    reason: text('reason'),
    /** The signals that tie the two (email_alias, ip_address), for the back office. */
    signals: jsonb('signals').$type<string[]>().notNull().default([]),
    /** The friend's first deposit, minor units of `depositCurrency`. */
    firstDeposit: bigint('first_deposit', { mode: 'bigint' }),
    depositCurrency: text('deposit_currency'),
    /** The reward in the referrer's currency, and its grant (`referral:<referred>`). */
    currency: text('currency'),
    amount: bigint('amount', { mode: 'bigint' }),
    grantId: text('grant_id'),
    createdAt: instant('created_at').notNull(),
    /** An operator who overturned a refusal (decision 1132): the reward paid then, and why. */
    overturnedBy: integer('overturned_by'),
    overturnedAt: instant('overturned_at'),
    overturnReason: text('overturn_reason'),
  },
  (table) => [
    uniqueIndex('referral_rewards_once').on(table.referredId),
    // The back office's list of one outcome.
    index('referral_rewards_outcome').on(table.outcome, table.referredId),
    index('referral_rewards_referrer').on(table.referrerId),
    check('referral_rewards_outcome', sql`${table.outcome} in ('paid', 'refused')`),
    check(
      'referral_rewards_paid_has_grant',
      sql`(${table.outcome} = 'paid') = (${table.grantId} is not null)`,
    ),
    check(
      'referral_rewards_overturn',
      sql`(${table.overturnedBy} is null) = (${table.overturnedAt} is null) and (${table.overturnedBy} is null) = (${table.overturnReason} is null) and (${table.overturnedBy} is null or ${table.outcome} = 'paid')`,
    ),
  ],
);

export const reviewClaimStatusList = ['waiting', 'approved', 'rejected'] as const;

/** A player's review on one platform, waiting for an operator, approved (and credited) or rejected. */
export const reviewClaims = pgTable(
  'review_claims',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    platform: text('platform').$type<ReviewPlatformKey>().notNull(),
    link: text('link').notNull(),
    status: text('status', { enum: reviewClaimStatusList }).notNull().default('waiting'),
    /** Why an operator rejected it (the player sees it). */
    reason: text('reason'),
    /** The credit of an approved claim, minor units of `currency`, and its grant (`review:<player>:<platform>`). */
    currency: text('currency'),
    reward: bigint('reward', { mode: 'bigint' }),
    grantId: text('grant_id'),
    decidedBy: integer('decided_by'),
    decidedAt: instant('decided_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    // One claim per platform that is waiting or approved; a rejected one may be sent again.
    uniqueIndex('review_claims_one_per_platform')
      .on(table.playerId, table.platform)
      .where(sql`status in ('waiting', 'approved')`),
    index('review_claims_player').on(table.playerId, table.id),
    index('review_claims_queue').on(table.status, table.createdAt, table.id),
    check('review_claims_status', sql`${table.status} in ('waiting', 'approved', 'rejected')`),
  ],
);

/**
 * A rakeback a player took (a code or an offer, decision 1124): `percent` (basis points, 2500 is 25 %) of
 * the theoretical loss of the player's cash bets in [starts_at, ends_at), paid as cash day by day. It is
 * not a bonus: it takes no bonus slot and runs alongside one. `grant_id` makes each start happen once.
 */
export const rakebackPeriods = pgTable(
  'rakeback_periods',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    offerId: integer('offer_id').notNull(),
    /** `promo:<code>` or `manual` (an offer activated by id). */
    source: text('source').notNull(),
    currency: text('currency').notNull(),
    percent: integer('percent').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    grantId: text('grant_id').notNull(),
    /** Every day of the period settled (its last payment made): the job passes it by. */
    closedAt: instant('closed_at'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('rakeback_periods_grant').on(table.grantId),
    index('rakeback_periods_player').on(table.playerId, table.startsAt, table.id),
    // The job's work: the periods not settled yet.
    index('rakeback_periods_open')
      .on(table.startsAt)
      .where(sql`closed_at is null`),
    check('rakeback_periods_terms', sql`${table.percent} > 0 and ${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * One day of a rakeback period settled (its part of the day, for the first and the last): the cash stake
 * less refunds, the theoretical loss on it and the rakeback paid; the transfer's id is
 * `rakeback:<period>:<day>`. A day of a player who could not be paid then (self-excluded, closed) is
 * settled as withheld with nothing paid.
 */
export const rakebackPayments = pgTable(
  'rakeback_payments',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    periodId: bigint('period_id', { mode: 'bigint' })
      .notNull()
      .references(() => rakebackPeriods.id),
    playerId: integer('player_id').notNull(),
    /** The UTC day, YYYY-MM-DD. */
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    /** Cash bets less cash refunds in the day's part of the period, minor units. */
    wagered: bigint('wagered', { mode: 'bigint' }).notNull(),
    /** The theoretical loss on them (stake x (1 - RTP)), rounded down, minor units. */
    theoreticalLoss: bigint('theoretical_loss', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    withheld: boolean('withheld').notNull().default(false),
    /** Null when nothing was paid. */
    transferId: text('transfer_id'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('rakeback_payments_once').on(table.periodId, table.day),
    // The dashboard's rakeback in a period.
    index('rakeback_payments_created').on(table.createdAt),
    check(
      'rakeback_payments_amounts',
      sql`${table.amount} >= 0 and ${table.theoreticalLoss} >= 0 and (${table.amount} > 0) = (${table.transferId} is not null)`,
    ),
  ],
);
