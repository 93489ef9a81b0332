// The studio's failures: a stable code (contract calls/studio), its HTTP status and an English message; the
// game pages translate by code.
import type { StudioErrorCode } from '@reelvault/contract/calls/studio';

const statuses: Readonly<Record<StudioErrorCode, number>> = {
  SESSION_INVALID: 401,
  INVALID_REQUEST: 422,
  BET_REFUSED: 422,
  INSUFFICIENT_FUNDS: 402,
  PLAYER_BLOCKED: 403,
  LIMIT_REACHED: 403,
  TOO_SOON: 429,
  ROUND_IN_PROGRESS: 409,
  ACTION_NOT_ALLOWED: 409,
  NOT_FOUND: 404,
  WALLET_UNAVAILABLE: 503,
  FREE_SPINS_UNAVAILABLE: 409,
  BETTING_CLOSED: 409,
  ROUND_OVER: 409,
};

const messages: Readonly<Record<StudioErrorCode, string>> = {
  SESSION_INVALID: 'This game session has ended. Open the game again from the lobby.',
  INVALID_REQUEST: 'The request could not be read.',
  BET_REFUSED: 'This bet is not allowed at this table.',
  INSUFFICIENT_FUNDS: 'Your balance is too low for this bet.',
  PLAYER_BLOCKED: 'Your account cannot place bets.',
  LIMIT_REACHED:
    'This bet is above a limit: one of your responsible-gambling limits, or the maximum bet while a bonus is active (see your bonus terms).',
  TOO_SOON: 'The previous round is still running.',
  ROUND_IN_PROGRESS: 'A round is still in progress.',
  ACTION_NOT_ALLOWED: 'This move is not allowed now.',
  NOT_FOUND: 'Not found.',
  WALLET_UNAVAILABLE: 'The round could not be completed. Nothing was lost; please try again.',
  FREE_SPINS_UNAVAILABLE: 'No free spins are left to play here.',
  BETTING_CLOSED: 'Betting on this round has closed. Bet on the next round.',
  ROUND_OVER: 'This round has already crashed: the bet can no longer be cashed out.',
};

export class StudioError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: StudioErrorCode,
    message?: string,
  ) {
    super(message ?? messages[code]);
    this.name = 'StudioError';
    this.statusCode = statuses[code];
  }
}
