// The game show's money, each bet its own round at the wallet API (`round` = the bet's id), its three
// transaction ids chosen when the bet is recorded:
// - a bet is recorded `placing` only while the round's betting window is open, then sent; a refusal deletes
//   it, an unknown answer rolls it back; RS_OK makes it `standing`;
// - a cash-out during the flight, or the crash, fixes what the bet pays (`cashing` with the payout, or
//   `losing` with zero) in one guarded update, and the win (zero included, it closes the round at the
//   platform) is sent until it is answered: the driver sends it again on every pass until it is;
// - a win refused `winRefusalsBeforeRefund` times is given up: the stake is rolled back.
// Wallet calls are never made inside a database transaction.
import { randomUUID } from 'node:crypto';
import { walletMinorUnit } from '@reelvault/contract/money';
import { cashOutPayout, flightCents, minCashOutCents } from '@reelvault/fair/crash';
import { transaction } from '../db';
import { StudioError } from '../errors';
import { launchById, type LaunchRow } from '../repository';
import { betRefusal, createRoundContext, walletSessionOf, type RoundsDependencies } from '../rounds/context';
import type { ShowBetState } from '../schema';
import { gameShowLimits, inWholeMinorUnits } from '../stakes';
import * as repository from './repository';
import type { ShowBetRow, ShowRoundRow } from './repository';

