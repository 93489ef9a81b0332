// Responsible-gambling limits (issue 9; choices in docs/decisions/0902-limits.md): what a player may limit,
// over which rolling periods, and how long a loosening waits before it takes effect.

/** deposit: money paid in; loss: bets minus wins and refunds; wager: bets minus refunds; session: minutes played. */
export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];

export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

/** Each period is a rolling window ending now: the last 24 hours, 7 days, 30 days. */
export const limitPeriodHours: Record<LimitPeriod, number> = { daily: 24, weekly: 168, monthly: 720 };

/** An increase or a removal takes effect only after this wait; a decrease at once. */
export const limitIncreaseDelayHours = 24;

/** Session limits are whole minutes between 1 minute and the length of their period. */
export function sessionLimitMaxMinutes(period: LimitPeriod): number {
  return limitPeriodHours[period] * 60;
}

/** Play after a pause of this length counts as a new play session (reality check and session time). */
export const playSessionIdleMinutes = 30;

/** Reality check interval the operator may configure, in minutes. */
export const realityCheckBounds = { min: 5, max: 240, default: 60 } as const;
