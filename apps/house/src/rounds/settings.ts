// How long a round may take and how hard the studio tries before it leaves a round to the sweeper.
export interface RoundSettings {
  /** A slot round lasts at least this long: no new slot round starts sooner (no turbo). */
  readonly minSlotRoundMs: number;
  /** A round left unfinished this long is finished by the sweeper (settled or rolled back). */
  readonly settleAfterMs: number;
  /** A blackjack hand nobody played on for this long is finished by standing. */
  readonly abandonAfterMs: number;
  /** Tries of a win or rollback within one request before it is left to the sweeper. */
  readonly attempts: number;
  readonly retryDelayMs: number;
  /** Refusals of a round's win (each a later try) after which its bets are refunded instead. */
  readonly winRefusalsBeforeRefund: number;
  /**
   * Slot, roulette and baccarat rounds send their bet and win as one call (`transaction/bet-win`, decision
   * 0312); off, they send them separately, as on a platform without that extension. Blackjack always does.
   */
  readonly singleCallSpins: boolean;
}

export const defaultRoundSettings: RoundSettings = {
  minSlotRoundMs: 2_500,
  settleAfterMs: 30_000,
  abandonAfterMs: 30 * 60_000,
  attempts: 3,
  retryDelayMs: 200,
  winRefusalsBeforeRefund: 3,
  singleCallSpins: true,
};
