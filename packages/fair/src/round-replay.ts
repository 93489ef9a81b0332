// The verifier's single entry point: from the revealed seeds and a round's record (engine, math version and
// what the player chose), the outcome the studio must have produced. The web app compares it with the round
// history; apps/house may call it to check a stored round.
import {
  BACCARAT_ENGINE,
  dealBaccarat,
  settleBaccarat,
  type BaccaratBets,
  type BaccaratRound,
} from './baccarat';
import { BLACKJACK_ENGINE, replayBlackjack, type BlackjackAction, type BlackjackState } from './blackjack';
import { DICE_ENGINE, diceRollHundredths } from './dice';
import { FairStream, type RoundSeeds } from './fair-stream';
import {
  pocketFromFloat,
  ROULETTE_ENGINE,
  settleRoulette,
  type RouletteBet,
  type RouletteRound,
} from './roulette';
import { SLOT_MODELS } from './slots/slot-models';
import { SLOT_ENGINE } from './slots/slot-model';
import { playSlotRound, type SlotRound } from './slots/slot-round';

export type RoundRecord =
  | {
      readonly engine: typeof SLOT_ENGINE;
      readonly mathVersion: string;
      readonly model: string;
      readonly stake: bigint;
    }
  | {
      readonly engine: typeof ROULETTE_ENGINE.engine;
      readonly mathVersion: string;
      readonly bets: readonly RouletteBet[];
    }
  | {
      readonly engine: typeof BACCARAT_ENGINE.engine;
      readonly mathVersion: string;
      readonly bets: BaccaratBets;
      /** The currency's smallest amount in the bets' units; 1 when absent. */
      readonly minorUnit?: bigint | undefined;
    }
  | {
      readonly engine: typeof BLACKJACK_ENGINE.engine;
      readonly mathVersion: string;
      readonly bet: bigint;
      readonly actions: readonly BlackjackAction[];
      /** The currency's smallest amount in the bet's units; 1 when absent. */
      readonly minorUnit?: bigint | undefined;
    }
  | { readonly engine: typeof DICE_ENGINE.engine; readonly mathVersion: string };

export type ReplayedRound =
  | { readonly engine: typeof SLOT_ENGINE; readonly round: SlotRound }
  | { readonly engine: typeof ROULETTE_ENGINE.engine; readonly round: RouletteRound }
  | { readonly engine: typeof BACCARAT_ENGINE.engine; readonly round: BaccaratRound }
  | { readonly engine: typeof BLACKJACK_ENGINE.engine; readonly round: BlackjackState }
  | { readonly engine: typeof DICE_ENGINE.engine; readonly round: { readonly rollHundredths: number } };

export class ReplayError extends Error {
  constructor(
    readonly code: 'MATH_VERSION_UNKNOWN' | 'MODEL_UNKNOWN',
    message: string,
  ) {
    super(message);
    this.name = 'ReplayError';
  }
}

function sameVersion(recorded: string, current: string): void {
  if (recorded !== current) {
    throw new ReplayError(
      'MATH_VERSION_UNKNOWN',
      `This round was played on math ${recorded}; this verifier has ${current}`,
    );
  }
}

/** Replays a round from cursor 0 of its seeds. */
export function replayRound(seeds: RoundSeeds, record: RoundRecord): ReplayedRound {
  const stream = new FairStream(seeds);
  switch (record.engine) {
    case SLOT_ENGINE: {
      const model = SLOT_MODELS.find((candidate) => candidate.id === record.model);
      if (!model) throw new ReplayError('MODEL_UNKNOWN', `No slot model "${record.model}"`);
      sameVersion(record.mathVersion, model.mathVersion);
      return { engine: record.engine, round: playSlotRound(model, stream, record.stake) };
    }
    case ROULETTE_ENGINE.engine:
      sameVersion(record.mathVersion, ROULETTE_ENGINE.mathVersion);
      return {
        engine: record.engine,
        round: settleRoulette(pocketFromFloat(stream.nextFloat()), record.bets),
      };
    case BACCARAT_ENGINE.engine:
      sameVersion(record.mathVersion, BACCARAT_ENGINE.mathVersion);
      return {
        engine: record.engine,
        round: settleBaccarat(dealBaccarat(stream), record.bets, record.minorUnit),
      };
    case BLACKJACK_ENGINE.engine:
      sameVersion(record.mathVersion, BLACKJACK_ENGINE.mathVersion);
      return {
        engine: record.engine,
        round: replayBlackjack(stream, record.bet, record.actions, record.minorUnit),
      };
    case DICE_ENGINE.engine:
      sameVersion(record.mathVersion, DICE_ENGINE.mathVersion);
      return { engine: record.engine, round: { rollHundredths: diceRollHundredths(stream.nextFloat()) } };
  }
}
