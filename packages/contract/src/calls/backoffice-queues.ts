// The back office's queues (decision 0713): the one withdrawal queue of every method with what an operator
// weighs beside each withdrawal, and the crypto payout reconciliation's findings with their acknowledgement.
// The decisions on a withdrawal stay the method's own calls (calls/backoffice.ts for a bank withdrawal,
// calls/crypto.ts for a crypto one); the queue row's `method` says which.
import { z } from 'zod';
import { int4Max, requiredText, timestamp } from '../fields';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';

/** A withdrawal's lifecycle states (decision 0308), the queue's status filter. */
export const withdrawalQueueStates = [
  'requested',
  'approved',
  'paying',
  'paid',
  'rejected',
  'cancelled',
] as const;
export type WithdrawalQueueState = (typeof withdrawalQueueStates)[number];

export const withdrawalQueueMethods = ['bank', 'crypto'] as const;
export type WithdrawalQueueMethod = (typeof withdrawalQueueMethods)[number];

const destination = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('bank'),
    /** The IBAN with all but its country, check digits and last four characters hidden. */
    iban_masked: z.string(),
    account_holder: z.string(),
    bank_name: z.string().nullable(),
    swift: z.string().nullable(),
  }),
  z.object({
    type: z.literal('crypto'),
    address: z.string(),
    network: z.string(),
    coin: z.string(),
    coin_amount: z.string(),
  }),
]);

const perCurrency = z.object({
  currency: z.string(),
  /** Deposits credited to date. */
  deposited: z.string(),
  /** Withdrawals paid out to date (held ones still waiting are not counted). */
  withdrawn: z.string(),
});

const recentPlay = z.object({
  currency: z.string(),
  bets: z.string(),
  wins: z.string(),
  rounds: z.number().int(),
});

export const withdrawalQueueRow = z
  .object({
    id: z.string(),
    /** Which decision calls apply: bank -> /api/admin/withdrawals/:id/..., crypto -> /api/admin/crypto-withdrawals/:id/... */
    method: z.enum(withdrawalQueueMethods),
    /** The method's slug: sepa, wire, crypto. */
    method_name: z.string(),
    amount: z.string(),
    currency: z.string(),
    status: z.enum(withdrawalQueueStates),
    destination,
    /** Why it was rejected; the bank reference or transaction hash that paid it. */
    reason: z.string().nullable(),
    payout_reference: z.string().nullable(),
    requested_at: timestamp,
    player: z.object({
      id: z.number().int(),
      username: z.string(),
      verification: z.object({
        /** The account's user status (spec: 1 active, 6 needs verification, ...). */
        status: z.number().int(),
        player_status: z.number().int(),
        level: z.number().int(),
      }),
    }),
    to_date: z.array(perCurrency),
    recent_play: z.object({ since: timestamp, by_currency: z.array(recentPlay) }),
    shared_addresses: z.object({
      /** How many other players were seen on the player's IP addresses. */
      count: z.number().int(),
      players: z.array(z.object({ id: z.number().int(), username: z.string() })),
    }),
  })
  .meta({ id: 'WithdrawalQueueRow' });
export type WithdrawalQueueRow = z.infer<typeof withdrawalQueueRow>;

export const adminWithdrawalQueue = defineRoute({
  method: 'GET',
  path: '/api/admin/withdrawal-queue',
  summary:
    'Bank and crypto withdrawals in one queue, oldest first, each with the player’s verification, money to date, recent play and players on the same addresses',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(withdrawalQueueStates).default('requested'),
    method: z.enum(withdrawalQueueMethods).optional(),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  }),
  reply: z.object({ data: z.array(withdrawalQueueRow), pagination: paginationSchema }),
});

export const reconciliationFindingStates = ['open', 'acknowledged'] as const;

export const reconciliationFinding = z
  .object({
    id: z.number().int(),
    chain: z.string(),
    hot_wallet: z.string(),
    /** unknown_transfer, paid_twice, missing_on_chain, nonce_shared, wrong_payment, reverted, unknown_pending */
    kind: z.string(),
    message: z.string(),
    nonce: z.string().nullable(),
    tx_hash: z.string().nullable(),
    withdrawal_id: z.string().nullable(),
    first_seen_at: timestamp,
    last_seen_at: timestamp,
    state: z.enum(reconciliationFindingStates),
    acknowledged_at: timestamp.nullable(),
    acknowledged_by: z.number().int().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'ReconciliationFinding' });
export type ReconciliationFinding = z.infer<typeof reconciliationFinding>;

export const adminReconciliationFindings = defineRoute({
  method: 'GET',
  path: '/api/admin/crypto/reconciliation-findings',
  summary: 'What the crypto payout reconciliation found (open by default), newest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    state: z.enum(reconciliationFindingStates).default('open'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(reconciliationFinding), pagination: paginationSchema }),
});

export const adminAcknowledgeFinding = defineRoute({
  method: 'POST',
  path: '/api/admin/crypto/reconciliation-findings/:id/acknowledge',
  summary: 'Acknowledges an open reconciliation finding with a note of what was found or done',
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({
    id: z.coerce
      .number()
      .int('The finding id is not valid.')
      .min(1, 'The finding id is not valid.')
      .max(int4Max, 'The finding id is not valid.'),
  }),
  body: z.object({ note: requiredText('note', 500) }),
  reply: z.object({ message: z.string(), data: reconciliationFinding }),
});
