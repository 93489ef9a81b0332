// The compliance module's part of the back office's actions on a player (decision 0712): a limit set on the
// player's behalf, by the player's own rule (lower at once, higher or removed after 24 hours), and ending a
// cool-down or a time-limited self-exclusion once its minimum period has run. Both run on the operator's
// transaction, where the back office writes the audit entry.
import type { LimitKind, LimitPeriod } from '@reelvault/contract/constants/limits';
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import type { ComplianceIdentity } from './collaborators';
import * as sqlExclusions from './exclusion-repository';
import type { ExclusionRecords } from './exclusion-repository';
import { exclusionEndRefusal } from './exclusion-rules';
import { changedLimit, formatLimit, parseLimitAmount, withDueChange } from './limit-rules';
import type { ComplianceRepository, LimitRow } from './repository';

export interface OperatorActionsDependencies {
  readonly repository: Pick<ComplianceRepository, 'limitsOf' | 'saveLimit'>;
  /** Default: the module's SQL (exclusion-repository.ts). */
  readonly exclusionRecords?: ExclusionRecords;
  readonly clock: Clock;
  readonly identity: Pick<ComplianceIdentity, 'verificationSubject' | 'liftExclusion'>;
}

/** A limit as the audit entry records it: amounts as decimal text (minutes for a session limit). */
export interface LimitSnapshot {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly amount: string | null;
  readonly pending_amount: string | null;
  readonly pending_removal: boolean;
  readonly pending_effective_at: string | null;
}

/** A cool-down or self-exclusion an operator ended, with the end it had. */
export interface EndedExclusion {
  readonly kind: 'cool_down' | 'self_exclusion';
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export interface LimitChange {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  /** Decimal text in the player's currency, whole minutes for a session limit; null removes the limit. */
  readonly amount: string | null;
}

function snapshotOf(row: LimitRow, currency: string): LimitSnapshot {
  const kind = row.kind as LimitKind;
  const text = (value: bigint | null) => (value === null ? null : formatLimit(kind, value, currency));
  return {
    kind,
    period: row.period as LimitPeriod,
    amount: text(row.amount),
    pending_amount: text(row.pendingAmount),
    pending_removal: row.pendingRemoval,
    pending_effective_at: row.pendingEffectiveAt?.toISOString() ?? null,
  };
}

export function createOperatorActions(dependencies: OperatorActionsDependencies) {
  const { repository, clock, identity } = dependencies;
  const exclusionRecords = dependencies.exclusionRecords ?? sqlExclusions;

  return {
    /**
     * Sets a limit on the player's behalf in `tx`: a first or lower limit applies at once, a higher one or
     * a removal waits the 24 hours the player's own change would (an operator never loosens faster).
     */
    async setLimitOnBehalf(
      tx: DbExecutor,
      playerId: number,
      change: LimitChange,
    ): Promise<{
      before: LimitSnapshot | null;
      after: LimitSnapshot;
      applied: boolean;
      effectiveAt: Date | null;
    }> {
      const subject = await identity.verificationSubject(playerId, tx);
      const wanted =
        change.amount === null
          ? null
          : parseLimitAmount(change.kind, change.period, change.amount, subject.currency);
      const now = clock.now();
      const rows = await repository.limitsOf(tx, playerId, true);
      const stored = rows.find((row) => row.kind === change.kind && row.period === change.period);
      // A raise whose 24 hours have passed is in force before this change is weighed against it.
      const current = stored ? withDueChange(stored, now).row : undefined;
      const changed = changedLimit(
        current ?? { playerId, kind: change.kind, period: change.period },
        wanted,
        now,
      );
      await repository.saveLimit(tx, changed.row);
      return {
        before: current ? snapshotOf(current, subject.currency) : null,
        after: snapshotOf(changed.row, subject.currency),
        applied: changed.applied,
        effectiveAt: changed.applied ? null : changed.row.pendingEffectiveAt,
      };
    },

    /**
     * Ends the cool-down or time-limited self-exclusion in force, in `tx`, when every exclusion keeping
     * the player out has run its minimum period (exclusion-rules.ts); a permanent one never ends.
     */
    async endExclusion(tx: DbExecutor, playerId: number): Promise<{ ended: EndedExclusion[] }> {
      const subject = await identity.verificationSubject(playerId, tx);
      const now = clock.now();
      const inForce = await exclusionRecords.exclusionsInForce(tx, playerId, now);
      const refusal = exclusionEndRefusal(inForce, subject, now);
      if (refusal) throw refusal;
      await identity.liftExclusion(tx, playerId);
      await exclusionRecords.liftExclusions(
        tx,
        inForce.map((exclusion) => exclusion.id),
        now,
      );
      // The rule refuses a permanent exclusion, so every one ended here had an end.
      const ended = inForce.flatMap(({ kind, startsAt, endsAt }) =>
        endsAt
          ? [
              {
                kind: kind === 'cool_down' ? ('cool_down' as const) : ('self_exclusion' as const),
                startsAt,
                endsAt,
              },
            ]
          : [],
      );
      return { ended };
    },
  };
}

export type OperatorActions = ReturnType<typeof createOperatorActions>;
