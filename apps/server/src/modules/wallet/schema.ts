// The ledger's tables, modelled on TigerBeetle: accounts with debit and credit totals, and immutable
// transfers. A pending transfer is resolved by a second transfer (post or void) that names it; the unique
// index on `pending_id` makes each resolution happen at most once. See docs/decisions/0301 and 0302.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * An account holds one currency. Player accounts track their balance in the row (and the database refuses
 * a write that would take them below zero); system accounts such as house revenue derive their balance
 * from their transfers, so that no bet ever waits for a lock on a shared row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** What the account is for: player_cash, player_bonus, house_revenue, cashier_clearing, ... (data). */
    kind: text('kind').notNull(),
    /** The player that owns it; null for system accounts. Players are plain ids to the wallet. */
    playerId: integer('player_id'),
    /** Which one of its kind a system account is: the provider code, the payment method, ... ('' if none). */
    reference: text('reference').notNull().default(''),
    currency: text('currency').notNull(),
    /** The row carries the balance (debits_* and credits_*) and every transfer updates it. */
    tracksBalance: boolean('tracks_balance').notNull(),
    /** TigerBeetle's flag: debits (posted and pending) may never exceed posted credits. */
    debitsMustNotExceedCredits: boolean('debits_must_not_exceed_credits').notNull(),
    debitsPending: bigint('debits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debitsPosted: bigint('debits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPending: bigint('credits_pending', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    creditsPosted: bigint('credits_posted', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity')
      .on(table.kind, table.playerId, table.reference, table.currency)
      .nullsNotDistinct(),
    // Lets transfers reference (account, currency) so that the database refuses a transfer whose currency
    // differs from either account's.
    unique('ledger_accounts_id_currency').on(table.id, table.currency),
    index('ledger_accounts_player').on(table.playerId),
    check('ledger_accounts_kind_format', sql`${table.kind} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check('ledger_accounts_currency_format', sql`${table.currency} ~ '^[A-Z0-9]{2,10}$'`),
    check(
      'ledger_accounts_totals_not_negative',
      sql`${table.debitsPending} >= 0 and ${table.debitsPosted} >= 0 and ${table.creditsPending} >= 0 and ${table.creditsPosted} >= 0`,
    ),
    // The rule that keeps a player from spending money they do not have, checked on every write.
    check(
      'ledger_accounts_debits_within_credits',
      sql`not ${table.debitsMustNotExceedCredits} or ${table.debitsPending} + ${table.debitsPosted} <= ${table.creditsPosted}`,
    ),
    // An account whose balance is derived keeps no totals and cannot promise a floor (nothing to check).
    check(
      'ledger_accounts_derived_has_no_totals',
      sql`${table.tracksBalance} or (not ${table.debitsMustNotExceedCredits} and ${table.debitsPending} = 0 and ${table.debitsPosted} = 0 and ${table.creditsPending} = 0 and ${table.creditsPosted} = 0)`,
    ),
  ],
);

/** How a transfer moves money: at once (`posted`), as a hold (`pending`), or resolving a hold. */
export const transferPhases = ['posted', 'pending', 'post', 'void'] as const;
export type TransferPhase = (typeof transferPhases)[number];

/**
 * Immutable transfers: nothing is updated or deleted; a correction is a new transfer. The id is the
 * caller's idempotency key (namespaced by the caller, for example `bet:house:<uuid>`).
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** What the money moved for: bet, win, refund, deposit, withdrawal, bonus_grant, ... (data). */
    kind: text('kind').notNull(),
    phase: text('phase', { enum: transferPhases }).notNull(),
    /** For `post` and `void`: the pending transfer this resolves. */
    pendingId: text('pending_id'),
    metadata: jsonb('metadata').$type<TransferMetadata>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_transfers_debit_account',
      columns: [table.debitAccountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_transfers_credit_account',
      columns: [table.creditAccountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    foreignKey({
      name: 'ledger_transfers_pending',
      columns: [table.pendingId],
      foreignColumns: [table.id],
    }),
    // A hold is posted or voided at most once.
    uniqueIndex('ledger_transfers_resolves_once')
      .on(table.pendingId)
      .where(sql`${table.pendingId} is not null`),
    index('ledger_transfers_debit_by_time').on(table.debitAccountId, table.createdAt, table.id),
    index('ledger_transfers_credit_by_time').on(table.creditAccountId, table.createdAt, table.id),
    // The back office's dashboard reads every transfer of a period (decision 0710).
    index('ledger_transfers_time').on(table.createdAt),
    // The player's finance history reads only cashier transfers, however many bets surround them.
    index('ledger_transfers_deposits')
      .on(table.creditAccountId, table.createdAt, table.id)
      .where(sql`kind = 'deposit'`),
    index('ledger_transfers_withdrawals')
      .on(table.debitAccountId, table.createdAt, table.id)
      .where(sql`kind = 'withdrawal'`),
    check('ledger_transfers_id_format', sql`length(${table.id}) between 1 and 200`),
    check('ledger_transfers_amount_not_negative', sql`${table.amount} >= 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check('ledger_transfers_kind_format', sql`${table.kind} ~ '^[a-z][a-z0-9_]{0,39}$'`),
    check(
      'ledger_transfers_phase',
      sql`${table.phase} in ('posted', 'pending', 'post', 'void') and (${table.pendingId} is not null) = (${table.phase} in ('post', 'void'))`,
    ),
  ],
);

/** Small facts kept with a transfer (payment method, provider, note); never used for amounts. */
export type TransferMetadata = Record<string, string | number | boolean | null>;
