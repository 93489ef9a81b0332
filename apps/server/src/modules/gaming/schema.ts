// Game providers and their keys, game session tokens, the provider wallet transactions as received (the
// idempotency record of the wallet API), and game rounds (the player's bet history).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

export const providerStatuses = ['active', 'disabled'] as const;
export type ProviderStatus = (typeof providerStatuses)[number];

/** A game studio that calls the wallet API, with the RSA public key its requests are signed with. */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique('game_providers_code'),
    name: text('name').notNull(),
    /** SPKI PEM. */
    publicKey: text('public_key').notNull(),
    status: text('status', { enum: providerStatuses }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('game_providers_code_format', sql`${table.code} ~ '^[a-z0-9][a-z0-9_-]{1,39}$'`),
    check('game_providers_status', sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** A game session: the token a provider's game sends with every wallet call. Only its hash is kept. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull().unique('game_sessions_token_hash'),
    playerId: integer('player_id').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('game_sessions_player_provider').on(table.playerId, table.providerId)],
);

export const providerTransactionKinds = ['bet', 'win', 'rollback'] as const;
export type ProviderTransactionKind = (typeof providerTransactionKinds)[number];

/**
 * What became of a transaction: a bet is `open` until its first win settles it (`done`: further wins are
 * taken, rollbacks refused) or a rollback refunds it (`rolled_back`); a bet row that a rollback wrote
 * before the bet itself arrived is `cancelled` (the late bet is refused); wins and rollbacks are `done`.
 */
export const providerTransactionStates = ['open', 'rolled_back', 'cancelled', 'done'] as const;
export type ProviderTransactionState = (typeof providerTransactionStates)[number];

/** Each wallet transaction a provider sent, once per (provider, transaction_uuid), with the answer given. */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    providerId: integer('provider_id').notNull(),
    transactionUuid: text('transaction_uuid').notNull(),
    kind: text('kind', { enum: providerTransactionKinds }).notNull(),
    state: text('state', { enum: providerTransactionStates }).notNull(),
    playerId: integer('player_id').notNull(),
    gameCode: text('game_code').notNull(),
    round: text('round').notNull(),
    currency: text('currency').notNull(),
    /** Minor units of `currency`; null on a cancelled bet that never arrived. */
    amount: bigint('amount', { mode: 'bigint' }),
    referenceTransactionUuid: text('reference_transaction_uuid'),
    /** SHA-256 of the request's content; a repeat with another fingerprint is a duplicate. */
    fingerprint: text('fingerprint'),
    /** The player's balance in the answer (minor units), replayed to a repeat. */
    balance: bigint('balance', { mode: 'bigint' }),
    ledgerTransferId: text('ledger_transfer_id'),
    /** A bet taken while a bonus was active: that bonus (bonuses module), kept without a foreign key. */
    bonusId: bigint('bonus_id', { mode: 'bigint' }),
    /** Of a bet's stake, what the bonus balance paid (the rest was cash); its transfer is `<id>:bonus`. */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }),
    /** What the bet added to the bonus's wagering (undone by its rollback). */
    bonusWagered: bigint('bonus_wagered', { mode: 'bigint' }),
    /**
     * A free round's bet (`is_free`, decision 1113): the nominal stake of the spin in minor units; its amount
     * is 0 and `bonus_id` is the bonus whose free spin it took. Null for a bet that moved money.
     */
    freeRoundValue: bigint('free_round_value', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('provider_transactions_once').on(table.providerId, table.transactionUuid),
    // The back office's round detail: the transactions of one round. Not on (provider_id, round): a plan
    // made on a small table could then take it for a win's lookup of its bet by provider and uuid, and
    // keep it, reading every transaction of the provider on each win (decision 0320).
    index('provider_transactions_round').on(table.round),
    check('provider_transactions_kind', sql`${table.kind} in ('bet', 'win', 'rollback')`),
    check('provider_transactions_state', sql`${table.state} in ('open', 'rolled_back', 'cancelled', 'done')`),
  ],
);

/** A game round of one player: what was bet, won and refunded in it (the bet history's rows). */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    providerId: integer('provider_id').notNull(),
    playerId: integer('player_id').notNull(),
    round: text('round').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    betTotal: bigint('bet_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winTotal: bigint('win_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundTotal: bigint('refund_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    closed: boolean('closed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('game_rounds_once').on(table.providerId, table.round, table.playerId),
    index('game_rounds_player_by_time').on(table.playerId, table.createdAt, table.id),
    // No index holds `closed` or `updated_at`, so the update of a round by its win or rollback is a HOT
    // update (no index entry written). Who reads rounds as they settle (the live bets board, fairness
    // monitoring) finds them through the provider transactions that changed them (decision 0319).
  ],
);
