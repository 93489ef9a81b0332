// The studio's own tables, in a PostgreSQL schema of their own (`house`) inside the platform's database:
// launches handed over by the platform with their studio sessions, seed pairs per player, rounds, and every
// wallet API transaction a round sends. No table here references the platform's tables, and the platform's
// code never reads these: the studio knows players only as the wallet API's `user`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const houseSchema = pgSchema('house');

export const houseEngines = ['slot', 'roulette', 'blackjack', 'baccarat'] as const;
export type HouseEngine = (typeof houseEngines)[number];

/**
 * What a launch plays: a game of the catalogue on one of the engines, the game show (its rounds are shared,
 * tables `show_*`), or the fairness page (no game).
 */
export const launchPurposes = [...houseEngines, 'game-show', 'fairness'] as const;
export type LaunchPurpose = (typeof launchPurposes)[number];

/** How a game looks and which math it plays, as the platform's catalogue described it at launch. */
export interface LaunchedGame {
  readonly title: string;
  /** The slot model (`classic-high`) or the table's engine model. */
  readonly model: string;
  /** #rrggbb colours of the game's art: background gradient, accent, text. */
  readonly palette: {
    readonly from: string;
    readonly to: string;
    readonly accent: string;
    readonly ink: string;
  };
  /** The skin's symbol theme (`egypt`), which picks the symbol set of a slot. */
  readonly theme: string;
}

/**
 * A launch: the game session the platform opened for a player, as it handed it to the studio. The wallet
 * token is kept because every wallet call (and the sweeper's, after a crash) must send it; it is useless
 * without the studio's private key, which signs each call. The studio session is what the game page uses
 * after exchanging the token: only its hash is kept.
 */
export const launches = houseSchema.table(
  'launches',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** SHA-256 (hex) of the wallet token: how the game page's exchange finds the launch. */
    walletTokenHash: text('wallet_token_hash').notNull(),
    walletToken: text('wallet_token').notNull(),
    /** The player as the wallet API names them (`rv-42`). */
    walletUser: text('wallet_user').notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    purpose: text('purpose', { enum: launchPurposes }).notNull(),
    game: jsonb('game').$type<LaunchedGame>(),
    /** When the platform's game session ends: no bets after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** SHA-256 (hex) of the studio session token the page holds; replaced at each exchange. */
    accessTokenHash: text('access_token_hash'),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('launches_wallet_token_hash_key').on(table.walletTokenHash),
    uniqueIndex('launches_access_token_hash_key').on(table.accessTokenHash),
    index('launches_user_idx').on(table.walletUser),
  ],
);

/**
 * A player's seed pairs with the studio. One is active (not revealed); its nonce is the number of rounds
 * already played on it. Rotating reveals it and makes a new one.
 */
export const seedPairs = houseSchema.table(
  'seed_pairs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    walletUser: text('wallet_user').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round takes. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the pair is rotated away: from then on its server seed may be shown. */
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('seed_pairs_active_key')
      .on(table.walletUser)
      .where(sql`${table.revealedAt} is null`),
    index('seed_pairs_user_idx').on(table.walletUser, table.id),
    check('seed_pairs_nonce', sql`${table.nonce} >= 0`),
  ],
);

/**
 * betting: the opening bet was sent and its answer is not known yet (no seeds drawn);
 * open: the bet stands and the outcome is drawn (a blackjack hand waits for decisions, or a refused win
 * waits to be sent again); settled: the win (possibly zero) closed it; rolling_back / rolled_back: it could
 * not complete (or its win was refused too often) and its bets are being / were refunded; failed: the
 * platform refused a refund too, an operator must look (an alert says so).
 */
export const roundStates = ['betting', 'open', 'settled', 'rolling_back', 'rolled_back', 'failed'] as const;
export type RoundState = (typeof roundStates)[number];

