// The facts inside two refusals whose server text carries them: the end of a self-exclusion and what is
// left of a deposit limit. The server words them in a fixed form (identity's self-exclusion answer, the
// compliance deposit check); the interface reads the facts back to say them in the player's language, and
// falls back to its generic text when the form is not recognised.

export type ExclusionEnd =
  { readonly permanent: true } | { readonly permanent: false; readonly until: string };

/** "... self-excluded until 2026-11-28 09:15 UTC ..." or "... permanently self-excluded ...". */
export function exclusionEndOf(message: string): ExclusionEnd | undefined {
  if (/permanently self-excluded/i.test(message)) return { permanent: true };
  const found = /until (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC/.exec(message);
  if (!found) return undefined;
  const until = `${found[1]}T${found[2]}:00.000Z`;
  return Number.isNaN(Date.parse(until)) ? undefined : { permanent: false, until };
}

export type DepositLimitPeriod = 'daily' | 'weekly' | 'monthly';

export type DepositLimitLeft =
  | { readonly period: DepositLimitPeriod; readonly amount: string; readonly currency: string }
  | { readonly period: DepositLimitPeriod; readonly amount: undefined; readonly currency: undefined };

/**
 * "This deposit would exceed your daily deposit limit. You can deposit up to 20.00 EUR now." or "You have
 * reached your weekly deposit limit. ..."
 */
export function depositLimitLeftOf(message: string): DepositLimitLeft | undefined {
  const left =
    /your (daily|weekly|monthly) deposit limit\. You can deposit up to ([\d.]+) ([A-Z]{3}) now/.exec(message);
  if (left) {
    return { period: left[1] as DepositLimitPeriod, amount: left[2] ?? '', currency: left[3] ?? '' };
  }
  const reached = /reached your (daily|weekly|monthly) deposit limit/.exec(message);
  if (reached) return { period: reached[1] as DepositLimitPeriod, amount: undefined, currency: undefined };
  return undefined;
}
