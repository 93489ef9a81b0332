// Verification-document helpers for tests: small but real files of each kind (a JPEG with EXIF and a GPS
// tag, a PNG with a text chunk, a PDF, a Windows executable), each one that the document cleaner can
// read, and multipart bodies for app.inject().
import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bearer } from './players';

const segment = (marker: number, body: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);

/** An 8 x 8 baseline JPEG with no metadata: the picture the helpers below dress up. */
const plainJpeg = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARES' +
    'EhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEB' +
    'AxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwT/xAAUEQEA' +
    'AAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCwBEJ//9k=',
  'base64',
);

/**
 * A baseline JPEG whose APP1 carries EXIF with a GPS position and whose COM carries a comment; `padding`
 * random bytes follow its end marker (as some cameras leave them).
 */
export function jpegWithExif(padding = 0): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude 37.9838 GPSLongitude 23.7275', 'latin1')),
    segment(0xfe, Buffer.from('secret camera comment', 'latin1')),
    plainJpeg.subarray(2),
    randomBytes(padding),
  ]);
}

/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG with a tEXt chunk that must not survive. */
export function pngWithText(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from('Author\0home address 12 Elm Street', 'latin1')),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x60, 0x60, 0, 0, 0, 4, 0, 1])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An empty PDF as the document cleaner writes one (decision 0207): cleaning it again changes nothing. */
export function pdfDocument(): Buffer {
  return Buffer.from(
    '%PDF-1.7\n%\x81\x81\x81\x81\n\n1 0 obj\n<<\n/Type /Catalog\n/Pages 2 0 R\n>>\nendobj\n\n2 0 obj\n<<\n' +
      '/Type /Pages\n/Kids [ ]\n/Count 0\n>>\nendobj\n\nxref\n0 3\n0000000000 65535 f \n0000000016 00000 n \n' +
      '0000000066 00000 n \n\ntrailer\n<<\n/Size 3\n/Root 1 0 R\n>>\n\nstartxref\n120\n%%EOF',
    'latin1',
  );
}

/** The start of a Windows executable (MZ header, PE signature). */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(128, 60);
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
}

export interface FilePart {
  readonly field: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Buffer;
}

/** A multipart/form-data body of text fields and files. */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----reelvault${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/account/verification-document with `type` and one image (from the player's own address if given). */
export function uploadDocument(
  app: FastifyInstance,
  token: string,
  type: number,
  file: { fileName: string; contentType: string; bytes: Buffer },
  from: { remoteAddress?: string } = {},
) {
  const body = multipartBody({ type: String(type) }, [{ field: 'image', ...file }]);
  return app.inject({
    method: 'POST',
    url: '/api/account/verification-document',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
  });
}

/** POST /api/kyc/upload-multiple with a body made by `multipartBody`. */
export function uploadMultiple(
  app: FastifyInstance,
  token: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return app.inject({
    method: 'POST',
    url: '/api/kyc/upload-multiple',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export const jpegFile = (bytes = jpegWithExif()) => ({
  fileName: 'id.jpg',
  contentType: 'image/jpeg',
  bytes,
});

/** Every file under `directory` (a document store's), however deep. */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
