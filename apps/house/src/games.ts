// The engines of packages/fair as the studio offers them: what a player may choose at each game (checked
// against the stake ladder and the table's limits before any money moves), how a round is drawn from its
// seeds, and the rules a game page shows. A round is drawn by replaying what the player chose on the round's
// seeds, the very function the verifier runs, so what is played and what is verified cannot differ.
import {
  baccaratSides,
  roundPlay,
  type BaccaratBetsInput,
  type baccaratBets as baccaratBetsSchema,
  type GameRules,
  type RouletteBetInput,
  type RoundPlayInput,
  type StudioEngine,
} from '@reelvault/contract/calls/studio';
import {
  BACCARAT_ENGINE,
  BaccaratBetError,
  baccaratHouseEdges,
  validateBaccaratBets,
  type BaccaratBets,
} from '@reelvault/fair/baccarat';
import {
  BLACKJACK_ENGINE,
  BLACKJACK_HOUSE_EDGE_PERCENT,
  blackjackStake,
  type BlackjackState,
} from '@reelvault/fair/blackjack';
import type { RoundSeeds } from '@reelvault/fair/fair-stream';
import {
  ROULETTE_ENGINE,
  RouletteBetError,
  validateRouletteBets,
  type RouletteBet,
} from '@reelvault/fair/roulette';
import { publicRoundResult, type JsonValue } from '@reelvault/fair/round-json';
import { replayRound, type ReplayedRound } from '@reelvault/fair/round-replay';
import { parSheetOf } from '@reelvault/fair/slots/par-sheets';
import { SLOT_SKINS, type SlotSkin } from '@reelvault/fair/slots/skins';
import { SLOT_MODELS, slotModel } from '@reelvault/fair/slots/slot-models';
import { SLOT_ENGINE, type SlotModel } from '@reelvault/fair/slots/slot-model';
import type { z } from 'zod';
import { StudioError } from './errors';
import type { LaunchedGame } from './schema';
import { walletMinorUnit } from '@reelvault/contract/money';
import {
  baccaratLimits,
  blackjackLimits,
  cardChips,
  inWholeMinorUnits,
  rouletteChips,
  rouletteLimits,
  slotStakes,
} from './stakes';

/** A round the player asked for, checked, before its bet is sent. */
export interface RoundDraft {
  readonly engine: StudioEngine;
  /** What is stored and replayed (amounts as strings). */
  readonly play: RoundPlayInput;
  readonly stake: bigint;
}

/** A drawn round: its public result, and its payout once it is over (null while a hand waits for decisions). */
export interface DrawnRound {
  readonly replayed: ReplayedRound;
  readonly result: JsonValue;
  readonly payout: bigint | null;
  readonly stake: bigint;
}

const catalogueSlotModels: Readonly<Record<string, string>> = {
  'slot-low': 'classic-low',
  'slot-medium': 'classic-medium',
  'slot-high': 'classic-high',
};

/** The studio's math model behind a catalogue model (`slot-high` plays `classic-high`). */
export function slotModelOf(game: LaunchedGame): SlotModel {
  const id = catalogueSlotModels[game.model] ?? game.model;
  if (!SLOT_MODELS.some((model) => model.id === id)) {
    throw new StudioError('NOT_FOUND', `The studio has no slot model "${game.model}"`);
  }
  return slotModel(id);
}

/** Symbol sets by the themes they suit best; other themes get one of the model's sets by the game's code. */
const skinThemes: Readonly<Record<string, readonly string[]>> = {
  'neon-fruits': ['fruits', 'classic', 'sweets', 'luck', 'gems', 'luxury', 'space', 'jackpot'],
  'pearl-lagoon': ['ocean', 'pirates'],
  'dragons-hoard': ['fantasy', 'mythology', 'asia', 'magic', 'horror', 'vikings'],
  'aztec-sun': ['aztec', 'adventure', 'west', 'wild'],
  'pharaohs-vault': ['egypt', 'mythology', 'luxury', 'gems', 'aztec'],
  'frost-wolf': ['wild', 'vikings', 'west', 'horror', 'fantasy'],
};

export function slotSkinOf(model: SlotModel, game: LaunchedGame, gameCode: string): SlotSkin {
  const candidates = SLOT_SKINS.filter((skin) => skin.model === model.id);
  const themed = candidates.find((skin) => skinThemes[skin.id]?.includes(game.theme));
  if (themed) return themed;
  let hash = 0;
  for (const character of gameCode) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  const picked = candidates[hash % Math.max(candidates.length, 1)];
  if (!picked) throw new Error(`slot model ${model.id} has no skin`);
  return picked;
}

