// The studio's API as the game page calls it: the launch token from the URL's fragment is traded for a
// studio session once, kept in sessionStorage (this tab only, survives a reload), and sent as a bearer token.
// Replies are parsed with the contract's schemas; failures carry the studio's error code.
import {
  launchTokenParameter,
  roundReply,
  roundsReply,
  seedsReply,
  sessionReply,
  stateReply,
  studioErrorBody,
  studioPaths,
  type StudioErrorCode,
} from '@reelvault/contract/calls/studio';
import type { z } from 'zod';

export class StudioFailure extends Error {
  constructor(readonly code: StudioErrorCode | 'NETWORK') {
    super(code);
    this.name = 'StudioFailure';
  }
}

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

async function request<T extends z.ZodType>(
  schema: T,
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; token?: string | null } = {},
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      credentials: 'omit',
    });
  } catch {
    throw new StudioFailure('NETWORK');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = studioErrorBody.safeParse(body);
    throw new StudioFailure(error.success ? error.data.code : 'NETWORK');
  }
  return schema.parse(body);
}

/** Takes the launch token out of the address bar (so it is neither kept in history nor shared). */
export function takeLaunchToken(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get(launchTokenParameter);
  if (token) history.replaceState(null, '', window.location.pathname + window.location.search);
  return token;
}

export type StudioClient = ReturnType<typeof studioClient>;

/** Calls for one game page (or the fairness page, with game `fairness`). */
export function studioClient(game: string, accessToken: string) {
  const call = <T extends z.ZodType>(schema: T, path: string, body?: unknown) =>
    request(schema, path, { token: accessToken, method: body === undefined ? 'GET' : 'POST', body });
  return {
    state: () => call(stateReply, studioPaths.state),
    spinSlot: (stake: string) => call(roundReply, studioPaths.slotSpin, { stake }),
    spinRoulette: (bets: unknown[]) => call(roundReply, studioPaths.rouletteSpin, { bets }),
    dealBaccarat: (bets: Record<string, string>) => call(roundReply, studioPaths.baccaratDeal, { bets }),
    dealBlackjack: (bet: string) => call(roundReply, studioPaths.blackjackDeal, { bet }),
    actBlackjack: (roundId: string, action: unknown) =>
      call(roundReply, studioPaths.blackjackAction, { round_id: roundId, action }),
    rounds: (limit: number) => call(roundsReply, `${studioPaths.rounds}?limit=${limit}`),
    seeds: () => call(seedsReply, studioPaths.seeds),
    rotate: (clientSeed: string) => call(seedsReply, studioPaths.rotateSeeds, { client_seed: clientSeed }),
    forget: () => store(game, null),
  };
}

/**
 * The studio session of this tab: a fresh one from a launch token, or the one kept from before a reload.
 * Null when there is neither (the player must open the game again from the lobby).
 */
export async function openSession(game: string, launchToken: string | null) {
  if (launchToken) {
    const session = await request(sessionReply, studioPaths.session, {
      method: 'POST',
      body: { token: launchToken },
    });
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
