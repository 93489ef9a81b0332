// The life of a round and its money. Every wallet transaction is written down before it is sent and keeps
// its id through every retry, so each settles once whatever is lost on the way:
// 1. the opening bet is recorded (round `betting`, no seeds drawn) and sent; a refusal deletes the round,
//    an unknown answer rolls the bet back;
// 2. once the bet stands, the player's next nonce is taken and the round drawn (`open`);
// 3. the win (zero included) closes it (`settled`); blackjack first waits for the player's decisions, each
//    double, split or insurance being a further bet of the same round. A refused win is sent again by the
//    sweeper; one refused `winRefusalsBeforeRefund` times is given up: the round's bets are rolled back, so
//    the player gets the stakes back, and an operator alert is written (ADR 0604).
// Wallet calls are never made inside a database transaction. What a request leaves unfinished (a crash, a
// lost answer) is finished by `finish`, which the sweeper and the next launch call.
import { randomUUID } from 'node:crypto';
import type {
  RoundPlayInput,
  RoundRecordReply,
  BlackjackActionInput,
} from '@reelvault/contract/calls/studio';
import type { WalletApiStatus } from '@reelvault/contract/calls/wallet-api';
import {
  applyBlackjackAction,
  BlackjackError,
  legalActions,
  type BlackjackAction,
  type BlackjackState,
} from '@reelvault/fair/blackjack';
import type { RoundSeeds } from '@reelvault/fair/fair-stream';
import type { FastifyBaseLogger } from 'fastify';
import { transaction, type HouseDb, type HouseExecutor } from './db';
import { StudioError } from './errors';
import { drawRound, requireWholeMinorUnits, type DrawnRound, type RoundDraft } from './games';
import * as repository from './repository';
import type { LaunchRow, RoundRow, SeedPairRow, WalletCallRow } from './repository';
import type { AlertKind } from './schema';
import { lockedActivePair } from './seeds';
import type { WalletClient, WalletResult, WalletSession } from './wallet-client';

export interface RoundSettings {
  /** A slot round lasts at least this long: no new slot round starts sooner (no turbo). */
  readonly minSlotRoundMs: number;
  /** A round left unfinished this long is finished by the sweeper (settled or rolled back). */
  readonly settleAfterMs: number;
  /** A blackjack hand nobody played on for this long is finished by standing. */
  readonly abandonAfterMs: number;
  /** Tries of a win or rollback within one request before it is left to the sweeper. */
  readonly attempts: number;
  readonly retryDelayMs: number;
  /** Refusals of a round's win (each a later try) after which its bets are refunded instead. */
  readonly winRefusalsBeforeRefund: number;
}

export const defaultRoundSettings: RoundSettings = {
  minSlotRoundMs: 2_500,
  settleAfterMs: 30_000,
  abandonAfterMs: 30 * 60_000,
  attempts: 3,
  retryDelayMs: 200,
  winRefusalsBeforeRefund: 3,
};

const refusals: Partial<Record<WalletApiStatus, StudioError['code']>> = {
  RS_ERROR_NOT_ENOUGH_MONEY: 'INSUFFICIENT_FUNDS',
  RS_ERROR_USER_DISABLED: 'PLAYER_BLOCKED',
  RS_ERROR_LIMIT_REACHED: 'LIMIT_REACHED',
  RS_ERROR_TOKEN_EXPIRED: 'SESSION_INVALID',
  RS_ERROR_INVALID_TOKEN: 'SESSION_INVALID',
};

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function walletSessionOf(launch: LaunchRow): WalletSession {
  return {
    user: launch.walletUser,
    token: launch.walletToken,
    currency: launch.currency,
    gameCode: launch.gameCode,
  };
}

function seedsOf(pair: SeedPairRow, nonce: number): RoundSeeds {
  return { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce };
}

type BlackjackPlay = Extract<RoundPlayInput, { engine: 'blackjack' }>;

function blackjackPlayOf(round: RoundRow): BlackjackPlay {
  const play = round.play as RoundPlayInput;
  if (play.engine !== 'blackjack')
    throw new StudioError('ACTION_NOT_ALLOWED', 'This round is not a blackjack hand.');
  return play;
}

const actionJson = (action: BlackjackAction): BlackjackActionInput =>
  action.type === 'insurance' ? { type: 'insurance', take: action.take } : { type: action.type };

export interface RoundsDependencies {
  readonly db: HouseDb;
  readonly wallet: WalletClient;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  readonly settings: RoundSettings;
}

