// The document cleaner on hostile files (decision 0207): what is stored decodes as the picture or PDF it
// claims to be and no longer holds what was hidden in it; what cannot be cleaned is refused.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  encryptedPdf,
  htmlPayload,
  hugePng,
  jpegWithAppendedScript,
  pdfObjectStreamBomb,
  pdfWithActions,
  photoWithGps,
  pngWithHtml,
  scriptPayload,
} from '../../../test/kyc-polyglots';
import { DocumentRefused, inspectDocument, storedImageSide } from './document-files';
import { cleanPdf } from './document-pdf';

const images = ['image/jpeg', 'image/png'] as const;
const anyDocument = [...images, 'application/pdf'] as const;

async function refusalOf(work: Promise<unknown>): Promise<DocumentRefused> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DocumentRefused)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** Every key of every dictionary the PDF reaches from its catalog, with the action types (/S) it holds. */
function reachableKeys(document: PDFDocument): { keys: Set<string>; actions: Set<string> } {
  const keys = new Set<string>();
  const actions = new Set<string>();
  const seen = new Set<PDFRef>();
  const pending: PDFObject[] = [document.context.trailerInfo.Root as PDFRef];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    let object: PDFObject | undefined = next;
    if (next instanceof PDFRef) {
      if (seen.has(next)) continue;
      seen.add(next);
      object = document.context.lookup(next);
    }
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) {
      for (const [key, value] of dict.entries()) {
        keys.add(key.asString());
        if (key.asString() === '/S' && value instanceof PDFName) actions.add(value.asString());
      }
      pending.push(...dict.values());
    } else if (dict instanceof PDFArray) {
      pending.push(...dict.asArray());
    }
  }
  return { keys, actions };
}

describe('the document cleaner', () => {
  it('draws a PNG again without the text chunks that held a web page', async () => {
    const polyglot = await pngWithHtml();
    expect(polyglot.includes('<script>')).toBe(true);
    const cleaned = await inspectDocument(polyglot, anyDocument);
    const stored = Buffer.from(cleaned.bytes);
    expect(cleaned.mime).toBe('image/png');
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes('tEXt')).toBe(false);
    expect(stored.includes('iTXt')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 24, height: 16 });
  });

  it('draws a JPEG again without the script after its end marker', async () => {
    const polyglot = await jpegWithAppendedScript();
    const cleaned = await inspectDocument(polyglot, images);
    const stored = Buffer.from(cleaned.bytes);
    expect(cleaned.mime).toBe('image/jpeg');
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
  });

  it('drops EXIF with its GPS position and keeps the photo upright', async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 40, height: 20 });
    expect(photo.includes('PhoneMaker')).toBe(true);
    const stored = Buffer.from((await inspectDocument(photo, images)).bytes);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(stored.includes('Exif')).toBe(false);
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('stores a picture no larger than the stored side', async () => {
    const wide = await sharp({ create: { width: 6000, height: 300, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const stored = Buffer.from((await inspectDocument(wide, images)).bytes);
    expect(await sharp(stored).metadata()).toMatchObject({ width: storedImageSide, height: 205 });
  });

  it('refuses a 30,000 x 30,000 PNG from its header, without decoding it', async () => {
    const huge = await hugePng(30_000);
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const rssBefore = process.memoryUsage().rss;
    expect((await refusalOf(inspectDocument(huge, images))).reason).toBe('pixels');
    // Decoding it would take 900 MB; reading its header takes next to nothing.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a picture that does not decode as the type its magic bytes say', async () => {
    const png = await pngWithHtml();
    const cut = png.subarray(0, png.length - 40);
    expect((await refusalOf(inspectDocument(cut, images))).reason).toBe('type');
  });

  it('writes a PDF again without its actions, scripts, files and hidden objects', async () => {
    const polyglot = await pdfWithActions();
    for (const hidden of ['<script>', '/JavaScript', '/OpenAction', '/Launch', '/URI', '/EmbeddedFile']) {
      expect(polyglot.includes(hidden), hidden).toBe(true);
    }
    const cleaned = await inspectDocument(polyglot, anyDocument);
    const stored = Buffer.from(cleaned.bytes);
    expect(cleaned.mime).toBe('application/pdf');
    for (const hidden of [
      '<script>',
      'evil.example',
      scriptPayload,
      '/JavaScript',
      '/OpenAction',
      '/AA',
      '/Launch',
      '/SubmitForm',
      '/URI',
      '/EmbeddedFile',
      '/FileAttachment',
    ]) {
      expect(stored.includes(hidden), hidden).toBe(false);
    }
    expect(stored.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const document = await PDFDocument.load(stored);
    expect(document.getPageCount()).toBe(1);
    const { keys, actions } = reachableKeys(document);
    for (const key of ['/OpenAction', '/AA', '/JS', '/EF', '/JavaScript', '/EmbeddedFiles']) {
      expect(keys.has(key), key).toBe(false);
    }
    expect([...actions]).toEqual(['/GoTo']);
    expect(document.getPage(0).node.Annots()?.size()).toBe(4);
  });

  it('refuses a PDF it cannot read: encrypted, damaged, or inflating past the bound', async () => {
    expect((await refusalOf(inspectDocument(encryptedPdf(), anyDocument))).reason).toBe('pdf');
    const damaged = Buffer.from(`%PDF-1.4\n${htmlPayload}\n%%EOF\n`, 'latin1');
    expect((await refusalOf(inspectDocument(damaged, anyDocument))).reason).toBe('pdf');
    const bomb = await pdfObjectStreamBomb(128);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await refusalOf(inspectDocument(bomb, anyDocument))).reason).toBe('pdf');
    // Refused before pdf-lib inflates it, and for that reason.
    await expect(cleanPdf(bomb)).rejects.toMatchObject({ reason: 'expands' });
    await expect(cleanPdf(encryptedPdf())).rejects.toMatchObject({ reason: 'encrypted' });
  });
});
