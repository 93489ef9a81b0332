// The game show's live events on one node: while a page follows the show, the node reads the latest round
// and its bets every `feedMs` (one read for all its pages, as the live bets board does, decision 0509) and
// tells each page what changed: the round at each change of phase (betting open, flight started, crashed
// with its seed) and each bet as it stands, is cashed out or lost. Every node reads the same database, so a
// page on any node sees the rounds the driver runs on another.
import type { GameShowEvent } from '@reelvault/contract/calls/game-show';
import type { FastifyBaseLogger } from 'fastify';
import type { HouseDb } from '../db';
import type { GameShowSettings } from './driver';
import * as repository from './repository';
import { betView, roundView, shownBets } from './views';

export type GameShowListener = (event: GameShowEvent) => void;

interface Seen {
  /** The round, its shown bets in it. */
  readonly event: GameShowEvent;
  /** Each shown bet on its own. */
  readonly bets: readonly GameShowEvent[];
}

export function createShowFeed(
  db: HouseDb,
  now: () => Date,
  settings: GameShowSettings,
  log: FastifyBaseLogger,
) {
  const listeners = new Set<GameShowListener>();
  /** What was last told: the round and its phase, and each bet's public state. */
  let lastRound = '';
  const lastBets = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;

  /** The latest round's event, or undefined before the first round. */
  async function current(): Promise<Seen | undefined> {
    const round = await repository.latestRound(db);
    if (!round) return undefined;
    const chain = await repository.chainById(db, round.chainId);
    if (!chain) return undefined;
    const bets = await repository.betsOfRound(db, round.id);
    const view = roundView(round, chain, bets, now());
    return {
      event: { event: 'round', data: view },
      bets: shownBets(bets).map((bet) => ({ event: 'bet', data: betView(bet, chain.id) })),
    };
  }

  function tell(event: GameShowEvent): void {
    for (const listener of listeners) listener(event);
  }

  /** Notes what `seen` shows, and tells `send` what had not been told. */
  function remember(seen: Seen, send: GameShowListener): void {
    const round = seen.event.data as { id: string; phase: string };
    const roundKey = `${round.id}:${round.phase}`;
    if (roundKey !== lastRound) {
      if (!lastRound.startsWith(round.id)) lastBets.clear();
      lastRound = roundKey;
      send(seen.event);
    }
    for (const bet of seen.bets) {
      if (bet.event !== 'bet') continue;
      const key = `${bet.data.state}:${bet.data.cash_out ?? ''}`;
      if (lastBets.get(bet.data.id) === key) continue;
      lastBets.set(bet.data.id, key);
      send(bet);
    }
  }

  async function look(): Promise<void> {
    const seen = await current();
    if (seen) remember(seen, tell);
  }

  function start(): void {
    if (timer) return;
    timer = setInterval(() => {
      reading ??= look()
        .catch((error: unknown) => log.error({ err: error }, 'house: the game show feed could not read'))
        .finally(() => {
          reading = undefined;
        });
    }, settings.feedMs);
    timer.unref();
  }

  return {
    /** Follows the show: the round now (its bets in it) at once, then every change. */
    async subscribe(listener: GameShowListener): Promise<() => void> {
      const seen = await current();
      if (seen) listener(seen.event);
      // The first page: what it was just shown counts as told.
      if (seen && !timer) remember(seen, () => undefined);
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          lastRound = '';
          lastBets.clear();
        }
      };
    },

    /** Ends every page's stream (the app closes). */
    stop(): void {
      listeners.clear();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type ShowFeed = ReturnType<typeof createShowFeed>;
