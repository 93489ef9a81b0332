// The numeric states the calls carry (spec 001, section 4; spec 000, section 4). The values the spec leaves
// open (the active user status, the verified player status) are chosen in docs/decisions/0011-statuses.md.

/** The name of a value in one of the maps below, or undefined for a value the map does not hold. */
function nameOf<const T extends Record<string, number>>(map: T, value: number): keyof T | undefined {
  return (Object.keys(map) as (keyof T)[]).find((name) => map[name] === value);
}

/** `user.status` */
export const userStatus = {
  /** The normal state of an account; the verification form's success step needs it. */
  active: 1,
  /** Deposit and withdraw open the inactive-player popup; login is refused (login_inactive_player). */
  inactive: 2,
  /** Deposit, withdraw, review and redeem open the verification popup. */
  needsVerification: 6,
  /** As 6, and the verification also asks for a selfie with the credit card. */
  needsVerificationWithCardSelfie: 7,
  /**
   * Closed by an operator (decision 0712): login is refused, the balances stay in the ledger. Not in the
   * spec, so the next free number (decision 0011); final, no call moves a closed account to another status.
   */
  closed: 8,
} as const;
export type UserStatus = (typeof userStatus)[keyof typeof userStatus];

export const userStatusName = (status: number) => nameOf(userStatus, status);

export function needsVerification(status: number): boolean {
  return status === userStatus.needsVerification || status === userStatus.needsVerificationWithCardSelfie;
}

/** Whether deposit, withdraw, review and redeem are refused for a player in this status. */
export function blocksCashier(status: number): boolean {
  return status === userStatus.inactive || status === userStatus.closed || needsVerification(status);
}

/** The user statuses an operator may set (closing an account is its own action). */
export const operatorSettableStatuses = [
  userStatus.active,
  userStatus.inactive,
  userStatus.needsVerification,
  userStatus.needsVerificationWithCardSelfie,
] as const;

/** `user.player_status`: where the player's identity verification stands. */
export const playerStatus = {
  /** Play is blocked once the player has a balance above 0. */
  needsVerification: 0,
  verified: 1,
  underReview: 2,
} as const;
export type PlayerStatus = (typeof playerStatus)[keyof typeof playerStatus];

export const playerStatusName = (status: number) => nameOf(playerStatus, status);

/** Finance history `status`. */
export const financeStatus = { pending: 0, completed: 1, rejected: 2, processing: 3 } as const;
export type FinanceStatus = (typeof financeStatus)[keyof typeof financeStatus];

export const financeStatusLabels = {
  [financeStatus.pending]: 'Pending',
  [financeStatus.completed]: 'Completed',
  [financeStatus.rejected]: 'Rejected',
  [financeStatus.processing]: 'Processing',
} as const satisfies Record<FinanceStatus, string>;

export const financeStatusName = (status: number) => nameOf(financeStatus, status);

/** Finance history `type`. */
export const financeTypes = ['deposit', 'withdraw'] as const;
export type FinanceType = (typeof financeTypes)[number];

/** Bet history `status`: a win shows its amount. */
export const betStatus = { bet: 1, win: 2, refund: 3 } as const;
export type BetStatus = (typeof betStatus)[keyof typeof betStatus];

export const betStatusName = (status: number) => nameOf(betStatus, status);

/** `game.type` as a number. */
export const gameType = { slot: 4, live: 5 } as const;
export type GameType = (typeof gameType)[keyof typeof gameType];

/** The values `GET games?type=` accepts; `live` and `live_casino` mean the same. */
export const gameTypeQueryValues = ['slot', 'live', 'live_casino'] as const;
export type GameTypeQuery = (typeof gameTypeQueryValues)[number];

export function gameTypeOfQuery(value: string): GameType | undefined {
  if (value === 'slot') return gameType.slot;
  if (value === 'live' || value === 'live_casino') return gameType.live;
  return undefined;
}

export const twoFactorStates = ['disabled', 'secret_shown', 'enabled'] as const;
export type TwoFactorState = (typeof twoFactorStates)[number];
