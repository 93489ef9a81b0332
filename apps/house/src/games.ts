// The engines of packages/fair as the studio offers them, what every game shares: a round the player asked
// for (checked against the stake ladder and the table's limits before any money moves, in rounds/<game>.ts),
// how a round is drawn from its seeds, and the figures a game page shows. A round is drawn by replaying what
// the player chose on the round's seeds, the very function the verifier runs, so what is played and what is
// verified cannot differ.
import {
  roundPlay,
  type GameRules,
  type RoundPlayInput,
  type StudioEngine,
} from '@reelvault/contract/calls/studio';
import { walletMinorUnit } from '@reelvault/contract/money';
import { BaccaratBetError } from '@reelvault/fair/baccarat';
import { blackjackStake, type BlackjackState } from '@reelvault/fair/blackjack';
import type { RoundSeeds } from '@reelvault/fair/fair-stream';
import { RouletteBetError } from '@reelvault/fair/roulette';
import { publicRoundResult, type JsonValue } from '@reelvault/fair/round-json';
import { replayRound, type ReplayedRound } from '@reelvault/fair/round-replay';
import type { HouseExecutor } from './db';
import { StudioError } from './errors';
import type { LaunchRow } from './repository';
import type { RoundSettings } from './rounds/settings';
import type { LaunchedGame } from './schema';
import { inWholeMinorUnits } from './stakes';

/** A round the player asked for, checked, before its bet is sent. */
export interface RoundDraft {
  readonly engine: StudioEngine;
  /** What is stored and replayed (amounts as strings). */
  readonly play: RoundPlayInput;
  readonly stake: bigint;
  /** A free round the platform awarded (decision 1113): its reward. The stake is the award's; no money moves. */
  readonly rewardUuid?: string;
}

/** A drawn round: its public result, and its payout once it is over (null while a hand waits for decisions). */
export interface DrawnRound {
  readonly replayed: ReplayedRound;
  readonly result: JsonValue;
  readonly payout: bigint | null;
  readonly stake: bigint;
}

/** What a game adds to every round's life: the rules its page shows, and when it refuses a new round. */
export interface HouseGame {
  readonly rules: (game: LaunchedGame, gameCode: string, currency: string) => GameRules;
  /** Checked under the player's seed-pair lock before the opening bet is recorded. */
  readonly checkStart?: (
    tx: HouseExecutor,
    launch: LaunchRow,
    startedAt: Date,
    settings: RoundSettings,
  ) => Promise<void>;
}

/** A bet the engine's own check refuses is refused to the player with its reason. */
export function refused(error: unknown): never {
  if (error instanceof RouletteBetError || error instanceof BaccaratBetError) {
    throw new StudioError('BET_REFUSED', error.message);
  }
  throw error;
}

/**
 * Refuses amounts the player's currency cannot book (a fraction of a cent, of a yen): the platform would take
 * such a stake never, or pay its win never (ADR 0604).
 */
export function requireWholeMinorUnits(currency: string, amounts: readonly bigint[]): void {
  if (!inWholeMinorUnits(currency, amounts)) {
    throw new StudioError(
      'BET_REFUSED',
      `Every amount must be a whole number of the smallest unit of ${currency} (${walletMinorUnit(currency)} wallet units).`,
    );
  }
}

/** Plays (or replays) a round on its seeds. */
export function drawRound(seeds: RoundSeeds, play: RoundPlayInput): DrawnRound {
  const replayed = replayRound(seeds, roundPlay.parse(play));
  const result = publicRoundResult(replayed);
  switch (replayed.engine) {
    case 'blackjack': {
      const state: BlackjackState = replayed.round;
      return { replayed, result, payout: state.result?.totalPayout ?? null, stake: blackjackStake(state) };
    }
    case 'video-slot-5x3':
      return { replayed, result, payout: replayed.round.totalPayout, stake: replayed.round.stake };
    case 'roulette-european':
    case 'baccarat-punto-banco':
      return { replayed, result, payout: replayed.round.totalPayout, stake: replayed.round.totalStake };
    case 'dice':
      throw new Error('the studio offers no dice game');
  }
}

/** A page's figures travel as strings: amounts, limits and percentages. */
export const amountStrings = (list: readonly bigint[]): string[] => list.map(String);

export const limitStrings = (values: object): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

export const percent = (decimalFraction: string): string => (Number(decimalFraction) * 100).toFixed(2);