export const rounds = houseSchema.table(
  'rounds',
  {
    /** Also the wallet API's `round`. */
    id: uuid('id').primaryKey(),
    launchId: bigint('launch_id', { mode: 'bigint' })
      .notNull()
      .references(() => launches.id),
    walletUser: text('wallet_user').notNull(),
    currency: text('currency').notNull(),
    gameCode: text('game_code').notNull(),
    engine: text('engine', { enum: houseEngines }).notNull(),
    /** The engine's name and math version as packages/fair records them (`video-slot-5x3`, `1.0.0`). */
    engineName: text('engine_name').notNull(),
    mathVersion: text('math_version').notNull(),
    /** What the player chose: the slot stake and model, the roulette or baccarat bets, the blackjack bet. */
    play: jsonb('play').notNull(),
    state: text('state', { enum: roundStates }).notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'bigint' }).references(() => seedPairs.id),
    serverSeedHash: text('server_seed_hash'),
    clientSeed: text('client_seed'),
    nonce: integer('nonce'),
    /** Everything staked so far in wallet units (doubles, splits and insurance included). */
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The engine's result (a blackjack round's whole state, shoe included, which is never sent before it ends). */
    outcome: jsonb('outcome'),
    payout: bigint('payout', { mode: 'bigint' }),
    /** The win that closes the round: chosen before it is first sent, so every retry sends the same one. */
    winTransactionUuid: uuid('win_transaction_uuid').notNull(),
    /** A sweeper node holds the round until then; others skip it. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last refusal or failure, for the operator. */
    lastProblem: text('last_problem'),
    /**
     * A free round the platform awarded (its reward, decision 1113): the stake is the award's bet value, and
     * the wallet is sent `is_free` with the amount 0. Null for a round the player paid for.
     */
    rewardUuid: text('reward_uuid'),
    /** How many times the platform refused the closing win; past a few, the bets are refunded (ADR 0604). */
    winRefusals: integer('win_refusals').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('rounds_user_created_idx').on(table.walletUser, table.createdAt),
    index('rounds_unfinished_idx')
      .on(table.updatedAt)
      .where(sql`${table.state} in ('betting', 'open', 'rolling_back')`),
    check('rounds_stake', sql`${table.stake} > 0`),
    check(
      'rounds_state',
      sql`${table.state} in ('betting', 'open', 'settled', 'rolling_back', 'rolled_back', 'failed')`,
    ),
  ],
);

export const walletCallKinds = ['bet', 'win', 'rollback'] as const;
export type WalletCallKind = (typeof walletCallKinds)[number];
/** pending: sent (or about to be) without a known answer; done: RS_OK; refused: a final refusal. */
export const walletCallStates = ['pending', 'done', 'refused'] as const;
export type WalletCallState = (typeof walletCallStates)[number];

/** Every wallet API transaction of a round, written before it is first sent. */
export const walletCalls = houseSchema.table(
  'wallet_calls',
  {
    transactionUuid: uuid('transaction_uuid').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id),
    kind: text('kind', { enum: walletCallKinds }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The bet a win or rollback refers to. */
    referenceUuid: uuid('reference_uuid'),
    state: text('state', { enum: walletCallStates }).notNull(),
    /** The RS_* status of the last answer. */
    status: text('status'),
    /** The player's balance in the answer, in wallet units. */
    balance: bigint('balance', { mode: 'bigint' }),
    /** A blackjack decision that waits for this bet (double, split, insurance). */
    action: jsonb('action'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('wallet_calls_round_idx').on(table.roundId),
    check('wallet_calls_amount', sql`${table.amount} >= 0`),
  ],
);

export const alertKinds = ['win_refused_refunded', 'round_failed'] as const;
export type AlertKind = (typeof alertKinds)[number];

/**
 * What an operator must look at, written in the same transaction as the round's change and logged at error
 * level: a win the platform kept refusing (the round's bets were refunded instead), or a round the platform
 * would neither pay nor refund (ADR 0604).
 */
export const alerts = houseSchema.table(
  'alerts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind', { enum: alertKinds }).notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => rounds.id),
    walletUser: text('wallet_user').notNull(),
    detail: text('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('alerts_created_idx').on(table.createdAt)],
);

/**
 * Free rounds the platform awarded a player (its free-rounds call, decision 1113, modelled on Hub88's
 * freebets): so many spins of one game at one bet value, until a time. The count goes down as the platform
 * accepts each free round; the platform's own count decides, so a refused free round ends the award here too.
 */
