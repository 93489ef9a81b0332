// The recently played games (spec 000 section 4, "Recent games"): kept on this device under `recentGames`,
// latest first, without repeats, at most 50. The play page adds a game after 10 s on it; the lobby's
// continue-playing row reads them. Shared because the play feature writes and the catalogue reads.
import { listSizes } from '@reelvault/contract/constants/paging';
import { useSyncExternalStore } from 'react';
import { browserStorage, storageKeys, type KeyValueStorage } from './storage';

/** A recently played item: the spec's fields. */
export interface RecentGame {
  readonly id: number;
  readonly name: string;
  readonly image: string;
  readonly provider_name: string;
  /** 4 slot, 5 live casino. */
  readonly type: number;
  /** A table dealt by the random number generator, labelled so in the row (decision 0809); absent before. */
  readonly rng_table?: boolean;
}

function isRecentGame(value: unknown): value is RecentGame {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'number' &&
    typeof item.name === 'string' &&
    typeof item.image === 'string' &&
    typeof item.provider_name === 'string' &&
    typeof item.type === 'number' &&
    (item.rng_table === undefined || typeof item.rng_table === 'boolean')
  );
}

/** What is stored, or nothing for missing or damaged data (another tab's or an old version's). */
export function readRecentGames(storage: KeyValueStorage = browserStorage): RecentGame[] {
  const text = storage.get(storageKeys.recentGames);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecentGame).slice(0, listSizes.recentGamesKept) : [];
  } catch {
    return [];
  }
}

/** The list with `game` in front: once, and no more than the spec keeps. */
export function withRecentGame(games: readonly RecentGame[], game: RecentGame): RecentGame[] {
  const { id, name, image, provider_name, type, rng_table } = game;
  const kept: RecentGame = { id, name, image, provider_name, type, ...(rng_table ? { rng_table } : {}) };
  return [kept, ...games.filter((known) => known.id !== game.id)].slice(0, listSizes.recentGamesKept);
}

const listeners = new Set<() => void>();
let cached: { text: string | null; games: RecentGame[] } | undefined;

function snapshot(): RecentGame[] {
  const text = browserStorage.get(storageKeys.recentGames);
  if (!cached || cached.text !== text) cached = { text, games: readRecentGames() };
  return cached.games;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.recentGames) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveRecentGame(game: RecentGame): void {
  browserStorage.set(storageKeys.recentGames, JSON.stringify(withRecentGame(readRecentGames(), game)));
  for (const listener of listeners) listener();
}

/** The recent games, updated when this tab or another one saves one. */
export function useRecentGames(): RecentGame[] {
  return useSyncExternalStore(subscribe, snapshot, () => []);
}
