// What a home page list may hold beyond the feed's word for it. The Game shows list (560) holds game shows
// only, wherever they come from (decision 0809): an in-house live game on an engine of its own (not the
// studio's roulette, blackjack and baccarat tables), or an aggregator's game the aggregator calls a game
// show (its import puts it in the Game shows category and in no table category). While the catalogue holds
// none the list answers empty and the lobby leaves its row out (decision 0136).
import { homePageLists } from '@reelvault/contract/constants/categories';
import { gameType } from '@reelvault/contract/constants/statuses';
import { categoryBySlug } from './categories';

/** The studio's classic table engines: their games are RNG tables, never game shows. */
export const tableEngines: readonly string[] = ['roulette', 'blackjack', 'baccarat'];

/** The engine of the games an aggregator serves (the in-house studio never runs them, decision 0808). */
const externalEngine = 'external';

const gameShowsCategoryId = categoryBySlug.get('game-shows')?.id;

/** What the rule reads of a game: its type (slot or live), the engine it runs on and its categories. */
interface ListedGame {
  readonly type: number;
  readonly engine: string;
  readonly categoryIds: readonly number[];
}

/**
 * An in-house RNG table in the live casino (the operator's feed, a table engine): listed only while no
 * aggregator supplies real live games (decision 0809).
 */
export function isInHouseTable(game: { type: number; engine: string; source: string | null }): boolean {
  return game.type === gameType.live && game.source === null && tableEngines.includes(game.engine);
}

/** A live game that is a game show, not one of the classic tables. */
export function isGameShow(game: ListedGame): boolean {
  if (game.type !== gameType.live) return false;
  if (game.engine === externalEngine) {
    return gameShowsCategoryId !== undefined && game.categoryIds.includes(gameShowsCategoryId);
  }
  return !tableEngines.includes(game.engine);
}

/** Whether a game the feed put in a home page list is shown there. */
export function belongsOnHomeList(listId: number, game: ListedGame): boolean {
  return listId !== homePageLists.shows || isGameShow(game);
}

/** The entries of the home page lists that are shown there. */
export function onHomeLists<T extends { listId: number; game: ListedGame }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => belongsOnHomeList(entry.listId, entry.game));
}
