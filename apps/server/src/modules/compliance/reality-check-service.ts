// The player's answer to the reality check (decision 0906): accepted only while a check is due in the live
// play session, by the same figures `GET /api/account/reality-check` shows, and recorded once per check.
import type { RealityCheckAnswer } from '@reelvault/contract/calls/compliance';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { Transactor } from '../../db/transactor';
import { AppError } from '../../http/app-error';
import type { RealityCheckSession } from './limits-service';
import { recordRealityCheck } from './reality-check-repository';

export interface RealityCheckDependencies {
  readonly transactor: Transactor;
  readonly realityCheckSession: (playerId: number) => Promise<RealityCheckSession>;
}

/**
 * When the latest check of the session fell due: its start plus the whole intervals played; null before
 * the first interval has passed or without a live session.
 */
export function realityCheckDueAt(session: RealityCheckSession): Date | null {
  if (!session.startedAt) return null;
  const intervals = Math.floor(session.minutes / Math.max(1, session.intervalMinutes));
  if (intervals < 1) return null;
  return new Date(session.startedAt.getTime() + intervals * session.intervalMinutes * 60_000);
}

export function createRealityCheckService({ transactor, realityCheckSession }: RealityCheckDependencies) {
  return {
    /**
     * Records `answer` to the check due now. The same answer sent again returns the first record; another
     * answer to a check already answered (a second tab) is refused, as is an answer when none is due.
     */
    async answerRealityCheck(playerId: number, answer: RealityCheckAnswer, shownSeconds = 0) {
      const session = await realityCheckSession(playerId);
      const dueAt = realityCheckDueAt(session);
      if (!session.startedAt || !dueAt) throw new AppError('REALITY_CHECK_NOT_DUE');
      const { now } = session;
      const shownFrom = now.getTime() - shownSeconds * 1000;
      const { row } = await recordRealityCheck(transactor.db, {
        playerId,
        sessionStartedAt: session.startedAt,
        dueAt,
        shownAt: new Date(Math.max(shownFrom, session.startedAt.getTime())),
        answer,
        answeredAt: now,
        sessionMinutes: session.minutes,
        net: session.won - session.wagered,
        currency: session.currency,
      });
      if (row.answer !== answer) throw new AppError('REALITY_CHECK_ANSWERED');
      return {
        answer,
        due_at: row.dueAt.toISOString(),
        shown_at: row.shownAt.toISOString(),
        answered_at: row.answeredAt.toISOString(),
        session_minutes: row.sessionMinutes,
        net: formatCurrencyAmount(row.net, row.currency),
        currency: row.currency,
      };
    },
  };
}