function refused(error: unknown): never {
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

export function slotDraft(game: LaunchedGame, currency: string, stake: bigint): RoundDraft {
  const model = slotModelOf(game);
  requireWholeMinorUnits(currency, [stake]);
  if (!slotStakes(currency).includes(stake))
    throw new StudioError('BET_REFUSED', 'Choose a stake from the list.');
  return {
    engine: 'slot',
    play: { engine: SLOT_ENGINE, mathVersion: model.mathVersion, model: model.id, stake: stake.toString() },
    stake,
  };
}

export function rouletteDraft(currency: string, bets: readonly RouletteBet[]): RoundDraft {
  requireWholeMinorUnits(
    currency,
    bets.map((bet) => bet.amount),
  );
  try {
    validateRouletteBets(bets, rouletteLimits(currency));
  } catch (error) {
    refused(error);
  }
  return {
    engine: 'roulette',
    play: {
      engine: ROULETTE_ENGINE.engine,
      mathVersion: ROULETTE_ENGINE.mathVersion,
      bets: bets.map((bet): RouletteBetInput =>
        'numbers' in bet
          ? { kind: bet.kind, numbers: [...bet.numbers], amount: bet.amount.toString() }
          : { ...bet, amount: bet.amount.toString() },
      ),
    },
    stake: bets.reduce((sum, bet) => sum + bet.amount, 0n),
  };
}

export function baccaratDraft(currency: string, bets: z.output<typeof baccaratBetsSchema>): RoundDraft {
  const placed: BaccaratBets = bets;
  requireWholeMinorUnits(currency, Object.values(placed));
  try {
    validateBaccaratBets(placed, baccaratLimits(currency));
  } catch (error) {
    refused(error);
  }
  const wire: BaccaratBetsInput = {};
  let stake = 0n;
  for (const side of baccaratSides) {
    const amount = placed[side];
    if (amount === undefined) continue;
    wire[side] = amount.toString();
    stake += amount;
  }
  return {
    engine: 'baccarat',
    play: {
      engine: BACCARAT_ENGINE.engine,
      mathVersion: BACCARAT_ENGINE.mathVersion,
      bets: wire,
      minorUnit: walletMinorUnit(currency).toString(),
    },
    stake,
  };
}

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

const percent = (decimalFraction: string): string => (Number(decimalFraction) * 100).toFixed(2);

let baccaratEdges: Record<string, string> | undefined;

/** The rules and figures a game page shows: paytable and RTP, or odds and house edges, and the stakes. */
export function gameRules(
  engine: StudioEngine,
  game: LaunchedGame,
  gameCode: string,
  currency: string,
): GameRules {
  const amounts = (list: readonly bigint[]) => list.map(String);
  const limits = (values: object) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
  switch (engine) {
    case 'slot': {
      const model = slotModelOf(game);
      const skin = slotSkinOf(model, game, gameCode);
      const sheet = parSheetOf(model.id);
      const pays = (code: string) =>
        Object.fromEntries(
          Object.entries(model.linePays[code] ?? {}).map(([count, pay]) => [count, pay ?? 0]),
        );
      return {
        engine,
        model: model.id,
        volatility: model.volatility,
        rtp: sheet.rtp.decimal,
        hit_frequency: sheet.hitFrequency.decimal,
        stakes: amounts(slotStakes(currency)),
        lines: model.lines.map((line) => [...line]),
        symbols: model.symbols.map((symbol) => ({
          code: symbol.id,
          kind: symbol.kind,
          name: skin.symbols[symbol.id]?.name ?? symbol.id,
          colour: skin.symbols[symbol.id]?.colour ?? '#ffffff',
          pays: pays(symbol.id),
        })),
        scatter: {
          pays: Object.fromEntries(Object.entries(model.scatter.pays).map(([n, pay]) => [n, pay ?? 0])),
          free_spins: Object.fromEntries(
            Object.entries(model.scatter.freeSpins).map(([n, spins]) => [n, spins ?? 0]),
          ),
          multiplier: model.freeSpins.multiplier,
          max_spins: model.freeSpins.maxSpins,
        },
      };
    }
    case 'roulette':
      return {
        engine,
        house_edge: percent(String(1 / 37)),
        chips: amounts(rouletteChips(currency)),
        limits: limits(rouletteLimits(currency)),
      };
    case 'baccarat':
      baccaratEdges ??= Object.fromEntries(
        Object.entries(baccaratHouseEdges()).map(([side, edge]) => [side, percent(edge.toDecimal(8))]),
      );
      return {
        engine,
        house_edges: baccaratEdges,
        chips: amounts(cardChips(currency)),
        limits: limits(baccaratLimits(currency)),
      };
    case 'blackjack':
      return {
        engine,
        house_edge: BLACKJACK_HOUSE_EDGE_PERCENT.toFixed(2),
        chips: amounts(cardChips(currency)),
        limits: limits(blackjackLimits(currency)),
      };
  }
}
