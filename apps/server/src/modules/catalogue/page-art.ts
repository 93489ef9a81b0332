// The art a page shows first, named in the page's first HTML as image preloads: a lobby's first row of
// cards, a game page's stage. A phone fetches those pictures with the page's code, instead of after the
// code has run, asked for the list or the game and drawn it (they are what the page is judged by, its
// largest paint). Same srcset and sizes as the cards, so the browser takes the preloaded pictures.
// Decision record 1011.
import { gameArtSrcSet, gameCardArtSizes } from '@reelvault/contract/calls/catalogue';
import { AppError } from '../../http/app-error';
import { escapeXml } from './game-art';
import type { CatalogueService } from './service';

/** The lobbies whose first screen is a grid of their games, most popular first (as the web app asks). */
const lobbyTypes: Readonly<Record<string, 'slot' | 'live'>> = { '/slots': 'slot', '/live-casino': 'live' };

/** A phone's first row (three columns); wider screens show these first too. */
export const preloadedCards = 3;

/**
 * A picture's preload: by its srcset and `sizes` where the page's <img> has them (the browser then takes
 * the preload only for the same choice), else by its address.
 */
export function imagePreloadLink(image: string, sizes?: string): string {
  const srcset = sizes === undefined ? undefined : gameArtSrcSet(image);
  const sources =
    srcset && sizes !== undefined
      ? ` imagesrcset="${escapeXml(srcset)}" imagesizes="${escapeXml(sizes)}"`
      : ` href="${escapeXml(image)}"`;
  return `<link rel="preload" as="image"${sources} fetchpriority="high">`;
}

/** A game's page: its stage shows the game's art (the `image`, no srcset) behind the launch panel. */
const gamePage = /^\/(?:play|launcher)\/([1-9]\d{0,9})$/;

export function pageArtPreloads(
  service: Pick<CatalogueService, 'listGames' | 'game'>,
): (pathname: string) => Promise<string[]> {
  return async (pathname) => {
    const type = lobbyTypes[pathname];
    if (type) {
      const { games } = await service.listGames({ type, page: 1, perPage: preloadedCards });
      return games.map((game) => imagePreloadLink(game.image, gameCardArtSizes));
    }
    const gameId = gamePage.exec(pathname)?.[1];
    if (gameId) {
      try {
        return [imagePreloadLink((await service.game(Number(gameId))).image)];
      } catch (error) {
        // An unknown or retired game's page shows no art: nothing to preload.
        if (error instanceof AppError) return [];
        throw error;
      }
    }
    return [];
  };
}
