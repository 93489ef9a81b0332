// The back office's player search and the reads of a player's page (permission `players.read`): the
// search over username, e-mail, id, phone, name and IP address with filters, sort and server-side paging;
// the page's head (profile, statuses, verification, balances, totals, responsible gambling) and its tabs
// (ledger transfers, game rounds with the fairness record, payments, documents, limits and exclusions,
// sessions with the other players seen on each address). Amounts are decimal strings of their currency.
import { z } from 'zod';
import { findCurrency } from '../constants/currencies';
import { documentStatusSchema, limitsReply, verificationDocument } from './compliance';
import { int4Max, timestamp } from '../fields';
import { paginationSchema, rangeBound } from '../pagination';
import { defineRoute } from '../route';
import { roundRecord } from './studio';

const page = z.coerce
  .number()
  .int('The page must be a whole number.')
  .min(1, 'The page must be at least 1.')
  .default(1);
const perPage = (fallback: number) =>
  z.coerce
    .number()
    .int('The per page must be a whole number.')
    .min(1, 'The per page must be at least 1.')
    .max(100, 'The per page may not be greater than 100.')
    .default(fallback);
const pageQuery = z.object({ page, per_page: perPage(25) });

/** `true`/`false` (or 1/0) in a query string. */
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false.' })
  .transform((value) => value === 'true' || value === '1');

const statusNumber = (field: string, allowed: readonly number[]) =>
  z.coerce
    .number()
    .int(`The ${field} must be a whole number.`)
    .refine((value) => allowed.includes(value), `The ${field} must be one of ${allowed.join(', ')}.`);

export const adminPlayerSorts = ['id', 'username', 'email', 'created_at', 'last_login_at'] as const;
export type AdminPlayerSort = (typeof adminPlayerSorts)[number];

export const adminPlayersQuery = z.object({
  /** Finds by username, e-mail, name (parts of them), id, phone or IP address (exactly). */
  q: z.string().trim().max(100, 'The search may not be greater than 100 characters.').optional(),
  status: statusNumber('status', [1, 2, 6, 7]).optional(),
  player_status: statusNumber('player status', [0, 1, 2]).optional(),
  /** Two-letter country code (GR). */
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'The country must be a two-letter code.')
    .transform((value) => value.toUpperCase())
    .optional(),
  currency: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => findCurrency(value) !== undefined, 'The currency is not one of ours.')
    .optional(),
  registered_from: rangeBound.optional(),
  registered_to: rangeBound.optional(),
  last_login_from: rangeBound.optional(),
  last_login_to: rangeBound.optional(),
  /** Identity verification complete (player_status 1). */
  verified: queryFlag.optional(),
  /** A self-exclusion or cool-down in force. */
  self_excluded: queryFlag.optional(),
  sort: z.enum(adminPlayerSorts, { error: `Sort by one of ${adminPlayerSorts.join(', ')}.` }).default('id'),
  order: z.enum(['asc', 'desc'], { error: 'The order is asc or desc.' }).default('desc'),
  page,
  per_page: perPage(25),
});
export type AdminPlayersQuery = z.output<typeof adminPlayersQuery>;

export const adminCountry = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const adminPlayerRow = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    surname: z.string().nullable(),
    phone: z.string().nullable(),
    country: adminCountry.nullable(),
    currency: z.string(),
    status: z.number().int(),
    player_status: z.number().int(),
    self_excluded: z.boolean(),
    registered_at: timestamp,
    last_login_at: timestamp.nullable(),
  })
  .meta({ id: 'AdminPlayerRow' });
export type AdminPlayerRow = z.infer<typeof adminPlayerRow>;

export const adminPlayers = defineRoute({
  method: 'GET',
  path: '/api/admin/players',
  summary: 'Player search: one field over username, e-mail, name, id, phone and IP address, with filters',
  tags: ['backoffice'],
  auth: 'admin',
  query: adminPlayersQuery,
  reply: z.object({
    data: z.array(adminPlayerRow),
    pagination: paginationSchema,
    /** The search found more than 1,000 players: `pagination.total` is 1,000, a lower bound. */
    total_capped: z.boolean(),
  }),
});

const playerParams = z.object({
  id: z.coerce
    .number()
    .int('The player id is a whole number.')
    .positive('The player id is not valid.')
    .max(int4Max, 'The player id is not valid.'),
});

