// The crypto cashier's tables: each player's deposit addresses, the incoming payments the chain watchers
// saw (pending until their confirmations, then credited once), each watcher's place on its chain, and
// what crypto withdrawals add to the cashier's. Coin amounts are integers in the asset's on-chain units
// (BTC 8, ETH 18, USDT 6 on Ethereum and 18 on BSC); wei outgrow bigint, so they are numeric(78).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** One address per player per chain (ether and tokens on ERC20 share Ethereum's, BEP20 and BNB share BSC's). */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    /** The non-hardened child index under the chain family's account key (the player id). */
    derivationIndex: integer('derivation_index').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('crypto_addresses_player_chain').on(table.playerId, table.chain),
    unique('crypto_addresses_chain_address').on(table.chain, table.address),
    unique('crypto_addresses_chain_index').on(table.chain, table.derivationIndex),
  ],
);

export const cryptoDepositStatusValues = [
  'pending',
  'credited',
  'below_minimum',
  'removed',
  'resolved',
] as const;

/**
 * An incoming payment to a player's address, unique on (chain, transaction, output or log index). While it
 * is pending and above the minimum the ledger holds its value for the player (`crypto-deposit:<id>`);
 * reaching the confirmations posts the hold (`crypto-deposit:<id>:credit`, once); a re-organisation that
 * drops it voids the hold and marks it removed. A payment below the minimum is kept, never credited, until
 * an operator resolves it.
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: uuid('id').primaryKey(),
    playerId: integer('player_id').notNull(),
    chain: text('chain').notNull(),
    network: text('network').notNull(),
    coin: text('coin').notNull(),
    txHash: text('tx_hash').notNull(),
    /** Bitcoin: the output's index; EVM tokens and TRC-20: the log's index; native EVM, TRX, SOL: -1 or the instruction. */
    outputIndex: integer('output_index').notNull(),
    address: text('address').notNull(),
    /** In the asset's on-chain units (`coinDecimals`: USDT is 6 on Ethereum, 18 on BSC). */
    coinAmount: numeric('coin_amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    coinDecimals: integer('coin_decimals').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    blockHash: text('block_hash'),
    confirmations: integer('confirmations').notNull(),
    requiredConfirmations: integer('required_confirmations').notNull(),
    status: text('status', { enum: cryptoDepositStatusValues }).notNull(),
    /** The credit in the player's currency, its minor units, at the rate below. */
    amount: bigint('amount', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    /** Player currency per one coin, as a decimal string; where it came from and when. */
    rate: text('rate'),
    rateSource: text('rate_source'),
    rateAt: timestamp('rate_at', { withTimezone: true }),
    /** How an operator resolved a payment below the minimum (or why it was removed). */
    note: text('note'),
    resolvedBy: integer('resolved_by'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('crypto_deposits_once').on(table.chain, table.txHash, table.outputIndex),
    index('crypto_deposits_player').on(table.playerId, table.firstSeenAt),
    index('crypto_deposits_open')
      .on(table.chain)
      .where(sql`${table.status} = 'pending'`),
    check(
      'crypto_deposits_status',
      sql`${table.status} in ('pending', 'credited', 'below_minimum', 'removed', 'resolved')`,
    ),
    check('crypto_deposits_coin_amount_positive', sql`${table.coinAmount} > 0`),
  ],
);

/** Where each chain's watcher stands: the last block it scanned completely, and that block's hash. */
export const cryptoWatchCursors = pgTable('crypto_watch_cursors', {
  chain: text('chain').primaryKey(),
  lastBlock: bigint('last_block', { mode: 'bigint' }).notNull(),
  lastBlockHash: text('last_block_hash'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What a crypto withdrawal adds to the cashier's withdrawal (decision 0308: the lifecycle, the amount in
 * the player's currency and its hold are the cashier's `withdrawals` row of the same id): the coin,
 * network and address, the quote, and the payout transaction. The signed transaction's hash and nonce are
 * kept so that a failed broadcast is retried or reconciled, never refunded by itself.
 */
export const cryptoWithdrawalDetails = pgTable(
  'crypto_withdrawal_details',
  {
    /** The cashier's withdrawal (no foreign key across modules, as players are plain ids). */
    withdrawalId: uuid('withdrawal_id').primaryKey(),
    coin: text('coin').notNull(),
    network: text('network').notNull(),
    chain: text('chain').notNull(),
    address: text('address').notNull(),
    /** What the address receives and the network fee shown, in the asset's on-chain units. */
    coinAmount: numeric('coin_amount', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    coinDecimals: integer('coin_decimals').notNull(),
    networkFee: numeric('network_fee', { precision: 78, scale: 0, mode: 'bigint' }).notNull(),
    rate: text('rate').notNull(),
    rateSource: text('rate_source').notNull(),
    rateAt: timestamp('rate_at', { withTimezone: true }).notNull(),
    txHash: text('tx_hash'),
    /** The hot wallet that signed the payout: with the chain and the nonce, one payout per nonce. */
    fromAddress: text('from_address'),
    nonce: bigint('nonce', { mode: 'bigint' }),
    /** The signed transaction, kept before its first broadcast: a retry sends these same bytes again. */
    signedTransaction: text('signed_transaction'),
    broadcastAttempts: integer('broadcast_attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    // No two stored payouts ever share a hot wallet's nonce (the second would replace or lose to the first).
    uniqueIndex('crypto_withdrawal_details_nonce').on(table.chain, table.fromAddress, table.nonce),
  ],
);

/**
 * A transaction of a hot wallet that is not a payout, recorded by an operator once reconciliation found it
 * and it was explained (`npm run crypto:reconcile -- --acknowledge <hash> --note …`): its nonce counts as
 * used, and payouts are signed again after it.
 */
export const cryptoHotWalletTransfers = pgTable(
  'crypto_hot_wallet_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chain: text('chain').notNull(),
    fromAddress: text('from_address').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    txHash: text('tx_hash').notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('crypto_hot_wallet_transfers_nonce').on(table.chain, table.fromAddress, table.nonce)],
);

/**
 * What the payout reconciliation found (decision 0713), kept so that operators see it in the back office
 * and acknowledge it with a note. A finding is known by its fingerprint (chain, hot wallet, kind, nonce,
 * hash, withdrawal): a run that finds it again while it is open only moves `last_seen_at`; once
 * acknowledged, a later run that still finds it opens a new one.
 */
export const cryptoReconciliationFindings = pgTable(
  'crypto_reconciliation_findings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fingerprint: text('fingerprint').notNull(),
    chain: text('chain').notNull(),
    hotWallet: text('hot_wallet').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }),
    txHash: text('tx_hash'),
    withdrawalId: text('withdrawal_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: integer('acknowledged_by'),
    note: text('note'),
  },
  (table) => [
    uniqueIndex('crypto_reconciliation_findings_open')
      .on(table.fingerprint)
      .where(sql`${table.acknowledgedAt} is null`),
    index('crypto_reconciliation_findings_seen').on(table.lastSeenAt, table.id),
  ],
);
