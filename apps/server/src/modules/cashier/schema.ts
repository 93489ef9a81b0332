// The cashier's tables: the payment methods the operator offers, gateway deposits and the notifications
// gateways sent about them, withdrawals (every method's lifecycle, with the bank's details), the welcome tier choice, and the sandbox gateway's own
// payments. Money is in the ledger (wallet module); these rows say what each transfer was for and where a
// payment stands. Players are plain ids here, as in the wallet.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Methods per type (1 deposit, 2 withdrawal), as `GET /api/account/payment-methods` lists them. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: smallint('type').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['gateway', 'bank', 'card', 'crypto'] }).notNull(),
    paymentId: integer('payment_id'),
    pyId: integer('py_id'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    unique('payment_methods_type_slug').on(table.type, table.slug),
    check('payment_methods_type', sql`${table.type} in (1, 2)`),
    check('payment_methods_kind', sql`${table.kind} in ('gateway', 'bank', 'card', 'crypto')`),
  ],
);

/**
 * A payment method's settings in one registration currency (decision 0717): the switch, the place among
 * the currency's methods of its type, and the amount limits in the currency's minor units (null for
 * methods whose amounts the cashier does not take). The method's own `enabled` stays the site-wide switch.
 */
export const paymentMethodSettings = pgTable(
  'payment_method_settings',
  {
    type: smallint('type').notNull(),
    slug: text('slug').notNull(),
    currency: text('currency').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }),
    maxAmount: bigint('max_amount', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.slug, table.currency] }),
    check('payment_method_settings_type', sql`${table.type} in (1, 2)`),
    check(
      'payment_method_settings_limits',
      sql`(${table.minAmount} is null and ${table.maxAmount} is null) or (${table.minAmount} > 0 and ${table.maxAmount} >= ${table.minAmount})`,
    ),
  ],
);

export const depositStatusValues = ['created', 'pending', 'completed', 'failed', 'expired'] as const;

/**
 * A gateway deposit. While it is pending the ledger holds its amount for the player (`deposit:<id>`, not
 * spendable); the credit is the transfer `deposit:<id>:credit`, which exists at most once.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    method: text('method').notNull(),
    gateway: text('gateway').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: depositStatusValues }).notNull(),
    /** The gateway's id of the payment (Payop's invoice, the sandbox payment). */
    gatewayReference: text('gateway_reference'),
    /** The gateway's transaction that paid (or failed) it. */
    gatewayTransaction: text('gateway_transaction'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('deposits_player').on(table.playerId, table.createdAt),
    index('deposits_open_by_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} in ('created', 'pending')`),
    uniqueIndex('deposits_gateway_reference')
      .on(table.gateway, table.gatewayReference)
      .where(sql`${table.gatewayReference} is not null`),
    check(
      'deposits_status',
      sql`${table.status} in ('created', 'pending', 'completed', 'failed', 'expired')`,
    ),
    check('deposits_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Every distinct notification a gateway sent (the same body twice is one row, counted), with what came
 * of it: credited, failed, pending, duplicate, refused (bad or stale signature), unknown deposit, ...
 */
export const gatewayNotifications = pgTable(
  'gateway_notifications',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    gateway: text('gateway').notNull(),
    /** SHA-256 of the raw body. */
    fingerprint: text('fingerprint').notNull(),
    depositId: uuid('deposit_id'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
    body: text('body').notNull(),
    ip: text('ip'),
    timesReceived: integer('times_received').notNull().default(1),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true }).notNull(),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('gateway_notifications_once').on(table.gateway, table.fingerprint),
    index('gateway_notifications_deposit').on(table.depositId),
  ],
);

/**
 * One lifecycle for every withdrawal method (decision 0308): requested (the amount held), approved (the
 * hold posted, the payout due), paying (the payout sent, not yet confirmed: a broadcast transaction),
 * paid, rejected, cancelled. The statuses each method's calls show are derived from it.
 */
export const withdrawalStateValues = [
  'requested',
  'approved',
  'paying',
  'paid',
  'rejected',
  'cancelled',
] as const;

/** Which method adapter a withdrawal belongs to: bank (SEPA, wire) or crypto (the crypto module's). */
export const withdrawalKindValues = ['bank', 'crypto'] as const;

/**
 * A withdrawal, whatever its method. Its amount is held in the ledger from the request
 * (`withdrawal:<id>`); approval posts the hold, the payout moves it to the method's payouts account, a
 * rejection or the player's cancel voids it. What only one method knows sits in that method's details
 * (`bank_withdrawal_details` here, `crypto_withdrawal_details` in the crypto module).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    playerUsername: text('player_username').notNull(),
    kind: text('kind', { enum: withdrawalKindValues }).notNull(),
    /** The method's slug (sepa, wire, crypto): the clearing and payouts accounts' reference. */
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: withdrawalStateValues }).notNull(),
    reason: text('reason'),
    /** What paid it: the bank's reference, the payout transaction's hash. */
    payoutReference: text('payout_reference'),
    holdTransferId: text('hold_transfer_id').notNull(),
    /** The operator who approved, rejected or confirmed the payout last. */
    decidedBy: integer('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('withdrawals_hold').on(table.holdTransferId),
    index('withdrawals_player').on(table.playerId, table.createdAt),
    index('withdrawals_status').on(table.status, table.createdAt),
    check(
      'withdrawals_status',
      sql`${table.status} in ('requested', 'approved', 'paying', 'paid', 'rejected', 'cancelled')`,
    ),
    check('withdrawals_kind', sql`${table.kind} in ('bank', 'crypto')`),
    check('withdrawals_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A bank withdrawal's account: the IBAN (and for a wire the bank and its BIC), and the holder's name. */
export const bankWithdrawalDetails = pgTable('bank_withdrawal_details', {
  withdrawalId: uuid('withdrawal_id')
    .primaryKey()
    .references(() => withdrawals.id),
  /** The withdraw call's payment_id: 59 SEPA, 58 wire. */
  paymentId: integer('payment_id').notNull(),
  iban: text('iban').notNull(),
  bankName: text('bank_name'),
  swift: text('swift'),
  /** The profile's name at the time of the request. */
  accountHolder: text('account_holder').notNull(),
});

/** The welcome bonus tier a player chose in the cashier (or skipped), kept for the bonus engine. */
export const welcomeTierChoices = pgTable(
  'welcome_tier_choices',
  {
    playerId: integer('player_id').primaryKey(),
    /** 0-based index in the currency's table of the welcome offer (up to ten tiers); null when skipped. */
    tier: smallint('tier'),
    currency: text('currency').notNull(),
    /** The tier as shown when chosen: deposit, play-with, free spins (a table may change later). */
    deposit: text('deposit'),
    playWith: text('play_with'),
    freeSpins: integer('free_spins'),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('welcome_tier_choices_tier', sql`${table.tier} is null or ${table.tier} between 0 and 9`),
  ],
);

export const sandboxPaymentStatusValues = ['open', 'approved', 'declined'] as const;

/** The built-in sandbox gateway's payments: what its hosted page shows and what the payer decided. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** Random: the address of the hosted page is the only key to it. */
    id: uuid('id').primaryKey(),
    merchantReference: text('merchant_reference').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    status: text('status', { enum: sandboxPaymentStatusValues }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [check('sandbox_payments_status', sql`${table.status} in ('open', 'approved', 'declined')`)],
);
