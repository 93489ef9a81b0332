// Fairness monitoring's running totals and the anti-money-laundering thresholds (decision 0906): per game
// and currency what settled rounds staked and won, the rounds counted so far (what each added, so a round
// that changes after it was counted is corrected, never counted twice), the pass's watermark, and the
// operator's thresholds per currency and kind.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Per provider, game and currency: the settled rounds counted, in minor units (squares as numeric). */
export const fairnessGameTotals = pgTable(
  'fairness_game_totals',
  {
    providerId: integer('provider_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    rounds: bigint('rounds', { mode: 'bigint' }).notNull(),
    staked: numeric('staked').notNull(),
    won: numeric('won').notNull(),
    /** Sum of each round's stake squared: the band's width when stakes vary. */
    stakeSquares: numeric('stake_squares').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'fairness_game_totals_pkey',
      columns: [table.providerId, table.gameCode, table.currency],
    }),
  ],
);

/**
 * Each settled round with a stake as the pass counted it (its id in game_rounds). A round that changes
 * later (a late rollback, a late win) is counted again as the difference; one whose stake went back to
 * nothing is removed. The large single bets and wins of the AML report read it too.
 */
export const fairnessCountedRounds = pgTable(
  'fairness_counted_rounds',
  {
    roundId: bigint('round_id', { mode: 'bigint' }).primaryKey(),
    providerId: integer('provider_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    playerId: integer('player_id').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('fairness_counted_rounds_stake').on(table.currency, table.stake),
    index('fairness_counted_rounds_win').on(table.currency, table.win),
  ],
);

/** The pass's position in the provider transactions, the rounds' change feed (decision 0319); one row. */
export const fairnessWatermark = pgTable(
  'fairness_watermark',
  {
    id: smallint('id').primaryKey(),
    /** Transactions made before this were all counted (less the overlap the pass reads again). */
    countedThrough: timestamp('counted_through', { withTimezone: true }).notNull(),
    /** The last provider transaction read (its id); null in a watermark kept before decision 0319. */
    transactionId: bigint('transaction_id', { mode: 'bigint' }),
    passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('fairness_watermark_one_row', sql`${table.id} = 1`)],
);

export const amlThresholdKinds = ['deposit', 'withdrawal', 'bet', 'win'] as const;

/** The operator's anti-money-laundering thresholds: per currency and kind, in minor units. */
export const amlThresholds = pgTable(
  'aml_thresholds',
  {
    currency: text('currency').notNull(),
    kind: text('kind', { enum: amlThresholdKinds }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'aml_thresholds_pkey', columns: [table.currency, table.kind] }),
    check('aml_thresholds_kind', sql`${table.kind} in ('deposit', 'withdrawal', 'bet', 'win')`),
    check('aml_thresholds_amount', sql`${table.amount} > 0`),
  ],
);
