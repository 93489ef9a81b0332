// The back office's tables: operator accounts (never players) with a role and a mandatory two-factor
// secret, their sessions, and the audit log of what they did.
import { sql } from 'drizzle-orm';
import {
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
    role: text('role', { enum: ['admin', 'finance', 'compliance', 'support'] }).notNull(),
    /** AES-256-GCM sealed TOTP secret (security/secret-box), bound to the operator's id. */
    totpSecret: text('totp_secret').notNull(),
    /** The time step of the last accepted code: a code is never accepted twice. */
    totpLastTimeStep: integer('totp_last_time_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('admin_users_email_lower_key').on(sql`lower(${table.email})`),
    check('admin_users_role', sql`${table.role} in ('admin', 'finance', 'compliance', 'support')`),
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
