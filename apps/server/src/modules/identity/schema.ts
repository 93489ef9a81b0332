// Tables of the identity module: players, their sessions, single-use account tokens (password reset,
// e-mail change) and the security log.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name'),
    surname: text('surname'),
    birthday: date('birthday', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    /** Id from the countries list (modules/identity/countries.ts). */
    countryId: integer('country_id'),
    /** Registration currency code. */
    currency: text('currency').notNull(),
    phone: text('phone'),
    gender: text('gender'),
    /** The spec's user status: 1 active, 2 inactive, 6 and 7 need verification. */
    status: smallint('status').notNull().default(1),
    /** The spec's player status: 0 needs verification, 2 under review. */
    playerStatus: smallint('player_status').notNull().default(0),
    /** Self-exclusion: refused at login until this time (the compliance module sets it). */
    excludedUntil: instant('excluded_until'),
    excludedPermanently: boolean('excluded_permanently').notNull().default(false),
    /** Registration attribution as sent: referrer username, affiliate and campaign ids, site code. */
    refId: text('ref_id'),
    affiliateId: text('affiliate_id'),
    campaignId: text('campaign_id'),
    siteCode: text('site_code'),
    /** The player's language (a locale code: de, ch, gr, ...): e-mails are written in it. */
    locale: text('locale').notNull().default('en'),
    ageConfirmedAt: instant('age_confirmed_at').notNull(),
    /** TOTP secret, encrypted (AES-256-GCM); set while setup waits for its first code, and once enabled. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
    /** The last accepted TOTP time step: a code of that step or an earlier one is never accepted again. */
    totpLastTimeStep: bigint('totp_last_time_step', { mode: 'number' }),
    passwordChangedAt: instant('password_changed_at').notNull(),
    lastLoginAt: instant('last_login_at'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The back office's player search (decision 0709): parts of username, e-mail and name by trigrams
    // (the expression is the one identity/backoffice-repository.ts queries), phone exactly, and the sorts
    // and date filters of the players list.
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${table.username} || ' ' || ${table.email} || ' ' || coalesce(${table.name}, '') || ' ' || coalesce(${table.surname}, '')) gin_trgm_ops`,
    ),
    index('users_phone_idx').on(table.phone),
    index('users_created_at_idx').on(table.createdAt),
    index('users_last_login_idx').on(table.lastLoginAt),
    index('users_country_idx').on(table.countryId),
    // A rare status (inactive, awaiting verification) leads a filtered search straight to its few
    // players, whatever the sort. Migration 0021 also creates the statistics `users_filter_stats` (most
    // common combinations of status, player_status, country and currency), which drizzle cannot declare:
    // with it the planner sees that a combination is rare instead of multiplying each filter's share.
    index('users_status_idx').on(table.status),
    // The referral outcomes list (decision 1132): the referred players only, a referrer's friends by the
    // username they typed, newest first.
    index('users_referred_idx')
      .on(sql`lower(btrim(${table.refId}))`, table.createdAt)
      .where(sql`ref_id is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** logout, password_changed, password_reset, two_factor_changed, self_excluded */
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('sessions_user_created_idx').on(table.userId, table.createdAt),
    // The back office finds players by an address and shows who else was seen on it.
    index('sessions_ip_idx').on(table.ip, table.userId),
  ],
);

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** password_reset or email_change */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address being confirmed (email_change). */
    newEmail: text('new_email'),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Used, or replaced by a newer token of the same purpose. */
    usedAt: instant('used_at'),
  },
  (table) => [index('account_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, string | number>>(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    index('security_events_user_created_idx').on(table.userId, table.createdAt),
    index('security_events_ip_idx').on(table.ip, table.userId),
  ],
);

/**
 * The terms a player accepted at registration: the published version of the terms page (the content
 * module's `page_versions` row) in the language they registered in (decision 0719).
 */
export const termsAcceptances = pgTable('terms_acceptances', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  pageVersionId: integer('page_version_id').notNull(),
  version: integer('version').notNull(),
  locale: text('locale').notNull(),
  acceptedAt: instant('accepted_at').notNull(),
});
