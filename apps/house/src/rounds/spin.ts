// A one-step round (a slot spin, a roulette spin, a baccarat coup) as one wallet call (decision 0312):
// 1. under the player's seed-pair lock the round takes the next nonce and is drawn, and it is written down
//    (`betting`, its outcome hidden from the player) with its bet and its win, both ids chosen now;
// 2. the bet and the win are sent as one `transaction/bet-win` call, again with the same ids until answered;
// 3. RS_OK settles the round; a refusal moved nothing: the round is dropped and its nonce given back (when
//    no later round took one; otherwise the round stays, rolled back, so no drawn nonce goes missing).
// An answer that never came leaves the round `betting`: the sweeper (or the next launch) sends the same call
// again, which the platform answers from its records if the first one got through.
// Blackjack waits for decisions: its bets and win travel separately (opening.ts, blackjack.ts, closing.ts).
import { randomUUID } from 'node:crypto';
import type { StudioEngine } from '@reelvault/contract/calls/studio';
import { transaction } from '../db';
import { StudioError } from '../errors';
import { drawRound, type RoundDraft } from '../games';
import * as repository from '../repository';
import type { LaunchRow, RoundRow, WalletCallRow } from '../repository';
import { lockedActivePair } from '../seeds';
import type { WalletResult } from '../wallet-client';
import { betRefusal, newRound, seedsOf, walletSessionOf, type RoundContext } from './context';
import { houseGames } from './engines';

/** The engines whose rounds are over once drawn: no decision follows the bet. */
const singleStepEngines: ReadonlySet<StudioEngine> = new Set(['slot', 'roulette', 'baccarat']);

/** Whether a round of `draft` travels as one call: a free round always does (only the platform awards them). */
export function isSingleCallSpin(context: RoundContext, draft: RoundDraft): boolean {
  return (
    (context.settings.singleCallSpins || draft.rewardUuid !== undefined) &&
    singleStepEngines.has(draft.engine)
  );
}

/** Whether a round left `betting` is a one-call spin (drawn before its money): then it is sent again. */
export function isDrawnSpin(round: RoundRow): boolean {
  return round.state === 'betting' && round.nonce !== null && round.payout !== null;
}

type Answered = Extract<WalletResult, { kind: 'answered' }>;

/** Draws the round on the player's next nonce and writes it down with its bet and win, not yet sent. */
function drawAndRecord(context: RoundContext, launch: LaunchRow, draft: RoundDraft, startedAt: Date) {
  const { db, settings } = context;
  const roundId = randomUUID();
  return transaction(db, async (tx) => {
    const pair = await lockedActivePair(tx, launch.walletUser, startedAt);
    await houseGames[draft.engine].checkStart?.(tx, launch, startedAt, settings);
    const nonce = await repository.takeNonce(tx, pair.id);
    const drawn = drawRound(seedsOf(pair, nonce), draft.play);
    if (drawn.payout === null) throw new Error(`a ${draft.engine} round is not over once drawn`);
    const betUuid = randomUUID();
    const winUuid = randomUUID();
    await repository.insertRound(tx, {
      ...newRound(roundId, launch, draft, startedAt),
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      clientSeed: pair.clientSeed,
      nonce,
      outcome: drawn.result,
      payout: drawn.payout,
      winTransactionUuid: winUuid,
      rewardUuid: draft.rewardUuid ?? null,
    });
    const call = { roundId, state: 'pending' as const, createdAt: startedAt };
    await repository.insertWalletCall(tx, {
      ...call,
      transactionUuid: betUuid,
      kind: 'bet',
      // A free round takes no stake from the player.
      amount: draft.rewardUuid === undefined ? draft.stake : 0n,
    });
    await repository.insertWalletCall(tx, {
      ...call,
      transactionUuid: winUuid,
      kind: 'win',
      amount: drawn.payout,
      referenceUuid: betUuid,
    });
    return roundId;
  });
}

