// The daily cashback and the VIP weekly cashback (decision 1120): a pass pays every period that is due
// and not paid in full yet, each player their percentage of the period's net cash loss, as cash (the
// promotion promises money back with no wagering and no upper limit) from the bonus expense account.
// A payment row and its ledger transfer share one once-only key, so a pass run again, on this node or
// another, pays nobody twice; the run row then marks the period paid so later passes skip it.
import { dailyCashbackPercent } from '@reelvault/contract/constants/vip';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import { inTransaction } from '../../db/sql';
import { transferKinds } from '../wallet/service';
import { payCashFromBonusExpense } from './cash-from-expense';
import {
  cashbackKinds,
  cashbackOf,
  cashbackPeriod,
  cashbackTransferId,
  duePeriod,
  netCashLoss,
  periodsToRun,
  type CashbackKind,
  type CashPlay,
} from './cashback-rules';
import type { RewardsDependencies } from './rewards-dependencies';
import * as repository from './rewards-repository';
import type { VipService } from './vip-service';
import { weeklyCashbackPercentOf } from './vip-rules';

/** How many payments the player's cashback call lists. */
export const cashbackListed = 50;

export function createCashbackService(dependencies: RewardsDependencies, vip: Pick<VipService, 'heldLevel'>) {
  const { db, clock, wallet, players } = dependencies;

  /** Pays one player's cashback for the period; false when it was paid before or the account is gone. */
  async function payPlayer(
    kind: CashbackKind,
    period: string,
    play: CashPlay,
    percent: number,
    level: string | null,
  ): Promise<boolean> {
    const losses = netCashLoss(play);
    const amount = cashbackOf(losses, percent);
    if (amount === 0n) return false;
    if ((await players.playStatus(play.playerId)) !== 'active') return false;
    return inTransaction(db, async (tx) => {
      const accounts = await wallet.playerAccounts(tx, play.playerId);
      if (!accounts || accounts.cash.currency !== play.currency) return false;
      const transferId = cashbackTransferId(kind, period, play.playerId);
      const first = await repository.insertCashbackPayment(tx, {
        playerId: play.playerId,
        kind,
        period,
        currency: play.currency,
        losses,
        percent,
        amount,
        level,
        transferId,
        createdAt: clock.now(),
      });
      if (!first) return false;
      await payCashFromBonusExpense(wallet, tx, {
        id: transferId,
        cashAccountId: accounts.cash.id,
        currency: play.currency,
        amount,
        kind: transferKinds.cashback,
        metadata: { cashback: kind, period, percent },
      });
      return true;
    });
  }

  /** Pays every player of one period, then marks it paid in full. Returns how many players were paid. */
  async function payPeriod(kind: CashbackKind, period: string): Promise<number> {
    const { from, to } = cashbackPeriod(kind, period);
    let paid = 0;
    for (const play of await wallet.cashPlay(from, to)) {
      if (netCashLoss(play) === 0n) continue;
      const level = kind === 'weekly' ? await vip.heldLevel(play.playerId) : undefined;
      const percent = kind === 'daily' ? dailyCashbackPercent : weeklyCashbackPercentOf(level);
      if (percent === 0) continue;
      if (await payPlayer(kind, period, play, percent, level?.key ?? null)) paid += 1;
    }
    await repository.completeCashbackRun(db, { kind, period, players: paid, completedAt: clock.now() });
    return paid;
  }

  return {
    /**
     * One pass of the cashback job: for the daily and the weekly cashback, the periods due at the clock's
     * time that are not paid in full yet. Returns the periods paid and how many players each paid.
     */
    async payDueCashback(): Promise<{ kind: CashbackKind; period: string; players: number }[]> {
      const now = clock.now();
      const done: { kind: CashbackKind; period: string; players: number }[] = [];
      for (const kind of cashbackKinds) {
        const last = await repository.lastCashbackRun(db, kind);
        for (const period of periodsToRun(kind, last, duePeriod(kind, now))) {
          if (await repository.cashbackRunDone(db, kind, period)) continue;
          done.push({ kind, period, players: await payPeriod(kind, period) });
        }
      }
      return done;
    },

    /** `GET /api/user/cashback`: the player's cashback payments, latest first. */
    async cashbackPayments(playerId: number) {
      const rows = await repository.cashbackPaymentsOf(db, playerId, cashbackListed);
      return rows.map((row) => ({
        kind: row.kind,
        period: row.period,
        percent: row.percent,
        losses: formatCurrencyAmount(row.losses, row.currency),
        amount: formatCurrencyAmount(row.amount, row.currency),
        currency: row.currency,
        level: row.level,
        paid_at: row.createdAt.toISOString(),
      }));
    },
  };
}

export type CashbackService = ReturnType<typeof createCashbackService>;
