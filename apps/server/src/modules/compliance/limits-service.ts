// Responsible gambling: deposit, loss, wager and session limits (tightening applies at once, loosening
// waits), play sessions and the reality check, self-exclusion and cool-down, and the gates the cashier
// and the games ask before a deposit, a game launch or a bet.
import type { PlayerLimit } from '@reelvault/contract/calls/compliance';
import {
  limitIncreaseDelayHours,
  limitKinds,
  limitPeriodHours,
  limitPeriods,
  playSessionIdleMinutes,
  type LimitKind,
  type LimitPeriod,
} from '@reelvault/contract/constants/limits';
import {
  coolDownLength,
  exclusionEnd,
  findDeactivationPeriod,
} from '@reelvault/contract/constants/self-exclusion';
import { formatCurrencyAmount, formatMoney } from '@reelvault/contract/money';
import type { Clock } from '../../clock';
import type { Transactor } from '../../db/transactor';
import { AppError, refusal, validationError } from '../../http/app-error';
import { translatorFor } from '../../i18n/server-texts';
import type {
  ComplianceIdentity,
  ComplianceSettings,
  ComplianceWallet,
  ExclusionListener,
} from './collaborators';
import { changedLimit, limitReply, parseLimitAmount, withDueChange } from './limit-rules';
import type { ComplianceRepository, LimitRow } from './repository';

export interface LimitsDependencies {
  readonly repository: ComplianceRepository;
  readonly transactor: Transactor;
  readonly clock: Clock;
  readonly identity: Pick<ComplianceIdentity, 'verificationSubject' | 'excludeFromPlay'>;
  readonly wallet: ComplianceWallet;
  readonly settings: Pick<ComplianceSettings, 'realityCheckMinutes'>;
  readonly onExcluded?: readonly ExclusionListener[];
}

/** The play session as the reality check sees it (see `realityCheckSession`). */
export interface RealityCheckSession {
  readonly now: Date;
  readonly intervalMinutes: number;
  /** null: no play session is live (none yet, or a pause ended it). */
  readonly startedAt: Date | null;
  readonly minutes: number;
  readonly wagered: bigint;
  readonly won: bigint;
  readonly currency: string;
}

const hours = (count: number) => count * 3_600_000;
const idleMs = playSessionIdleMinutes * 60_000;
/**
 * A bet of a player without limits writes their play session's last activity only when the session was
 * last seen active this long ago or more (decision 0318): a player spinning every few seconds costs the
 * database one write in this time instead of one per bet. Play sessions' ends, and so reported play
 * time, may be short of the truth by less than this; a player with a session limit is recorded exactly.
 */
const playActivityResolutionMs = 10_000;

