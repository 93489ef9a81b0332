// Pictures uploaded in the back office (decision 0313): the bytes must say JPEG, PNG or WebP by their
// content (file-type), the picture must decode whole (media/raster-images), and its size is read before
// it is decoded, so a small file that claims a huge picture is refused without the memory it would take.
// What is kept is sharp's own WebP of the kind's size, never the uploaded bytes: anything hidden in them
// (a polyglot's script, EXIF with a position) does not survive. Its SHA-256 is its name.
import { createHash } from 'node:crypto';
import {
  contentImageLimits,
  contentImageSizes,
  type ContentImageKind,
} from '@reelvault/contract/calls/backoffice-promotions';
import { fileTypeFromBuffer } from 'file-type';
import { RasterRefused, redrawRaster, type RasterFormat } from '../../media/raster-images';

/** A refused picture: the same refusals as every redrawn upload. */
export {
  RasterRefused as ContentImageRefused,
  type RasterRefusal as ImageRefusal,
} from '../../media/raster-images';

/** WebP quality of the stored pictures: photos and gradients without visible banding. */
const webpQuality = 80;

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
  if (bytes.length === 0) throw new RasterRefused('type');
  if (bytes.length > contentImageLimits.maxBytes) throw new RasterRefused('size');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !acceptedTypes.has(detected.mime)) throw new RasterRefused('type');
  const size = contentImageSizes[kind];
  const format = detected.mime.slice('image/'.length) as RasterFormat;
  const { bytes: output } = await redrawRaster(bytes, format, contentImageLimits, (upright) =>
    upright
      .resize(size.width, size.height, { fit: 'cover', position: 'attention' })
      .webp({ quality: webpQuality }),
  );
  return {
    sha256: createHash('sha256').update(output).digest('hex'),
    kind,
    width: size.width,
    height: size.height,
    bytes: output,
  };
}
