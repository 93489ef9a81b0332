// @vitest-environment jsdom
// The operator's badges on a game card (decision 0807): small labels on the art, in the interface
// language, read as part of the card's link after the game's name and studio.
import { gameSchema, type Game, type GameBadge } from '@reelvault/contract/calls/catalogue';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, setUpScreenTests } from '@/testing/render-screen';
import { GameCard } from './game-card';

setUpScreenTests();

// The card asks whether the page is laid out for a phone; jsdom answers no media query of its own.
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

const noCalls = () => ({ status: 500 });

const gameWith = (badges: GameBadge[], extra: Partial<Game> = {}): Game =>
  gameSchema.parse({
    id: 7,
    name: 'Book of Sands',
    game_name: 'Book of Sands',
    identifier: 'book-of-sands',
    image: '/api/game-art/book-of-sands.svg?v=1',
    provider_name: 'Alpha Studio',
    provider_slug: 'alpha-studio',
    provider: { name: 'Alpha Studio', slug: 'alpha-studio' },
    type: 4,
    type_name: 'slot',
    categories: [],
    rtp: '96.50',
    volatility: 'high',
    rng_table: false,
    game_info: { id: 7, name: 'Book of Sands', provider: 'Alpha Studio' },
    badges,
    ...extra,
  });

describe('a game card', () => {
  it('labels the art with each badge, read after the name and studio in the link', () => {
    renderScreen(<GameCard game={gameWith(['new', 'hot', 'exclusive'])} />, noCalls);
    // jsdom lays nothing out, so the blocks' names run together; a browser puts spaces between them.
    const name = /^Book of Sands\s*Alpha Studio\s*New\s*Hot\s*Exclusive$/;
    expect(screen.getByRole('link', { name })).toBeTruthy();
    const badge = screen.getByText('Exclusive');
    expect(badge.className).toContain('rounded-full');
    expect(badge.parentElement?.className).toContain('absolute start-2');
  });

  it('says "RNG table" on a table no dealer deals, in the link after the studio (decision 0809)', () => {
    const table = gameWith([], { name: 'Royal Roulette', type: 5, type_name: 'live', rng_table: true });
    renderScreen(<GameCard game={table} />, noCalls);
    expect(screen.getByRole('link', { name: /^Royal Roulette\s*Alpha Studio\s*· RNG table$/ })).toBeTruthy();
  });

  it('draws nothing more for a game without badges', () => {
    renderScreen(<GameCard game={gameWith([])} />, noCalls);
    expect(screen.getByRole('link', { name: /^Book of Sands\s*Alpha Studio$/ })).toBeTruthy();
    expect(screen.queryByText('New')).toBeNull();
  });
});