export function createLimitsService(dependencies: LimitsDependencies) {
  const { repository, transactor, clock, identity, wallet, settings } = dependencies;
  const db = transactor.db;
  const onExcluded = dependencies.onExcluded ?? [];

  /** Minutes of play in the window from `since` to now. */
  async function playedMinutes(playerId: number, since: Date): Promise<number> {
    const sessions = await repository.playSessionsSince(db, playerId, since);
    const ms = sessions.reduce((sum, session) => {
      const start = session.startedAt > since ? session.startedAt : since;
      return sum + Math.max(0, session.lastActivityAt.getTime() - start.getTime());
    }, 0);
    return Math.floor(ms / 60_000);
  }

  /** What a limit's window has used so far: minor units, or minutes for a session limit. */
  async function usage(playerId: number, kind: LimitKind, period: LimitPeriod, now: Date): Promise<bigint> {
    const since = new Date(now.getTime() - hours(limitPeriodHours[period]));
    if (kind === 'session') return BigInt(await playedMinutes(playerId, since));
    const moved = await wallet.playerFlows(playerId, since);
    if (kind === 'deposit') return moved.depositsStarted;
    if (kind === 'wager') return moved.wagered - moved.refunded;
    const loss = moved.wagered - moved.won - moved.refunded;
    return loss > 0n ? loss : 0n;
  }

  /** The limits in force now: waiting changes whose time has come are applied first. */
  async function limitsInForce(playerId: number): Promise<LimitRow[]> {
    const now = clock.now();
    const rows = await repository.limitsOf(db, playerId);
    if (!rows.some((row) => row.pendingEffectiveAt && row.pendingEffectiveAt <= now)) return rows;
    return transactor.run(async (tx) => {
      const locked = await repository.limitsOf(tx, playerId, true);
      const applied = locked.map((row) => withDueChange(row, now));
      for (const { row, changed } of applied) if (changed) await repository.saveLimit(tx, row);
      return applied.map(({ row }) => row);
    });
  }

  /** The limits in force of the kinds `wanted` picks, with an amount set. */
  async function limitsSet(playerId: number, wanted: (kind: LimitKind) => boolean): Promise<LimitRow[]> {
    return (await limitsInForce(playerId)).filter(
      (row) => row.amount !== null && wanted(row.kind as LimitKind),
    );
  }

  async function replyOf(
    playerId: number,
    currency: string,
    kind: LimitKind,
    period: LimitPeriod,
    row: LimitRow | undefined,
  ): Promise<PlayerLimit> {
    const used = await usage(playerId, kind, period, clock.now());
    return limitReply(kind, period, row, used, currency);
  }

  /**
   * Records play now: extends the current play session, or opens one after a pause. With `unlessBetLimits`,
   * only for a player without loss, wager or session limits: false when there are limits to check first.
   */
  async function recordPlay(playerId: number, unlessBetLimits = false): Promise<boolean> {
    const at = clock.now();
    const liveSince = new Date(at.getTime() - idleMs);
    const touchBefore = unlessBetLimits ? new Date(at.getTime() - playActivityResolutionMs) : at;
    return repository.recordPlay(db, { playerId, at, liveSince, touchBefore, unlessBetLimits });
  }

  async function exclude(
    playerId: number,
    kind: 'cool_down' | 'self_exclusion',
    source: string,
    end: Date | null,
    periodCode: number | null,
  ) {
    const now = clock.now();
    const result = await transactor.run(async (tx) => {
      const applied = await identity.excludeFromPlay(tx, playerId, end);
      await repository.insertExclusion(tx, {
        playerId,
        kind,
        periodCode,
        startsAt: now,
        endsAt: end,
        source,
      });
      for (const listener of onExcluded) await listener(tx, playerId, applied.until);
      return applied;
    });
    return { success: true as const, excluded_until: result.until?.toISOString() ?? null };
  }

  /** The refusal of a deposit over a limit, with what is left of it. */
  function depositRefusal(period: LimitPeriod, left: bigint, currency: string) {
    return refusal(
      'LIMIT_DEPOSIT_REACHED',
      (locale) =>
        left > 0n
          ? translatorFor(locale)(`refusals.depositLimitLeft.${period}`, {
              amount: formatMoney(locale.bcp47, left, currency),
            })
          : translatorFor(locale)(`refusals.depositLimitUsed.${period}`),
      { period, left: formatCurrencyAmount(left, currency), currency },
      'amount',
    );
  }

  /**
   * The reality check's view of the play session now: the live session (none after a pause), its minutes
   * and what was wagered and won (refunds count as won) since it started, in the player's currency.
   */
  async function realityCheckSession(playerId: number): Promise<RealityCheckSession> {
    const subject = await identity.verificationSubject(playerId);
    const now = clock.now();
    const latest = await repository.latestPlaySession(db, playerId);
    const live = latest && now.getTime() - latest.lastActivityAt.getTime() <= idleMs ? latest : undefined;
    const moved = live ? await wallet.playerFlows(playerId, live.startedAt) : undefined;
    return {
      now,
      intervalMinutes: settings.realityCheckMinutes,
      startedAt: live?.startedAt ?? null,
      minutes: live ? Math.floor((now.getTime() - live.startedAt.getTime()) / 60_000) : 0,
      wagered: moved ? moved.wagered : 0n,
      won: moved ? moved.won + moved.refunded : 0n,
      currency: subject.currency,
    };
  }

  return {
    async limits(playerId: number) {
      const subject = await identity.verificationSubject(playerId);
      const rows = await limitsInForce(playerId);
      const data: PlayerLimit[] = [];
      for (const kind of limitKinds) {
        for (const period of limitPeriods) {
          const row = rows.find((limit) => limit.kind === kind && limit.period === period);
          data.push(await replyOf(playerId, subject.currency, kind, period, row));
        }
      }
      return {
        data,
        currency: subject.currency,
        reality_check_minutes: settings.realityCheckMinutes,
        increase_delay_hours: limitIncreaseDelayHours,
      };
    },

    /** Lowering (or a first limit) applies at once; raising or removing waits 24 hours. */
    async setLimit(playerId: number, kind: LimitKind, period: LimitPeriod, amountText: string | null) {
      const subject = await identity.verificationSubject(playerId);
      const wanted =
        amountText === null ? null : parseLimitAmount(kind, period, amountText, subject.currency);
      await limitsInForce(playerId);
      const now = clock.now();
      const changed = await transactor.run(async (tx) => {
        const rows = await repository.limitsOf(tx, playerId, true);
        const row = rows.find((limit) => limit.kind === kind && limit.period === period);
        const change = changedLimit(row ?? { playerId, kind, period }, wanted, now);
        await repository.saveLimit(tx, change.row);
        return change;
      });
      return {
        data: await replyOf(playerId, subject.currency, kind, period, changed.row),
        applied: changed.applied,
        /** When a raise or a removal takes effect; null when the change is in force already. */
        changesAt: changed.applied ? null : changed.row.pendingEffectiveAt,
      };
    },

    /** Before a deposit starts: refused above what is left of any deposit limit, with the amount left. */
    async checkDeposit(playerId: number, amount: bigint, currency: string): Promise<void> {
      const rows = await limitsSet(playerId, (kind) => kind === 'deposit');
      const now = clock.now();
      for (const row of rows) {
        const limit = row.amount ?? 0n;
        const period = row.period as LimitPeriod;
        const used = await usage(playerId, 'deposit', period, now);
        if (used + amount <= limit) continue;
        throw depositRefusal(period, limit > used ? limit - used : 0n, currency);
      }
    },

    /** Before a game opens: refused past a session time limit; the launch counts as play. */
    async checkLaunch(playerId: number): Promise<void> {
      const rows = await limitsSet(playerId, (kind) => kind === 'session');
      const now = clock.now();
      for (const row of rows) {
        const used = await usage(playerId, 'session', row.period as LimitPeriod, now);
        if (used >= (row.amount ?? 0n)) throw new AppError('LIMIT_SESSION_REACHED');
      }
      await recordPlay(playerId);
    },

    /** The wallet API's question before a bet: false past a loss, wager or session limit. */
    async allowsBet(bet: { playerId: number; currency: string; amount: bigint }): Promise<boolean> {
      // A player without bet limits, the common case: the statement that finds none records the play.
      if (await recordPlay(bet.playerId, true)) return true;
      const rows = await limitsSet(bet.playerId, (kind) => kind !== 'deposit');
      const now = clock.now();
      for (const row of rows) {
        const kind = row.kind as LimitKind;
        const used = await usage(bet.playerId, kind, row.period as LimitPeriod, now);
        const limit = row.amount ?? 0n;
        if (kind === 'session' ? used >= limit : used + bet.amount > limit) return false;
      }
      await recordPlay(bet.playerId);
      return true;
    },

    realityCheckSession,

    async realityCheck(playerId: number) {
      const session = await realityCheckSession(playerId);
      const { currency } = session;
      return {
        interval_minutes: session.intervalMinutes,
        session_started_at: session.startedAt?.toISOString() ?? null,
        session_minutes: session.minutes,
        wagered: formatCurrencyAmount(session.wagered, currency),
        won: formatCurrencyAmount(session.won, currency),
        net: formatCurrencyAmount(session.won - session.wagered, currency),
        currency,
      };
    },

    /** `POST /user/status` (status 1): the self-exclusion starts with a 24-hour cool-down at once. */
    requestSelfExclusion: (playerId: number) =>
      exclude(playerId, 'self_exclusion', 'user_status', exclusionEnd(coolDownLength, clock.now()), null),

    coolDown: (playerId: number) =>
      exclude(playerId, 'cool_down', 'cool_down', exclusionEnd(coolDownLength, clock.now()), null),

    async deactivate(playerId: number, code: number) {
      const period = findDeactivationPeriod(code);
      if (!period) throw validationError({ type: ['Please select a self-exclusion period'] });
      return exclude(
        playerId,
        'self_exclusion',
        'deactivate_account',
        exclusionEnd(period.length, clock.now()),
        code,
      );
    },
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