const moneyByCurrency = z.object({
  currency: z.string(),
  /** Spendable cash. */
  cash: z.string(),
  bonus: z.string(),
  /** Held for withdrawals waiting for their decision or payout. */
  held: z.string(),
  /** Deposits seen and not yet credited (pending confirmations or the gateway). */
  incoming: z.string(),
});

const totalsByCurrency = z.object({
  currency: z.string(),
  deposited: z.string(),
  withdrawn: z.string(),
  bet: z.string(),
  won: z.string(),
  refunded: z.string(),
});

export const responsibleGambling = z.object({
  /** What keeps the player out now: a cool-down, a self-exclusion, or nothing. */
  state: z.enum(['none', 'cool_down', 'self_exclusion']),
  until: timestamp.nullable(),
  permanent: z.boolean(),
  /** Limits in force (the kinds and periods set), with waiting changes. */
  limits: limitsReply.shape.data,
});

export const adminPlayerProfile = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: adminCountry.nullable(),
  currency: z.string(),
  phone: z.string().nullable(),
  gender: z.string().nullable(),
  locale: z.string(),
  ref_id: z.string().nullable(),
  affiliate_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  site_code: z.string().nullable(),
  two_factor_enabled: z.boolean(),
  age_confirmed_at: timestamp,
  password_changed_at: timestamp,
  registered_at: timestamp,
  updated_at: timestamp,
  last_login_at: timestamp.nullable(),
});

export const adminPlayerDetail = z
  .object({
    profile: adminPlayerProfile,
    status: z.number().int(),
    player_status: z.number().int(),
    verification: z.object({
      /** 0 none, 1 details on file, 2 identity approved, 3 full. */
      level: z.number().int(),
      /** Document type numbers asked of this player, and those uploaded and not rejected. */
      required: z.array(z.number().int()),
      submitted: z.array(z.number().int()),
      pending_review: z.number().int(),
    }),
    balances: z.array(moneyByCurrency),
    totals: z.array(totalsByCurrency),
    responsible_gambling: responsibleGambling,
  })
  .meta({ id: 'AdminPlayerDetail' });
export type AdminPlayerDetail = z.infer<typeof adminPlayerDetail>;

export const adminPlayer = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id',
  summary: "A player's page: profile, statuses, verification, balances, totals, responsible gambling",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  reply: z.object({ data: adminPlayerDetail }),
});

// Tabs.

export const adminLedgerTransfer = z.object({
  id: z.string(),
  kind: z.string(),
  /** posted, pending (a hold), post or void (resolving the hold `pending_id`). */
  phase: z.string(),
  pending_id: z.string().nullable(),
  /** `in`: credited to one of the player's accounts; `out`: debited from one. */
  direction: z.enum(['in', 'out']),
  /** player_cash or player_bonus: the player's side. */
  account: z.string(),
  /** The other side's account kind and reference (house_revenue/house, cashier_clearing/sepa, ...). */
  counterparty: z.object({ kind: z.string(), reference: z.string() }),
  amount: z.string(),
  currency: z.string(),
  metadata: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  created_at: timestamp,
});

export const adminPlayerTransfers = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/transfers',
  summary: "The ledger transfers of the player's accounts, newest first",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  query: pageQuery.extend({
    kind: z
      .string()
      .trim()
      .regex(/^[a-z_]{1,40}$/, 'Not a transfer kind.')
      .optional(),
  }),
  reply: z.object({ data: z.array(adminLedgerTransfer), pagination: paginationSchema }),
});

