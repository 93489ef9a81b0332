// How a round ends, whatever its game: its win (zero included) is sent and the round settled, or every bet
// is rolled back. A win the platform refuses is sent again by the sweeper; one refused
// `winRefusalsBeforeRefund` times is given up: the round's bets are rolled back, so the player gets the
// stakes back, and an operator alert is written (ADR 0604). Every call is written down before it is sent
// and keeps its transaction id through every retry, so it settles once whatever is lost on the way.
import { randomUUID } from 'node:crypto';
import { transaction } from '../db';
import * as repository from '../repository';
import type { RoundRow, WalletCallRow } from '../repository';
import type { WalletResult } from '../wallet-client';
import { walletSessionOf, type RoundContext } from './context';

type Answered = Extract<WalletResult, { kind: 'answered' }>;

/** Writes the round's win down (once) before it is sent; the uuid of the opening bet it refers to. */
async function recordWin(context: RoundContext, round: RoundRow, payout: bigint): Promise<string> {
  const { db, now } = context;
  const calls = await repository.walletCallsOf(db, round.id);
  const openingBet = calls.find((call) => call.kind === 'bet' && call.state === 'done');
  if (!openingBet) throw new Error(`round ${round.id} is open without a bet`);
  if (!calls.some((call) => call.transactionUuid === round.winTransactionUuid)) {
    await repository.insertWalletCall(db, {
      transactionUuid: round.winTransactionUuid,
      roundId: round.id,
      kind: 'win',
      amount: payout,
      referenceUuid: openingBet.transactionUuid,
      state: 'pending',
      createdAt: now(),
    });
  }
  return openingBet.transactionUuid;
}

/** Books the platform's answer to a win: settled, still open for another try, or given up. */
async function storeWinAnswer(context: RoundContext, round: RoundRow, answer: Answered) {
  const { db, now, settings } = context;
  const at = now();
  const done = answer.status === 'RS_OK';
  const refusals = round.winRefusals + (done ? 0 : 1);
  const givenUp = !done && refusals >= settings.winRefusalsBeforeRefund;
  const problem = `win refused ${refusals} time(s): ${answer.status}`;
  const changed = await transaction(db, async (tx) => {
    await repository.answerWalletCall(tx, round.winTransactionUuid, {
      state: done ? 'done' : 'refused',
      status: answer.status,
      balance: answer.balance,
      at,
    });
    const updated = await repository.updateRound(
      tx,
      round.id,
      done
        ? { state: 'settled', settledAt: at, updatedAt: at, claimedUntil: null, lastProblem: null }
        : {
            // Still open, the sweeper sends the same win again; given up, the bets are rolled back.
            state: givenUp ? 'rolling_back' : 'open',
            winRefusals: refusals,
            updatedAt: at,
            claimedUntil: null,
            lastProblem: problem,
          },
      ['open'],
    );
    if (updated && givenUp) {
      await context.raiseAlert(tx, round, 'win_refused_refunded', `${problem}; the bets are rolled back`);
    }
    return updated;
  });
  return { done, changed, givenUp, refusals };
}

/** Sends the round's closing win (its payout, zero included) and marks the round settled. */
export async function settle(context: RoundContext, roundId: string): Promise<void> {
  const { db, wallet, log } = context;
  const round = await repository.roundById(db, roundId);
  if (!round || round.state !== 'open' || round.payout === null) return;
  const payout = round.payout;
  const launch = await context.launchOf(round);
  const betUuid = await recordWin(context, round, payout);
  const answer = await context.sendUntilAnswered(() =>
    wallet.win(walletSessionOf(launch), {
      transactionUuid: round.winTransactionUuid,
      betUuid,
      round: roundId,
      amount: payout,
      roundClosed: true,
    }),
  );
  if (answer.kind === 'unknown') {
    log.warn({ round: roundId, problem: answer.problem }, 'house: a win is left for the sweeper');
    await context.noteProblem(roundId, `win: ${answer.problem}`);
    return;
  }
  const { done, changed, givenUp, refusals } = await storeWinAnswer(context, round, answer);
  if (done || !changed) return;
  if (!givenUp) {
    log.warn({ round: roundId, status: answer.status, refusals }, 'house: the platform refused a win');
    return;
  }
  await rollBack(context, roundId);
}

/**
 * Writes a bet's rollback down under the round's lock (once); nothing when the bet is gone, refused, or
 * (with `onlyPending`) was answered meanwhile.
 */
