// The game's answer names its categories in the request's language (decision 0807): cached per language.
import { describe, expect, it } from 'vitest';
import { gameQueryOptions } from './get-game';

describe('the game query', () => {
  it('is keyed by language as well as by game', () => {
    expect(gameQueryOptions(7, 'de').queryKey).toContain('de');
    expect(gameQueryOptions(7, 'de').queryKey).not.toEqual(gameQueryOptions(7, 'en').queryKey);
  });
});
