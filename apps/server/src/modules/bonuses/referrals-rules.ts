// Refer a friend (promotion 3), without storage: when a referred player's reward is paid, waits or is
// refused for good, and which signals the back office can see say that referrer and friend are the same
// person or household: the same mailbox behind e-mail aliases, or an address (IP) both were seen on at
// registration, login or in a session (decision 1122).
import { euroAmountIn, referralReward } from '@reelvault/contract/constants/rewards';
import type { GrantRequest } from './player-bonuses-service';
import { defaultOfferTerms, termsOf } from './wagering';

/** Why a referral is refused for good (kept on its row for the back office). */
export type ReferralRefusal =
  'unknown_referrer' | 'self_referral' | 'deposit_below_minimum' | 'shared_signals';
export type SharedSignal = 'email_alias' | 'ip_address';

export type ReferralDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'refuse'; readonly reason: ReferralRefusal }
  | { readonly kind: 'pay' };

export interface ReferralFacts {
  readonly referredId: number;
  /** The referrer the friend's ref_id names; undefined when it names no player. */
  readonly referrerId: number | undefined;
  /** The friend's first credited deposit (minor units), undefined before it. */
  readonly firstDeposit: bigint | undefined;
  /** The smallest qualifying first deposit in the friend's currency. */
  readonly minFirstDeposit: bigint;
  /** What the friend wagered since that deposit (bets less refunds, cash and bonus). */
  readonly wageredSinceDeposit: bigint;
  readonly signals: readonly SharedSignal[];
}

/**
 * Pay once the friend's first deposit qualifies and is wagered once over; refuse for good when it can
 * never qualify or when the two share a signal; otherwise wait for more play.
 */
export function referralDecision(facts: ReferralFacts): ReferralDecision {
  if (facts.referrerId === undefined) return { kind: 'refuse', reason: 'unknown_referrer' };
  if (facts.referrerId === facts.referredId) return { kind: 'refuse', reason: 'self_referral' };
  if (facts.firstDeposit === undefined) return { kind: 'wait' };
  if (facts.firstDeposit < facts.minFirstDeposit) return { kind: 'refuse', reason: 'deposit_below_minimum' };
  if (facts.signals.length > 0) return { kind: 'refuse', reason: 'shared_signals' };
  if (facts.wageredSinceDeposit < facts.firstDeposit) return { kind: 'wait' };
  return { kind: 'pay' };
}

// Providers that deliver every dotted spelling of a local part to the same mailbox.
const dotBlindDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches: lower case, the `+tag` of plus addressing dropped, and for Gmail the
 * dots of the local part and the googlemail.com spelling.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email.trim().toLowerCase();
  let local = email.slice(0, at).trim().toLowerCase();
  let domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  local = local.split('+')[0] ?? local;
  if (dotBlindDomains.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

export interface SignalFacts {
  readonly referrer: { readonly id: number; readonly email: string };
  readonly referred: {
    readonly email: string;
    /** The friend's addresses with the other players seen on each (identity's playerAddresses). */
    readonly addresses: readonly { readonly otherPlayers: readonly { readonly id: number }[] }[];
  };
}

/** The signals that tie the friend to the referrer. */
export function sharedSignals(facts: SignalFacts): SharedSignal[] {
  const signals: SharedSignal[] = [];
  if (mailboxOf(facts.referrer.email) === mailboxOf(facts.referred.email)) signals.push('email_alias');
  const seenTogether = facts.referred.addresses.some((address) =>
    address.otherPlayers.some((other) => other.id === facts.referrer.id),
  );
  if (seenTogether) signals.push('ip_address');
  return signals;
}

/** The referrer's reward for one friend: one grant per referred player. */
export function referralGrantId(referredId: number): string {
  return `referral:${referredId}`;
}

/**
 * The referrer's reward for one friend as the engine grants it (decision 1122), and as an overturn pays it
 * (decision 1132): EUR 50 or its equivalent in the referrer's currency, a bonus with the default terms.
 */
export function referralRewardGrant(
  referral: { readonly friendId: number; readonly referrerId: number; readonly currency: string },
  now: Date,
): GrantRequest {
  const amount = euroAmountIn(referralReward.amount, referral.currency);
  return {
    grantId: referralGrantId(referral.friendId),
    playerId: referral.referrerId,
    currency: referral.currency,
    amount,
    source: 'referral',
    terms: termsOf(defaultOfferTerms, referral.currency, { bonus: amount }, now),
  };
}
