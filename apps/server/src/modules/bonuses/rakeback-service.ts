// The rakeback's payments and figures (decision 1124). A pass settles every day of every rakeback period
// that has ended (with a short delay for bets committed late): the player's cash bets less refunds in it
// per game, from the ledger and the provider transactions in one read for all of them, times each game's
// house edge (the catalogue's RTP), times the period's percent, rounded up, paid as cash from the bonus
// expense account. A day's row and its transfer share one once-only key, so a pass run twice, on this
// node or another, pays a day once; a period whose days are all settled is closed.
import type { AdminRakebackPeriod } from '@reelvault/contract/calls/backoffice-bonuses';
import type { RakebackPeriodReply } from '@reelvault/contract/calls/bonuses';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/sql';
import type { GameWagerRow, WagerWindow } from '../gaming/service';
import { transferKinds, type WalletService } from '../wallet/service';
import { payCashFromBonusExpense } from './cash-from-expense';
import * as repository from './rakeback-repository';
import { rakebackPeriodOut } from './rakeback-periods';
import {
  dueDays,
  periodDays,
  rakebackOf,
  rakebackTransferId,
  unsettledDays,
  type GameCashPlay,
  type RakebackDay,
} from './rakeback-rules';

/** How many periods the player's page and the back office list. */
export const rakebackListed = 20;

export interface RakebackDependencies {
  readonly db: Db;
  readonly clock: Clock;
  readonly wallet: Pick<WalletService, 'transfer' | 'playerAccounts' | 'systemAccount'>;
  /** `active` unless the player is inactive, closed, self-excluded or cooling down. */
  readonly playStatus: (playerId: number) => Promise<'active' | 'disabled'>;
  /** Cash bets and refunds per window and game (gaming). */
  readonly cashWagersByGame: (windows: readonly WagerWindow[]) => Promise<GameWagerRow[]>;
  /** Games' RTP in percent by code; unknown codes left out (catalogue). */
  readonly gameRtps: (codes: readonly string[]) => Promise<Map<string, string>>;
  readonly log: Pick<FastifyBaseLogger, 'error'>;
}

/** A day of one period to be reckoned. */
interface PeriodDay {
  readonly period: repository.RakebackPeriodRow;
  readonly day: RakebackDay;
}

const windowKey = (periodId: bigint, day: string) => `${periodId}:${day}`;

