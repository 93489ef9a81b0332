// The in-house studio's API (/house/api/*) as a browser calls it: the site's fairness page and the studio's
// own game pages use this one client. The studio session travels as a bearer token and never as a cookie
// (the studio knows nothing of the platform's session); replies are parsed with the contract's schemas, and
// a refusal becomes a StudioFailure carrying the studio's error code.
import {
  roundRecord,
  roundReply,
  roundsReply,
  seedsReply,
  sessionReply,
  stateReply,
  studioErrorBody,
  studioPaths,
  type baccaratDealRequest,
  type blackjackActionRequest,
  type rouletteSpinRequest,
  type StudioErrorCode,
} from '@reelvault/contract/calls/studio';
import { routePath } from '@reelvault/contract/route';
import type { z } from 'zod';

/** A call the studio refused (its error code), or one that got no readable answer (`NETWORK`). */
export class StudioFailure extends Error {
  constructor(readonly code: StudioErrorCode | 'NETWORK') {
    super(code);
    this.name = 'StudioFailure';
  }
}

export interface StudioRequest {
  /** The studio session; none for the call that opens one. */
  readonly token?: string | null;
  /** Sent as JSON with POST; without it the call is a GET. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export async function studioFetch<T extends z.ZodType>(
  schema: T,
  path: string,
  request: StudioRequest = {},
): Promise<z.output<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
      credentials: 'omit',
    });
  } catch {
    throw new StudioFailure('NETWORK');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const failure = studioErrorBody.safeParse(body);
    throw new StudioFailure(failure.success ? failure.data.code : 'NETWORK');
  }
  return schema.parse(body);
}

/** Trades a launch token (from the platform's game session) for a studio session. */
export function openStudioSession(launchToken: string, signal?: AbortSignal) {
  return studioFetch(sessionReply, studioPaths.session, {
    body: { token: launchToken },
    ...(signal ? { signal } : {}),
  });
}

/** A request's value as a page may hold it: its lists read-only (the contract's input types are mutable). */
type Held<T> = T extends readonly (infer Item)[]
  ? readonly Held<Item>[]
  : T extends object
    ? { readonly [Key in keyof T]: Held<T[Key]> }
    : T;

export type StudioCalls = ReturnType<typeof studioCalls>;

/** The calls of one studio session. */
export function studioCalls(accessToken: string) {
  const call = <T extends z.ZodType>(schema: T, path: string, body?: unknown, signal?: AbortSignal) =>
    studioFetch(schema, path, { token: accessToken, body, ...(signal ? { signal } : {}) });
  return {
    state: (signal?: AbortSignal) => call(stateReply, studioPaths.state, undefined, signal),
    /** A spin at `stake`, or (`free`) one of the free spins awarded at this game, at the award's stake. */
    spinSlot: (stake: string, free = false) =>
      call(roundReply, studioPaths.slotSpin, free ? { stake, free } : { stake }),
    spinRoulette: (bets: Held<z.input<typeof rouletteSpinRequest>['bets']>) =>
      call(roundReply, studioPaths.rouletteSpin, { bets }),
    dealBaccarat: (bets: z.input<typeof baccaratDealRequest>['bets']) =>
      call(roundReply, studioPaths.baccaratDeal, { bets }),
    dealBlackjack: (bet: string) => call(roundReply, studioPaths.blackjackDeal, { bet }),
    actBlackjack: (roundId: string, action: z.input<typeof blackjackActionRequest>['action']) =>
      call(roundReply, studioPaths.blackjackAction, { round_id: roundId, action }),
    /** The player's latest rounds (of this game; of every game from the fairness page). */
    rounds: (limit: number, signal?: AbortSignal) =>
      call(roundsReply, `${studioPaths.rounds}?limit=${limit}`, undefined, signal),
    round: (id: string, signal?: AbortSignal) =>
      call(roundRecord, routePath(studioPaths.round, { id }), undefined, signal),
    seeds: (signal?: AbortSignal) => call(seedsReply, studioPaths.seeds, undefined, signal),
    /** Reveals the active server seed and starts a pair with the given client seed. */
    rotateSeeds: (clientSeed: string) =>
      call(seedsReply, studioPaths.rotateSeeds, { client_seed: clientSeed }),
  };
}