/** Sends the spin's one call, again with the same ids until it is answered (or the tries run out). */
async function sendSpin(context: RoundContext, round: RoundRow): Promise<WalletResult> {
  const calls = await repository.walletCallsOf(context.db, round.id);
  const bet = calls.find((call) => call.kind === 'bet');
  if (!bet || round.payout === null) throw new Error(`round ${round.id} is not a drawn spin`);
  const launch = await context.launchOf(round);
  return context.sendUntilAnswered(() =>
    context.wallet.betWin(walletSessionOf(launch), {
      betUuid: bet.transactionUuid,
      winUuid: round.winTransactionUuid,
      round: round.id,
      stake: round.rewardUuid === null ? bet.amount : round.stake,
      payout: round.payout ?? 0n,
      rewardUuid: round.rewardUuid,
    }),
  );
}

/** Books the answer: settled on RS_OK; on a refusal (nothing moved) the round is dropped. */
async function storeAnswer(context: RoundContext, round: RoundRow, answer: Answered): Promise<void> {
  const { db, now } = context;
  const at = now();
  await transaction(db, async (tx) => {
    const calls: WalletCallRow[] = await repository.walletCallsOf(tx, round.id);
    if (answer.status === 'RS_OK') {
      const settled = await repository.updateRound(
        tx,
        round.id,
        { state: 'settled', settledAt: at, updatedAt: at, claimedUntil: null, lastProblem: null },
        ['betting'],
      );
      if (!settled) return;
      if (round.rewardUuid !== null) await repository.useFreeRounds(tx, round.rewardUuid, 'one', at);
      for (const call of calls) {
        const balance = call.kind === 'win' ? answer.balance : null;
        await repository.answerWalletCall(tx, call.transactionUuid, {
          state: 'done',
          status: 'RS_OK',
          balance,
          at,
        });
      }
      return;
    }
    const locked = await repository.roundById(tx, round.id, { lock: true });
    if (locked?.state !== 'betting' || locked.seedPairId === null || locked.nonce === null) return;
    // The platform's count of the award's free rounds decides: a free round it refused ends the award here.
    if (isRefusedFreeRound(round, answer)) {
      await repository.useFreeRounds(tx, round.rewardUuid ?? '', 'all', at);
    }
    if (await repository.giveBackNonce(tx, locked.seedPairId, locked.nonce)) {
      await repository.deleteRound(tx, round.id);
      return;
    }
    // A later round took the next nonce: this one stays on record, with nothing taken.
    for (const call of calls) {
      await repository.answerWalletCall(tx, call.transactionUuid, {
        state: 'refused',
        status: answer.status,
        balance: answer.balance,
        at,
      });
    }
    await repository.updateRound(tx, round.id, {
      state: 'rolled_back',
      settledAt: at,
      updatedAt: at,
      claimedUntil: null,
      lastProblem: `spin refused: ${answer.status}`,
    });
  });
}

/** A free round the platform refused as not (or no longer) the player's to play. */
function isRefusedFreeRound(round: RoundRow, answer: Answered): boolean {
  return round.rewardUuid !== null && answer.status === 'RS_ERROR_WRONG_TYPES';
}

/** Plays a one-step round with one wallet call; its id, or the refusal the player sees. */
export async function startSpin(
  context: RoundContext,
  launch: LaunchRow,
  draft: RoundDraft,
): Promise<string> {
  const roundId = await drawAndRecord(context, launch, draft, context.now());
  const round = await repository.roundById(context.db, roundId);
  if (!round) throw new Error(`round ${roundId} is gone`);
  const answer = await sendSpin(context, round);
  if (answer.kind === 'unknown') {
    context.log.warn({ round: roundId, problem: answer.problem }, 'house: a spin is left for the sweeper');
    await context.noteProblem(roundId, `spin: ${answer.problem}`);
    throw new StudioError('WALLET_UNAVAILABLE');
  }
  await storeAnswer(context, round, answer);
  if (isRefusedFreeRound(round, answer)) throw new StudioError('FREE_SPINS_UNAVAILABLE');
  if (answer.status !== 'RS_OK') throw betRefusal(answer.status);
  return roundId;
}

/** Sends a spin that a request left without an answer again (the sweeper, the next launch). */
export async function finishSpin(context: RoundContext, round: RoundRow): Promise<void> {
  const answer = await sendSpin(context, round);
  if (answer.kind === 'unknown') {
    await context.noteProblem(round.id, `spin: ${answer.problem}`);
    return;
  }
  if (answer.status !== 'RS_OK') {
    context.log.warn({ round: round.id, status: answer.status }, 'house: the platform refused a spin');
  }
  await storeAnswer(context, round, answer);
}
