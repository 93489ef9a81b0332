// The crypto cashier's calls: the spec's crypto list, network list and details (entities "Crypto" and
// "network": id, code, short_name, name, pay_currency, logo, min_deposit; network_name,
// network_full_name, address, confirmations, description), each player's own address with its QR code,
// the player's crypto deposits, crypto withdrawals, and the back office's decisions on them.
import { z } from 'zod';
import { fieldMessages, numberAsText, optionalText, requiredText, timestamp } from '../fields';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';
import { forfeitBonusField } from './bonuses';

export const cryptoNetworkEntry = z
  .object({
    network_name: z.string(),
    network_full_name: z.string(),
    confirmations: z.number().int(),
    description: z.string(),
  })
  .meta({ id: 'CryptoNetwork' });

export const cryptoCoinEntry = z
  .object({
    id: z.number().int(),
    code: z.string(),
    short_name: z.string(),
    name: z.string(),
    pay_currency: z.string(),
    logo: z.string(),
    min_deposit: z.string(),
    networks: z.array(cryptoNetworkEntry),
  })
  .meta({ id: 'CryptoCoin' });
export type CryptoCoinEntry = z.infer<typeof cryptoCoinEntry>;

const coinParam = z.string().regex(/^[A-Za-z]{2,6}$/, 'The coin is not valid.');
const networkParam = z.string().regex(/^[A-Za-z0-9]{2,10}$/, 'The network is not valid.');

export const cryptoList = defineRoute({
  method: 'GET',
  path: '/api/account/crypto',
  summary: 'The crypto list: the coins the cashier takes, each with its networks and minimum deposit',
  tags: ['cashier'],
  auth: 'player',
  reply: z.object({ data: z.array(cryptoCoinEntry) }),
});

export const cryptoNetworkList = defineRoute({
  method: 'GET',
  path: '/api/account/crypto/:coin/networks',
  summary: 'The crypto network list of a coin: short and full name, confirmations',
  tags: ['cashier'],
  auth: 'player',
  params: z.object({ coin: coinParam }),
  reply: z.object({ data: z.array(cryptoNetworkEntry) }),
});

export const cryptoDetails = defineRoute({
  method: 'GET',
  path: '/api/account/crypto/:coin/networks/:network',
  summary:
    "The crypto details: the player's own deposit address on the network, its QR code (made on the server), confirmations and minimum",
  tags: ['cashier'],
  auth: 'player',
  params: z.object({ coin: coinParam, network: networkParam }),
  reply: z.object({
    data: cryptoNetworkEntry.extend({
      coin: z.string(),
      address: z.string(),
      min_deposit: z.string(),
      /** A PNG data: URL. */
      qr_code: z.string(),
    }),
  }),
});

export const cryptoDepositStatuses = ['pending', 'credited', 'below_minimum', 'removed', 'resolved'] as const;

export const cryptoDepositRow = z
  .object({
    id: z.string(),
    coin: z.string(),
    network: z.string(),
    tx_hash: z.string(),
    address: z.string(),
    /** In the coin ("0.05"). */
    coin_amount: z.string(),
    /** In the player's currency at the recorded rate; null while no rate was available. */
    amount: z.string().nullable(),
    currency: z.string(),
    rate: z.string().nullable(),
    rate_source: z.string().nullable(),
    rate_at: timestamp.nullable(),
    confirmations: z.number().int(),
    required_confirmations: z.number().int(),
    status: z.enum(cryptoDepositStatuses),
    note: z.string().nullable(),
    first_seen_at: timestamp,
    credited_at: timestamp.nullable(),
  })
  .meta({ id: 'CryptoDeposit' });
export type CryptoDepositRow = z.infer<typeof cryptoDepositRow>;

export const cryptoDeposits = defineRoute({
  method: 'GET',
  path: '/api/account/crypto-deposits',
  summary:
    "The player's latest crypto payments with their confirmations (live updates: GET /api/account/crypto-deposits/events, server-sent events)",
  tags: ['cashier'],
  auth: 'player',
  reply: z.object({ data: z.array(cryptoDepositRow) }),
});

export const adminCryptoDeposits = defineRoute({
  method: 'GET',
  path: '/api/admin/crypto-deposits',
  summary: 'Crypto payments by status (below the minimum by default), oldest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(cryptoDepositStatuses).default('below_minimum'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({
    data: z.array(cryptoDepositRow.extend({ player_id: z.number().int() })),
    pagination: paginationSchema,
  }),
});

export const adminResolveCryptoDeposit = defineRoute({
  method: 'POST',
  path: '/api/admin/crypto-deposits/:id/resolve',
  summary:
    'Resolves a payment below the minimum: credit it at its recorded rate, or dismiss it (returned or kept under the terms), with a note',
  tags: ['backoffice'],
  auth: 'admin',
  params: z.object({ id: z.uuid('The deposit id is not valid.') }),
  body: z.object({
    action: z.enum(['credit', 'dismiss'], { error: 'The action must be credit or dismiss.' }),
    note: requiredText('note', 500),
  }),
  reply: z.object({ message: z.string(), data: cryptoDepositRow }),
});

