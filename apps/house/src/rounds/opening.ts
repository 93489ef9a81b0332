// How a round starts, whatever its game:
// 1. the opening bet is recorded (round `betting`, no seeds drawn) and sent; a refusal deletes the round,
//    an unknown answer rolls the bet back;
// 2. once the bet stands, the player's next nonce is taken and the round drawn (`open`);
// 3. a round that needs no decision is settled at once (the closing win, zero included).
// Rounds that are over once drawn send their bet and win as one call instead, when the settings say so
// (spin.ts).
// Wallet calls are never made inside a database transaction.
import { randomUUID } from 'node:crypto';
import { transaction } from '../db';
import { StudioError } from '../errors';
import { drawRound, type DrawnRound, type RoundDraft } from '../games';
import * as repository from '../repository';
import type { LaunchRow } from '../repository';
import { lockedActivePair } from '../seeds';
import { rollBack, settle } from './closing';
import { betRefusal, newRound, seedsOf, walletSessionOf, type RoundContext } from './context';
import { houseGames } from './engines';
import { isSingleCallSpin, startSpin } from './spin';

interface Opening {
  readonly launch: LaunchRow;
  readonly draft: RoundDraft;
  readonly roundId: string;
  readonly betUuid: string;
}

/** Records the round (`betting`) and its pending opening bet, once the game allows a round now. */
async function recordBet(
  context: RoundContext,
  { launch, draft, roundId, betUuid }: Opening,
  startedAt: Date,
): Promise<void> {
  const { db, settings } = context;
  await transaction(db, async (tx) => {
    // Locks the player's seed pair: one player's round starts queue here.
    await lockedActivePair(tx, launch.walletUser, startedAt);
    await houseGames[draft.engine].checkStart?.(tx, launch, startedAt, settings);
    await repository.insertRound(tx, {
      ...newRound(roundId, launch, draft, startedAt),
      winTransactionUuid: randomUUID(),
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
}

/** Sends the opening bet; the balance after it, or the refusal the player sees. */
async function sendBet(
  context: RoundContext,
  { launch, draft, roundId, betUuid }: Opening,
): Promise<bigint | null> {
  const { db, wallet, log } = context;
  const answer = await wallet.bet(walletSessionOf(launch), {
    transactionUuid: betUuid,
    round: roundId,
    amount: draft.stake,
    roundClosed: false,
  });
  if (answer.kind === 'answered' && answer.status !== 'RS_OK') {
    // A refused bet moved nothing: the round never happened.
    await transaction(db, (tx) => repository.deleteRound(tx, roundId));
    throw betRefusal(answer.status);
  }
  if (answer.kind === 'unknown') {
    log.warn({ round: roundId, problem: answer.problem }, 'house: a bet went unanswered; rolling it back');
    await context.noteProblem(roundId, `bet: ${answer.problem}`);
    await rollBack(context, roundId);
    throw new StudioError('WALLET_UNAVAILABLE');
  }
  return answer.balance;
}

/** Draws the round on the player's next nonce once its bet stands (`open`). */
function draw(
  context: RoundContext,
  { launch, draft, roundId, betUuid }: Opening,
  balance: bigint | null,
): Promise<DrawnRound> {
  const { db, now } = context;
  return transaction(db, async (tx) => {
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
    await repository.answerWalletCall(tx, betUuid, { state: 'done', status: 'RS_OK', balance, at });
    return round;
  });
}

/** Starts a round: sends its bet, draws it and (unless a hand waits for decisions) settles it. */
export async function startRound(
  context: RoundContext,
  launch: LaunchRow,
  draft: RoundDraft,
): Promise<string> {
  const startedAt = context.now();
  if (launch.expiresAt <= startedAt) throw new StudioError('SESSION_INVALID');
  // A round that is over once drawn travels as one call (spin.ts, decision 0312).
  if (isSingleCallSpin(context, draft)) return startSpin(context, launch, draft);
  const opening: Opening = { launch, draft, roundId: randomUUID(), betUuid: randomUUID() };
  await recordBet(context, opening, startedAt);
  const balance = await sendBet(context, opening);
  const drawn = await draw(context, opening, balance);
  if (drawn.payout !== null) await settle(context, opening.roundId);
  return opening.roundId;
}
