// The aggregators the operator connected (decision 0808): each one a game provider of the wallet API (its
// `code` is the provider's) and a source of the catalogue, with what its adapter needs to call it; the
// aggregator's details of each game it serves; and the free-round rewards created at it for bonuses.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const aggregatorKinds = ['hub88'] as const;
export type AggregatorKind = (typeof aggregatorKinds)[number];

export const aggregators = pgTable(
  'aggregators',
  {
    id: serial('id').primaryKey(),
    /** The game provider's code (`game_providers.code`) and the catalogue source of its games. */
    code: text('code').notNull().unique('aggregators_code'),
    /** Which adapter speaks to it: `hub88` (Hub88's Operator API). */
    kind: text('kind', { enum: aggregatorKinds }).notNull(),
    name: text('name').notNull(),
    /** The API's base URL, without a trailing slash. */
    baseUrl: text('base_url').notNull(),
    /** The operator's id at the aggregator (Hub88's `operator_id`). */
    operatorId: text('operator_id').notNull(),
    /** PEM of the operator's private key its requests are signed with; never answered or logged. */
    privateKey: text('private_key').notNull(),
    /** Origins (https) of the game pictures its list names, allowed by the site's CSP. */
    imageHosts: text('image_hosts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** When a sync last failed (the aggregator unreachable or refusing); the last outcome is the later one. */
    lastSyncFailedAt: timestamp('last_sync_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('aggregators_kind', sql`${table.kind} in ('hub88')`)],
);

/** What the catalogue does not hold of an aggregator's game: its kind, free bets, platforms, countries. */
export const aggregatorGames = pgTable(
  'aggregator_games',
  {
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    /** The aggregator's game code; also the catalogue's identifier and the wallet API's `game_code`. */
    gameCode: text('game_code').notNull(),
    /** slot, live, game_show or table. */
    kind: text('kind').notNull(),
    freeBets: boolean('free_bets').notNull(),
    /** `desktop`, `mobile`. */
    platforms: text('platforms').array().notNull(),
    /** ISO 3166-1 alpha-2 codes of the countries the game may not be played from. */
    blockedCountries: text('blocked_countries').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.aggregatorId, table.gameCode] })],
);

/** A bonus's free rounds created at an aggregator: its reward uuid there, for wallet calls and cancels. */
export const aggregatorRewards = pgTable(
  'aggregator_rewards',
  {
    aggregatorId: integer('aggregator_id')
      .notNull()
      .references(() => aggregators.id),
    /** The bonus (bonuses module), kept without a foreign key. */
    bonusId: bigint('bonus_id', { mode: 'bigint' }).notNull(),
    rewardUuid: text('reward_uuid').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.aggregatorId, table.bonusId] }),
    unique('aggregator_rewards_uuid').on(table.aggregatorId, table.rewardUuid),
  ],
);
