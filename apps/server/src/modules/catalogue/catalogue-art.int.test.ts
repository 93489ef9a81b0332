// The catalogue's pictures on a small feed: the game art as SVG and WebP (caching, widths, the fallback
// where pictures cannot be drawn, the RNG label) and the pictures a page's first HTML preloads.
import { gameArtSrcSet, gameCardArtSizes, gamesReply } from '@reelvault/contract/calls/catalogue';
import { errorBodySchema } from '@reelvault/contract/errors';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testFeed } from '../../../test/catalogue-feed';
import { useTestApp } from '../../../test/helper';
import { validatorCompiler } from '../../http/validation';
import { createArtRasterizer } from './game-art-raster';
import { pageArtPreloads, preloadedCards } from './page-art';
import { catalogueRoutes } from './routes';

describe('catalogue art', () => {
  const ctx = useTestApp();
  beforeAll(async () => {
    await ctx.app.catalogue.importFeed(testFeed());
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  const games = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return gamesReply.parse(response.json());
  };

  describe("pictures named in a page's first HTML", () => {
    it("preloads the first row of a lobby's list with the cards' srcset and sizes", async () => {
      const links = await pageArtPreloads(ctx.app.catalogue)('/slots');
      const first = (await games(`/api/games?type=slot&per_page=${String(preloadedCards)}`)).games.data;
      expect(links).toHaveLength(Math.min(preloadedCards, first.length));
      for (const [index, link] of links.entries()) {
        const srcset = gameArtSrcSet(first[index]?.image ?? '') ?? '';
        expect(srcset).not.toBe('');
        expect(link).toBe(
          `<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${gameCardArtSizes}" fetchpriority="high">`,
        );
      }
      const live = await pageArtPreloads(ctx.app.catalogue)('/live-casino');
      const firstLive = (await games('/api/games?type=live&per_page=1')).games.data[0];
      expect(live[0]).toContain(gameArtSrcSet(firstLive?.image ?? '') ?? 'none');
    });

    it("preloads a game page's stage art, and nothing for an unknown game or another page", async () => {
      const [game] = (await games('/api/games?type=slot&per_page=1')).games.data;
      const preloads = pageArtPreloads(ctx.app.catalogue);
      for (const pathname of [`/play/${String(game?.id)}`, `/launcher/${String(game?.id)}`]) {
        expect(await preloads(pathname)).toEqual([
          `<link rel="preload" as="image" href="${game?.image ?? ''}" fetchpriority="high">`,
        ]);
      }
      for (const pathname of ['/play/999999', '/play/abc', '/slots/category/new-games', '/', '/promotions']) {
        expect(await preloads(pathname), pathname).toEqual([]);
      }
    });
  });

  describe('GET /api/game-art/{identifier}.{width}.webp and .svg', () => {
    const svgOf = (image: string) => image.replace('.webp?', '.svg?');

    it('serves the drawing as SVG with long, immutable caching and an ETag', async () => {
      const [game] = (await games('/api/games?type=slot&per_page=1')).games.data;
      const response = await get(svgOf(game?.image ?? ''));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[0-9a-f]{12}\.\d+\.svg"$/);
      expect(game?.image).toContain(etag.replaceAll('"', '').replace(/\.svg$/, ''));
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(response.body).toContain('aria-label="Sands of Gold"');
      expect(response.body).toContain('>Sands of</text><text');
      expect(response.body).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);

      const again = await ctx.app.inject({
        method: 'GET',
        url: svgOf(game?.image ?? ''),
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await ctx.app.inject({
        method: 'GET',
        url: svgOf(game?.image ?? ''),
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(other.statusCode).toBe(200);
    });

    it("serves the game's image as a WebP picture drawn from the SVG, and each width of its srcset", async () => {
      const [game] = (await games('/api/games?type=slot&per_page=1')).games.data;
      const image = game?.image ?? '';
      const sources = (gameArtSrcSet(image) ?? '').split(', ').map((entry) => entry.split(' '));
      expect(sources.map(([, width]) => width)).toEqual(['240w', '360w']);
      expect(sources[1]?.[0]).toBe(image);
      for (const [url, width] of sources) {
        const response = await ctx.app.inject({ method: 'GET', url: url ?? '' });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('image/webp');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const picture = await sharp(response.rawPayload).metadata();
        expect(picture.format).toBe('webp');
        expect(`${String(picture.width)}w`).toBe(width);
        expect(picture.height).toBe(((picture.width ?? 0) * 4) / 3);
        const etag = String(response.headers.etag);
        expect(etag).toBe(`"${image.split('?v=')[1] ?? ''}.w${String(picture.width)}"`);
        const again = await ctx.app.inject({
          method: 'GET',
          url: url ?? '',
          headers: { 'if-none-match': etag },
        });
        expect(again.statusCode).toBe(304);
      }
      // The picture is the drawing: its title band is dark and its title light, where the drawing has them.
      const full = await ctx.app.inject({ method: 'GET', url: image });
      const { data, info } = await sharp(full.rawPayload)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const row = (y: number) => Array.from(data.subarray(y * info.width, (y + 1) * info.width));
      const band = row(470).slice(20, -20);
      expect(Math.max(...band)).toBeLessThan(80);
      const titleRows = Array.from({ length: 110 }, (_, index) => row(345 + index)).flat();
      expect(titleRows.filter((value) => value > 200).length).toBeGreaterThan(500);
    });

    it("serves the drawing at a picture's address where pictures cannot be drawn", async () => {
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      await app.register(
        catalogueRoutes(ctx.app.catalogue, {
          // A platform without sharp's binaries cannot be made here: its import failing stands in for it.
          artRasterizer: createArtRasterizer({ loadSharp: () => Promise.reject(new Error('no sharp')) }),
        }),
      );
      try {
        const [game] = (await games('/api/games?type=slot&per_page=1')).games.data;
        const response = await app.inject({ method: 'GET', url: game?.image ?? '' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers.etag).toMatch(/\.svg"$/);
        expect(response.body).toContain('aria-label="Sands of Gold"');
      } finally {
        await app.close();
      }
    });

    it('labels RNG tables on their art', async () => {
      const [table] = (await games('/api/games?type=live&per_page=1')).games.data;
      expect((await get((table?.image ?? '').replace('.webp?', '.svg?'))).body).toContain('>RNG<');
    });

    it('answers an unknown or malformed name with a JSON 404', async () => {
      for (const url of [
        '/api/game-art/no-such-game.svg',
        '/api/game-art/no-such-game.webp',
        '/api/game-art/sands-of-gold.png',
        '/api/game-art/sands-of-gold.300.webp',
        '/api/game-art/sands-of-gold.240.svg',
        '/api/game-art/..%2Fetc.svg',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(errorBodySchema.parse(response.json()).error).toBe('GAME_NOT_FOUND');
      }
    });
  });
});
