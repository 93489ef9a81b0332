// Pictures uploaded in the back office (decision 0313): the bytes must say JPEG, PNG or WebP by their
// content (file-type), the picture must decode whole (sharp), and its size is read before it is decoded,
// so a small file that claims a huge picture is refused without the memory it would take. What is kept is
// sharp's own WebP of the kind's size, never the uploaded bytes: anything hidden in them (a polyglot's
// script, EXIF with a position) does not survive. Its SHA-256 is its name.
import { createHash } from 'node:crypto';
import {
  contentImageLimits,
  contentImageSizes,
  type ContentImageKind,
} from '@reelvault/contract/calls/backoffice-promotions';
import { fileTypeFromBuffer } from 'file-type';
import type { Metadata } from 'sharp';

/** WebP quality of the stored pictures: photos and gradients without visible banding. */
const webpQuality = 80;

export type ImageRefusal = 'type' | 'size' | 'dimensions' | 'unreadable';

export class ContentImageRefused extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`picture refused: ${reason}`);
  }
}

export interface ProcessedImage {
  readonly sha256: string;
  readonly kind: ContentImageKind;
  readonly width: number;
  readonly height: number;
  readonly bytes: Buffer;
}

const acceptedTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** The stored picture for `kind`, or ContentImageRefused. */
export async function processContentImage(bytes: Buffer, kind: ContentImageKind): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ContentImageRefused('type');
  if (bytes.length > contentImageLimits.maxBytes) throw new ContentImageRefused('size');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !acceptedTypes.has(detected.mime)) throw new ContentImageRefused('type');
  // Loaded on first use, as the game art does: a machine where sharp does not load still serves the rest.
  const sharp = (await import('sharp')).default;
  const options = { limitInputPixels: contentImageLimits.maxPixels, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ContentImageRefused('unreadable');
  }
  // The format sharp reads must be the one the magic bytes said (a PNG header on other data is refused).
  const format = detected.mime.slice('image/'.length);
  if (metadata.format !== (format === 'jpeg' ? 'jpeg' : format)) throw new ContentImageRefused('type');
  const { width, height } = metadata;
  if (!width || !height) throw new ContentImageRefused('unreadable');
  if (
    width > contentImageLimits.maxSide ||
    height > contentImageLimits.maxSide ||
    width * height > contentImageLimits.maxPixels
  ) {
    throw new ContentImageRefused('dimensions');
  }
  const size = contentImageSizes[kind];
  let output: Buffer;
  try {
    output = await sharp(bytes, options)
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: webpQuality })
      .toBuffer();
  } catch {
    throw new ContentImageRefused('unreadable');
  }
  return {
    sha256: createHash('sha256').update(output).digest('hex'),
    kind,
    width: size.width,
    height: size.height,
    bytes: output,
  };
}