function claimRollback(context: RoundContext, round: RoundRow, betUuid: string, onlyPending: boolean) {
  const { db, now } = context;
  return transaction(db, async (tx) => {
    await repository.roundById(tx, round.id, { lock: true });
    const calls = await repository.walletCallsOf(tx, round.id);
    const bet = calls.find((call) => call.transactionUuid === betUuid);
    if (!bet || bet.state === 'refused' || (onlyPending && bet.state !== 'pending')) return undefined;
    const existing = calls.find((call) => call.kind === 'rollback' && call.referenceUuid === betUuid);
    if (existing) return { bet, rollback: existing };
    const rollback: WalletCallRow = {
      transactionUuid: randomUUID(),
      roundId: round.id,
      kind: 'rollback',
      amount: bet.amount,
      referenceUuid: betUuid,
      state: 'pending',
      status: null,
      balance: null,
      action: null,
      createdAt: now(),
      answeredAt: null,
    };
    await repository.insertWalletCall(tx, rollback);
    return { bet, rollback };
  });
}

/** Books the platform's answer to a rollback; a refused one fails the round with an operator alert. */
async function storeRollbackAnswer(
  context: RoundContext,
  round: RoundRow,
  bet: WalletCallRow,
  rollback: WalletCallRow,
  answer: Answered,
): Promise<boolean> {
  const { db, now } = context;
  const at = now();
  const done = answer.status === 'RS_OK';
  await transaction(db, async (tx) => {
    await repository.answerWalletCall(tx, rollback.transactionUuid, {
      state: done ? 'done' : 'refused',
      status: answer.status,
      balance: answer.balance,
      at,
    });
    // A bet whose answer never came counts for nothing once it is rolled back.
    if (done && bet.state === 'pending') {
      await repository.answerWalletCall(tx, bet.transactionUuid, {
        state: 'refused',
        status: 'rolled back',
        balance: answer.balance,
        at,
      });
    }
    if (!done) {
      const problem = `rollback refused: ${answer.status}`;
      await repository.updateRound(tx, round.id, { state: 'failed', updatedAt: at, lastProblem: problem });
      await context.raiseAlert(
        tx,
        round,
        'round_failed',
        `${problem}; the round is neither paid nor refunded`,
      );
    }
  });
  return done;
}

/**
 * Refunds bets with rollbacks; true when all are refunded. A bet that has meanwhile been answered (or
 * refunded) is left alone: `onlyPending` makes it refund only bets whose answer never came.
 */
export async function refund(
  context: RoundContext,
  round: RoundRow,
  betUuids: readonly string[],
  onlyPending: boolean,
): Promise<boolean> {
  const { wallet } = context;
  const launch = await context.launchOf(round);
  let allDone = true;
  for (const betUuid of betUuids) {
    const claimed = await claimRollback(context, round, betUuid, onlyPending);
    if (!claimed || claimed.rollback.state === 'done') continue;
    const { bet, rollback } = claimed;
    const answer = await context.sendUntilAnswered(() =>
      wallet.rollback(walletSessionOf(launch), {
        transactionUuid: rollback.transactionUuid,
        betUuid,
        round: round.id,
      }),
    );
    if (answer.kind === 'unknown') {
      allDone = false;
      await context.noteProblem(round.id, `rollback: ${answer.problem}`);
      continue;
    }
    if (!(await storeRollbackAnswer(context, round, bet, rollback, answer))) return false;
  }
  return allDone;
}

/** A round that cannot complete: every bet is refunded and the round ends rolled back. */
export async function rollBack(context: RoundContext, roundId: string): Promise<void> {
  const { db, now } = context;
  const round = await transaction(db, async (tx) => {
    const locked = await repository.roundById(tx, roundId, { lock: true });
    if (!locked || (locked.state !== 'betting' && locked.state !== 'rolling_back')) return undefined;
    await repository.updateRound(tx, roundId, { state: 'rolling_back', updatedAt: now() });
    return { ...locked, state: 'rolling_back' as const };
  });
  if (!round) return;
  const calls = await repository.walletCallsOf(db, roundId);
  const bets = calls.filter((call) => call.kind === 'bet').map((call) => call.transactionUuid);
  if (await refund(context, round, bets, false)) {
    const at = now();
    await repository.updateRound(
      db,
      roundId,
      // A refused win stays named on the round that was refunded for it.
      {
        state: 'rolled_back',
        settledAt: at,
        updatedAt: at,
        claimedUntil: null,
        lastProblem: round.winRefusals > 0 ? round.lastProblem : null,
      },
      ['rolling_back'],
    );
  }
}
