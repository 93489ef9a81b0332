// Game art as WebP pictures, drawn on the server from the SVG of game-art.ts. A browser turns every SVG
// picture into a document of its own and lays out, shapes and paints it on the page's main thread, which
// on a phone with a hundred cards costs more than the rest of the page; a WebP is decoded off the main
// thread. Pictures are kept in a bounded cache by ETag and width (a few KB each); the same picture asked
// for twice at once is drawn once. Where this machine cannot draw them (sharp does not load, or its
// fonts draw no letters, so titles would be missing) the drawing itself is served instead. Decision
// record 1011.
import type { GameArtWidth } from '@reelvault/contract/calls/catalogue';
import { LRUCache } from 'lru-cache';
import type { Sharp, SharpOptions } from 'sharp';

/** The drawing's own width (game-art.ts): a picture narrower than it is scaled down from it. */
const drawingWidth = 360;
/** WebP quality: flat colours and a gradient, where 72 shows no banding on a card. */
const webpQuality = 72;

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

export type ArtRasterizer = ReturnType<typeof createArtRasterizer>;

export interface ArtRasterizerOptions {
  /** Bytes of pictures kept (default 24 MB: several thousand cards). */
  readonly maxBytes?: number;
  /** Told once when pictures cannot be drawn here, and why. */
  readonly onUnavailable?: (reason: string) => void;
  /** For tests: how sharp is loaded. */
  readonly loadSharp?: () => Promise<SharpFactory>;
}

async function importSharp(): Promise<SharpFactory> {
  return (await import('sharp')).default;
}

/**
 * A white bold W on black, drawn: whether the fonts this machine has draw letters at all. A W fills about
 * 700 of the 2304 pixels; without fonts, only the outline of a missing-glyph box is drawn (about 40).
 */
async function drawsLetters(sharp: SharpFactory): Promise<boolean> {
  const probe = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#000"/>' +
      '<text x="6" y="40" font-family="sans-serif" font-weight="700" font-size="40" fill="#fff">W</text></svg>',
  );
  const { data } = await sharp(probe).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value > 128).length > 300;
}

export function createArtRasterizer(options: ArtRasterizerOptions = {}) {
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes ?? 24 * 1024 * 1024,
    sizeCalculation: (picture) => Math.max(1, picture.length),
  });
  const drawing = new Map<string, Promise<Buffer | undefined>>();
  let ready: Promise<SharpFactory | undefined> | undefined;

  function rasterizer(): Promise<SharpFactory | undefined> {
    ready ??= (async () => {
      try {
        const sharp = await (options.loadSharp ?? importSharp)();
        if (await drawsLetters(sharp)) return sharp;
        options.onUnavailable?.('no font on this machine draws letters (install a sans-serif font)');
      } catch (error) {
        options.onUnavailable?.(
          `sharp could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      return undefined;
    })();
    return ready;
  }

  return {
    /**
     * The art as a WebP picture `width` pixels wide, or undefined when pictures cannot be drawn here.
     * `etag` names the drawing's bytes (the same ETag, the same drawing).
     */
    async webp(etag: string, svg: () => string, width: GameArtWidth): Promise<Buffer | undefined> {
      const key = `${etag} ${String(width)}`;
      const known = cache.get(key);
      if (known) return known;
      const inFlight = drawing.get(key);
      if (inFlight) return inFlight;
      const draw = (async () => {
        const sharp = await rasterizer();
        if (!sharp) return undefined;
        const picture = await sharp(Buffer.from(svg()), { density: (72 * width) / drawingWidth })
          .resize({ width })
          .webp({ quality: webpQuality })
          .toBuffer();
        cache.set(key, picture);
        return picture;
      })().finally(() => drawing.delete(key));
      drawing.set(key, draw);
      return draw;
    },
  };
}