export const adminRoundRow = z.object({
  id: z.string(),
  /** The provider's round id. */
  round: z.string(),
  provider: z.object({ code: z.string(), name: z.string() }),
  game_code: z.string(),
  currency: z.string(),
  bet: z.string(),
  won: z.string(),
  refunded: z.string(),
  closed: z.boolean(),
  /** 1 lost (or open), 2 won, 3 refunded: the bet history's status. */
  status: z.number().int(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const adminPlayerRounds = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/rounds',
  summary: "The player's game rounds with what was bet, won and refunded, newest first",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  query: pageQuery,
  reply: z.object({ data: z.array(adminRoundRow), pagination: paginationSchema }),
});

export const adminRoundTransaction = z.object({
  transaction_uuid: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  /** open, done, rolled_back, cancelled. */
  state: z.string(),
  amount: z.string().nullable(),
  reference_transaction_uuid: z.string().nullable(),
  ledger_transfer_id: z.string().nullable(),
  created_at: timestamp,
});

export const adminRoundDetail = z
  .object({
    round: adminRoundRow,
    transactions: z.array(adminRoundTransaction),
    /**
     * In-house studio rounds: the studio's record (seed hash, client seed, nonce, the server seed once
     * revealed, what the player chose, the result) and whether packages/fair replays it to the same result
     * (null while the server seed is not revealed). Null for other studios.
     */
    fairness: z
      .object({
        record: roundRecord,
        verified: z.boolean().nullable(),
        seed_hash_matches: z.boolean().nullable(),
      })
      .nullable(),
    /**
     * Rounds of an aggregator's game: the aggregator's name and where it shows the round (its game round
     * details, asked when the round is opened), or a null URL when the aggregator did not answer. Null for
     * rounds of other studios.
     */
    aggregator_round: z.object({ aggregator: z.string(), url: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'AdminRoundDetail' });

export const adminPlayerRound = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/rounds/:roundId',
  summary:
    "One round: its wallet transactions and, for in-house rounds, the fairness record and replay; for an aggregator's, where it shows the round",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams.extend({
    roundId: z.coerce.number().int('The round id is a whole number.').positive('The round id is not valid.'),
  }),
  reply: z.object({ data: adminRoundDetail }),
});

export const adminPaymentRow = z.object({
  id: z.string(),
  type: z.enum(['deposit', 'withdrawal']),
  /** bank (SEPA, wire), gateway, crypto. */
  channel: z.enum(['gateway', 'bank', 'crypto']),
  method: z.string(),
  /** The payment's own status (deposit: created, pending, completed, failed, expired; crypto: pending, credited, below_minimum, removed, resolved; withdrawal: requested, approved, paying, paid, rejected, cancelled). */
  status: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  /** Crypto: the coin amount and network; bank: the IBAN; gateway: the gateway. */
  detail: z.record(z.string(), z.string().nullable()),
  reference: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const adminPlayerPayments = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/payments',
  summary: "The player's deposits and withdrawals (gateway, bank and crypto), newest first",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  query: pageQuery.extend({
    type: z.enum(['deposit', 'withdrawal'], { error: 'The type is deposit or withdrawal.' }).optional(),
  }),
  reply: z.object({ data: z.array(adminPaymentRow), pagination: paginationSchema }),
});

/** The review queue's document (adminKycDocument) without the player, plus whether it is the current one. */
export const adminPlayerDocument = verificationDocument.extend({
  current: z.boolean(),
  withdrawn_at: timestamp.nullable(),
  reviewed_by: z.number().int().nullable(),
});

export const adminPlayerDocuments = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/documents',
  summary: "The player's verification documents, current and replaced, newest first",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  query: pageQuery.extend({ status: documentStatusSchema.optional() }),
  reply: z.object({ data: z.array(adminPlayerDocument), pagination: paginationSchema }),
});

export const adminExclusionRow = z.object({
  id: z.number().int(),
  kind: z.enum(['cool_down', 'self_exclusion']),
  period_code: z.number().int().nullable(),
  source: z.string(),
  starts_at: timestamp,
  ends_at: timestamp.nullable(),
  active: z.boolean(),
});

export const adminPlayerLimits = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/limits',
  summary: "The player's limits with their waiting changes, and every cool-down and self-exclusion",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  query: pageQuery,
  reply: z.object({
    limits: limitsReply,
    responsible_gambling: responsibleGambling.omit({ limits: true }),
    data: z.array(adminExclusionRow),
    pagination: paginationSchema,
  }),
});

export const adminSessionRow = z.object({
  id: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: timestamp,
  last_seen_at: timestamp,
  expires_at: timestamp,
  revoked_at: timestamp.nullable(),
  revoked_reason: z.string().nullable(),
  active: z.boolean(),
});

export const adminPlayerAddress = z.object({
  ip: z.string(),
  first_seen_at: timestamp,
  last_seen_at: timestamp,
  /** Sessions and login-log entries from this address. */
  uses: z.number().int(),
  /** Other players seen on this address (sessions or login log), up to 20. */
  other_players: z.array(z.object({ id: z.number().int(), username: z.string(), status: z.number().int() })),
  other_players_total: z.number().int(),
});

export const adminPlayerSessions = defineRoute({
  method: 'GET',
  path: '/api/admin/players/:id/sessions',
  summary: "The player's sessions, newest first, and each IP address with the other players seen on it",
  tags: ['backoffice'],
  auth: 'admin',
  params: playerParams,
  query: pageQuery,
  reply: z.object({
    data: z.array(adminSessionRow),
    pagination: paginationSchema,
    addresses: z.array(adminPlayerAddress),
  }),
});
