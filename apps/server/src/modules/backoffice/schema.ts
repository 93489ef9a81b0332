// The back office's tables: operator accounts (never players) with a role and a mandatory two-factor
// secret (enrolled at the first sign-in when an administrator created the account), the short-lived
// enrolment tickets of that step, their sessions, and the audit log of what they did.
import { sql } from 'drizzle-orm';
import { adminRoles } from '@reelvault/contract/calls/backoffice';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const adminUsers = pgTable(
  'admin_users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: adminRoles }).notNull(),
    /**
     * AES-256-GCM sealed TOTP secret (security/secret-box), bound to the operator's id; null until the
     * operator has enrolled (created in the back office, or two-factor reset): the next sign-in enrols.
     */
    totpSecret: text('totp_secret'),
    /** The time step of the last accepted code: a code is never accepted twice. */
    totpLastTimeStep: integer('totp_last_time_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('admin_users_email_lower_key').on(sql`lower(${table.email})`),
    check('admin_users_role', sql`${table.role} in ('admin', 'finance', 'compliance', 'support', 'content')`),
  ],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey(),
    adminId: integer('admin_id').notNull(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('admin_sessions_token_hash_key').on(table.tokenHash),
    foreignKey({ name: 'admin_sessions_admin', columns: [table.adminId], foreignColumns: [adminUsers.id] }),
  ],
);

/**
 * A sign-in that still needs its two-factor enrolment (first sign-in, first run, after a reset): an opaque
 * ticket stored as SHA-256, minutes long, spent by the confirmation or after too many wrong codes. The
 * secret being enrolled waits here (sealed like the operator's) until a code proves the app has it.
 */
export const adminEnrolmentTickets = pgTable(
  'admin_enrolment_tickets',
  {
    id: uuid('id').primaryKey(),
    adminId: integer('admin_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    totpSecret: text('totp_secret'),
    failedCodes: integer('failed_codes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('admin_enrolment_tickets_token_hash_key').on(table.tokenHash),
    foreignKey({
      name: 'admin_enrolment_tickets_admin',
      columns: [table.adminId],
      foreignColumns: [adminUsers.id],
    }),
  ],
);

/** One row per operator action: who, when, on what, and the target before and after. Never updated. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    adminId: integer('admin_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({ name: 'admin_audit_log_admin', columns: [table.adminId], foreignColumns: [adminUsers.id] }),
    index('admin_audit_log_time').on(table.createdAt, table.id),
    index('admin_audit_log_target').on(table.targetType, table.targetId),
  ],
);

/** Operators' notes on a player's timeline (decision 0712): the player never sees them; never updated. */
export const adminPlayerNotes = pgTable(
  'admin_player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id').notNull(),
    adminId: integer('admin_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'admin_player_notes_admin',
      columns: [table.adminId],
      foreignColumns: [adminUsers.id],
    }),
    index('admin_player_notes_player').on(table.playerId, table.createdAt, table.id),
  ],
);

/**
 * Manual balance adjustments (decision 0707): what an operator asked for, who decided it and the ledger
 * transfer that applied it. The money itself is only ever in the ledger; this row is the request and its
 * four-eyes decision, locked while it is decided so that it is applied once.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    currency: text('currency').notNull(),
    /** cash or bonus: which of the player's accounts. */
    balance: text('balance').notNull(),
    /** credit (to the player) or debit (from the player). */
    direction: text('direction').notNull(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    category: text('category').notNull(),
    note: text('note').notNull(),
    /** pending (waits for a second operator), applied (the transfer is made) or refused. */
    status: text('status').notNull(),
    requestedBy: integer('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    /** The ledger transfer that applied it. */
    transferId: text('transfer_id'),
    /**
     * `balance`: the money moves as an adjustment; `bonus_grant`: a bonus granted by hand above the
     * threshold (decision 0715), which the approval grants as a bonus with wagering terms.
     */
    kind: text('kind').notNull().default('balance'),
    /** A bonus grant's offer, whose terms it takes; null: the default terms. */
    offerId: integer('offer_id'),
  },
  (table) => [
    foreignKey({
      name: 'balance_adjustments_requested_by',
      columns: [table.requestedBy],
      foreignColumns: [adminUsers.id],
    }),
    foreignKey({
      name: 'balance_adjustments_decided_by',
      columns: [table.decidedBy],
      foreignColumns: [adminUsers.id],
    }),
    index('balance_adjustments_queue').on(table.status, table.requestedAt, table.id),
    index('balance_adjustments_player').on(table.playerId, table.requestedAt),
    check('balance_adjustments_amount_positive', sql`${table.amount} > 0`),
    check('balance_adjustments_balance', sql`${table.balance} in ('cash', 'bonus')`),
    check('balance_adjustments_direction', sql`${table.direction} in ('credit', 'debit')`),
    check(
      'balance_adjustments_category',
      sql`${table.category} in ('goodwill', 'correction', 'chargeback', 'promotion', 'other')`,
    ),
    check('balance_adjustments_status', sql`${table.status} in ('pending', 'applied', 'refused')`),
    // A bonus grant credits the bonus balance; only it names an offer.
    check(
      'balance_adjustments_kind',
      sql`${table.kind} = 'balance' and ${table.offerId} is null or ${table.kind} = 'bonus_grant' and ${table.balance} = 'bonus' and ${table.direction} = 'credit'`,
    ),
    // Four eyes, in the database too: whoever decides an adjustment is not who asked for it, unless it
    // was applied at once under the threshold (decided by nobody).
    check(
      'balance_adjustments_four_eyes',
      sql`${table.decidedBy} is null or ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      'balance_adjustments_applied_has_transfer',
      sql`(${table.status} = 'applied') = (${table.transferId} is not null)`,
    ),
  ],
);