export function createRounds({ db, wallet, now, log, settings }: RoundsDependencies) {
  async function launchOf(round: RoundRow, executor: HouseExecutor = db): Promise<LaunchRow> {
    const launch = await repository.launchById(executor, round.launchId);
    if (!launch) throw new Error(`round ${round.id} has no launch`);
    return launch;
  }

  async function pairOf(
    executor: HouseExecutor,
    round: RoundRow,
  ): Promise<{ pair: SeedPairRow; nonce: number }> {
    const pair =
      round.seedPairId === null ? undefined : await repository.seedPairById(executor, round.seedPairId);
    if (!pair || round.nonce === null) throw new Error(`round ${round.id} has no seeds`);
    return { pair, nonce: round.nonce };
  }

  /** Sends a win or rollback until it is answered (at most `attempts` times), with the same transaction id. */
  async function sendUntilAnswered(send: () => Promise<WalletResult>): Promise<WalletResult> {
    let result: WalletResult = { kind: 'unknown', problem: 'not sent' };
    for (let attempt = 1; attempt <= settings.attempts; attempt += 1) {
      result = await send();
      if (result.kind === 'answered') return result;
      if (attempt < settings.attempts) await pause(settings.retryDelayMs * attempt);
    }
    return result;
  }

  async function noteProblem(roundId: string, problem: string): Promise<void> {
    await repository.updateRound(db, roundId, { lastProblem: problem.slice(0, 500) });
  }

  /** Sends the round's closing win (its payout, zero included) and marks the round settled. */
  async function settle(roundId: string): Promise<void> {
    const round = await repository.roundById(db, roundId);
    if (!round || round.state !== 'open' || round.payout === null) return;
    const payout = round.payout;
    const launch = await launchOf(round);
    const calls = await repository.walletCallsOf(db, roundId);
    const openingBet = calls.find((call) => call.kind === 'bet' && call.state === 'done');
    if (!openingBet) throw new Error(`round ${roundId} is open without a bet`);
    const win = calls.find((call) => call.transactionUuid === round.winTransactionUuid);
    if (!win) {
      await repository.insertWalletCall(db, {
        transactionUuid: round.winTransactionUuid,
        roundId,
        kind: 'win',
        amount: payout,
        referenceUuid: openingBet.transactionUuid,
        state: 'pending',
        createdAt: now(),
      });
    }
    const answer = await sendUntilAnswered(() =>
      wallet.win(walletSessionOf(launch), {
        transactionUuid: round.winTransactionUuid,
        betUuid: openingBet.transactionUuid,
        round: roundId,
        amount: payout,
        roundClosed: true,
      }),
    );
    if (answer.kind === 'unknown') {
      log.warn({ round: roundId, problem: answer.problem }, 'house: a win is left for the sweeper');
      await noteProblem(roundId, `win: ${answer.problem}`);
      return;
    }
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
        roundId,
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
        await raiseAlert(tx, round, 'win_refused_refunded', `${problem}; the bets are rolled back`);
      }
      return updated;
    });
    if (done || !changed) return;
    if (!givenUp) {
      log.warn({ round: roundId, status: answer.status, refusals }, 'house: the platform refused a win');
      return;
    }
    await rollBack(roundId);
  }

  /** Writes an operator alert with the round's change (same transaction) and logs it at error level. */
  async function raiseAlert(
    tx: HouseExecutor,
    round: RoundRow,
    kind: AlertKind,
    detail: string,
  ): Promise<void> {
    await repository.insertAlert(tx, {
      kind,
      roundId: round.id,
      walletUser: round.walletUser,
      detail: detail.slice(0, 500),
      createdAt: now(),
    });
    log.error({ round: round.id, user: round.walletUser, alert: kind, detail }, 'house: operator alert');
  }

  /**
   * Refunds bets with rollbacks; true when all are refunded. Each rollback is written down under the round's
   * lock first, and a bet that has meanwhile been answered (or refunded) is left alone: `onlyPending` makes
   * it refund only bets whose answer never came.
   */
  async function refund(
    round: RoundRow,
    betUuids: readonly string[],
    onlyPending: boolean,
  ): Promise<boolean> {
    const launch = await launchOf(round);
    let allDone = true;
    for (const betUuid of betUuids) {
      const claimed = await transaction(db, async (tx) => {
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
      if (!claimed || claimed.rollback.state === 'done') continue;
      const { bet, rollback } = claimed;
      const answer = await sendUntilAnswered(() =>
        wallet.rollback(walletSessionOf(launch), {
          transactionUuid: rollback.transactionUuid,
          betUuid,
          round: round.id,
        }),
      );
      if (answer.kind === 'unknown') {
        allDone = false;
        await noteProblem(round.id, `rollback: ${answer.problem}`);
        continue;
      }
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
          await repository.answerWalletCall(tx, betUuid, {
            state: 'refused',
            status: 'rolled back',
            balance: answer.balance,
            at,
          });
        }
        if (!done) {
          const problem = `rollback refused: ${answer.status}`;
          await repository.updateRound(tx, round.id, {
            state: 'failed',
            updatedAt: at,
            lastProblem: problem,
          });
          await raiseAlert(tx, round, 'round_failed', `${problem}; the round is neither paid nor refunded`);
        }
      });
      if (!done) return false;
    }
    return allDone;
  }

  /** A round that cannot complete: every bet is refunded and the round ends rolled back. */
  async function rollBack(roundId: string): Promise<void> {
    const round = await transaction(db, async (tx) => {
      const locked = await repository.roundById(tx, roundId, { lock: true });
      if (!locked || (locked.state !== 'betting' && locked.state !== 'rolling_back')) return undefined;
      await repository.updateRound(tx, roundId, { state: 'rolling_back', updatedAt: now() });
      return { ...locked, state: 'rolling_back' as const };
    });
    if (!round) return;
    const calls = await repository.walletCallsOf(db, roundId);
    const bets = calls.filter((call) => call.kind === 'bet').map((call) => call.transactionUuid);
    if (await refund(round, bets, false)) {
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

  /** Blackjack bets whose answer never came: refunded, and the decisions they carried are dropped. */
  async function refundPendingBets(round: RoundRow, olderThan: Date): Promise<boolean> {
    const calls = await repository.walletCallsOf(db, round.id);
    const pending = calls.filter((call) => call.kind === 'bet' && call.state === 'pending');
    const stale = pending.filter((call) => call.createdAt < olderThan).map((call) => call.transactionUuid);
    if (stale.length > 0 && !(await refund(round, stale, true))) return false;
    return stale.length === pending.length;
  }

  async function saveHand(
    tx: HouseExecutor,
    round: RoundRow,
    play: BlackjackPlay,
    drawn: DrawnRound,
    launch: LaunchRow,
  ): Promise<void> {
    await repository.updateRound(tx, round.id, {
      play,
      outcome: drawn.result,
      payout: drawn.payout,
      stake: drawn.stake,
      launchId: launch.id,
      updatedAt: now(),
    });
  }

  /** Plays an abandoned hand out: insurance declined, every hand stood. */
  async function standAbandoned(roundId: string): Promise<void> {
    await transaction(db, async (tx) => {
      const round = await repository.roundById(tx, roundId, { lock: true });
      if (!round || round.state !== 'open' || round.payout !== null) return;
      const { pair, nonce } = await pairOf(tx, round);
      const play = blackjackPlayOf(round);
      let state = drawRound(seedsOf(pair, nonce), play).replayed.round as BlackjackState;
      while (state.phase !== 'settled') {
        const insurance = legalActions(state).includes('insurance');
        state = applyBlackjackAction(
          state,
          insurance ? { type: 'insurance', take: false } : { type: 'stand' },
        );
      }
      const finished: BlackjackPlay = { ...play, actions: state.actions.map(actionJson) };
      await saveHand(
        tx,
        round,
        finished,
        drawRound(seedsOf(pair, nonce), finished),
        await launchOf(round, tx),
      );
    });
  }

  return {
    settle,

    /** Starts a round: sends its bet, draws it and (unless a hand waits for decisions) settles it. */
    async start(launch: LaunchRow, draft: RoundDraft): Promise<string> {
      const startedAt = now();
      if (launch.expiresAt <= startedAt) throw new StudioError('SESSION_INVALID');
      const roundId = randomUUID();
      const betUuid = randomUUID();
      await transaction(db, async (tx) => {
        // Locks the player's seed pair: one player's round starts queue here.
        await lockedActivePair(tx, launch.walletUser, startedAt);
        if (draft.engine === 'slot') {
          const last = await repository.lastRoundStart(tx, launch.walletUser, 'slot');
          if (last && startedAt.getTime() - last.getTime() < settings.minSlotRoundMs)
            throw new StudioError('TOO_SOON');
        }
        if (draft.engine === 'blackjack') {
          const open = await repository.unfinishedRounds(tx, {
            walletUser: launch.walletUser,
            engine: 'blackjack',
            gameCode: launch.gameCode,
          });
          if (open.length > 0) throw new StudioError('ROUND_IN_PROGRESS');
        }
        await repository.insertRound(tx, {
          id: roundId,
          launchId: launch.id,
          walletUser: launch.walletUser,
          currency: launch.currency,
          gameCode: launch.gameCode,
          engine: draft.engine,
          engineName: draft.play.engine,
          mathVersion: draft.play.mathVersion,
          play: draft.play,
          state: 'betting',
          stake: draft.stake,
          winTransactionUuid: randomUUID(),
          createdAt: startedAt,
          updatedAt: startedAt,
        });
        await repository.insertWalletCall(tx, {
          transactionUuid: betUuid,
          roundId,
          kind: 'bet',
          amount: draft.stake,
          state: 'pending',
          createdAt: startedAt,
        });
      });

      const answer = await wallet.bet(walletSessionOf(launch), {
        transactionUuid: betUuid,
        round: roundId,
        amount: draft.stake,
        roundClosed: false,
      });
      if (answer.kind === 'answered' && answer.status !== 'RS_OK') {
        // A refused bet moved nothing: the round never happened.
        await transaction(db, (tx) => repository.deleteRound(tx, roundId));
        throw new StudioError(refusals[answer.status] ?? 'WALLET_UNAVAILABLE');
      }
      if (answer.kind === 'unknown') {
        log.warn(
          { round: roundId, problem: answer.problem },
          'house: a bet went unanswered; rolling it back',
        );
        await noteProblem(roundId, `bet: ${answer.problem}`);
        await rollBack(roundId);
        throw new StudioError('WALLET_UNAVAILABLE');
      }

      const drawn = await transaction(db, async (tx) => {
        const at = now();
        const pair = await lockedActivePair(tx, launch.walletUser, at);
        const nonce = await repository.takeNonce(tx, pair.id);
        const round = drawRound(seedsOf(pair, nonce), draft.play);
        const opened = await repository.updateRound(
          tx,
          roundId,
          {
            state: 'open',
            seedPairId: pair.id,
            serverSeedHash: pair.serverSeedHash,
            clientSeed: pair.clientSeed,
            nonce,
            outcome: round.result,
            payout: round.payout,
            updatedAt: at,
          },
          ['betting'],
        );
        // The sweeper is rolling this round back already: the nonce is given back with the transaction.
        if (!opened) throw new StudioError('WALLET_UNAVAILABLE');
        await repository.answerWalletCall(tx, betUuid, {
          state: 'done',
          status: 'RS_OK',
          balance: answer.balance,
          at,
        });
        return round;
      });
      if (drawn.payout !== null) await settle(roundId);
      return roundId;
    },

    /** A blackjack decision; a double, split or insurance is a further bet, sent before the card is drawn. */
    async act(launch: LaunchRow, roundId: string, action: BlackjackAction): Promise<void> {
      if (launch.expiresAt <= now()) throw new StudioError('SESSION_INVALID');
      const step = await transaction(db, async (tx) => {
        const round = await repository.roundById(tx, roundId, { lock: true });
        if (!round || round.walletUser !== launch.walletUser || round.gameCode !== launch.gameCode) {
          throw new StudioError('NOT_FOUND');
        }
        if (round.state !== 'open' || round.payout !== null) throw new StudioError('ACTION_NOT_ALLOWED');
        const calls = await repository.walletCallsOf(tx, roundId);
        if (calls.some((call) => call.kind === 'bet' && call.state === 'pending')) {
          throw new StudioError('ROUND_IN_PROGRESS');
        }
        const { pair, nonce } = await pairOf(tx, round);
        const play = blackjackPlayOf(round);
        const next: BlackjackPlay = { ...play, actions: [...play.actions, actionJson(action)] };
        let drawn: DrawnRound;
        try {
          drawn = drawRound(seedsOf(pair, nonce), next);
        } catch (error) {
          if (error instanceof BlackjackError) throw new StudioError('ACTION_NOT_ALLOWED');
          throw error;
        }
        const extra = drawn.stake - round.stake;
        requireWholeMinorUnits(round.currency, [extra]);
        if (extra === 0n) {
          await saveHand(tx, round, next, drawn, launch);
          return { settled: drawn.payout !== null };
        }
        const betUuid = randomUUID();
        await repository.insertWalletCall(tx, {
          transactionUuid: betUuid,
          roundId,
          kind: 'bet',
          amount: extra,
          state: 'pending',
          action: actionJson(action),
          createdAt: now(),
        });
        await repository.updateRound(tx, roundId, { launchId: launch.id, updatedAt: now() });
        return { betUuid, extra, next, drawn };
      });
      if ('settled' in step) {
        if (step.settled) await settle(roundId);
        return;
      }

      const answer = await wallet.bet(walletSessionOf(launch), {
        transactionUuid: step.betUuid,
        round: roundId,
        amount: step.extra,
        roundClosed: false,
      });
      if (answer.kind === 'answered' && answer.status !== 'RS_OK') {
        await repository.deleteWalletCall(db, step.betUuid);
        throw new StudioError(refusals[answer.status] ?? 'WALLET_UNAVAILABLE');
      }
      if (answer.kind === 'unknown') {
        log.warn(
          { round: roundId, problem: answer.problem },
          'house: a further bet went unanswered; rolling it back',
        );
        const round = await repository.roundById(db, roundId);
        if (round) await refund(round, [step.betUuid], true);
        throw new StudioError('WALLET_UNAVAILABLE');
      }
      await transaction(db, async (tx) => {
        const round = await repository.roundById(tx, roundId, { lock: true });
        if (!round) throw new Error(`round ${roundId} is gone`);
        const calls = await repository.walletCallsOf(tx, roundId);
        // The sweeper gave up on this bet and is refunding it: the decision is dropped with it.
        if (calls.some((call) => call.kind === 'rollback' && call.referenceUuid === step.betUuid)) {
          throw new StudioError('WALLET_UNAVAILABLE');
        }
        await repository.answerWalletCall(tx, step.betUuid, {
          state: 'done',
          status: 'RS_OK',
          balance: answer.balance,
          at: now(),
        });
        await saveHand(tx, round, step.next, step.drawn, launch);
      });
      if (step.drawn.payout !== null) await settle(roundId);
    },

    /**
     * Finishes what a request left undone: a round without a standing bet is rolled back, a drawn round is
     * settled, a hand's unanswered further bets are refunded, and (with `standIdle`) a hand idle past the
     * abandon time is played out by standing and settled.
     */
    async finish(roundId: string, options: { standIdle: boolean }): Promise<void> {
      const round = await repository.roundById(db, roundId);
      if (!round) return;
      const at = now();
      if (round.state === 'betting' || round.state === 'rolling_back') await rollBack(roundId);
      else if (round.state === 'open' && round.payout !== null) await settle(roundId);
      else if (round.state === 'open' && round.engine === 'blackjack') {
        const clear = await refundPendingBets(round, new Date(at.getTime() - settings.settleAfterMs));
        if (
          clear &&
          options.standIdle &&
          round.updatedAt.getTime() < at.getTime() - settings.abandonAfterMs
        ) {
          await standAbandoned(roundId);
          await settle(roundId);
        }
      }
    },

    /** A round as its player and the verifier see it. */
    async record(round: RoundRow, calls?: readonly WalletCallRow[]): Promise<RoundRecordReply> {
      const pair =
        round.seedPairId === null ? undefined : await repository.seedPairById(db, round.seedPairId);
      const ownCalls = calls ?? (await repository.walletCallsOf(db, round.id));
      return {
        id: round.id,
        engine: round.engine,
        game_code: round.gameCode,
        currency: round.currency,
        state: round.state,
        created_at: round.createdAt.toISOString(),
        server_seed_hash: round.serverSeedHash,
        client_seed: round.clientSeed,
        nonce: round.nonce,
        server_seed: pair?.revealedAt ? pair.serverSeed : null,
        play: round.play as RoundPlayInput,
        result: round.outcome ?? null,
        stake: round.stake.toString(),
        payout: round.payout === null ? null : round.payout.toString(),
        transactions: ownCalls.map((call) => ({
          uuid: call.transactionUuid,
          kind: call.kind,
          amount: call.amount.toString(),
          state: call.state,
        })),
      };
    },

    /** The balance after the round's last answered wallet call. */
    async lastBalance(roundId: string): Promise<bigint | null> {
      const calls = await repository.walletCallsOf(db, roundId);
      const answered = calls
        .filter((call) => call.answeredAt !== null && call.balance !== null)
        .sort((a, b) => (a.answeredAt?.getTime() ?? 0) - (b.answeredAt?.getTime() ?? 0));
      return answered.at(-1)?.balance ?? null;
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
