// Uploaded documents come out clean through the upload calls (decision 0207): polyglot pictures and PDFs
// are stored without what they hid, and the reviewer's download serves those cleaned bytes; a picture of
// too many pixels or a PDF that cannot be cleaned is refused in the error shape, in the player's language,
// with nothing stored; an accepted upload is stored once, its row and its file together.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@reelvault/contract/errors';
import { PDFDocument } from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { filesUnder, jpegFile, multipartBody, uploadDocument, uploadMultiple } from '../../../test/kyc';
import {
  encryptedPdf,
  htmlPayload,
  hugePng,
  jpegWithAppendedScript,
  pdfWithActions,
  photoWithGps,
  pngWithHtml,
  scriptPayload,
} from '../../../test/kyc-polyglots';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { documentFileOf, uploadedDocument, verificationStatusOf } from '../../../test/verification';

const storageDir = mkdtempSync(path.join(tmpdir(), 'reelvault-kyc-clean-'));

const storedFiles = () => filesUnder(storageDir);

describe('cleaned verification documents', () => {
  const ctx = useTestApp({ KYC_STORAGE_DIR: storageDir });
  let reviewer: TestOperator;

  beforeAll(async () => {
    reviewer = await operator(ctx.app, 'compliance');
  });
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

  /** Uploads `bytes` as type `type`, and answers what the reviewer downloads and the document's facts. */
  async function storedAs(player: TestPlayer, type: number, fileName: string, bytes: Buffer) {
    const contentType = fileName.endsWith('.pdf')
      ? 'application/pdf'
      : fileName.endsWith('.png')
        ? 'image/png'
        : 'image/jpeg';
    const filesBefore = storedFiles().length;
    const document = await uploadedDocument(ctx.app, player, type, { fileName, contentType, bytes });
    expect(storedFiles().length).toBe(filesBefore + 1);
    const served = await documentFileOf(ctx.app, reviewer.token, document.id, true);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    const own = await documentFileOf(ctx.app, player.token, document.id);
    expect(own.rawPayload.equals(served.rawPayload)).toBe(true);
    const facts = (await verificationStatusOf(ctx.app, player)).documents.find(
      (row) => row.id === document.id,
    );
    expect(facts?.size).toBe(served.rawPayload.length);
    expect(facts?.mime_type).toBe(contentType);
    return served.rawPayload;
  }

  it('stores a PNG whose text chunks hold a web page as a clean PNG, and the reviewer downloads that', async () => {
    const player = await registerPlayer(ctx.app);
    const stored = await storedAs(player, 1, 'id.png', await pngWithHtml());
    expect(stored.includes('<script>')).toBe(false);
    expect(stored.includes(htmlPayload)).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 24, height: 16 });
  });

  it('stores a JPEG with a script after its end marker without the script', async () => {
    const player = await registerPlayer(ctx.app);
    const stored = await storedAs(player, 1, 'id.jpg', await jpegWithAppendedScript());
    expect(stored.includes('<script>')).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
  });

  it('stores a phone photo upright, without EXIF or its GPS position', async () => {
    const player = await registerPlayer(ctx.app);
    const stored = await storedAs(player, 5, 'selfie.jpg', await photoWithGps());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(stored.includes('PhoneMaker')).toBe(false);
  });

  it('stores a PDF without its OpenAction, JavaScript, launches, links out, files and appended page', async () => {
    const player = await registerPlayer(ctx.app);
    const stored = await storedAs(player, 3, 'bill.pdf', await pdfWithActions());
    for (const hidden of ['<script>', scriptPayload, '/OpenAction', '/JavaScript', '/Launch', '/URI']) {
      expect(stored.includes(hidden), hidden).toBe(false);
    }
    expect((await PDFDocument.load(stored)).getPageCount()).toBe(1);
  });

  it('refuses a 30,000 x 30,000 PNG with a clear 422 in the player’s language and stores nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const huge = await hugePng(30_000);
    const filesBefore = storedFiles().length;
    const english = await uploadDocument(ctx.app, player.token, 1, {
      fileName: 'id.png',
      contentType: 'image/png',
      bytes: huge,
    });
    expect(english.statusCode, english.body).toBe(422);
    expect(errorBodySchema.parse(english.json())).toMatchObject({
      error: 'KYC_IMAGE_TOO_LARGE',
      message:
        'This picture has too many pixels. Please upload one of at most 50 megapixels (for example 8000 × 6000).',
    });

    const body = multipartBody({ type: '1' }, [
      { field: 'image', fileName: 'id.png', contentType: 'image/png', bytes: huge },
    ]);
    const german = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/verification-document',
      headers: { ...bearer(player.token), ...body.headers, 'accept-language': 'de' },
      payload: body.payload,
    });
    expect(german.statusCode).toBe(422);
    expect((german.json() as { message: string }).message).toMatch(/zu viele Pixel/);

    expect(storedFiles().length).toBe(filesBefore);
    const standing = await verificationStatusOf(ctx.app, player);
    expect(standing.documents).toEqual([]);
    expect(standing.player_status).toBe(0);
  });

  it('refuses an encrypted PDF, and the multi-upload stores the others and names each refusal', async () => {
    const player = await registerPlayer(ctx.app);
    const filesBefore = storedFiles().length;
    const refused = await uploadDocument(ctx.app, player.token, 3, {
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
      bytes: encryptedPdf(),
    });
    expect(refused.statusCode).toBe(422);
    expect(errorBodySchema.parse(refused.json()).error).toBe('KYC_PDF_REFUSED');
    expect(storedFiles().length).toBe(filesBefore);

    const response = await uploadMultiple(
      ctx.app,
      player.token,
      multipartBody({}, [
        { field: 'proof_of_identity', ...jpegFile() },
        {
          field: 'proof_of_address',
          fileName: 'bill.pdf',
          contentType: 'application/pdf',
          bytes: encryptedPdf(),
        },
        {
          field: 'selfie_with_identity',
          fileName: 'selfie.png',
          contentType: 'image/png',
          bytes: await hugePng(30_000),
        },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const outcome = response.json() as {
      uploaded_documents: { type: string }[];
      failed_documents: { type: string; reason: string }[];
    };
    expect(outcome.uploaded_documents.map((row) => row.type)).toEqual(['proof_of_identity']);
    expect(outcome.failed_documents).toEqual([
      {
        type: 'proof_of_address',
        reason:
          'This PDF cannot be accepted: it is password-protected or damaged. Please upload it without a password, or a JPG or PNG photo of the document.',
      },
      {
        type: 'selfie_with_identity',
        reason:
          'This picture has too many pixels. Please upload one of at most 50 megapixels (for example 8000 × 6000).',
      },
    ]);
    expect(storedFiles().length).toBe(filesBefore + 1);
    expect((await verificationStatusOf(ctx.app, player)).documents).toHaveLength(1);
  });
});
