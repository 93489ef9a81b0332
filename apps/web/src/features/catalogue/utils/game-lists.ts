// The rules of the game lists that do not need React: paging ("Show more" and "displaying n/total"),
// where a list's filters live in the address, the provider picker's search, where a game card leads, and
// the favourites' tabs.
import type { Game } from '@reelvault/contract/calls/catalogue';
import type { Pagination } from '@reelvault/contract/pagination';
import { gameType } from '@reelvault/contract/constants/statuses';
import { listSizes } from '@reelvault/contract/constants/paging';
import { loginPathFor } from '@/lib/return-path';

/** The page "Show more" asks for next, or undefined on the last page (the button is then disabled). */
export function nextPageOf(pagination: Pagination): number | undefined {
  return pagination.page < pagination.pages ? pagination.page + 1 : undefined;
}

/** Games shown after appending pages, and the list's total, for "displaying n/total". */
export function shownOf(pages: readonly { games: readonly unknown[]; pagination: Pagination }[]): {
  shown: number;
  total: number;
} {
  const last = pages[pages.length - 1];
  return {
    shown: pages.reduce((count, page) => count + page.games.length, 0),
    total: last?.pagination.total ?? 0,
  };
}

/** The two lobbies with game lists; their paths are `/slots...` and `/live-casino...`. */
export type Lobby = 'slots' | 'live-casino';

export interface ListFilter {
  readonly lobby: Lobby;
  /** A category's class (slug); absent for All. */
  readonly category?: string | undefined;
  /** A studio, by slug and id (the id is part of the spec's provider paths). */
  readonly provider?: { readonly slug: string; readonly id: number } | undefined;
}

/** The provider's query parameter on a category path (`/slots/category/egypt?provider=...`). */
export const providerParam = 'provider';

/**
 * Where a list with these filters lives: `/slots`, `/slots/category/{class}`, `/slots/providers/{slug}/{id}`,
 * or a category path with `?provider=` when both are chosen.
 */
export function listPath(filter: ListFilter): string {
  const base = `/${filter.lobby}`;
  if (filter.category) {
    const path = `${base}/category/${encodeURIComponent(filter.category)}`;
    return filter.provider ? `${path}?${providerParam}=${encodeURIComponent(filter.provider.slug)}` : path;
  }
  if (filter.provider)
    return `${base}/providers/${encodeURIComponent(filter.provider.slug)}/${filter.provider.id}`;
  return base;
}

/** Providers whose name contains the term, ignoring case (spec 000, section 5); all for a blank term. */
export function filterProviders<T extends { readonly name: string }>(
  providers: readonly T[],
  term: string,
  locale?: string,
): T[] {
  const needle = term.trim().toLocaleLowerCase(locale);
  if (!needle) return [...providers];
  return providers.filter((provider) => provider.name.toLocaleLowerCase(locale).includes(needle));
}

export const playPath = (gameId: number): string => `/play/${gameId}`;

/**
 * Where opening a game leads (spec 000, section 4): the play page on a phone or for a logged-in player,
 * otherwise the login page, which returns to the game afterwards.
 */
export function gameOpenPath(gameId: number, visitor: { loggedIn: boolean; mobile: boolean }): string {
  const play = playPath(gameId);
  return visitor.loggedIn || visitor.mobile ? play : loginPathFor(play);
}

export type FavouritesTab = 'all' | 'slots' | 'live';

export const favouritesTabs: readonly FavouritesTab[] = ['all', 'slots', 'live'];

/** The favourites a tab shows: All, Slots (type 4) or Live casino (type 5), at most 24, in list order. */
export function favouritesOf<T extends Pick<Game, 'type'>>(games: readonly T[], tab: FavouritesTab): T[] {
  const wanted = tab === 'slots' ? gameType.slot : tab === 'live' ? gameType.live : undefined;
  return games
    .filter((game) => wanted === undefined || game.type === wanted)
    .slice(0, listSizes.favouritesMax);
}

/** A copy of `games` in random order (Fisher-Yates); `random` returns [0, 1). */
export function shuffledGames<T>(games: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...games];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
