// Blackjack at the studio: one hand open per player and game, played on by decisions after the deal. A
// double, split or insurance is a further bet of the same round, written down and sent before its card is
// drawn; a further bet whose answer never comes is refunded and its decision dropped. A hand nobody plays
// on is finished by standing (sweeper), and the round then settles as any other.
import { randomUUID } from 'node:crypto';
import type { BlackjackActionInput, GameRules, RoundPlayInput } from '@reelvault/contract/calls/studio';
import { walletMinorUnit } from '@reelvault/contract/money';
import {
  applyBlackjackAction,
  BLACKJACK_ENGINE,
  BLACKJACK_HOUSE_EDGE_PERCENT,
  BlackjackError,
  legalActions,
  type BlackjackAction,
  type BlackjackState,
} from '@reelvault/fair/blackjack';
import { transaction, type HouseExecutor } from '../db';
import { StudioError } from '../errors';
import {
  amountStrings,
  drawRound,
  limitStrings,
  requireWholeMinorUnits,
  type DrawnRound,
  type HouseGame,
  type RoundDraft,
} from '../games';
import * as repository from '../repository';
import type { LaunchRow, RoundRow } from '../repository';
import { blackjackLimits, cardChips } from '../stakes';
import { refund, settle } from './closing';
import { betRefusal, seedsOf, walletSessionOf, type RoundContext } from './context';

export function blackjackDraft(currency: string, bet: bigint): RoundDraft {
  const limits = blackjackLimits(currency);
  requireWholeMinorUnits(currency, [bet]);
  if (bet < limits.minBet || bet > limits.maxBet) {
    throw new StudioError('BET_REFUSED', `The bet must be from ${limits.minBet} to ${limits.maxBet}.`);
  }
  return {
    engine: 'blackjack',
    play: {
      engine: BLACKJACK_ENGINE.engine,
      mathVersion: BLACKJACK_ENGINE.mathVersion,
      bet: bet.toString(),
      actions: [],
      minorUnit: walletMinorUnit(currency).toString(),
    },
    stake: bet,
  };
}

function blackjackRules(_game: unknown, _gameCode: string, currency: string): GameRules {
  return {
    engine: 'blackjack',
    house_edge: BLACKJACK_HOUSE_EDGE_PERCENT.toFixed(2),
    chips: amountStrings(cardChips(currency)),
    limits: limitStrings(blackjackLimits(currency)),
  };
}

export const blackjackGame: HouseGame = {
  rules: blackjackRules,
  async checkStart(tx, launch) {
    const open = await repository.unfinishedRounds(tx, {
      walletUser: launch.walletUser,
      engine: 'blackjack',
      gameCode: launch.gameCode,
    });
    if (open.length > 0) throw new StudioError('ROUND_IN_PROGRESS');
  },
};

type BlackjackPlay = Extract<RoundPlayInput, { engine: 'blackjack' }>;

function blackjackPlayOf(round: RoundRow): BlackjackPlay {
  const play = round.play as RoundPlayInput;
  if (play.engine !== 'blackjack')
    throw new StudioError('ACTION_NOT_ALLOWED', 'This round is not a blackjack hand.');
  return play;
}

const actionJson = (action: BlackjackAction): BlackjackActionInput =>
  action.type === 'insurance' ? { type: 'insurance', take: action.take } : { type: action.type };

/** A decision that costs a further bet, written down and waiting to be sent. */
interface FurtherBet {
  readonly betUuid: string;
  readonly extra: bigint;
  readonly next: BlackjackPlay;
  readonly drawn: DrawnRound;
}

async function saveHand(
  context: RoundContext,
  tx: HouseExecutor,
  round: RoundRow,
  play: BlackjackPlay,
  drawn: DrawnRound,
  launch: LaunchRow,
): Promise<void> {
  const { now } = context;
  await repository.updateRound(tx, round.id, {
    play,
    outcome: drawn.result,
    payout: drawn.payout,
    stake: drawn.stake,
    launchId: launch.id,
    updatedAt: now(),
  });
}

/** Blackjack bets whose answer never came: refunded, and the decisions they carried are dropped. */
async function refundPendingBets(context: RoundContext, round: RoundRow, olderThan: Date): Promise<boolean> {
  const { db } = context;
  const calls = await repository.walletCallsOf(db, round.id);
  const pending = calls.filter((call) => call.kind === 'bet' && call.state === 'pending');
  const stale = pending.filter((call) => call.createdAt < olderThan).map((call) => call.transactionUuid);
  if (stale.length > 0 && !(await refund(context, round, stale, true))) return false;
  return stale.length === pending.length;
}

