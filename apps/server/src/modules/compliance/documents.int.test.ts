// Identity verification documents through the HTTP API: uploads checked by content and size (nothing
// stored when refused), metadata stripped, files served only to their owner and reviewers, the
// multi-upload form, and withdrawing a document. Reviews and the details form: verification.int.test.ts.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { kycStatus } from '@reelvault/contract/calls/compliance';
import { errorBodySchema } from '@reelvault/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import {
  jpegFile,
  jpegWithExif,
  multipartBody,
  pdfDocument,
  pngWithText,
  uploadDocument,
  uploadMultiple,
  windowsExecutable,
} from '../../../test/kyc';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import {
  documentFileOf,
  profileOf,
  uploadedDocument,
  verificationStatusOf,
} from '../../../test/verification';

const storageDir = mkdtempSync(path.join(tmpdir(), 'reelvault-kyc-'));

function storedFiles(directory = storageDir): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? storedFiles(full) : [full];
  });
}

describe('identity verification documents', () => {
  const ctx = useTestApp({ KYC_STORAGE_DIR: storageDir });
  let reviewer: TestOperator;

  beforeAll(async () => {
    reviewer = await operator(ctx.app, 'compliance');
  });
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

  const status = (player: TestPlayer) => verificationStatusOf(ctx.app, player);
  const profile = (player: TestPlayer) => profileOf(ctx.app, player);
  const fileOf = (token: string, id: string) => documentFileOf(ctx.app, token, id);
  const uploaded = (player: TestPlayer, type: number, file = jpegFile()) =>
    uploadedDocument(ctx.app, player, type, file);

  it('stores a JPEG without its EXIF and comment, pending review, and serves it only as an attachment to its owner', async () => {
    const player = await registerPlayer(ctx.app);
    const document = await uploaded(player, 1);
    expect(document.status).toBe('pending_review');

    const file = await fileOf(player.token, document.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="identity_front-/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(bytes.includes('GPSLatitude')).toBe(false);
    expect(bytes.includes('secret camera comment')).toBe(false);
    expect(bytes.includes('JFIF')).toBe(true);

    const standing = await status(player);
    expect(standing.data).toEqual([1]);
    expect(standing.player_status).toBe(2);
    expect(standing.documents[0]).toMatchObject({
      type: 1,
      kind: 'identity_front',
      status: 'pending_review',
    });
    expect((await profile(player)).verification_status).toEqual([1]);
  });

  it('strips the text chunks of a PNG and takes a PDF as proof of address', async () => {
    const player = await registerPlayer(ctx.app);
    const png = await uploaded(player, 2, {
      fileName: 'back.png',
      contentType: 'image/png',
      bytes: pngWithText(),
    });
    const stored = (await fileOf(player.token, png.id)).rawPayload;
    expect(stored.includes('Elm Street')).toBe(false);
    expect(stored.includes('IHDR')).toBe(true);
    const pdf = await uploaded(player, 3, {
      fileName: 'bill.pdf',
      contentType: 'application/pdf',
      bytes: pdfDocument(),
    });
    const served = await fileOf(player.token, pdf.id);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(pdfDocument())).toBe(true);
  });

  it('refuses by content and size with the spec’s messages, and stores nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const before = storedFiles().length;
    const refused = async (type: number, file: { fileName: string; contentType: string; bytes: Buffer }) => {
      const response = await uploadDocument(ctx.app, player.token, type, file);
      expect(response.statusCode, file.fileName).toBe(422);
      return errorBodySchema.parse(response.json());
    };
    const wrongType = 'Invalid file format. Please upload JPG, PNG or PDF files only.';
    expect(
      (await refused(1, { fileName: 'id.pdf', contentType: 'application/pdf', bytes: pngWithText() }))
        .message,
    ).toBe(wrongType);
    expect(
      (await refused(1, { fileName: 'id.png', contentType: 'image/png', bytes: pdfDocument() })).message,
    ).toBe(wrongType);
    expect(
      (await refused(1, { fileName: 'id.jpg', contentType: 'image/jpeg', bytes: windowsExecutable() }))
        .message,
    ).toBe(wrongType);
    expect(
      (await refused(1, { fileName: 'id.jpg', contentType: 'image/jpeg', bytes: Buffer.from('GIF89a....') }))
        .error,
    ).toBe('KYC_FILE_TYPE');
    expect(
      (await refused(5, { fileName: 'selfie.pdf', contentType: 'application/pdf', bytes: pdfDocument() }))
        .message,
    ).toBe('Invalid file format. Please upload a JPG or PNG photo.');
    const oversize = await refused(1, jpegFile(jpegWithExif(8 * 1024 * 1024)));
    expect(oversize).toMatchObject({
      error: 'KYC_FILE_TOO_LARGE',
      message: 'You can only upload file less than 8 MB in file size.',
    });
    expect((await refused(9, jpegFile())).errors).toEqual({ type: ['The selected type is invalid.'] });

    expect(storedFiles().length).toBe(before);
    expect((await status(player)).documents).toEqual([]);
    expect((await status(player)).player_status).toBe(0);
  });

  describe('a multipart body that cannot be read', () => {
    const identity = { fileName: 'id.jpg', contentType: 'image/jpeg', bytes: jpegWithExif() };
    const address = { fileName: 'bill.pdf', contentType: 'application/pdf', bytes: pdfDocument() };
    const single = () => multipartBody({ type: '1' }, [{ field: 'image', ...identity }]);
    // The identity file arrives whole; the proof of address after it is cut short.
    const several = () =>
      multipartBody({}, [
        { field: 'proof_of_identity', ...identity },
        { field: 'proof_of_address', ...address },
      ]);
    const cutInside = (payload: Buffer, file: Buffer) =>
      payload.subarray(0, payload.lastIndexOf(file) + Math.floor(file.length / 2));
    const malformed = (body: { payload: Buffer; headers: Record<string, string> }, cutFile: Buffer) => [
      { name: 'without a boundary', contentType: 'multipart/form-data', payload: body.payload },
      {
        name: 'with a part cut short',
        contentType: body.headers['content-type'] ?? '',
        payload: cutInside(body.payload, cutFile),
      },
      {
        name: 'whose boundary the body never uses',
        contentType: 'multipart/form-data; boundary=----reelvault0000000000000000',
        payload: body.payload,
      },
    ];
    const cases = [
      ...malformed(single(), identity.bytes).map((c) => ({
        ...c,
        url: '/api/account/verification-document',
      })),
      ...malformed(several(), address.bytes).map((c) => ({ ...c, url: '/api/kyc/upload-multiple' })),
    ];

    it.each(cases)('answers $url $name with 400 in the error shape and stores nothing', async (c) => {
      const player = await registerPlayer(ctx.app);
      const before = storedFiles().length;
      const response = await ctx.app.inject({
        method: 'POST',
        url: c.url,
        headers: { ...bearer(player.token), 'content-type': c.contentType },
        payload: c.payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json())).toMatchObject({
        error: 'MALFORMED_REQUEST',
        message: 'The request body could not be read.',
      });
      expect(storedFiles().length).toBe(before);
      expect((await status(player)).documents).toEqual([]);
    });

    it('answers a body with more files than a form holds with 413, storing nothing', async () => {
      const player = await registerPlayer(ctx.app);
      const before = storedFiles().length;
      const body = multipartBody(
        {},
        Array.from({ length: 9 }, (_, n) => ({ field: `file_${n}`, ...identity })),
      );
      const response = await uploadMultiple(ctx.app, player.token, body);
      expect(response.statusCode, response.body).toBe(413);
      expect(errorBodySchema.parse(response.json()).error).toBe('PAYLOAD_TOO_LARGE');
      expect(storedFiles().length).toBe(before);
    });

    it('still reads a well-formed body after the refusals', async () => {
      const player = await registerPlayer(ctx.app);
      const body = several();
      const response = await uploadMultiple(ctx.app, player.token, body);
      expect(response.statusCode, response.body).toBe(200);
      expect((await status(player)).documents).toHaveLength(2);
    });
  });

  it('takes an upload of exactly 8 MB', async () => {
    const player = await registerPlayer(ctx.app);
    const exact = jpegWithExif(0);
    const padded = jpegWithExif(8_388_608 - exact.length);
    expect(padded.length).toBe(8_388_608);
    await uploaded(player, 1, jpegFile(padded));
  });

  it('uploads several documents at once and reports each failure with its reason', async () => {
    const player = await registerPlayer(ctx.app);
    const body = multipartBody({}, [
      {
        field: 'proof_of_identity',
        fileName: 'passport.jpg',
        contentType: 'image/jpeg',
        bytes: jpegWithExif(),
      },
      {
        field: 'proof_of_address',
        fileName: 'bill.jpg',
        contentType: 'image/jpeg',
        bytes: windowsExecutable(),
      },
      {
        field: 'bank_statement',
        fileName: 'statement.pdf',
        contentType: 'application/pdf',
        bytes: pdfDocument(),
      },
      {
        field: 'selfie_with_identity',
        fileName: 'me.jpg',
        contentType: 'image/jpeg',
        bytes: jpegWithExif(10 * 1024 * 1024),
      },
    ]);
    const response = await uploadMultiple(ctx.app, player.token, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      uploaded_documents: [
        { type: 'proof_of_identity', status: 'pending_review' },
        { type: 'bank_statement', status: 'pending_review' },
      ],
      failed_documents: [
        {
          type: 'proof_of_address',
          reason: 'Invalid file format. Please upload JPG, PNG or PDF files only.',
        },
        { type: 'selfie_with_identity', reason: 'File size exceeds the maximum limit of 10MB.' },
      ],
    });

    const kyc = await ctx.app.inject({
      method: 'GET',
      url: '/api/kyc/status',
      headers: bearer(player.token),
    });
    const states = kycStatus.reply.parse(kyc.json()).document_status;
    expect(states.proof_of_identity).toMatchObject({ submitted: true, status: 'pending_review' });
    expect(states.proof_of_address).toEqual({
      submitted: false,
      status: 'not_submitted',
      rejection_reason: null,
      uploaded_at: null,
    });

    const empty = multipartBody({}, []);
    const none = await uploadMultiple(ctx.app, player.token, empty);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ message: 'Please upload at least one document to proceed.' });
  });

  it('never lets one player read, replace or delete another’s documents', async () => {
    const owner = await registerPlayer(ctx.app);
    const other = await registerPlayer(ctx.app);
    const document = await uploaded(owner, 1);
    expect((await fileOf(other.token, document.id)).statusCode).toBe(404);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/kyc/documents/1',
      headers: bearer(other.token),
    });
    expect(deleted.statusCode).toBe(404);
    await uploaded(other, 1);
    expect((await status(owner)).documents.map((row) => row.id)).toEqual([document.id]);
    expect((await fileOf(owner.token, document.id)).statusCode).toBe(200);
    expect((await fileOf(reviewer.token, document.id)).statusCode).toBe(401);
  });

  it('withdraws a pending document for replacement, answers 404 for none', async () => {
    const player = await registerPlayer(ctx.app);
    const none = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/kyc/documents/proof_of_address',
      headers: bearer(player.token),
    });
    expect(none.statusCode).toBe(404);
    await uploaded(player, 3);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/kyc/documents/proof_of_address',
      headers: bearer(player.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await status(player)).documents).toEqual([]);
    expect((await status(player)).player_status).toBe(0);
  });
});
