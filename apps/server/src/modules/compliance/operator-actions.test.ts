// The rules of an operator's actions on a player's responsible-gambling settings, with in-memory storage:
// limits on the player's behalf never loosen faster than the player's own 24 hours, and a cool-down or a
// time-limited exclusion ends only after half its length, a permanent one never (decision 0712).
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import {
  memoryComplianceIdentity,
  memoryComplianceRepository,
  memoryComplianceWallet,
} from '../../../test/memory/compliance';
import { memoryExclusionRecords } from '../../../test/memory/compliance-exclusions';
import { refusalOf } from '../../../test/memory/refusal';
import { memoryExecutor, memoryTransactor } from '../../../test/memory/transactor';
import { earliestOperatorEnd } from './exclusion-rules';
import { createLimitsService } from './limits-service';
import { createOperatorActions } from './operator-actions';

const playerId = 11;
const hour = 3_600_000;
const tx = memoryExecutor;

function setup() {
  const clock = new ManualClock('2026-03-10T12:00:00.000Z');
  const repository = memoryComplianceRepository();
  const identity = memoryComplianceIdentity();
  identity.add({ id: playerId, currency: 'EUR' });
  const exclusionRecords = memoryExclusionRecords(repository);
  const player = createLimitsService({
    repository,
    transactor: memoryTransactor(),
    clock,
    identity,
    wallet: memoryComplianceWallet(),
    settings: { realityCheckMinutes: 60 },
  });
  const operator = createOperatorActions({ repository, exclusionRecords, clock, identity });
  return { clock, repository, identity, exclusionRecords, player, operator };
}

const limitOf = async (t: ReturnType<typeof setup>, kind: string, period: string) =>
  (await t.player.limits(playerId)).data.find((row) => row.kind === kind && row.period === period);

describe('limits set by an operator on the player’s behalf', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('applies a first limit and a lower one at once, recording before and after', async () => {
    const first = await t.operator.setLimitOnBehalf(tx, playerId, {
      kind: 'deposit',
      period: 'daily',
      amount: '100',
    });
    expect(first).toMatchObject({ before: null, applied: true, effectiveAt: null });
    expect(first.after).toMatchObject({ amount: '100.00', pending_amount: null });

    const lower = await t.operator.setLimitOnBehalf(tx, playerId, {
      kind: 'deposit',
      period: 'daily',
      amount: '40.50',
    });
    expect(lower.applied).toBe(true);
    expect(lower.before).toMatchObject({ amount: '100.00' });
    expect((await limitOf(t, 'deposit', 'daily'))?.amount).toBe('40.50');
  });

  it('never raises faster than the player could: a raise waits 24 hours, the old limit in force until then', async () => {
    await t.player.setLimit(playerId, 'loss', 'weekly', '50');
    const raised = await t.operator.setLimitOnBehalf(tx, playerId, {
      kind: 'loss',
      period: 'weekly',
      amount: '500',
    });
    expect(raised.applied).toBe(false);
    expect(raised.effectiveAt?.toISOString()).toBe('2026-03-11T12:00:00.000Z');
    expect(raised.after).toMatchObject({ amount: '50.00', pending_amount: '500.00' });
    expect((await limitOf(t, 'loss', 'weekly'))?.amount).toBe('50.00');

    t.clock.advance(24 * hour - 1);
    expect((await limitOf(t, 'loss', 'weekly'))?.amount).toBe('50.00');
    t.clock.advance(1);
    expect((await limitOf(t, 'loss', 'weekly'))?.amount).toBe('500.00');
  });

  it('removes a limit only after the 24 hours', async () => {
    await t.player.setLimit(playerId, 'session', 'daily', '60');
    const removed = await t.operator.setLimitOnBehalf(tx, playerId, {
      kind: 'session',
      period: 'daily',
      amount: null,
    });
    expect(removed.applied).toBe(false);
    expect(removed.after).toMatchObject({ amount: '60', pending_removal: true });
    t.clock.advance(24 * hour);
    expect((await limitOf(t, 'session', 'daily'))?.amount).toBeNull();
  });

  it('weighs a change against a raise whose 24 hours have passed, not the limit before it', async () => {
    await t.player.setLimit(playerId, 'wager', 'monthly', '100');
    await t.player.setLimit(playerId, 'wager', 'monthly', '300');
    t.clock.advance(25 * hour);
    // 200 is below the 300 now in force, so it applies at once.
    const lowered = await t.operator.setLimitOnBehalf(tx, playerId, {
      kind: 'wager',
      period: 'monthly',
      amount: '200',
    });
    expect(lowered.applied).toBe(true);
    expect(lowered.before).toMatchObject({ amount: '300.00', pending_amount: null });
  });

  it('drops a raise the player is waiting for when the operator lowers the limit', async () => {
    await t.player.setLimit(playerId, 'deposit', 'weekly', '100');
    await t.player.setLimit(playerId, 'deposit', 'weekly', '1000');
    await t.operator.setLimitOnBehalf(tx, playerId, { kind: 'deposit', period: 'weekly', amount: '80' });
    t.clock.advance(48 * hour);
    const limit = await limitOf(t, 'deposit', 'weekly');
    expect(limit).toMatchObject({ amount: '80.00', pending: null });
  });

  it('refuses an amount the currency cannot hold, as the player’s form does', async () => {
    const refused = await refusalOf(
      t.operator.setLimitOnBehalf(tx, playerId, { kind: 'deposit', period: 'daily', amount: '1.001' }),
    );
    expect(refused.status).toBe(422);
    expect(refused.fieldErrors?.amount).toBeDefined();
  });
});

