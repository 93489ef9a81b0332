import { gridPageSize } from '@reelvault/contract/constants/paging';
import { describe, expect, it } from 'vitest';
import {
  favouritesOf,
  filterProviders,
  gameOpenPath,
  listPath,
  nextPageOf,
  shownOf,
  shuffledGames,
} from './game-lists';

const pagination = (page: number, pages: number, total: number) => ({ page, pages, total, per_page: 27 });

describe('paging', () => {
  it('offers the next page until the last one', () => {
    expect(nextPageOf(pagination(1, 3, 70))).toBe(2);
    expect(nextPageOf(pagination(2, 3, 70))).toBe(3);
    expect(nextPageOf(pagination(3, 3, 70))).toBeUndefined();
    // An empty list has one page: nothing more to show.
    expect(nextPageOf(pagination(1, 1, 0))).toBeUndefined();
  });

  it('counts the games shown so far against the total', () => {
    const games = (count: number) => Array.from({ length: count }, (_, i) => i);
    expect(shownOf([])).toEqual({ shown: 0, total: 0 });
    expect(
      shownOf([
        { games: games(27), pagination: pagination(1, 3, 70) },
        { games: games(27), pagination: pagination(2, 3, 70) },
      ]),
    ).toEqual({ shown: 54, total: 70 });
  });

  it("sizes grids by the spec's widths", () => {
    expect([320, 549, 550, 1099, 1100, 1814, 1815].map((width) => gridPageSize('slots', width))).toEqual([
      27, 27, 35, 35, 48, 48, 63,
    ]);
    expect([400, 800, 1200, 1900].map((width) => gridPageSize('live', width))).toEqual([27, 35, 54, 63]);
    expect([400, 800, 1200, 1900].map((width) => gridPageSize('slotFavourites', width))).toEqual([
      27, 30, 48, 56,
    ]);
  });
});

describe('listPath', () => {
  const provider = { slug: 'copperfox-gaming', id: 12 };

  it('puts category and provider in the spec paths', () => {
    expect(listPath({ lobby: 'slots' })).toBe('/slots');
    expect(listPath({ lobby: 'slots', category: 'egypt' })).toBe('/slots/category/egypt');
    expect(listPath({ lobby: 'live-casino', provider })).toBe('/live-casino/providers/copperfox-gaming/12');
  });

  it('keeps the provider as a query parameter beside a category', () => {
    expect(listPath({ lobby: 'slots', category: 'books', provider })).toBe(
      '/slots/category/books?provider=copperfox-gaming',
    );
  });
});

describe('filterProviders', () => {
  const providers = [{ name: 'Copperfox Gaming' }, { name: 'Saffron & Raven' }, { name: 'Foxglove Play' }];

  it('matches a substring of the name, ignoring case', () => {
    expect(filterProviders(providers, 'FOX').map((p) => p.name)).toEqual([
      'Copperfox Gaming',
      'Foxglove Play',
    ]);
    expect(filterProviders(providers, ' raven ').map((p) => p.name)).toEqual(['Saffron & Raven']);
    expect(filterProviders(providers, 'zzz')).toEqual([]);
  });

  it('keeps every provider for a blank search', () => {
    expect(filterProviders(providers, '  ')).toEqual(providers);
  });
});

describe('gameOpenPath', () => {
  it('opens the game for players and on phones, and sends desktop guests to log in first', () => {
    expect(gameOpenPath(7, { loggedIn: true, mobile: false })).toBe('/play/7');
    expect(gameOpenPath(7, { loggedIn: false, mobile: true })).toBe('/play/7');
    expect(gameOpenPath(7, { loggedIn: false, mobile: false })).toBe('/login?next=%2Fplay%2F7');
  });
});

describe('favouritesOf', () => {
  const games = [
    ...Array.from({ length: 20 }, () => ({ type: 4 as const })),
    ...Array.from({ length: 10 }, () => ({ type: 5 as const })),
  ];

  it('shows at most 24 games per tab, by type', () => {
    expect(favouritesOf(games, 'all')).toHaveLength(24);
    expect(favouritesOf(games, 'slots')).toHaveLength(20);
    expect(favouritesOf(games, 'live')).toHaveLength(10);
    expect(favouritesOf(games, 'live').every((game) => game.type === 5)).toBe(true);
  });
});

describe('shuffledGames', () => {
  it('reorders without losing or repeating a game', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
    const games = Array.from({ length: 24 }, (_, i) => i);
    const result = shuffledGames(games, random);
    expect(result).not.toEqual(games);
    expect([...result].sort((a, b) => a - b)).toEqual(games);
    expect(games[0]).toBe(0);
  });
});
