// The limits rules with in-memory storage: bets and deposits past a limit refused, tightening at once and
// loosening after the wait, session time counted from play sessions, and self-exclusion recorded and
// handed to identity and the listeners.
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import {
  memoryComplianceIdentity,
  memoryComplianceRepository,
  memoryComplianceWallet,
} from '../../../test/memory/compliance';
import { refusalOf } from '../../../test/memory/refusal';
import { memoryTransactor } from '../../../test/memory/transactor';
import { createLimitsService } from './limits-service';

const playerId = 7;
const hour = 3_600_000;

function setup() {
  const clock = new ManualClock('2026-03-10T12:00:00.000Z');
  const repository = memoryComplianceRepository();
  const identity = memoryComplianceIdentity();
  identity.add({ id: playerId, currency: 'EUR' });
  const wallet = memoryComplianceWallet();
  const excluded: { playerId: number; until: Date | null }[] = [];
  const limits = createLimitsService({
    repository,
    transactor: memoryTransactor(),
    clock,
    identity,
    wallet,
    settings: { realityCheckMinutes: 60 },
    onExcluded: [async (_tx, id, until) => void excluded.push({ playerId: id, until })],
  });
  return { clock, repository, identity, wallet, limits, excluded };
}

describe('limits', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('refuses a bet that would take the day’s loss past the loss limit, and takes one up to it', async () => {
    await t.limits.setLimit(playerId, 'loss', 'daily', '50.00');
    t.wallet.record({ playerId, at: t.clock.now(), wagered: 6_000n, won: 2_000n });
    // Lost 40.00 so far: 10.00 more is the limit, 10.01 is past it.
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1_001n })).toBe(false);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1_000n })).toBe(true);
    // Yesterday's losses are outside the daily window.
    t.clock.advance(25 * hour);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 5_000n })).toBe(true);
  });

  it('counts refunds off the wager limit and leaves deposits out of the bet gate', async () => {
    await t.limits.setLimit(playerId, 'wager', 'weekly', '100');
    await t.limits.setLimit(playerId, 'deposit', 'daily', '1');
    t.wallet.record({
      playerId,
      at: t.clock.now(),
      wagered: 12_000n,
      refunded: 3_000n,
      depositsStarted: 900n,
    });
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1_000n })).toBe(true);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1_001n })).toBe(false);
  });

  it('refuses a deposit above what is left of a deposit limit, saying how much is left', async () => {
    await t.limits.setLimit(playerId, 'deposit', 'weekly', '200.00');
    t.wallet.record({ playerId, at: t.clock.now(), depositsStarted: 15_000n });
    await t.limits.checkDeposit(playerId, 5_000n, 'EUR');
    const refused = await refusalOf(t.limits.checkDeposit(playerId, 5_001n, 'EUR'));
    expect(refused.code).toBe('LIMIT_DEPOSIT_REACHED');
    expect(refused.details).toMatchObject({ period: 'weekly', left: '50.00', currency: 'EUR' });
  });

  it('applies a lower limit at once and makes a higher one wait 24 hours', async () => {
    const first = await t.limits.setLimit(playerId, 'loss', 'daily', '100');
    expect(first).toMatchObject({
      applied: true,
      changesAt: null,
      data: { amount: '100.00', pending: null },
    });

    const raised = await t.limits.setLimit(playerId, 'loss', 'daily', '300');
    const waitEnds = new Date(t.clock.now().getTime() + 24 * hour);
    expect(raised.applied).toBe(false);
    expect(raised.changesAt).toEqual(waitEnds);
    expect(raised.data).toMatchObject({
      amount: '100.00',
      pending: { amount: '300.00', effective_at: waitEnds.toISOString() },
    });
    t.wallet.record({ playerId, at: t.clock.now(), wagered: 15_000n });
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 100n })).toBe(false);

    t.clock.advance(24 * hour - 1);
    expect(
      (await t.limits.limits(playerId)).data.find((row) => row.kind === 'loss' && row.period === 'daily'),
    ).toMatchObject({ amount: '100.00' });
    t.clock.advance(1);
    const later = await t.limits.limits(playerId);
    expect(later.data.find((row) => row.kind === 'loss' && row.period === 'daily')).toMatchObject({
      amount: '300.00',
      pending: null,
    });
  });

  it('lets a decrease cancel a waiting increase, and makes a removal wait too', async () => {
    await t.limits.setLimit(playerId, 'wager', 'daily', '100');
    await t.limits.setLimit(playerId, 'wager', 'daily', '500');
    const lowered = await t.limits.setLimit(playerId, 'wager', 'daily', '80');
    expect(lowered).toMatchObject({ applied: true, data: { amount: '80.00', pending: null } });

    const removed = await t.limits.setLimit(playerId, 'wager', 'daily', null);
    expect(removed.applied).toBe(false);
    expect(removed.data).toMatchObject({ amount: '80.00', pending: { amount: null } });
    t.clock.advance(24 * hour);
    const after = await t.limits.limits(playerId);
    expect(after.data.find((row) => row.kind === 'wager' && row.period === 'daily')?.amount).toBeNull();
  });

  it('refuses amounts that are not a limit', async () => {
    expect((await refusalOf(t.limits.setLimit(playerId, 'loss', 'daily', '0'))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await refusalOf(t.limits.setLimit(playerId, 'loss', 'daily', '1.001'))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await refusalOf(t.limits.setLimit(playerId, 'session', 'daily', '1441'))).code).toBe(
      'VALIDATION_FAILED',
    );
    expect(t.repository.limits).toEqual([]);
  });

  it('counts play sessions against a session limit: the launch and each bet extend one, a pause opens the next', async () => {
    await t.limits.setLimit(playerId, 'session', 'daily', '60');
    await t.limits.checkLaunch(playerId);
    t.clock.advance(29 * 60_000);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1n })).toBe(true);
    t.clock.advance(29 * 60_000);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1n })).toBe(true);
    expect(t.repository.playSessions).toHaveLength(1);
    // 58 minutes played; after a 31-minute pause the next bet opens a new session.
    t.clock.advance(31 * 60_000);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1n })).toBe(true);
    expect(t.repository.playSessions).toHaveLength(2);
    // The pause does not count: 58 minutes, then 2 more of the new session reach the hour.
    t.clock.advance(2 * 60_000);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1n })).toBe(true);
    t.clock.advance(60_000);
    expect(await t.limits.allowsBet({ playerId, currency: 'EUR', amount: 1n })).toBe(false);
    expect((await refusalOf(t.limits.checkLaunch(playerId))).code).toBe('LIMIT_SESSION_REACHED');
    const check = await t.limits.realityCheck(playerId);
    expect(check).toMatchObject({ session_minutes: 3, interval_minutes: 60 });
  });

  it('records a self-exclusion, excludes the player through identity and tells the listeners', async () => {
    const now = t.clock.now();
    const answer = await t.limits.deactivate(playerId, 2);
    const until = new Date(now.getTime() + 7 * 24 * hour);
    expect(answer).toEqual({ success: true, excluded_until: until.toISOString() });
    expect(t.identity.subject(playerId).excludedUntil).toEqual(until);
    expect(t.repository.exclusions).toEqual([
      {
        playerId,
        kind: 'self_exclusion',
        periodCode: 2,
        startsAt: now,
        endsAt: until,
        source: 'deactivate_account',
      },
    ]);
    expect(t.excluded).toEqual([{ playerId, until }]);

    // A cool-down afterwards does not shorten the week.
    const cooled = await t.limits.coolDown(playerId);
    expect(cooled.excluded_until).toBe(until.toISOString());
    expect(t.repository.exclusions.at(-1)).toMatchObject({ kind: 'cool_down', source: 'cool_down' });

    const permanent = await t.limits.deactivate(playerId, 6);
    expect(permanent.excluded_until).toBeNull();
    expect(t.identity.subject(playerId).excludedPermanently).toBe(true);
  });

  it('refuses an unknown exclusion period and records nothing', async () => {
    expect((await refusalOf(t.limits.deactivate(playerId, 9))).code).toBe('VALIDATION_FAILED');
    expect(t.repository.exclusions).toEqual([]);
    expect(t.excluded).toEqual([]);
  });
});
