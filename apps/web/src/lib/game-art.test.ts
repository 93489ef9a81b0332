import { describe, expect, it } from 'vitest';
import { gameCardArtSizes } from '@reelvault/contract/calls/catalogue';
import { gameArtSources } from './game-art';

describe('gameArtSources', () => {
  it("offers every width of the platform's own art", () => {
    expect(gameArtSources('/api/game-art/sands-of-gold.webp?v=0a1b2c3d4e5f.3', gameCardArtSizes)).toEqual({
      src: '/api/game-art/sands-of-gold.webp?v=0a1b2c3d4e5f.3',
      srcSet:
        '/api/game-art/sands-of-gold.240.webp?v=0a1b2c3d4e5f.3 240w, /api/game-art/sands-of-gold.webp?v=0a1b2c3d4e5f.3 360w',
      sizes: gameCardArtSizes,
    });
  });

  it('leaves any other picture as it is', () => {
    for (const image of [
      'https://cdn.example.com/games/sands.jpg',
      '/api/game-art/sands-of-gold.svg?v=1.2',
      '/api/game-art/../secret.webp?v=1',
    ]) {
      expect(gameArtSources(image, '3rem')).toEqual({ src: image });
    }
  });
});
