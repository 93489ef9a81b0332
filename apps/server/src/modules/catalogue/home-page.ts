// The home page's lists (563, 559, 561, 560, 300) as the player site reads them: the feed's and the
// operator's lists with only what belongs there (home-lists.ts), and two rows filled from the catalogue
// when nothing is left in them (decision 0809). An aggregator names no list: with its real live games the
// feed's Popular Live (the studio's RNG tables) gives way to the most popular of those, and an empty Game
// shows row takes the catalogue's game shows, wherever they come from.
import type { Game } from '@reelvault/contract/calls/catalogue';
import { homePageLists } from '@reelvault/contract/constants/categories';
import { gameType } from '@reelvault/contract/constants/statuses';
import { isInHouseTable, onHomeLists } from './home-lists';
import type { CatalogueRepository, GameRow } from './repository';
import type { Snapshot } from './snapshot';

/** Games of a list filled here rather than by the feed (the feed's lists hold 24). */
const homeListLength = 24;

export type HomePage = Record<string, { id: number; name: string; games: Game[] }>;

/** The page lists by id; lists the catalogue holds but with no active game are there, empty. */
export async function buildHomePage(
  repository: Pick<CatalogueRepository, 'pageListNames' | 'pageListGames' | 'listPage' | 'gameShows'>,
  state: Pick<Snapshot, 'withoutInHouseLive'>,
  gameOut: (row: GameRow) => Game,
): Promise<HomePage> {
  const [names, entries] = await Promise.all([repository.pageListNames(), repository.pageListGames()]);
  const lists: HomePage = {};
  for (const list of names) lists[String(list.id)] = { id: list.id, name: list.name, games: [] };
  for (const entry of onHomeLists(entries)) {
    if (state.withoutInHouseLive && isInHouseTable(entry.game)) continue;
    lists[entry.listId]?.games.push(gameOut(entry.game));
  }
  const fills = [
    {
      id: homePageLists.live,
      name: 'Popular Live',
      rows: () =>
        state.withoutInHouseLive
          ? repository.listPage({ type: gameType.live, withoutInHouseLive: true }, homeListLength, 0)
          : Promise.resolve([]),
    },
    {
      id: homePageLists.shows,
      name: 'Game Shows',
      rows: () => repository.gameShows(state.withoutInHouseLive, homeListLength),
    },
  ];
  for (const fill of fills) {
    const key = String(fill.id);
    if ((lists[key]?.games.length ?? 0) > 0) continue;
    const games = (await fill.rows()).map(gameOut);
    if (games.length > 0) lists[key] = { id: fill.id, name: lists[key]?.name ?? fill.name, games };
  }
  return lists;
}
