// The provider-facing wallet API, compatible with the Hub88 operator wallet API: what a game provider (the
// in-house studio first) sends to /wallet-api/* and what the platform answers. Bodies are JSON signed with
// RSA-SHA256 (Base64 in X-Hub88-Signature), both ways. Amounts are integers: currency units x 100000.
// Every answer is HTTP 200; the outcome is in `status`. One call is Reelvault's own extension, not Hub88's:
// `transaction/bet-win` (betWinRequest below), for the in-house studio only (decision 0312).
import { z } from 'zod';

export const walletApiPaths = {
  userInfo: '/wallet-api/user/info',
  balance: '/wallet-api/user/balance',
  bet: '/wallet-api/transaction/bet',
  win: '/wallet-api/transaction/win',
  rollback: '/wallet-api/transaction/rollback',
  /** Reelvault's extension: the bet and the win of a one-step round in one call (in-house studio only). */
  betWin: '/wallet-api/transaction/bet-win',
} as const;

export type WalletApiOperation = keyof typeof walletApiPaths;

export const signatureHeader = 'x-hub88-signature';
/** Optional: names the provider whose key signed the request (otherwise the token's provider). */
export const providerHeader = 'x-provider-code';

/** Amounts on the wire are currency units times this. */
export const walletApiAmountScale = 100_000n;

export const walletApiStatuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_WRONG_SYNTAX',
  'RS_ERROR_WRONG_TYPES',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  'RS_ERROR_LIMIT_REACHED',
] as const;

export type WalletApiStatus = (typeof walletApiStatuses)[number];

const identifier = z.string().min(1).max(128);
const token = z.string().min(1).max(256);
/** A wire amount: a non-negative integer that JSON numbers hold exactly. */
const wireAmount = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const optionalText = z.string().max(256).nullish();

export const userInfoRequest = z.object({
  user: identifier,
  request_uuid: identifier,
  token: token.optional(),
});

export const balanceRequest = z.object({
  user: identifier,
  token,
  request_uuid: identifier,
  game_code: identifier.optional(),
  supplier_user: optionalText,
});

export const betRequest = z.object({
  user: identifier,
  transaction_uuid: identifier,
  token,
  request_uuid: identifier,
  round: identifier,
  round_closed: z.boolean(),
  game_code: identifier,
  currency: z.string().min(2).max(10),
  amount: wireAmount,
  bet: optionalText,
  supplier_transaction_id: optionalText,
  supplier_user: optionalText,
  reward_uuid: optionalText,
  is_free: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  meta: z.record(z.string(), z.unknown()).nullish(),
});

export const winRequest = betRequest.extend({
  reference_transaction_uuid: identifier,
});

/**
 * Reelvault's extension of the API (decision 0312): the bet and the win of a round that is over in one step
 * (a slot spin, a roulette spin, a baccarat coup), settled together as one ledger transaction. The fields are
 * a bet's (`transaction_uuid` and `amount` are the bet's) plus the win's own transaction id and amount (zero
 * allowed); `round_closed` is the win's. Each id is idempotent as in a separate bet and win: a repeat is
 * answered as the first, a repeat with other content is RS_ERROR_DUPLICATE_TRANSACTION. When the bet is
 * refused (RS_ERROR_NOT_ENOUGH_MONEY and the other bet refusals) nothing is written. Only the in-house
 * studio (provider `house`) may send it; any other provider gets RS_ERROR_INVALID_PARTNER and keeps the
 * separate calls. The answer is a win's: the balance after both.
 */
export const betWinRequest = betRequest.extend({
  win_transaction_uuid: identifier,
  win_amount: wireAmount,
});

export const rollbackRequest = z.object({
  user: identifier,
  transaction_uuid: identifier,
  token,
  request_uuid: identifier,
  reference_transaction_uuid: identifier,
  round: identifier,
  round_closed: z.boolean().nullish(),
  game_code: identifier,
  supplier_transaction_id: optionalText,
  meta: z.record(z.string(), z.unknown()).nullish(),
});

/** Each operation's request body. */
export const walletApiRequests = {
  userInfo: userInfoRequest,
  balance: balanceRequest,
  bet: betRequest,
  win: winRequest,
  rollback: rollbackRequest,
  betWin: betWinRequest,
} as const satisfies Record<WalletApiOperation, z.ZodType>;

export type UserInfoRequest = z.infer<typeof userInfoRequest>;
export type BalanceRequest = z.infer<typeof balanceRequest>;
export type BetRequest = z.infer<typeof betRequest>;
export type WinRequest = z.infer<typeof winRequest>;
export type BetWinRequest = z.infer<typeof betWinRequest>;
export type RollbackRequest = z.infer<typeof rollbackRequest>;

/** Every answer carries these; balance answers add currency and balance (also on refusals where known). */
export const walletApiReply = z.object({
  status: z.enum(walletApiStatuses),
  request_uuid: z.string().nullable(),
  user: z.string().nullable(),
  currency: z.string().optional(),
  balance: z.number().int().optional(),
  country: z.string().nullable().optional(),
});

export type WalletApiReply = z.infer<typeof walletApiReply>;
