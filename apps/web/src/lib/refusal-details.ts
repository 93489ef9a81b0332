// The facts inside two refusals: the end of a self-exclusion and what is left of a deposit limit. The
// server sends them structured in the error body's `details` (its message is in the player's language and
// not meant to be read by programs); the interface words them itself, and falls back to its generic text
// when an answer carries none.
import type { LimitPeriod } from '@reelvault/contract/constants/limits';
import type { ErrorDetails } from '@reelvault/contract/errors';

export type ExclusionEnd =
  { readonly permanent: true } | { readonly permanent: false; readonly until: string };

/** `{permanent: true}`, or `{permanent: false, until}` with the end as an ISO 8601 instant. */
export function exclusionEndOf(details: ErrorDetails | undefined): ExclusionEnd | undefined {
  if (!details || !('permanent' in details)) return undefined;
  if (details.permanent) return { permanent: true };
  if (!details.until || Number.isNaN(Date.parse(details.until))) return undefined;
  return { permanent: false, until: details.until };
}

export type DepositLimitPeriod = LimitPeriod;

export type DepositLimitLeft =
  | { readonly period: DepositLimitPeriod; readonly amount: string; readonly currency: string }
  | { readonly period: DepositLimitPeriod; readonly amount: undefined; readonly currency: undefined };

/** The limit's period and what it still allows; no amount once the limit is used up. */
export function depositLimitLeftOf(details: ErrorDetails | undefined): DepositLimitLeft | undefined {
  if (!details || !('period' in details)) return undefined;
  if (Number(details.left) > 0) {
    return { period: details.period, amount: details.left, currency: details.currency };
  }
  return { period: details.period, amount: undefined, currency: undefined };
}
