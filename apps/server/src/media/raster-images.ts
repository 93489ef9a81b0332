// Uploaded pictures drawn again with sharp, for every upload that keeps one (the back office's content
// pictures, the players' verification documents). The header is read first, so a small file that claims
// a huge picture is refused before it is decoded; the decode itself runs under `limitInputPixels` too.
// What comes out is sharp's own encoding of the upright pixels: nothing else of the uploaded file survives
// (EXIF with a GPS position, XMP, text chunks, comments, bytes after the end of the picture).
import type { Metadata, Sharp } from 'sharp';

export type RasterFormat = 'jpeg' | 'png' | 'webp';

/** Not an accepted type, more bytes than the caller takes, too many pixels, or pixels that do not decode. */
export type RasterRefusal = 'type' | 'size' | 'dimensions' | 'unreadable';

export class RasterRefused extends Error {
  constructor(readonly reason: RasterRefusal) {
    super(`picture refused: ${reason}`);
  }
}

export interface RasterLimits {
  /** Width times height the decoder may be asked to hold. */
  readonly maxPixels: number;
  /** The longest side taken. */
  readonly maxSide: number;
}

export interface RedrawnRaster {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * The picture in `bytes`, which the magic bytes said is `format`, decoded within `limits`, turned upright
 * (its EXIF orientation applied) and encoded by `encode` (size and output format), or RasterRefused.
 */
export async function redrawRaster(
  bytes: Buffer,
  format: RasterFormat,
  limits: RasterLimits,
  encode: (upright: Sharp) => Sharp,
): Promise<RedrawnRaster> {
  // Loaded on first use, as the game art does: a machine where sharp does not load still serves the rest.
  const sharp = (await import('sharp')).default;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new RasterRefused('unreadable');
  }
  // The format sharp reads must be the one the magic bytes said (a PNG header on other data is refused).
  if (metadata.format !== format) throw new RasterRefused('type');
  const { width, height } = metadata;
  if (!width || !height) throw new RasterRefused('unreadable');
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new RasterRefused('dimensions');
  }
  try {
    const upright = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' }).rotate();
    const { data, info } = await encode(upright).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new RasterRefused('unreadable');
  }
}
