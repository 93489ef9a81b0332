// The reports' aggregates (decision 0720): what the ledger moved, summed per UTC hour and kept by the
// rollup job (rollup-repository.ts), never written on the wallet's path. Hours sum into days and ranges
// quickly; what cannot be summed across hours (distinct players, a player's first deposit) has a table
// of its own. Every row can be rebuilt from the ledger, and `npm run reports:check` compares them.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Play per hour, currency, game and the player's country: bets, wins and refunds posted in the hour. */
export const reportPlayHours = pgTable(
  'report_play_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    /** The gaming provider (game_providers.id) that sent the calls; 0 when the transfer names none. */
    gameProviderId: integer('game_provider_id').notNull(),
    /** The game's code as the provider sends it (catalogue `games.identifier`); '' when unknown. */
    gameCode: text('game_code').notNull(),
    /** The player's country id (identity's countries list) at the time of the rollup; 0 when none. */
    countryId: integer('country_id').notNull(),
    bets: bigint('bets', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wins: bigint('wins', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refunds: bigint('refunds', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bets placed (a bet paid partly from the bonus balance counts once). */
    betCount: integer('bet_count').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'report_play_hours_pkey',
      columns: [table.hour, table.currency, table.gameProviderId, table.gameCode, table.countryId],
    }),
  ],
);

/** report_play_hours summed per UTC day, for the days the rollup has closed (a range reads ~24 times fewer rows). */
export const reportPlayDays = pgTable(
  'report_play_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    gameProviderId: integer('game_provider_id').notNull(),
    gameCode: text('game_code').notNull(),
    countryId: integer('country_id').notNull(),
    bets: bigint('bets', { mode: 'bigint' }).notNull(),
    wins: bigint('wins', { mode: 'bigint' }).notNull(),
    refunds: bigint('refunds', { mode: 'bigint' }).notNull(),
    betCount: integer('bet_count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'report_play_days_pkey',
      columns: [table.day, table.currency, table.gameProviderId, table.gameCode, table.countryId],
    }),
  ],
);

/** Player accounts that placed a bet on a UTC day: distinct bettors of any days are counted from here. */
export const reportBettorDays = pgTable(
  'report_bettor_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** The account the bet was debited (cash or bonus), as the dashboard counts bettors. */
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    countryId: integer('country_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'report_bettor_days_pkey', columns: [table.day, table.currency, table.accountId] }),
  ],
);

/** How many accounts bet on a UTC day, per currency and country: the days' counts, read without a distinct. */
export const reportBettorCounts = pgTable(
  'report_bettor_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    countryId: integer('country_id').notNull(),
    players: integer('players').notNull(),
  },
  (table) => [
    primaryKey({ name: 'report_bettor_counts_pkey', columns: [table.day, table.currency, table.countryId] }),
  ],
);

/**
 * Each betting account once, with the UTC days it bet on (days since 1970-01-01, ascending): the distinct
 * bettors of any range are the accounts whose days overlap it, counted over one row per account.
 */
export const reportBettorAccounts = pgTable(
  'report_bettor_accounts',
  {
    accountId: bigint('account_id', { mode: 'bigint' }).primaryKey(),
    currency: text('currency').notNull(),
    countryId: integer('country_id').notNull(),
    days: integer('days').array().notNull(),
  },
  (table) => [index('report_bettor_accounts_days').using('gin', table.days)],
);

/** Deposits credited and withdrawals paid per hour, currency and payment method. */
export const reportPaymentHours = pgTable(
  'report_payment_hours',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    /** The payment method's code; '' when the transfer names none. */
    method: text('method').notNull(),
    deposits: bigint('deposits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    depositCount: integer('deposit_count').notNull().default(0),
    withdrawals: bigint('withdrawals', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'report_payment_hours_pkey', columns: [table.hour, table.currency, table.method] }),
  ],
);

/** Each player account's first credited deposit ever (deposits are never undone, so it only moves earlier). */
export const reportFirstDeposits = pgTable(
  'report_first_deposits',
  {
    accountId: bigint('account_id', { mode: 'bigint' }).primaryKey(),
    playerId: integer('player_id'),
    currency: text('currency').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('report_first_deposits_time').on(table.firstAt),
    index('report_first_deposits_player').on(table.playerId),
  ],
);

/** Where the rollup has got to: the time of its last pass (transfers are watermarked by time). */
export const reportRollupState = pgTable('report_rollup_state', {
  name: text('name').primaryKey(),
  watermark: timestamp('watermark', { withTimezone: true }).notNull(),
  passedAt: timestamp('passed_at', { withTimezone: true }).notNull(),
});
