// European roulette at the studio: the bets a player may place (whole minor units, within the table's
// limits) and the odds, chips and limits its page shows.
import type { GameRules, RouletteBetInput } from '@reelvault/contract/calls/studio';
import { ROULETTE_ENGINE, validateRouletteBets, type RouletteBet } from '@reelvault/fair/roulette';
import {
  amountStrings,
  limitStrings,
  percent,
  refused,
  requireWholeMinorUnits,
  type HouseGame,
  type RoundDraft,
} from '../games';
import { rouletteChips, rouletteLimits } from '../stakes';

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

function rouletteRules(_game: unknown, _gameCode: string, currency: string): GameRules {
  return {
    engine: 'roulette',
    house_edge: percent(String(1 / 37)),
    chips: amountStrings(rouletteChips(currency)),
    limits: limitStrings(rouletteLimits(currency)),
  };
}

export const rouletteGame: HouseGame = { rules: rouletteRules };