describe('ending an exclusion early', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('ends a cool-down once half of its 24 hours have run, and lifts it in identity and the record', async () => {
    await t.player.coolDown(playerId);
    t.clock.advance(12 * hour - 1);
    const early = await refusalOf(t.operator.endExclusion(tx, playerId));
    expect(early.code).toBe('ADMIN_EXCLUSION_TOO_EARLY');
    expect(early.message).toContain('2026-03-11T00:00:00.000Z');
    expect(t.identity.subject(playerId).excludedUntil).not.toBeNull();

    t.clock.advance(1);
    const { ended } = await t.operator.endExclusion(tx, playerId);
    expect(ended).toEqual([
      {
        kind: 'cool_down',
        startsAt: new Date('2026-03-10T12:00:00.000Z'),
        endsAt: new Date('2026-03-11T12:00:00.000Z'),
      },
    ]);
    expect(t.identity.subject(playerId).excludedUntil).toBeNull();
    expect(t.exclusionRecords.rows()[0]?.liftedAt).toEqual(t.clock.now());
    expect((await refusalOf(t.operator.endExclusion(tx, playerId))).code).toBe('ADMIN_EXCLUSION_NONE');
  });

  it('ends a one-month exclusion only after half a month', async () => {
    await t.player.deactivate(playerId, 3);
    t.clock.advance(15 * 24 * hour);
    expect((await refusalOf(t.operator.endExclusion(tx, playerId))).code).toBe('ADMIN_EXCLUSION_TOO_EARLY');
    t.clock.advance(12 * hour);
    await t.operator.endExclusion(tx, playerId);
    expect(t.identity.subject(playerId).excludedUntil).toBeNull();
  });

  it('never ends a permanent exclusion, however long it has run', async () => {
    await t.player.deactivate(playerId, 6);
    t.clock.advance(5 * 365 * 24 * hour);
    const refused = await refusalOf(t.operator.endExclusion(tx, playerId));
    expect(refused.code).toBe('ADMIN_EXCLUSION_PERMANENT');
    expect(refused.status).toBe(409);
    expect(t.identity.subject(playerId).excludedPermanently).toBe(true);
  });

  it('holds every exclusion in force to its minimum: a cool-down followed by six months waits three months', async () => {
    await t.player.coolDown(playerId);
    t.clock.advance(hour);
    await t.player.deactivate(playerId, 4);
    t.clock.advance(12 * hour);
    expect((await refusalOf(t.operator.endExclusion(tx, playerId))).code).toBe('ADMIN_EXCLUSION_TOO_EARLY');
    t.clock.advance(92 * 24 * hour);
    const { ended } = await t.operator.endExclusion(tx, playerId);
    // The cool-down had ended by itself; only the six months were still in force.
    expect(ended.map((exclusion) => exclusion.kind)).toEqual(['self_exclusion']);
  });

  it('answers that there is nothing to end for a player who is not excluded', async () => {
    expect((await refusalOf(t.operator.endExclusion(tx, playerId))).code).toBe('ADMIN_EXCLUSION_NONE');
  });

  it('computes the minimum from the exclusion’s own length', () => {
    const startsAt = new Date('2026-01-31T00:00:00.000Z');
    expect(earliestOperatorEnd({ startsAt, endsAt: new Date('2026-02-28T00:00:00.000Z') })).toEqual(
      new Date('2026-02-14T00:00:00.000Z'),
    );
    expect(earliestOperatorEnd({ startsAt, endsAt: null })).toBeNull();
  });
});
