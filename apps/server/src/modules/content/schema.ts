// The content module's tables: promotions and pages, each with its texts per language. A text missing in
// a language falls back to English, which every promotion and page must have.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The spec's type, lowercased; see promotionTypeOf in the contract. */
    type: varchar('type', { length: 20 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Lower comes first in lists. */
    sortOrder: integer('sort_order').notNull().default(100),
    coverImageUrl: text('cover_image_url').notNull(),
    thumbnailImageUrl: text('thumbnail_image_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'promotions_type_check',
      sql`${table.type} in ('signup', 'reload', 'tournament', 'rewards', 'casino')`,
    ),
  ],
);

export const promotionTexts = pgTable(
  'promotion_texts',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    /** The spec's locale code (en, de, ch, ...). */
    locale: varchar('locale', { length: 5 }).notNull(),
    title: text('title').notNull(),
    details: text('details').notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.locale] })],
);

export const pages = pgTable(
  'pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: varchar('slug', { length: 100 }).notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('pages_slug_unique').on(table.slug)],
);

export const pageTexts = pgTable(
  'page_texts',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 5 }).notNull(),
    title: text('title').notNull(),
    /** Markdown subset; `{operator}` and `{supportEmail}` are filled in from the configuration. */
    content: text('content').notNull(),
    /** The published version this text is (decision 0719); players read only published texts. */
    versionId: integer('version_id'),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.locale] })],
);

/**
 * Every saved text of a page in a language (decision 0719): numbered 1, 2, 3 … per page and language,
 * with who saved it (an operator's id; null for the texts the platform shipped with), when, and why.
 * Publishing one copies it into `page_texts`, which is what players read.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 5 }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    note: text('note').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('page_versions_page_locale_version').on(table.pageId, table.locale, table.version)],
);

/** A route's title and description in a language, set by an operator (decision 0719). */
export const seoEntries = pgTable(
  'seo_entries',
  {
    name: varchar('name', { length: 40 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.locale] })],
);
