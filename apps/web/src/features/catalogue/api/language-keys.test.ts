// The catalogue's answers name categories in the request's language (decision 0807), so each is cached
// per language: after a switch, the lists are read again in the new one instead of showing the old names.
import { describe, expect, it } from 'vitest';
import { casinoConfigQueryOptions } from './get-casino-config';
import { categoryGamesQueryOptions } from './get-category-games';
import { favouriteGamesQueryOptions } from './get-favourite-games';
import { gamesQueryOptions } from './get-games';
import { homePageQueryOptions } from './get-home-page';
import { liveCasinoConfigQueryOptions } from './get-live-casino-config';
import { searchGamesQueryOptions } from './search-games';

const keysOf = (language: string) => [
  casinoConfigQueryOptions(language).queryKey,
  liveCasinoConfigQueryOptions(language).queryKey,
  categoryGamesQueryOptions('egypt', language).queryKey,
  gamesQueryOptions({ type: 'slot' }, language).queryKey,
  homePageQueryOptions(language).queryKey,
  searchGamesQueryOptions('book', language).queryKey,
  favouriteGamesQueryOptions(language).queryKey,
];

describe('catalogue query keys', () => {
  it('differ by language for every call whose answer names categories', () => {
    const english = keysOf('en');
    const german = keysOf('de');
    for (const [index, key] of german.entries()) {
      expect(key).toContain('de');
      expect(key).not.toEqual(english[index]);
    }
  });
});
