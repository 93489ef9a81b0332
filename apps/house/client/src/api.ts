// The studio's API as a game page calls it (the one client of @reelvault/studio-client): the launch token
// from the URL's fragment is traded for a studio session once, and the session is kept in sessionStorage
// (this tab only, survives a reload).
import { launchTokenParameter } from '@reelvault/contract/calls/studio';
import { gameShowCalls } from '@reelvault/studio-client/game-show-client';
import { openStudioSession, StudioFailure, studioCalls } from '@reelvault/studio-client/studio-client';

const storageKey = (game: string) => `reelvault.house.${game}`;

function stored(game: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(game));
  } catch {
    return null;
  }
}

function store(game: string, token: string | null): void {
  try {
    if (token) sessionStorage.setItem(storageKey(game), token);
    else sessionStorage.removeItem(storageKey(game));
  } catch {
    // The session then lasts for this page view only.
  }
}

/** Takes the launch token out of the address bar (so it is neither kept in history nor shared). */
export function takeLaunchToken(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get(launchTokenParameter);
  if (token) history.replaceState(null, '', window.location.pathname + window.location.search);
  return token;
}

export type StudioClient = ReturnType<typeof studioClient>;

/** Calls for one game page (or the fairness page, with game `fairness`); `show`: the game show's. */
export function studioClient(game: string, accessToken: string) {
  return { ...studioCalls(accessToken), show: gameShowCalls(accessToken), forget: () => store(game, null) };
}

/**
 * The studio session of this tab: a fresh one from a launch token, or the one kept from before a reload.
 * Null when there is neither (the player must open the game again from the lobby).
 */
export async function openSession(game: string, launchToken: string | null) {
  if (launchToken) {
    const session = await openStudioSession(launchToken);
    store(game, session.access_token);
    return { client: studioClient(game, session.access_token), state: session };
  }
  const kept = stored(game);
  if (!kept) return null;
  const client = studioClient(game, kept);
  try {
    return { client, state: await client.state() };
  } catch (error) {
    if (error instanceof StudioFailure && error.code === 'SESSION_INVALID') {
      store(game, null);
      return null;
    }
    throw error;
  }
}
