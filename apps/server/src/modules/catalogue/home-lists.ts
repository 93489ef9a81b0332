// What a home page list may hold beyond the feed's word for it. The Game shows list (560) holds game shows
// only: live games on an engine of their own, not the studio's roulette, blackjack and baccarat tables
// (the demo catalogue's "shows" are roulette wheels in a show's dress). Until such an engine exists the
// list answers empty and the lobby leaves its row out (decision 0136).
import { homePageLists } from '@reelvault/contract/constants/categories';
import { gameType } from '@reelvault/contract/constants/statuses';

const tableEngines: ReadonlySet<string> = new Set(['roulette', 'blackjack', 'baccarat']);

/** What the rule reads of a game: its type (slot or live) and the studio engine it runs on. */
interface ListedGame {
  readonly type: number;
  readonly engine: string;
}

/** A live game that is not one of the classic tables. */
export function isGameShow(game: ListedGame): boolean {
  return game.type === gameType.live && !tableEngines.has(game.engine);
}

/** Whether a game the feed put in a home page list is shown there. */
export function belongsOnHomeList(listId: number, game: ListedGame): boolean {
  return listId !== homePageLists.shows || isGameShow(game);
}

/** The entries of the home page lists that are shown there. */
export function onHomeLists<T extends { listId: number; game: ListedGame }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => belongsOnHomeList(entry.listId, entry.game));
}
