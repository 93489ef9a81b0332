// Punto banco at the studio: the sides a player may back (whole minor units, within the table's limits)
// and the house edges, chips and limits its page shows.
import {
  baccaratSides,
  type BaccaratBetsInput,
  type baccaratBets as baccaratBetsSchema,
  type GameRules,
} from '@reelvault/contract/calls/studio';
import { walletMinorUnit } from '@reelvault/contract/money';
import {
  BACCARAT_ENGINE,
  baccaratHouseEdges,
  validateBaccaratBets,
  type BaccaratBets,
} from '@reelvault/fair/baccarat';
import type { z } from 'zod';
import {
  amountStrings,
  limitStrings,
  percent,
  refused,
  requireWholeMinorUnits,
  type HouseGame,
  type RoundDraft,
} from '../games';
import { baccaratLimits, cardChips } from '../stakes';

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

// Worked out exactly once, on the first page that shows them.
let baccaratEdges: Record<string, string> | undefined;

function baccaratRules(_game: unknown, _gameCode: string, currency: string): GameRules {
  baccaratEdges ??= Object.fromEntries(
    Object.entries(baccaratHouseEdges()).map(([side, edge]) => [side, percent(edge.toDecimal(8))]),
  );
  return {
    engine: 'baccarat',
    house_edges: baccaratEdges,
    chips: amountStrings(cardChips(currency)),
    limits: limitStrings(baccaratLimits(currency)),
  };
}

export const baccaratGame: HouseGame = { rules: baccaratRules };
