// The studio's games by engine: what each adds to a round's life (its page's rules, its refusal of a new
// round). The round's money, whatever the game, lives in opening.ts and closing.ts.
import type { GameRules, StudioEngine } from '@reelvault/contract/calls/studio';
import type { HouseGame } from '../games';
import type { LaunchedGame } from '../schema';
import { baccaratGame } from './baccarat';
import { blackjackGame } from './blackjack';
import { rouletteGame } from './roulette';
import { slotGame } from './slot';

export const houseGames: Readonly<Record<StudioEngine, HouseGame>> = {
  slot: slotGame,
  roulette: rouletteGame,
  baccarat: baccaratGame,
  blackjack: blackjackGame,
};

/** The rules and figures a game page shows: paytable and RTP, or odds and house edges, and the stakes. */
export function gameRules(
  engine: StudioEngine,
  game: LaunchedGame,
  gameCode: string,
  currency: string,
): GameRules {
  return houseGames[engine].rules(game, gameCode, currency);
}
