// Checks an uploaded document by its content, not its name: the magic bytes say JPEG, PNG or PDF (file-type),
// the image must parse, and images lose their metadata (EXIF with its GPS position, XMP, IPTC, comments,
// text chunks) before they are stored. PDFs are kept as sent; they are only ever served as attachments.
import { fileTypeFromBuffer } from 'file-type';

export type DocumentMime = 'image/jpeg' | 'image/png' | 'application/pdf';

export class DocumentRefused extends Error {
  constructor(readonly reason: 'type' | 'size') {
    super(reason === 'type' ? 'not an accepted document' : 'too large');
  }
}

// JPEG markers kept: APP0 (JFIF), APP2 (ICC colour profile), APP14 (Adobe colour transform); every other
// APPn (EXIF, XMP, IPTC, maker notes) and COM is dropped.
const keptAppMarkers = new Set([0xe0, 0xe2, 0xee]);

function stripJpeg(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new DocumentRefused('type');
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) throw new DocumentRefused('type');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd9) break;
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2 || offset + 2 + length > bytes.length) throw new DocumentRefused('type');
    const segment = bytes.subarray(offset, offset + 2 + length);
    if (marker === 0xda) {
      // Start of scan: the entropy-coded image data and everything after it are kept as they are.
      parts.push(bytes.subarray(offset));
      return concat(parts);
    }
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if (!(isApp && !keptAppMarkers.has(marker)) && marker !== 0xfe) parts.push(segment);
    offset += 2 + length;
  }
  throw new DocumentRefused('type');
}

// PNG chunks dropped: text (tEXt, zTXt, iTXt), EXIF (eXIf) and the modification time (tIME).
const droppedPngChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function stripPng(bytes: Uint8Array): Uint8Array {
  if (!pngSignature.every((byte, i) => bytes[i] === byte)) throw new DocumentRefused('type');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let first = true;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    if (end > bytes.length || (first && type !== 'IHDR')) throw new DocumentRefused('type');
    first = false;
    if (!droppedPngChunks.has(type)) parts.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return concat(parts);
  }
  throw new DocumentRefused('type');
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
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
  if (mime === 'image/jpeg') return { mime, bytes: stripJpeg(bytes) };
  if (mime === 'image/png') return { mime, bytes: stripPng(bytes) };
  if (!/%%EOF\s*$/.test(Buffer.from(bytes.subarray(-1024)).toString('latin1'))) {
    throw new DocumentRefused('type');
  }
  return { mime, bytes };
}
