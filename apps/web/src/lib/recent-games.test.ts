import { describe, expect, it } from 'vitest';
import { readRecentGames, withRecentGame, type RecentGame } from './recent-games';
import { memoryStorage } from './storage';

const game = (id: number): RecentGame => ({
  id,
  name: `Game ${id}`,
  image: `/api/game-art/g${id}.svg`,
  provider_name: 'Alpha Studio',
  type: 4,
});

describe('recent games', () => {
  it('puts the latest game in front, once', () => {
    const games = withRecentGame(withRecentGame(withRecentGame([], game(1)), game(2)), game(1));
    expect(games.map((item) => item.id)).toEqual([1, 2]);
  });

  it('keeps at most 50 and only the spec fields', () => {
    let games: RecentGame[] = [];
    for (let id = 1; id <= 60; id += 1)
      games = withRecentGame(games, { ...game(id), extra: true } as RecentGame);
    expect(games).toHaveLength(50);
    expect(games[0]).toEqual(game(60));
    expect(games.at(-1)?.id).toBe(11);
  });

  it('reads nothing from missing or damaged storage, and skips damaged items', () => {
    expect(readRecentGames(memoryStorage())).toEqual([]);
    expect(readRecentGames(memoryStorage({ recentGames: '{oops' }))).toEqual([]);
    const stored = JSON.stringify([game(3), { id: 'x' }, game(4)]);
    expect(readRecentGames(memoryStorage({ recentGames: stored })).map((item) => item.id)).toEqual([3, 4]);
  });

  it('keeps the RNG table mark of a table (decision 0809), and reads items saved before it', () => {
    const table = { ...game(5), type: 5, rng_table: true };
    expect(withRecentGame([], table)[0]).toEqual(table);
    const stored = JSON.stringify([game(6), { ...game(7), rng_table: 'yes' }, table]);
    expect(readRecentGames(memoryStorage({ recentGames: stored }))).toEqual([game(6), table]);
  });
});