export const cryptoWithdrawalStatuses = [
  'pending',
  'approved',
  'broadcast',
  'completed',
  'rejected',
  'cancelled',
] as const;

export const cryptoWithdrawalRow = z
  .object({
    id: z.string(),
    coin: z.string(),
    network: z.string(),
    address: z.string(),
    amount: z.string(),
    currency: z.string(),
    coin_amount: z.string(),
    network_fee: z.string(),
    rate: z.string(),
    rate_source: z.string(),
    rate_at: timestamp,
    status: z.enum(cryptoWithdrawalStatuses),
    /** 0 Pending, 1 Completed, 2 Rejected, 3 Processing. */
    finance_status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    tx_hash: z.string().nullable(),
    reason: z.string().nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'CryptoWithdrawal' });
export type CryptoWithdrawalRow = z.infer<typeof cryptoWithdrawalRow>;

const withdrawalInput = {
  coin: coinParam,
  network: networkParam,
  amount: z.preprocess(
    numberAsText,
    z
      .string(fieldMessages('amount', 'The amount must be a number.'))
      .trim()
      .min(1, 'The amount field is required.'),
  ),
};

export const cryptoWithdrawalQuote = defineRoute({
  method: 'GET',
  path: '/api/account/withdraw/crypto/quote',
  summary:
    'What a crypto withdrawal of an amount (in the player currency) pays out: coin amount, network fee, rate',
  tags: ['cashier'],
  auth: 'player',
  query: z.object(withdrawalInput),
  reply: z.object({
    data: z.object({
      coin: z.string(),
      network: z.string(),
      amount: z.string(),
      currency: z.string(),
      coin_amount: z.string(),
      network_fee: z.string(),
      rate: z.string(),
      rate_source: z.string(),
    }),
  }),
});

export const cryptoWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/account/withdraw/crypto',
  summary:
    'Requests a crypto withdrawal to an address checked by its network’s rules; the amount is held until an operator decides',
  tags: ['cashier'],
  auth: 'player',
  body: z.object({
    ...withdrawalInput,
    address: requiredText('address', 120),
    forfeit_bonus: forfeitBonusField,
  }),
  status: 201,
  reply: z.object({ data: z.object({ message: z.string(), withdrawal: cryptoWithdrawalRow }) }),
});

export const playerCryptoWithdrawals = defineRoute({
  method: 'GET',
  path: '/api/account/crypto-withdrawals',
  summary: "The player's latest crypto withdrawals",
  tags: ['cashier'],
  auth: 'player',
  reply: z.object({ data: z.array(cryptoWithdrawalRow) }),
});

export const cancelCryptoWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/account/crypto-withdrawals/:id/cancel',
  summary: 'Cancels a pending crypto withdrawal: the held amount is the player’s to spend again',
  tags: ['cashier'],
  auth: 'player',
  params: z.object({ id: z.uuid('The withdrawal id is not valid.') }),
  reply: z.object({ message: z.string(), data: cryptoWithdrawalRow }),
});

const adminCryptoWithdrawalRow = cryptoWithdrawalRow.extend({
  player: z.object({ id: z.number().int(), username: z.string() }),
  nonce: z.string().nullable(),
  broadcast_attempts: z.number().int(),
  last_error: z.string().nullable(),
});

export const adminCryptoWithdrawals = defineRoute({
  method: 'GET',
  path: '/api/admin/crypto-withdrawals',
  summary: 'Crypto withdrawals by status (pending by default), oldest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(cryptoWithdrawalStatuses).default('pending'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  }),
  reply: z.object({ data: z.array(adminCryptoWithdrawalRow), pagination: paginationSchema }),
});

const cryptoWithdrawalParams = z.object({ id: z.uuid('The withdrawal id is not valid.') });

export const adminApproveCryptoWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/admin/crypto-withdrawals/:id/approve',
  summary: 'Approves a crypto withdrawal: the hold is posted and the payout is signed and broadcast',
  tags: ['backoffice'],
  auth: 'admin',
  params: cryptoWithdrawalParams,
  body: z.object({ note: optionalText('note', 500) }).optional(),
  reply: z.object({ message: z.string(), data: adminCryptoWithdrawalRow }),
});

export const adminRejectCryptoWithdrawal = defineRoute({
  method: 'POST',
  path: '/api/admin/crypto-withdrawals/:id/reject',
  summary:
    "Rejects a pending crypto withdrawal with a reason: the hold is voided, the money is the player's again",
  tags: ['backoffice'],
  auth: 'admin',
  params: cryptoWithdrawalParams,
  body: z.object({ reason: requiredText('reason', 500) }),
  reply: z.object({ message: z.string(), data: adminCryptoWithdrawalRow }),
});

export const adminConfirmCryptoPayout = defineRoute({
  method: 'POST',
  path: '/api/admin/crypto-withdrawals/:id/confirm-payout',
  summary:
    'Confirms an approved crypto payout that was paid outside the hot-wallet signer (a chain it does not sign for), by its transaction hash',
  tags: ['backoffice'],
  auth: 'admin',
  params: cryptoWithdrawalParams,
  body: z.object({ tx_hash: requiredText('transaction hash', 128) }),
  reply: z.object({ message: z.string(), data: adminCryptoWithdrawalRow }),
});
