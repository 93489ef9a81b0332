// The catalogue's tables: studios (providers), categories, games with the engine, model and skin a launch
// needs, page lists, per-studio country rules and players' favourites. Retired games stay (soft) so
// histories and favourites keep their names.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GameSkin } from './skin';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The operator's switch (back office): a disabled studio's games leave every list and do not launch. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The back office set the country rules: an import leaves them as they are (decision 0718). */
    countriesByOperator: boolean('countries_by_operator').notNull().default(false),
    /**
     * Where the studio comes from: null for the operator's feed, an aggregator's code for a studio its games
     * list names (decision 0808); an import retires only studios of its own source.
     */
    source: text('source'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('providers_slug_key').on(table.slug),
    index('providers_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
);

/** Where a studio's games may be played: only explicit rows; a country without a row is allowed. */
export const providerCountries = pgTable(
  'provider_countries',
  {
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2, upper case (`GB` for the United Kingdom). */
    countryCode: char('country_code', { length: 2 }).notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.countryCode] })],
);

/** The spec's categories, with fixed ids (see catalogue/categories.ts); `type` is 4 (slots) or 5 (live). */
export const categories = pgTable(
  'categories',
  {
    id: smallint('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: smallint('type').notNull(),
    position: smallint('position').notNull(),
    /** Names players read per language (locale code -> name); a language without one reads `name` (English). */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    /** Hidden in the back office: out of the lobby's category lists, its page answers 404 (decision 0807). */
    hidden: boolean('hidden').notNull().default(false),
    /** Name, order or visibility set in the back office: an import leaves them as they are. */
    setByOperator: boolean('set_by_operator').notNull().default(false),
    /** Created in the back office (ids from 100 on); not one of the spec's categories. */
    createdByOperator: boolean('created_by_operator').notNull().default(false),
  },
  (table) => [uniqueIndex('categories_slug_key').on(table.slug)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** Stable, url-safe key from the feed; the art and the studio know a game by it. */
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** 4 slot, 5 live casino (spec 001, section 4). */
    type: smallint('type').notNull(),
    /** Return to player in percent, as the studio declares it ("96.50"). */
    rtp: numeric('rtp', { precision: 5, scale: 2 }).notNull(),
    volatility: text('volatility'),
    /**
     * The studio engine the game runs on: slot, roulette, blackjack, baccarat or game-show (the shared-round
     * crash game, decision 0606); `external` for a game an aggregator serves (decision 0808), which the
     * in-house studio never runs.
     */
    engine: text('engine').notNull(),
    /** The engine's math model (`slot-high`, `roulette-european`, ...). */
    model: text('model').notNull(),
    /** A table game dealt by the random number generator, not by a live dealer. */
    rngTable: boolean('rng_table').notNull().default(false),
    skin: jsonb('skin').$type<GameSkin>().notNull(),
    /** Default list order: higher first. */
    popularity: integer('popularity').notNull().default(0),
    releasedAt: date('released_at'),
    /** Hash of the feed entry, so a re-import rewrites only what changed. */
    contentHash: text('content_hash').notNull(),
    /** Hash of what the art draws; part of the image URL, so the art can be cached as immutable. */
    artVersion: text('art_version').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** The operator's switch (back office), kept apart from the feed's `is_active` so an import keeps it. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** The back office set the categories: an import leaves them as they are (decision 0718). */
    categoriesByOperator: boolean('categories_by_operator').notNull().default(false),
    /** The operator's marks on the card (`new`, `hot`, `exclusive`); an import never writes them. */
    badges: text('badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Null for the operator's feed; an aggregator's code for its games (decision 0808). */
    source: text('source'),
    /** The aggregator's picture of the game (https), shown instead of the drawn art. */
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('games_identifier_key').on(table.identifier),
    index('games_type_active_popularity_idx').on(
      table.type,
      table.isActive,
      table.popularity.desc(),
      table.id,
    ),
    index('games_provider_type_active_popularity_idx').on(
      table.providerId,
      table.type,
      table.isActive,
      table.popularity.desc(),
      table.id,
    ),
    index('games_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    check('games_type_check', sql`${table.type} in (4, 5)`),
    check(
      'games_engine_check',
      sql`${table.engine} in ('slot', 'roulette', 'blackjack', 'baccarat', 'game-show', 'external')`,
    ),
    check('games_rtp_check', sql`${table.rtp} > 0 and ${table.rtp} <= 100`),
  ],
);

/** Category membership of active games; `popularity` is copied from the game so a category page is one index scan. */
export const gameCategories = pgTable(
  'game_categories',
  {
    categoryId: smallint('category_id')
      .notNull()
      .references(() => categories.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.gameId] }),
    index('game_categories_order_idx').on(table.categoryId, table.popularity.desc(), table.gameId),
    index('game_categories_game_idx').on(table.gameId),
  ],
);

/** Curated lists of the home page and the onboarding wizard (ids 563, 559, 561, 560, 300). */
export const pageLists = pgTable('page_lists', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Ordered in the back office: an import leaves the list's games as they are (decision 0807). */
  setByOperator: boolean('set_by_operator').notNull().default(false),
  ...timestamps,
});

export const pageListGames = pgTable(
  'page_list_games',
  {
    pageListId: integer('page_list_id')
      .notNull()
      .references(() => pageLists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
  },
  (table) => [primaryKey({ columns: [table.pageListId, table.position] })],
);

/** One row: a counter every import that changes something raises, so every node drops its caches. */
export const catalogueState = pgTable(
  'catalogue_state',
  {
    id: smallint('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('catalogue_state_single_row', sql`${table.id} = 1`)],
);

/**
 * Feed files uploaded in the back office (decision 0807): the document kept until it is applied, the
 * preview of what it changes, and the apply job's outcome. `base_revision` is the catalogue revision the
 * preview was made against: an apply after any other change is refused as stale.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  /** preview, applying, applied, failed, stale. */
  status: text('status').notNull().default('preview'),
  /** The feed file's text; dropped once applied or stale. */
  document: text('document'),
  baseRevision: bigint('base_revision', { mode: 'number' }).notNull(),
  /** What the import changes: counts and lists (the contract's AdminCatalogueImport without its state). */
  preview: jsonb('preview').notNull(),
  progressDone: integer('progress_done').notNull().default(0),
  progressTotal: integer('progress_total').notNull().default(0),
  error: text('error'),
  createdBy: integer('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Players' favourite games. `player_id` is identity's player id, kept without a foreign key because one
 * module's tables never reach into another's; a game's row stays for ever (retired, not deleted).
 */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    playerId: integer('player_id').notNull(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('favourite_games_player_recent_idx').on(table.playerId, table.createdAt.desc(), table.gameId),
  ],
);
