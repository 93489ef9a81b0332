// The content module's tables: promotions and pages, each with its texts per language. A text missing in
// a language falls back to English, which every promotion and page must have.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
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
    /** Shown from (null: at once) until (null: no end), decision 0313. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'promotions_type_check',
      sql`${table.type} in ('signup', 'reload', 'tournament', 'rewards', 'casino')`,
    ),
    check(
      'promotions_schedule_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
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

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures uploaded in the back office (decision 0313), already resized to WebP: the hash of the bytes is
 * their address, so they are served with immutable caching and an upload of the same picture is one row.
 */
export const contentImages = pgTable('content_images', {
  sha256: varchar('sha256', { length: 64 }).primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: bytea('bytes').notNull(),
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The home page's hero slides (decision 0313); texts per language in `hero_slide_texts`. */
export const heroSlides = pgTable(
  'hero_slides',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(100),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** guests, players or both. */
    audience: varchar('audience', { length: 10 }).notNull(),
    /** A path of the site the button leads to. */
    link: text('link').notNull(),
    /** One of the site's own pictures, or null when `image_url` is set. */
    art: varchar('art', { length: 20 }),
    imageUrl: text('image_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('hero_slides_audience_check', sql`${table.audience} in ('guests', 'players', 'both')`),
    check('hero_slides_picture_check', sql`${table.art} is not null or ${table.imageUrl} is not null`),
    check(
      'hero_slides_schedule_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.startsAt} < ${table.endsAt}`,
    ),
    index('hero_slides_order').on(table.sortOrder, table.id),
  ],
);

export const heroSlideTexts = pgTable(
  'hero_slide_texts',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => heroSlides.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 5 }).notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    cta: text('cta').notNull(),
  },
  (table) => [primaryKey({ columns: [table.slideId, table.locale] })],
);
