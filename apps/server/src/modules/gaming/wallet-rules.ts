// The provider wallet API's rules that need no storage: what the platform says about a player at bet time
// (the gate), how a player is named to providers, what makes two requests with one transaction_uuid the
// same request, whether a session still holds, and the outcomes a call answers with.
import { createHash, type KeyObject } from 'node:crypto';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import type { WalletApiStatus } from '@reelvault/contract/calls/wallet-api';
import type { WalletService } from '../wallet/service';
import { wireToMinor } from './amounts';
import type { SessionRow } from './repository';
import type { ProviderStatus, ProviderTransactionKind } from './schema';

/**
 * What the rest of the platform says about a player at bet time. The identity module (inactive,
 * self-excluded) and responsible-gambling limits plug in here; until they do, everyone may play.
 */
export interface PlayerGate {
  /** 'disabled' refuses new bets (RS_ERROR_USER_DISABLED); wins and rollbacks still settle. */
  playerStatus(playerId: number): Promise<'active' | 'disabled'>;
  /** False refuses the bet with RS_ERROR_LIMIT_REACHED. */
  allowsBet(bet: { playerId: number; currency: string; amount: bigint }): Promise<boolean>;
}

export const openPlayerGate: PlayerGate = {
  playerStatus: async () => 'active',
  allowsBet: async () => true,
};

/** The bonus engine's part after a bet or a win: settles the player's active bonus (conversion or loss). */
export interface BonusSettlement {
  settleActive(playerId: number): Promise<void>;
}

/** What the gaming module uses of the ledger. */
export type GamingWallet = Pick<
  WalletService,
  'playerAccounts' | 'playerBalance' | 'systemAccount' | 'postInStatement' | 'balanceChanges'
>;

/** A provider as the wallet API sees it, with its parsed public key. */
export interface GameProvider {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly status: ProviderStatus;
  readonly publicKey: KeyObject;
}

/** The outcome of a wallet API call, before it is put on the wire. */
export interface WalletOutcome {
  readonly status: WalletApiStatus;
  /** What the player can bet in minor units of `currency` (cash, and the bonus balance while a bonus is active). */
  readonly balance?: bigint;
  readonly currency?: string;
  /** Not on the wire: the player's active bonus met its wagering or lost its balance, to settle after the commit. */
  readonly settleBonus?: boolean;
}

const playerPrefix = 'rv-';

/** The `user` a provider sees for a player: never personal data (Hub88 asks for 4 characters at least). */
export function walletUser(playerId: number): string {
  return `${playerPrefix}${playerId}`;
}

export function playerIdOf(user: string): number | undefined {
  const match = /^rv-([1-9]\d{0,9})$/.exec(user);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : undefined;
}

/** What makes two requests with one transaction_uuid the same request (request_uuid and token aside). */
export function transactionFingerprint(
  kind: ProviderTransactionKind,
  request: {
    user: string;
    round: string;
    game_code: string;
    currency?: string;
    amount?: number;
    reference_transaction_uuid?: string;
    is_free?: boolean | null;
    reward_uuid?: string | null;
    bet?: string | null;
  },
): string {
  // A free round's reward and nominal stake are part of it; other requests keep the content they always had.
  const free = request.is_free === true ? [`free:${request.reward_uuid ?? ''}:${request.bet ?? ''}`] : [];
  const content = [
    kind,
    request.user,
    request.round,
    request.game_code,
    request.currency ?? '',
    request.amount === undefined ? '' : String(request.amount),
    request.reference_transaction_uuid ?? '',
    ...free,
  ];
  return createHash('sha256').update(JSON.stringify(content), 'utf8').digest('hex');
}

/**
 * Why the session behind a token does not hold for this provider and user at `now`, or undefined when it
 * does. Expiry is checked only when `checkExpiry` (bets and balances; wins and rollbacks settle later).
 */
export function sessionProblem(
  provider: GameProvider,
  session: SessionRow | undefined,
  user: string,
  checkExpiry: boolean,
  now: Date,
): WalletApiStatus | undefined {
  if (!session || session.providerId !== provider.id || walletUser(session.playerId) !== user) {
    return 'RS_ERROR_INVALID_TOKEN';
  }
  if (checkExpiry && (session.endedAt !== null || session.expiresAt.getTime() <= now.getTime())) {
    return 'RS_ERROR_TOKEN_EXPIRED';
  }
  return undefined;
}

/** A wire amount in minor units of a known currency; undefined for an unknown currency or a fraction. */
export function minorAmount(amount: number, currency: string): bigint | undefined {
  const known = findCurrency(currency);
  return known ? wireToMinor(BigInt(amount), known.exponent) : undefined;
}

/**
 * A free round's bet as Hub88 sends one (`is_free`, `reward_uuid`, amount 0) with the spin's nominal stake
 * in `bet` as a wire amount (decision 1113): the reward and the stake in minor units; undefined for a bet
 * that is not free; 'invalid' for a free bet without a reward, with an amount, or without a whole stake.
 */
export function freeRoundOf(request: {
  is_free?: boolean | null;
  reward_uuid?: string | null;
  bet?: string | null;
  amount: number;
  currency: string;
}): { rewardUuid: string; value: bigint } | 'invalid' | undefined {
  if (request.is_free !== true) return undefined;
  const rewardUuid = request.reward_uuid ?? '';
  const bet = request.bet ?? '';
  if (rewardUuid === '' || request.amount !== 0 || !/^[1-9]\d{0,14}$/.test(bet)) return 'invalid';
  const value = minorAmount(Number(bet), request.currency);
  return value === undefined || value <= 0n ? 'invalid' : { rewardUuid, value };
}

/** Thrown inside a transaction to roll it back and answer from what an earlier request recorded. */
export class AlreadyRecorded extends Error {}
/** Thrown inside a transaction to roll it back and refuse (unless the uuid was already answered). */
export class Refusal extends Error {
  constructor(readonly status: WalletApiStatus) {
    super(status);
  }
}
/**
 * The answer to a rollback of a bet that a win settled: there is no open bet by that reference, as for a
 * rollback naming a win. Final, unlike RS_ERROR_UNKNOWN (which providers resend), and never read as done,
 * unlike RS_ERROR_TRANSACTION_ROLLED_BACK (decision 0307).
 */
export const rollbackOfSettledBet: WalletApiStatus = 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST';
