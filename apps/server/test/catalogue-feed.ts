// Small catalogue feeds for tests: three studios and a few dozen games whose names, popularity and
// categories the tests rely on. Each call returns a fresh document that a test may change.
import type { CatalogueFeedInput } from '../src/modules/catalogue/feed';

type FeedGame = CatalogueFeedInput['games'][number];

const skin = (seed: number): FeedGame['skin'] => ({
  theme: 'egypt',
  motif: 'scarab',
  palette: { from: '#1a1030', to: '#5a3080', accent: '#f5c542', ink: '#fffaf0' },
  pattern: seed,
});

export function slotGame(
  identifier: string,
  name: string,
  provider: string,
  popularity: number,
  extra: Partial<FeedGame> = {},
): FeedGame {
  return {
    identifier,
    name,
    provider,
    type: 'slot',
    categories: [],
    rtp: '96.00',
    volatility: 'medium',
    engine: 'slot',
    model: 'slot-medium',
    skin: skin(popularity),
    popularity,
    released_at: '2025-01-01',
    ...extra,
  };
}

export function tableGame(
  identifier: string,
  name: string,
  provider: string,
  engine: 'roulette' | 'blackjack' | 'baccarat',
  popularity: number,
  extra: Partial<FeedGame> = {},
): FeedGame {
  const models = {
    roulette: 'roulette-european',
    blackjack: 'blackjack-standard',
    baccarat: 'baccarat-punto-banco',
  };
  return {
    identifier,
    name,
    provider,
    type: 'live',
    categories: [engine],
    rtp: engine === 'roulette' ? '97.30' : '98.94',
    volatility: null,
    engine,
    model: models[engine],
    skin: { ...skin(popularity), theme: engine, motif: engine === 'roulette' ? 'wheel' : 'cards' },
    popularity,
    released_at: '2024-06-01',
    ...extra,
  };
}

/**
 * Alpha Studio: 20 filler slots "Alpha Reels 01".."20" (popularity 100..2000, all in `egypt`, every
 * fourth in `popular`) and the search set ("Book of Sands", "Book of Sands Deluxe", "Sands of Gold",
 * "The Book of Sands Returns"). Beta Games: 5 slots in `asia`. Gamma Tables (not allowed in GB): four
 * RNG tables. Page lists 563 (three slots) and 559 (two tables).
 */
export function testFeed(): CatalogueFeedInput & { games: FeedGame[] } {
  const fillers = Array.from({ length: 20 }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    return slotGame(`alpha-reels-${number}`, `Alpha Reels ${number}`, 'alpha-studio', (i + 1) * 100, {
      categories: i % 4 === 0 ? ['egypt', 'popular'] : ['egypt'],
    });
  });
  return {
    format: 'reelvault.catalogue-feed',
    version: 1,
    providers: [
      { slug: 'alpha-studio', name: 'Alpha Studio' },
      { slug: 'beta-games', name: 'Beta Games' },
      { slug: 'gamma-tables', name: 'Gamma Tables', countries: { GB: false } },
    ],
    games: [
      ...fillers,
      slotGame('book-of-sands', 'Book of Sands', 'alpha-studio', 10, { categories: ['books', 'egypt'] }),
      slotGame('book-of-sands-deluxe', 'Book of Sands Deluxe', 'alpha-studio', 5000, {
        categories: ['books'],
      }),
      slotGame('sands-of-gold', 'Sands of Gold', 'alpha-studio', 9000),
      slotGame('the-book-of-sands-returns', 'The Book of Sands Returns', 'alpha-studio', 8000),
      ...['Jade Dragon', 'Lucky Panda', 'Koi Pond', 'Silk Fortune', 'Red Lantern'].map((name, i) =>
        slotGame(`beta-${name.toLowerCase().replace(' ', '-')}`, name, 'beta-games', 300 + i, {
          categories: ['asia'],
          rtp: '97.50',
          volatility: 'high',
          model: 'slot-high',
        }),
      ),
      tableGame('gamma-royal-roulette', 'Royal Roulette', 'gamma-tables', 'roulette', 700),
      tableGame('gamma-showtime-roulette', 'Showtime Roulette Show', 'gamma-tables', 'roulette', 650, {
        categories: ['roulette', 'game-shows'],
      }),
      tableGame('gamma-vienna-blackjack', 'Vienna Blackjack', 'gamma-tables', 'blackjack', 600, {
        categories: ['blackjack', 'poker'],
      }),
      tableGame('gamma-monaco-baccarat', 'Monaco Baccarat', 'gamma-tables', 'baccarat', 550),
    ],
    page_lists: [
      { id: 563, name: 'Popular', games: ['sands-of-gold', 'alpha-reels-20', 'beta-jade-dragon'] },
      { id: 559, name: 'Popular Live', games: ['gamma-royal-roulette', 'gamma-vienna-blackjack'] },
    ],
  };
}
