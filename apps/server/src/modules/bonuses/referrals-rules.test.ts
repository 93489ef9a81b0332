import { describe, expect, it } from 'vitest';
import {
  mailboxOf,
  referralDecision,
  referralGrantId,
  sharedSignals,
  type ReferralFacts,
} from './referrals-rules';

const qualifying: ReferralFacts = {
  referredId: 2,
  referrerId: 1,
  firstDeposit: 2_000n,
  minFirstDeposit: 2_000n,
  wageredSinceDeposit: 2_000n,
  signals: [],
};

describe('a referral', () => {
  it('pays once the first deposit qualifies and is wagered once over', () => {
    expect(referralDecision(qualifying)).toEqual({ kind: 'pay' });
  });

  it('waits before the first deposit and while it is not wagered yet', () => {
    expect(referralDecision({ ...qualifying, firstDeposit: undefined })).toEqual({ kind: 'wait' });
    expect(referralDecision({ ...qualifying, wageredSinceDeposit: 1_999n })).toEqual({ kind: 'wait' });
  });

  it('is refused for good below the minimum first deposit, for shared signals, and without a referrer', () => {
    expect(referralDecision({ ...qualifying, firstDeposit: 1_999n })).toEqual({
      kind: 'refuse',
      reason: 'deposit_below_minimum',
    });
    expect(referralDecision({ ...qualifying, signals: ['ip_address'] })).toEqual({
      kind: 'refuse',
      reason: 'shared_signals',
    });
    expect(referralDecision({ ...qualifying, referrerId: undefined })).toEqual({
      kind: 'refuse',
      reason: 'unknown_referrer',
    });
    expect(referralDecision({ ...qualifying, referrerId: 2 })).toEqual({
      kind: 'refuse',
      reason: 'self_referral',
    });
  });

  it('is paid under one key per referred player', () => {
    expect(referralGrantId(2)).toBe('referral:2');
  });
});

describe('shared signals', () => {
  it('see one mailbox behind plus addressing, case and Gmail dots', () => {
    expect(mailboxOf('Jane.Doe+casino@GoogleMail.com')).toBe('janedoe@gmail.com');
    expect(mailboxOf('jane+2@example.org')).toBe('jane@example.org');
    expect(mailboxOf('jane.doe@example.org')).toBe('jane.doe@example.org');
  });

  it('tie the two by mailbox or by an address both were seen on', () => {
    const referrer = { id: 1, email: 'jane@example.org' };
    expect(
      sharedSignals({ referrer, referred: { email: 'jane+friend@example.org', addresses: [] } }),
    ).toEqual(['email_alias']);
    expect(
      sharedSignals({
        referrer,
        referred: { email: 'tom@example.org', addresses: [{ otherPlayers: [{ id: 9 }, { id: 1 }] }] },
      }),
    ).toEqual(['ip_address']);
    expect(
      sharedSignals({
        referrer,
        referred: { email: 'tom@example.org', addresses: [{ otherPlayers: [{ id: 9 }] }] },
      }),
    ).toEqual([]);
  });
});
