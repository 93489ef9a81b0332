// Tables of the compliance module: verification documents (the files themselves live in the document
// store, never in a public path), responsible-gambling limits with their waiting changes, play sessions
// (for session limits and reality checks) and the record of every self-exclusion and cool-down.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    /** identity_front, identity_back, proof_of_address, selfie_with_credit_card, selfie_with_identity, bank_statement */
    kind: text('kind').notNull(),
    /** pending_review, approved, rejected */
    status: text('status').notNull(),
    rejectionReason: text('rejection_reason'),
    /** The document the player's page shows for its kind; a replaced or withdrawn one is kept, not current. */
    current: boolean('current').notNull().default(true),
    /** Key in the document store. */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** SHA-256 of the stored bytes, hex. */
    sha256: text('sha256').notNull(),
    uploadedAt: instant('uploaded_at').notNull(),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by'),
    withdrawnAt: instant('withdrawn_at'),
  },
  (table) => [
    uniqueIndex('kyc_documents_current_kind')
      .on(table.playerId, table.kind)
      .where(sql`${table.current}`),
    index('kyc_documents_queue').on(table.status, table.uploadedAt),
    check('kyc_documents_status', sql`${table.status} in ('pending_review', 'approved', 'rejected')`),
  ],
);

export const playerLimits = pgTable(
  'player_limits',
  {
    playerId: integer('player_id').notNull(),
    /** deposit, loss, wager, session */
    kind: text('kind').notNull(),
    /** daily, weekly, monthly */
    period: text('period').notNull(),
    /** Minor units of the player's currency; minutes for a session limit; null: none in force. */
    amount: bigint('amount', { mode: 'bigint' }),
    /** A waiting increase (or removal when pendingRemoval) and when it takes effect. */
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingEffectiveAt: instant('pending_effective_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'player_limits_pkey', columns: [table.playerId, table.kind, table.period] }),
    check('player_limits_kind', sql`${table.kind} in ('deposit', 'loss', 'wager', 'session')`),
    check('player_limits_period', sql`${table.period} in ('daily', 'weekly', 'monthly')`),
    check('player_limits_amount', sql`${table.amount} is null or ${table.amount} >= 0`),
  ],
);

/** Continuous play: opened at a game launch or bet, extended by each bet until a pause of 30 minutes. */
export const playSessions = pgTable(
  'play_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    startedAt: instant('started_at').notNull(),
    lastActivityAt: instant('last_activity_at').notNull(),
  },
  (table) => [index('play_sessions_player_time').on(table.playerId, table.lastActivityAt)],
);

export const exclusions = pgTable(
  'exclusions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    /** cool_down, self_exclusion */
    kind: text('kind').notNull(),
    /** The deactivation code (2..7), null for a cool-down or `POST /user/status`. */
    periodCode: integer('period_code'),
    startsAt: instant('starts_at').notNull(),
    /** null: permanent. */
    endsAt: instant('ends_at'),
    /** Where it was asked for: user_status, cool_down, deactivate_account. */
    source: text('source').notNull(),
    /** Ended early by an operator (decision 0712); the audit log says who and why. */
    liftedAt: instant('lifted_at'),
  },
  (table) => [index('exclusions_player').on(table.playerId, table.startsAt)],
);

/**
 * Instant verification sessions at the operator's identity-verification provider (decision 0905): one row
 * per session the player started, keyed by the provider's session id, with the provider's latest decision.
 */
export const instantVerifications = pgTable(
  'instant_verifications',
  {
    /** The provider's session id. */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    playerId: integer('player_id').notNull(),
    /** created, review, approved, declined, resubmission_requested, expired, abandoned */
    status: text('status').notNull(),
    /** The provider's hosted page of the session. */
    url: text('url').notNull(),
    reason: text('reason'),
    reasonCode: integer('reason_code'),
    createdAt: instant('created_at').notNull(),
    /** When the provider decided (its own time), null until it did. */
    decidedAt: instant('decided_at'),
  },
  (table) => [
    index('instant_verifications_player').on(table.playerId, table.createdAt),
    check(
      'instant_verifications_status',
      sql`${table.status} in ('created', 'review', 'approved', 'declined', 'resubmission_requested', 'expired', 'abandoned')`,
    ),
  ],
);

/**
 * Every decision a provider sent, as it was signed (its SHA-256) and what it said: the audit trail of the
 * provider's approvals and declines. A delivery sent again matches its digest and changes nothing.
 */
export const instantVerificationDecisions = pgTable(
  'instant_verification_decisions',
  {
    /** SHA-256 of the signed body, hex. */
    digest: text('digest').primaryKey(),
    sessionId: text('session_id').notNull(),
    provider: text('provider').notNull(),
    playerId: integer('player_id').notNull(),
    status: text('status').notNull(),
    /** The provider's numeric code (9001 approved, 9102 declined, ...). */
    code: integer('code'),
    reason: text('reason'),
    reasonCode: integer('reason_code'),
    decidedAt: instant('decided_at'),
    receivedAt: instant('received_at').notNull(),
    /** Whether it moved the session (false: older than the decision already applied). */
    applied: boolean('applied').notNull(),
  },
  (table) => [index('instant_verification_decisions_session').on(table.sessionId, table.receivedAt)],
);

/**
 * Every reality check a player answered (decision 0906): one row per check, the check identified by when it
 * fell due in the play session (its start plus a whole number of intervals), so an answer sent again is
 * recorded once. The figures are the session's at the answer, as the dialog shows them.
 */
export const realityChecks = pgTable(
  'reality_checks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    sessionStartedAt: instant('session_started_at').notNull(),
    dueAt: instant('due_at').notNull(),
    /** When the dialog opened: the answer's time less the seconds the player's page says it was shown. */
    shownAt: instant('shown_at').notNull(),
    /** continue, stop */
    answer: text('answer').notNull(),
    answeredAt: instant('answered_at').notNull(),
    sessionMinutes: integer('session_minutes').notNull(),
    /** Wins and refunds less bets in the session, minor units of `currency`: negative is a loss. */
    net: bigint('net', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
  },
  (table) => [
    uniqueIndex('reality_checks_player_due').on(table.playerId, table.dueAt),
    index('reality_checks_answered').on(table.answeredAt),
    check('reality_checks_answer', sql`${table.answer} in ('continue', 'stop')`),
  ],
);