/** Plays an abandoned hand out: insurance declined, every hand stood. */
async function standAbandoned(context: RoundContext, roundId: string): Promise<void> {
  const { db } = context;
  await transaction(db, async (tx) => {
    const round = await repository.roundById(tx, roundId, { lock: true });
    if (!round || round.state !== 'open' || round.payout !== null) return;
    const { pair, nonce } = await context.pairOf(tx, round);
    const play = blackjackPlayOf(round);
    let state = drawRound(seedsOf(pair, nonce), play).replayed.round as BlackjackState;
    while (state.phase !== 'settled') {
      const insurance = legalActions(state).includes('insurance');
      state = applyBlackjackAction(state, insurance ? { type: 'insurance', take: false } : { type: 'stand' });
    }
    const finished: BlackjackPlay = { ...play, actions: state.actions.map(actionJson) };
    const drawn = drawRound(seedsOf(pair, nonce), finished);
    await saveHand(context, tx, round, finished, drawn, await context.launchOf(round, tx));
  });
}

/**
 * Applies a decision under the round's lock: a free one (stand, hit) is saved at once; one that costs
 * more is written down as a pending further bet, to be sent.
 */
function decide(
  context: RoundContext,
  launch: LaunchRow,
  roundId: string,
  action: BlackjackAction,
): Promise<{ settled: boolean } | FurtherBet> {
  const { db, now } = context;
  return transaction(db, async (tx) => {
    const round = await repository.roundById(tx, roundId, { lock: true });
    if (!round || round.walletUser !== launch.walletUser || round.gameCode !== launch.gameCode) {
      throw new StudioError('NOT_FOUND');
    }
    if (round.state !== 'open' || round.payout !== null) throw new StudioError('ACTION_NOT_ALLOWED');
    const calls = await repository.walletCallsOf(tx, roundId);
    if (calls.some((call) => call.kind === 'bet' && call.state === 'pending')) {
      throw new StudioError('ROUND_IN_PROGRESS');
    }
    const { pair, nonce } = await context.pairOf(tx, round);
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
      await saveHand(context, tx, round, next, drawn, launch);
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
}

/** Sends a further bet; the balance after it, or the refusal the player sees (its decision dropped). */
async function sendFurtherBet(context: RoundContext, launch: LaunchRow, roundId: string, step: FurtherBet) {
  const { db, wallet, log } = context;
  const answer = await wallet.bet(walletSessionOf(launch), {
    transactionUuid: step.betUuid,
    round: roundId,
    amount: step.extra,
    roundClosed: false,
  });
  if (answer.kind === 'answered' && answer.status !== 'RS_OK') {
    await repository.deleteWalletCall(db, step.betUuid);
    throw betRefusal(answer.status);
  }
  if (answer.kind === 'unknown') {
    log.warn(
      { round: roundId, problem: answer.problem },
      'house: a further bet went unanswered; rolling it back',
    );
    const round = await repository.roundById(db, roundId);
    if (round) await refund(context, round, [step.betUuid], true);
    throw new StudioError('WALLET_UNAVAILABLE');
  }
  return answer.balance;
}

/** Books a further bet that stands and saves the hand with its decision. */
async function confirmFurtherBet(
  context: RoundContext,
  launch: LaunchRow,
  roundId: string,
  step: FurtherBet,
  balance: bigint | null,
): Promise<void> {
  const { db, now } = context;
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
      balance,
      at: now(),
    });
    await saveHand(context, tx, round, step.next, step.drawn, launch);
  });
}

/** A blackjack decision; a double, split or insurance is a further bet, sent before the card is drawn. */
export async function actOnHand(
  context: RoundContext,
  launch: LaunchRow,
  roundId: string,
  action: BlackjackAction,
): Promise<void> {
  if (launch.expiresAt <= context.now()) throw new StudioError('SESSION_INVALID');
  const step = await decide(context, launch, roundId, action);
  if ('settled' in step) {
    if (step.settled) await settle(context, roundId);
    return;
  }
  const balance = await sendFurtherBet(context, launch, roundId, step);
  await confirmFurtherBet(context, launch, roundId, step, balance);
  if (step.drawn.payout !== null) await settle(context, roundId);
}

/**
 * Finishes an open hand left waiting: its unanswered further bets are refunded, and (with `standIdle`) a
 * hand idle past the abandon time is played out by standing and settled.
 */
export async function finishHand(
  context: RoundContext,
  round: RoundRow,
  at: Date,
  standIdle: boolean,
): Promise<void> {
  const { settings } = context;
  const clear = await refundPendingBets(context, round, new Date(at.getTime() - settings.settleAfterMs));
  if (clear && standIdle && round.updatedAt.getTime() < at.getTime() - settings.abandonAfterMs) {
    await standAbandoned(context, round.id);
    await settle(context, round.id);
  }
}
