// The life of a round and its money, as the studio's service and sweeper use it. Every wallet transaction
// is written down before it is sent and keeps its id through every retry, so each settles once whatever is
// lost on the way: a round opens (rounds/opening.ts; one that is over once drawn is played with one call,
// rounds/spin.ts), a blackjack hand waits for its decisions
// (rounds/blackjack.ts), and it closes with its win or is rolled back (rounds/closing.ts); what each game
// adds sits in rounds/<game>.ts. Wallet calls are never made inside a database transaction. What a request
// leaves unfinished (a crash, a lost answer) is finished by `finish`, which the sweeper and the next launch
// call.
import type { BlackjackAction } from '@reelvault/fair/blackjack';
import type { RoundDraft } from './games';
import * as repository from './repository';
import type { LaunchRow } from './repository';
import { actOnHand, finishHand } from './rounds/blackjack';
import { rollBack, settle } from './rounds/closing';
import { createRoundContext, type RoundsDependencies } from './rounds/context';
import { startRound } from './rounds/opening';
import { finishSpin, isDrawnSpin } from './rounds/spin';
import { createRecords } from './rounds/records';

// The host configures rounds through this module (`@reelvault/house/rounds`).
export type { RoundSettings } from './rounds/settings';

export function createRounds(dependencies: RoundsDependencies) {
  const context = createRoundContext(dependencies);
  const { db, now } = context;

  return {
    ...createRecords(db),

    /** Sends the round's closing win (its payout, zero included) and marks the round settled. */
    settle: (roundId: string): Promise<void> => settle(context, roundId),

    /** Starts a round: sends its bet, draws it and (unless a hand waits for decisions) settles it. */
    start: (launch: LaunchRow, draft: RoundDraft): Promise<string> => startRound(context, launch, draft),

    /** A blackjack decision; a double, split or insurance is a further bet, sent before the card is drawn. */
    act: (launch: LaunchRow, roundId: string, action: BlackjackAction): Promise<void> =>
      actOnHand(context, launch, roundId, action),

    /**
     * Finishes what a request left undone: a one-call spin without an answer is sent again, a round
     * without a standing bet is rolled back, a drawn round is settled, a hand's unanswered further bets are
     * refunded, and (with `standIdle`) a hand idle past the abandon time is played out by standing and
     * settled.
     */
    async finish(roundId: string, options: { standIdle: boolean }): Promise<void> {
      const round = await repository.roundById(db, roundId);
      if (!round) return;
      const at = now();
      if (isDrawnSpin(round)) await finishSpin(context, round);
      else if (round.state === 'betting' || round.state === 'rolling_back') await rollBack(context, roundId);
      else if (round.state === 'open' && round.payout !== null) await settle(context, roundId);
      else if (round.state === 'open' && round.engine === 'blackjack') {
        await finishHand(context, round, at, options.standIdle);
      }
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