export function createShowMoney(dependencies: RoundsDependencies) {
  const { db, wallet, now, log, settings } = dependencies;
  // Retries as every studio round does: the same transaction id, `settings.attempts` times.
  const { sendUntilAnswered } = createRoundContext(dependencies);

  async function launchOf(bet: ShowBetRow): Promise<LaunchRow> {
    const launch = await launchById(db, bet.launchId);
    if (!launch) throw new Error(`show bet ${bet.id} has no launch`);
    return launch;
  }

  async function note(bet: ShowBetRow, problem: string): Promise<void> {
    await repository.moveBet(db, bet.id, [bet.state], {
      lastProblem: problem.slice(0, 500),
      updatedAt: now(),
    });
  }

  /** Refunds the stake (`rolling_back` → `rolled_back`, or `failed` when the platform refuses). */
  async function rollBack(bet: ShowBetRow): Promise<void> {
    const launch = await launchOf(bet);
    const answer = await sendUntilAnswered(() =>
      wallet.rollback(walletSessionOf(launch), {
        transactionUuid: bet.rollbackUuid,
        betUuid: bet.betUuid,
        round: bet.id,
      }),
    );
    if (answer.kind === 'unknown') {
      await note(bet, `rollback: ${answer.problem}`);
      return;
    }
    if (answer.status === 'RS_OK') {
      await repository.moveBet(db, bet.id, ['rolling_back'], {
        state: 'rolled_back',
        balance: answer.balance,
        updatedAt: now(),
      });
      return;
    }
    await repository.moveBet(db, bet.id, ['rolling_back'], {
      state: 'failed',
      lastProblem: `rollback refused: ${answer.status}`,
      updatedAt: now(),
    });
    log.error({ bet: bet.id, user: bet.walletUser, status: answer.status }, 'house: operator alert');
  }

  /** Sends the win a `cashing` or `losing` bet owes (zero for a loss) until it is answered. */
  async function payWin(bet: ShowBetRow): Promise<void> {
    const launch = await launchOf(bet);
    const amount = bet.payout ?? 0n;
    const answer = await sendUntilAnswered(() =>
      wallet.win(walletSessionOf(launch), {
        transactionUuid: bet.winUuid,
        betUuid: bet.betUuid,
        round: bet.id,
        amount,
        roundClosed: true,
      }),
    );
    if (answer.kind === 'unknown') {
      await note(bet, `win: ${answer.problem}`);
      return;
    }
    if (answer.status === 'RS_OK') {
      await repository.moveBet(db, bet.id, [bet.state], {
        state: bet.state === 'cashing' ? 'paid' : 'lost',
        balance: answer.balance,
        updatedAt: now(),
      });
      return;
    }
    const refusals = bet.winRefusals + 1;
    const giveUp = refusals >= settings.winRefusalsBeforeRefund;
    await repository.moveBet(db, bet.id, [bet.state], {
      winRefusals: refusals,
      lastProblem: `win refused: ${answer.status}`,
      ...(giveUp ? { state: 'rolling_back' as const } : {}),
      updatedAt: now(),
    });
    if (giveUp) {
      log.error({ bet: bet.id, user: bet.walletUser, status: answer.status }, 'house: operator alert');
      const refunded = await repository.betById(db, bet.id);
      if (refunded?.state === 'rolling_back') await rollBack(refunded);
    }
  }

  /** One more step on a bet whose money is not final: what the driver does on each pass. */
  async function finish(bet: ShowBetRow, round: ShowRoundRow): Promise<void> {
    const at = now();
    let current: ShowBetRow | undefined = bet;
    if (bet.state === 'placing') {
      // A bet still unanswered this long after it was recorded will not be answered: refund it.
      if (at.getTime() - bet.updatedAt.getTime() < settings.settleAfterMs / 2) return;
      await repository.moveBet(db, bet.id, ['placing'], { state: 'rolling_back', updatedAt: at });
      current = await repository.betById(db, bet.id);
    } else if (bet.state === 'standing' && at >= round.crashesAt) {
      await repository.moveBet(db, bet.id, ['standing'], crashOutcome(bet, round, at));
      current = await repository.betById(db, bet.id);
    }
    if (current?.state === 'cashing' || current?.state === 'losing') await payWin(current);
    else if (current?.state === 'rolling_back') await rollBack(current);
  }

  return {
    /** Records and sends a bet on `round` while its window is open; the bet, standing, with the balance. */
    async place(
      launch: LaunchRow,
      stake: bigint,
      autoCashOutCents: number | null,
    ): Promise<{ bet: ShowBetRow; balance: bigint | null }> {
      const { minBet, maxBet } = gameShowLimits(launch.currency);
      if (stake < minBet || stake > maxBet || !inWholeMinorUnits(launch.currency, [stake])) {
        throw new StudioError('BET_REFUSED');
      }
      const at = now();
      const id = randomUUID();
      await transaction(db, async (tx) => {
        // The driver opens rounds; a bet locks the round it joins so that it joins it before any change.
        const round = await repository.latestRound(tx, { lock: 'share' });
        if (!round || round.state !== 'running' || at >= round.bettingEndsAt) {
          throw new StudioError('BETTING_CLOSED');
        }
        const inserted = await repository.insertBet(tx, {
          id,
          roundId: round.id,
          launchId: launch.id,
          walletUser: launch.walletUser,
          currency: launch.currency,
          stake,
          autoCashOutCents,
          state: 'placing',
          betUuid: randomUUID(),
          winUuid: randomUUID(),
          rollbackUuid: randomUUID(),
          createdAt: at,
          updatedAt: at,
        });
        if (!inserted) throw new StudioError('ACTION_NOT_ALLOWED', 'You already have a bet on this round.');
      });
      const bet = await repository.betById(db, id);
      if (!bet) throw new Error('the bet was not recorded');
      const answer = await wallet.bet(walletSessionOf(launch), {
        transactionUuid: bet.betUuid,
        round: bet.id,
        amount: stake,
        roundClosed: false,
      });
      if (answer.kind === 'answered' && answer.status !== 'RS_OK') {
        await repository.deletePlacingBet(db, bet.id);
        throw betRefusal(answer.status);
      }
      if (answer.kind === 'unknown') {
        log.warn(
          { bet: bet.id, problem: answer.problem },
          'house: a game show bet went unanswered; rolling it back',
        );
        if (await repository.moveBet(db, bet.id, ['placing'], { state: 'rolling_back', updatedAt: now() })) {
          const refunding = await repository.betById(db, bet.id);
          if (refunding) await rollBack(refunding);
        }
        throw new StudioError('WALLET_UNAVAILABLE');
      }
      const stood = await repository.moveBet(db, bet.id, ['placing'], {
        state: 'standing',
        balance: answer.balance,
        updatedAt: now(),
      });
      // The driver gave it up meanwhile (it refunds it): nothing was lost.
      if (!stood) throw new StudioError('WALLET_UNAVAILABLE');
      const placed = await repository.betById(db, bet.id);
      if (!placed) throw new Error('the bet disappeared');
      return { bet: placed, balance: answer.balance };
    },

    /** Cashes the player's standing bet out at the flight's multiplier now (or its target, if passed). */
    async cashOut(launch: LaunchRow, betId: string): Promise<ShowBetRow> {
      const at = now();
      const cashing = await transaction(db, async (tx) => {
        const bet = await repository.betById(tx, betId, { lock: 'update' });
        if (!bet || bet.walletUser !== launch.walletUser) throw new StudioError('NOT_FOUND');
        const round = await repository.roundById(tx, bet.roundId);
        if (!round) throw new StudioError('NOT_FOUND');
        if (at >= round.crashesAt) throw new StudioError('ROUND_OVER');
        if (bet.state !== 'standing') throw new StudioError('ACTION_NOT_ALLOWED', 'This bet is not in play.');
        if (at < round.bettingEndsAt) {
          throw new StudioError(
            'ACTION_NOT_ALLOWED',
            'The round has not started: a bet cashes out in flight.',
          );
        }
        const reached = flightCents(at.getTime() - round.bettingEndsAt.getTime());
        const cents =
          bet.autoCashOutCents !== null && bet.autoCashOutCents <= reached ? bet.autoCashOutCents : reached;
        if (cents > round.crashCents) throw new StudioError('ROUND_OVER');
        if (cents < minCashOutCents) {
          throw new StudioError('ACTION_NOT_ALLOWED', 'A bet cashes out from 1.01x.');
        }
        await repository.moveBet(tx, bet.id, ['standing'], cashOutChange(bet, cents, at));
        return repository.betById(tx, bet.id);
      });
      if (!cashing) throw new StudioError('NOT_FOUND');
      await payWin(cashing);
      return (await repository.betById(db, betId)) ?? cashing;
    },

    finish,
  };
}

function cashOutChange(bet: ShowBetRow, cents: number, at: Date) {
  const payout = cashOutPayout(bet.stake, cents, walletMinorUnit(bet.currency));
  return { state: 'cashing' as ShowBetState, cashOutCents: cents, payout, updatedAt: at };
}

/** What a standing bet pays once the round crashed: its target if the round reached it, else nothing. */
export function crashOutcome(bet: ShowBetRow, round: ShowRoundRow, at: Date) {
  if (bet.autoCashOutCents !== null && bet.autoCashOutCents <= round.crashCents) {
    return cashOutChange(bet, bet.autoCashOutCents, at);
  }
  return { state: 'losing' as ShowBetState, payout: 0n, updatedAt: at };
}

export type ShowMoney = ReturnType<typeof createShowMoney>;