export const freeRoundAwards = houseSchema.table(
  'free_round_awards',
  {
    /** The platform's reward id, sent back as `reward_uuid` with every free round. */
    rewardUuid: text('reward_uuid').primaryKey(),
    walletUser: text('wallet_user').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    spinsLeft: integer('spins_left').notNull(),
    /** One free round's stake in wallet units. */
    betValue: bigint('bet_value', { mode: 'bigint' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Set when the platform cancelled the award (its bonus ended). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('free_round_awards_player_game').on(table.walletUser, table.gameCode),
    check('free_round_awards_spins', sql`${table.spinsLeft} >= 0`),
    check('free_round_awards_bet', sql`${table.betValue} > 0`),
  ],
);

/**
 * The game show's hash chains (decision 0606): a secret hashed `length` times gives the terminal hash, shown
 * before the chain's first round; round n plays the secret hashed `length - n` times. The salt is public.
 */
export const showChains = houseSchema.table(
  'show_chains',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Never sent anywhere: each round's seed is derived from it and revealed when the round crashes. */
    secret: text('secret').notNull(),
    terminalHash: text('terminal_hash').notNull(),
    length: integer('length').notNull(),
    salt: text('salt').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [check('show_chains_length', sql`${table.length} > 0`)],
);

/** running: betting, then flying, then crashed (by the clock) until its bets are settled; then settled. */
export const showRoundStates = ['running', 'settled'] as const;
export type ShowRoundState = (typeof showRoundStates)[number];

/**
 * A round of the game show, shared by every player. Everything is fixed when it is created: the seed (the
 * chain's next one), the crash point, the end of the betting window (the flight starts then) and the crash
 * time; players see the seed and the crash point only from the crash time on.
 */
export const showRounds = houseSchema.table(
  'show_rounds',
  {
    id: uuid('id').primaryKey(),
    chainId: bigint('chain_id', { mode: 'bigint' })
      .notNull()
      .references(() => showChains.id),
    /** Its place in the chain, from 1. */
    number: integer('number').notNull(),
    /** The previous round's seed (the terminal hash for round 1), of which this round's seed is the preimage. */
    hash: text('hash').notNull(),
    seed: text('seed').notNull(),
    /** The crash point in hundredths of a multiplier (100 = 1.00x). */
    crashCents: integer('crash_cents').notNull(),
    state: text('state', { enum: showRoundStates }).notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    crashesAt: timestamp('crashes_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('show_rounds_chain_number_key').on(table.chainId, table.number),
    index('show_rounds_created_idx').on(table.createdAt),
    check('show_rounds_crash', sql`${table.crashCents} >= 100`),
    check('show_rounds_state', sql`${table.state} in ('running', 'settled')`),
  ],
);

/**
 * A player's bet on a show round, its own round at the wallet API (`round` = the bet's id):
 * placing (the bet is sent, its answer unknown) → standing → cashing (a cash-out or an auto cash-out the
 * round reached: the win is being sent) or losing (the crash came first: the zero win closes it) → paid or
 * lost; a bet without an answer, or a win refused too often, goes rolling_back → rolled_back, and failed
 * when the refund is refused too.
 */
export const showBetStates = [
  'placing',
  'standing',
  'cashing',
  'losing',
  'paid',
  'lost',
  'rolling_back',
  'rolled_back',
  'failed',
] as const;
export type ShowBetState = (typeof showBetStates)[number];

export const showBets = houseSchema.table(
  'show_bets',
  {
    /** Also the wallet API's `round` of the bet. */
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => showRounds.id),
    launchId: bigint('launch_id', { mode: 'bigint' })
      .notNull()
      .references(() => launches.id),
    walletUser: text('wallet_user').notNull(),
    currency: text('currency').notNull(),
    stake: bigint('stake', { mode: 'bigint' }).notNull(),
    /** The auto cash-out target in hundredths, if the player set one. */
    autoCashOutCents: integer('auto_cash_out_cents'),
    state: text('state', { enum: showBetStates }).notNull(),
    /** The multiplier the bet was cashed out at (hundredths); null for a lost bet. */
    cashOutCents: integer('cash_out_cents'),
    payout: bigint('payout', { mode: 'bigint' }),
    /** Chosen when the bet is recorded: every retry sends the same transaction ids. */
    betUuid: uuid('bet_uuid').notNull(),
    winUuid: uuid('win_uuid').notNull(),
    rollbackUuid: uuid('rollback_uuid').notNull(),
    winRefusals: integer('win_refusals').notNull().default(0),
    /** The player's balance in the last answer, in wallet units. */
    balance: bigint('balance', { mode: 'bigint' }),
    lastProblem: text('last_problem'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('show_bets_round_player_key').on(table.roundId, table.walletUser),
    index('show_bets_unfinished_idx')
      .on(table.roundId)
      .where(sql`${table.state} in ('placing', 'standing', 'cashing', 'losing', 'rolling_back')`),
    check('show_bets_stake', sql`${table.stake} > 0`),
  ],
);
