// Checks an uploaded document by its content, not its name (the magic bytes say JPEG, PNG or PDF, by
// file-type), and makes what is stored clean (decision 0207): an image is decoded within a pixel limit and
// drawn again upright, no larger than `storedImageSide`, in its own format, so no metadata (EXIF with its
// GPS position, XMP, comments, text chunks) and nothing hidden beside the pixels survives; a PDF is written
// again without anything that runs or reaches out (document-pdf). Bytes that cannot be cleaned are refused.
import { uploadLimits } from '@reelvault/contract/constants/kyc';
import { fileTypeFromBuffer } from 'file-type';
import { RasterRefused, redrawRaster } from '../../media/raster-images';
import { PdfRefused, cleanPdf } from './document-pdf';

export type DocumentMime = 'image/jpeg' | 'image/png' | 'application/pdf';

/** Why a document is refused: not an accepted type, too many pixels, a PDF that cannot be cleaned. */
export type DocumentRefusal = 'type' | 'pixels' | 'pdf';

export class DocumentRefused extends Error {
  constructor(readonly reason: DocumentRefusal) {
    super(`document refused: ${reason}`);
  }
}

/** The longest side of a stored image: a page's small print stays legible at about 350 dpi. */
export const storedImageSide = 4096;
const jpegQuality = 90;

/**
 * The JFIF header (version 1.1, square pixels, no thumbnail) that cameras and libjpeg write first and
 * libvips leaves out; some viewers a reviewer may use look for it.
 */
const jfifHeader = Buffer.from('ffe000104a46494600010100000100010000', 'hex');

function withJfifHeader(jpeg: Buffer): Buffer {
  if (jpeg[2] === 0xff && jpeg[3] === 0xe0) return jpeg;
  return Buffer.concat([jpeg.subarray(0, 2), jfifHeader, jpeg.subarray(2)]);
}

async function cleanImage(bytes: Uint8Array, mime: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const format = mime === 'image/jpeg' ? 'jpeg' : 'png';
  const limits = { maxPixels: uploadLimits.imagePixels, maxSide: uploadLimits.imageSide };
  try {
    const { bytes: redrawn } = await redrawRaster(Buffer.from(bytes), format, limits, (upright) => {
      const bounded = upright.resize(storedImageSide, storedImageSide, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      return format === 'jpeg' ? bounded.jpeg({ quality: jpegQuality }) : bounded.png();
    });
    return format === 'jpeg' ? withJfifHeader(redrawn) : redrawn;
  } catch (error) {
    if (error instanceof RasterRefused) {
      throw new DocumentRefused(error.reason === 'dimensions' ? 'pixels' : 'type');
    }
    throw error;
  }
}

/**
 * The document as it will be stored, or DocumentRefused: `accepted` lists the types this slot takes
 * (selfies: images only). The size is checked by the caller while reading.
 */
export async function inspectDocument(
  bytes: Uint8Array,
  accepted: readonly DocumentMime[],
): Promise<{ mime: DocumentMime; bytes: Uint8Array }> {
  if (bytes.length === 0) throw new DocumentRefused('type');
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime;
  if (mime !== 'image/jpeg' && mime !== 'image/png' && mime !== 'application/pdf') {
    throw new DocumentRefused('type');
  }
  if (!accepted.includes(mime)) throw new DocumentRefused('type');
  if (mime !== 'application/pdf') return { mime, bytes: await cleanImage(bytes, mime) };
  try {
    return { mime, bytes: await cleanPdf(bytes) };
  } catch (error) {
    if (error instanceof PdfRefused) throw new DocumentRefused('pdf');
    throw error;
  }
}
