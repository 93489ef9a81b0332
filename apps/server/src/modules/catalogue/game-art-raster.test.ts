// The art's WebP pictures: drawn from the SVG at the width asked, cached, drawn once when asked for twice
// at once, and none (the caller serves the drawing) where this machine cannot draw them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createArtRasterizer } from './game-art-raster';
import { renderGameArt } from './game-art';

const drawing = renderGameArt({
  name: 'Sands of Gold',
  skin: {
    theme: 'egypt',
    motif: 'scarab',
    palette: { from: '#3b1d0a', to: '#c77d1a', accent: '#f5c542', ink: '#fffaf0' },
    pattern: 7,
  },
  rngTable: false,
});

describe('createArtRasterizer', () => {
  it('draws a WebP picture of the drawing at the width asked, 3:4', async () => {
    const rasterizer = createArtRasterizer();
    for (const width of [240, 360] as const) {
      const picture = await rasterizer.webp('"v1"', () => drawing, width);
      const meta = await sharp(picture).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, (width * 4) / 3]);
    }
  });

  it('keeps each picture and draws one asked for twice at once only once', async () => {
    const rasterizer = createArtRasterizer();
    const svg = vi.fn(() => drawing);
    const [first, second] = await Promise.all([
      rasterizer.webp('v1', svg, 240),
      rasterizer.webp('v1', svg, 240),
    ]);
    expect(first).toBeInstanceOf(Buffer);
    expect(second).toBe(first);
    expect(await rasterizer.webp('v1', svg, 240)).toBe(first);
    expect(svg).toHaveBeenCalledTimes(1);
    // Another version or width is another picture.
    await rasterizer.webp('v2', svg, 240);
    await rasterizer.webp('v1', svg, 360);
    expect(svg).toHaveBeenCalledTimes(3);
  });

  it('keeps no more bytes than it is given', async () => {
    const rasterizer = createArtRasterizer({ maxBytes: 1 });
    const svg = vi.fn(() => drawing);
    await rasterizer.webp('v1', svg, 240);
    await rasterizer.webp('v1', svg, 240);
    expect(svg).toHaveBeenCalledTimes(2);
  });

  it('draws nothing, and says why once, where sharp cannot be loaded', async () => {
    const onUnavailable = vi.fn();
    const rasterizer = createArtRasterizer({
      onUnavailable,
      // A platform without sharp's binaries cannot be made here: its import failing stands in for it.
      loadSharp: () => Promise.reject(new Error('Could not load the "sharp" module')),
    });
    expect(await rasterizer.webp('v1', () => drawing, 240)).toBeUndefined();
    expect(await rasterizer.webp('v2', () => drawing, 360)).toBeUndefined();
    expect(onUnavailable).toHaveBeenCalledTimes(1);
    expect(onUnavailable).toHaveBeenCalledWith(expect.stringContaining('sharp could not be loaded'));
  });

  it('draws nothing where no font draws letters (titles would be missing)', async () => {
    // A process whose fontconfig knows no font directory: a machine without fonts.
    const dir = await mkdtemp(path.join(tmpdir(), 'reelvault-no-fonts-'));
    try {
      const config = path.join(dir, 'fonts.conf');
      await writeFile(
        config,
        `<?xml version="1.0"?><fontconfig><dir>${dir}/none</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
      );
      const script = path.join(dir, 'probe.mts');
      await writeFile(
        script,
        `import { createArtRasterizer } from ${JSON.stringify(path.resolve(import.meta.dirname, 'game-art-raster.ts'))};\n` +
          `const rasterizer = createArtRasterizer({ onUnavailable: (reason) => console.log('unavailable: ' + reason) });\n` +
          `const picture = await rasterizer.webp('v1', () => '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480"/>', 240);\n` +
          `console.log(picture ? 'picture' : 'none');\n`,
      );
      const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');
      const { stdout } = await promisify(execFile)(tsx, [script], {
        env: { ...process.env, FONTCONFIG_FILE: config },
      });
      expect(stdout.trim().split('\n')).toEqual([
        'unavailable: no font on this machine draws letters (install a sans-serif font)',
        'none',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
