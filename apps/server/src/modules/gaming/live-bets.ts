// The live bets board: rounds of every player as they settle, sent to the lobby over server-sent events.
// Each server node looks at the settled rounds once a second while someone watches (one query per node,
// not per visitor), so rounds played through any node reach every board without a message bus. A player
// is shown by a masked username; the game by its catalogue name.
import { liveBetsKept, type LiveBet } from '@reelvault/contract/calls/play';
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { DbExecutor } from '../../db/database';
import { settledRounds, type SettledRoundRow } from './repository';

export interface LiveBetsDependencies {
  readonly db: DbExecutor;
  readonly usernames: (playerIds: readonly number[]) => Promise<Map<number, string>>;
  readonly gameCards: (
    identifiers: readonly string[],
  ) => Promise<Map<string, { id: number; name: string; image: string }>>;
  readonly pollMs?: number;
  readonly onError?: (error: unknown) => void;
}

/** How far back each look reaches past the last round seen: commits land out of order. */
const overlapMs = 5_000;
const batchLimit = 100;
const seenLimit = 2_000;

/** "rosalind" -> "ro***d"; short names keep only their first character. */
export function maskUsername(username: string): string {
  const characters = [...username];
  if (characters.length <= 4) return `${characters[0] ?? ''}***`;
  return `${characters.slice(0, 2).join('')}***${characters.at(-1) ?? ''}`;
}

/** Win over bet with two decimals, rounded down ("1.50"). */
export function multiplierOf(bet: bigint, win: bigint): string {
  if (bet <= 0n) return '0.00';
  const hundredths = (win * 100n) / bet;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

export type LiveBetListener = (bet: LiveBet) => void;

export function createLiveBetsBoard(dependencies: LiveBetsDependencies) {
  const { db, usernames, gameCards } = dependencies;
  const pollMs = dependencies.pollMs ?? 1_000;
  const listeners = new Set<LiveBetListener>();
  /** Newest first, at most liveBetsKept. */
  let latest: LiveBet[] = [];
  let loaded: Promise<void> | undefined;
  let since = new Date(0);
  const seen = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let looking: Promise<void> | undefined;

  async function toBets(rows: readonly SettledRoundRow[]): Promise<LiveBet[]> {
    const [names, games] = await Promise.all([
      usernames(rows.map((row) => row.playerId)),
      gameCards(rows.map((row) => row.gameCode)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      player: maskUsername(names.get(row.playerId) ?? 'player'),
      game: games.get(row.gameCode) ?? null,
      currency: row.currency,
      bet_amount: formatCurrencyAmount(row.betTotal, row.currency),
      win: formatCurrencyAmount(row.winTotal, row.currency),
      multiplier: multiplierOf(row.betTotal, row.winTotal),
      settled_at: row.settledAt.toISOString(),
    }));
  }

  function remember(id: string): void {
    seen.add(id);
    if (seen.size > seenLimit) {
      const oldest = seen.values().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
  }

  /** Reads what settled since the last look; new rounds go to the board and to every listener. */
  async function look(): Promise<void> {
    const rows = await settledRounds(db, new Date(since.getTime() - overlapMs), batchLimit);
    const fresh = rows.filter((row) => !seen.has(row.id)).reverse();
    if (fresh.length === 0) return;
    for (const row of fresh) {
      remember(row.id);
      if (row.settledAt > since) since = row.settledAt;
    }
    const bets = await toBets(fresh);
    for (const bet of bets) {
      latest = [bet, ...latest].slice(0, liveBetsKept);
      for (const listener of listeners) listener(bet);
    }
  }

  function lookOnce(): Promise<void> {
    looking ??= look()
      .catch((error: unknown) => dependencies.onError?.(error))
      .finally(() => {
        looking = undefined;
      });
    return looking;
  }

  async function load(): Promise<void> {
    const rows = await settledRounds(db, new Date(0), liveBetsKept);
    for (const row of rows) {
      remember(row.id);
      if (row.settledAt > since) since = row.settledAt;
    }
    latest = await toBets(rows);
  }

  function ensureLoaded(): Promise<void> {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  }

  return {
    /** The rounds on the board now, newest first. */
    async latest(): Promise<LiveBet[]> {
      await ensureLoaded();
      // Nobody watched, so nobody looked: look now.
      if (!timer) await lookOnce();
      return latest;
    },

    /** Calls `listener` for each round that settles from now on; call the result to stop. */
    subscribe(listener: LiveBetListener): () => void {
      listeners.add(listener);
      timer ??= setInterval(() => {
        void ensureLoaded().then(lookOnce, (error: unknown) => dependencies.onError?.(error));
      }, pollMs);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },

    /** One look now (tests). */
    async refresh(): Promise<void> {
      await ensureLoaded();
      await lookOnce();
    },

    stop(): void {
      listeners.clear();
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type LiveBetsBoard = ReturnType<typeof createLiveBetsBoard>;