export function createRakebackService(dependencies: RakebackDependencies) {
  const { db, clock, wallet, log } = dependencies;

  /** What each day earned: one read of the play of them all, then the RTPs of the games played. */
  async function accruals(days: readonly PeriodDay[]) {
    const rows = await dependencies.cashWagersByGame(
      days.map(({ period, day }) => ({
        key: windowKey(period.id, day.day),
        playerId: period.playerId,
        from: day.from,
        to: day.to,
      })),
    );
    const rtps = await dependencies.gameRtps([...new Set(rows.map((row) => row.gameCode))]);
    const play = new Map<string, GameWagerRow[]>();
    for (const row of rows) play.set(row.key, [...(play.get(row.key) ?? []), row]);
    return days.map((entry) => {
      // Only play in the period's currency counts (a player has one cash currency).
      const games: GameCashPlay[] = (play.get(windowKey(entry.period.id, entry.day.day)) ?? []).filter(
        (game) => game.currency === entry.period.currency,
      );
      return { ...entry, accrual: rakebackOf(games, (code) => rtps.get(code), entry.period.percent) };
    });
  }

  /** Settles one day: pays its rakeback (or withholds it); `before` when the day was settled already. */
  async function settleDay(
    entry: PeriodDay & { accrual: ReturnType<typeof rakebackOf> },
    now: Date,
  ): Promise<'paid' | 'settled' | 'before'> {
    const { period, day, accrual } = entry;
    const withheld = accrual.amount > 0n && (await dependencies.playStatus(period.playerId)) !== 'active';
    const amount = withheld ? 0n : accrual.amount;
    return inTransaction(db, async (tx) => {
      const accounts = amount > 0n ? await wallet.playerAccounts(tx, period.playerId) : undefined;
      const payable = accounts !== undefined && accounts.cash.currency === period.currency;
      const transferId = payable ? rakebackTransferId(period.id, day.day) : null;
      const first = await repository.settleDay(tx, {
        periodId: period.id,
        playerId: period.playerId,
        day: day.day,
        currency: period.currency,
        wagered: accrual.wagered,
        theoreticalLoss: accrual.theoreticalLoss,
        amount: payable ? amount : 0n,
        withheld: withheld || (amount > 0n && !payable),
        transferId,
        createdAt: now,
      });
      if (!first) return 'before';
      if (!payable || transferId === null) return 'settled';
      await payCashFromBonusExpense(wallet, tx, {
        id: transferId,
        cashAccountId: accounts.cash.id,
        currency: period.currency,
        amount,
        kind: transferKinds.rakeback,
        metadata: { rakeback_period: String(period.id), day: day.day, percent: period.percent },
      });
      return 'paid';
    });
  }

  /** A player's periods with what each earned so far (paid, and the days not settled up to now). */
  async function periodFigures(rows: Awaited<ReturnType<typeof repository.periodsOf>>) {
    const now = clock.now();
    const settled = await repository.settlements(
      db,
      rows.map((row) => row.period.id),
    );
    const pending = rows.flatMap(({ period }) =>
      unsettledDays(period, settled.get(period.id)?.days ?? new Set(), now).map((day) => ({ period, day })),
    );
    const owed = new Map<bigint, bigint>();
    for (const { period, accrual } of await accruals(pending)) {
      owed.set(period.id, (owed.get(period.id) ?? 0n) + accrual.amount);
    }
    return rows.map(({ period, title }) => {
      const paid = settled.get(period.id)?.paid ?? 0n;
      return { period, title, paid, accrued: paid + (owed.get(period.id) ?? 0n) };
    });
  }

  return {
    /**
     * One pass of the rakeback job: every day of an open period that is due and not settled is paid (or
     * withheld), and periods with every day settled are closed. Returns the days settled and paid by it.
     */
    async payDueRakeback(): Promise<{ days: number; paid: number }> {
      const now = clock.now();
      const periods = await repository.openPeriods(db, now);
      const settled = await repository.settlements(
        db,
        periods.map((period) => period.id),
      );
      const due = periods.flatMap((period) =>
        dueDays(period, settled.get(period.id)?.days ?? new Set(), now).map((day) => ({ period, day })),
      );
      let days = 0;
      let paid = 0;
      for (const entry of due.length > 0 ? await accruals(due) : []) {
        try {
          const outcome = await settleDay(entry, now);
          if (outcome !== 'before') {
            days += 1;
            if (outcome === 'paid') paid += 1;
            const known = settled.get(entry.period.id) ?? { days: new Set<string>(), paid: 0n };
            known.days.add(entry.day.day);
            settled.set(entry.period.id, known);
          }
        } catch (error) {
          // One player's failure (logged) leaves the others paid; the day is tried again next pass.
          log.error({ err: error, periodId: String(entry.period.id) }, 'paying a day of rakeback failed');
        }
      }
      for (const period of periods) {
        const done = settled.get(period.id)?.days ?? new Set<string>();
        if (
          period.endsAt <= now &&
          periodDays(period.startsAt, period.endsAt).every((day) => done.has(day.day))
        ) {
          await repository.closePeriod(db, period.id, now);
        }
      }
      return { days, paid };
    },

    /** The player's page: rakeback periods not settled yet, with accrued and paid so far. */
    async playerRakeback(playerId: number, language: string): Promise<RakebackPeriodReply[]> {
      const rows = await repository.periodsOf(db, playerId, 'open', rakebackListed);
      return (await periodFigures(rows)).map((row) =>
        rakebackPeriodOut(row.period, row.title, language, row),
      );
    },

    /** The back office's view of a player's rakeback periods, every one, latest first. */
    async adminRakeback(playerId: number): Promise<AdminRakebackPeriod[]> {
      const rows = await repository.periodsOf(db, playerId, 'all', rakebackListed);
      return (await periodFigures(rows)).map((row) => ({
        ...rakebackPeriodOut(row.period, row.title, 'en', row),
        closed_at: row.period.closedAt?.toISOString() ?? null,
      }));
    },
  };
}

export type RakebackService = ReturnType<typeof createRakebackService>;
