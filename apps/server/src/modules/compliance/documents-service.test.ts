// The verification rules with in-memory storage: what an upload, a replacement and a withdrawal may do,
// the review's one decision per document, the standing that moves with the documents, the details form
// checked against the clock, and the withdrawal gate.
import { playerStatus, userStatus } from '@reelvault/contract/constants/statuses';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { jpegWithExif, pdfDocument, windowsExecutable } from '../../../test/kyc';
import {
  memoryComplianceIdentity,
  memoryComplianceRepository,
  memoryComplianceWallet,
  memoryDocumentStore,
} from '../../../test/memory/compliance';
import { memoryExecutor, memoryTransactor } from '../../../test/memory/transactor';
import { AppError } from '../../http/app-error';
import { createDocumentsService } from './documents-service';

const playerId = 11;
const reviewerId = 900;
const caller = { ip: '203.0.113.9', userAgent: null };
const jpeg = () => ({ bytes: jpegWithExif(), truncated: false, fileName: 'id.jpg' });
const details = {
  name: 'Anna',
  surname: 'Georgiou',
  birth_day: 4,
  birth_month: 5,
  birth_year: 1990,
  address: 'Ermou 10',
  city: 'Athens',
};

function setup() {
  const clock = new ManualClock('2026-03-10T12:00:00.000Z');
  const repository = memoryComplianceRepository();
  const store = memoryDocumentStore();
  const identity = memoryComplianceIdentity();
  identity.add({ id: playerId, status: userStatus.needsVerification });
  const wallet = memoryComplianceWallet();
  const documents = createDocumentsService({
    repository,
    transactor: memoryTransactor(),
    clock,
    identity,
    wallet,
    store,
    settings: { withdrawalVerificationThresholds: { EUR: 200_000n } },
    log: { error: () => undefined },
  });
  return { clock, repository, store, identity, wallet, documents };
}

async function refusalOf(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

describe('verification documents', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  const approve = (id: string) =>
    t.documents.decideDocument(memoryExecutor, id, reviewerId, { approve: true });

  it('stores an upload pending review and puts the player under review', async () => {
    const document = await t.documents.uploadDocument(playerId, 1, jpeg());
    expect(document).toMatchObject({ type: 1, kind: 'identity_front', status: 'pending_review' });
    expect(t.store.files.size).toBe(1);
    expect(t.identity.subject(playerId).playerStatus).toBe(playerStatus.underReview);
    expect((await t.documents.verificationStatus(playerId)).data).toEqual([1]);
  });

  it('refuses a file by its content or size and stores nothing', async () => {
    const exe = await refusalOf(
      t.documents.uploadDocument(playerId, 3, { bytes: windowsExecutable(), truncated: false }),
    );
    expect(exe.code).toBe('KYC_FILE_TYPE');
    const pdfSelfie = await refusalOf(
      t.documents.uploadDocument(playerId, 5, { bytes: pdfDocument(), truncated: false, fileName: 'me.pdf' }),
    );
    expect(pdfSelfie).toMatchObject({
      code: 'KYC_FILE_TYPE',
      message: 'Invalid file format. Please upload a JPG or PNG photo.',
    });
    const renamed = await refusalOf(
      t.documents.uploadDocument(playerId, 3, { ...jpeg(), fileName: 'bill.pdf' }),
    );
    expect(renamed.code).toBe('KYC_FILE_TYPE');
    const large = await refusalOf(t.documents.uploadDocument(playerId, 1, { ...jpeg(), truncated: true }));
    expect(large.code).toBe('KYC_FILE_TOO_LARGE');
    expect((await refusalOf(t.documents.uploadDocument(playerId, 6, jpeg()))).code).toBe('VALIDATION_FAILED');
    expect(t.store.files.size).toBe(0);
    expect(t.repository.documents).toEqual([]);
  });

  it('replaces a pending or rejected document and keeps the old one, not current', async () => {
    const first = await t.documents.uploadDocument(playerId, 3, jpeg());
    const second = await t.documents.uploadDocument(playerId, 3, jpeg());
    await t.documents.decideDocument(memoryExecutor, second.id, reviewerId, {
      approve: false,
      reason: 'Blurred.',
    });
    const third = await t.documents.uploadDocument(playerId, 3, jpeg());
    expect(t.repository.documents.map((row) => [row.id, row.current, row.status])).toEqual([
      [first.id, false, 'pending_review'],
      [second.id, false, 'rejected'],
      [third.id, true, 'pending_review'],
    ]);
    expect((await t.documents.verificationStatus(playerId)).documents.map((row) => row.id)).toEqual([
      third.id,
    ]);
  });

  it('refuses to replace or withdraw an approved document, and discards nothing it kept', async () => {
    const front = await t.documents.uploadDocument(playerId, 1, jpeg());
    await approve(front.id);
    expect((await refusalOf(t.documents.uploadDocument(playerId, 1, jpeg()))).code).toBe(
      'KYC_DOCUMENT_APPROVED',
    );
    expect((await refusalOf(t.documents.withdrawDocument(playerId, 'proof_of_identity'))).code).toBe(
      'KYC_DOCUMENT_APPROVED',
    );
    expect(t.store.files.size).toBe(1);
    expect(t.repository.documents.filter((row) => row.current)).toHaveLength(1);
  });

  it('withdraws a pending document by field, kind or type number, and answers not found for none', async () => {
    expect((await refusalOf(t.documents.withdrawDocument(playerId, 'proof_of_address'))).code).toBe(
      'KYC_DOCUMENT_NOT_FOUND',
    );
    expect((await refusalOf(t.documents.withdrawDocument(playerId, 'passport'))).code).toBe(
      'KYC_DOCUMENT_NOT_FOUND',
    );
    await t.documents.uploadDocument(playerId, 3, jpeg());
    await t.documents.uploadDocument(playerId, 5, jpeg());
    await t.documents.withdrawDocument(playerId, 'proof_of_address');
    expect(t.identity.subject(playerId).playerStatus).toBe(playerStatus.underReview);
    await t.documents.withdrawDocument(playerId, '5');
    expect((await t.documents.verificationStatus(playerId)).documents).toEqual([]);
    expect(t.identity.subject(playerId).playerStatus).toBe(playerStatus.needsVerification);
  });

  it('takes one decision per document and verifies the player once details and documents are approved', async () => {
    await t.documents.submitDetails(playerId, details, caller);
    expect((await t.documents.verificationStatus(playerId)).level).toBe(1);
    const front = await t.documents.uploadDocument(playerId, 1, jpeg());
    const address = await t.documents.uploadDocument(playerId, 3, jpeg());
    const selfie = await t.documents.uploadDocument(playerId, 5, jpeg());
    await approve(front.id);
    expect((await t.documents.verificationStatus(playerId)).level).toBe(2);
    expect((await refusalOf(approve(front.id))).code).toBe('KYC_DOCUMENT_REVIEWED');
    await approve(address.id);
    expect(t.identity.subject(playerId)).toMatchObject({
      status: userStatus.needsVerification,
      playerStatus: playerStatus.underReview,
    });
    const decided = await approve(selfie.id);
    expect(decided.before.status).toBe('pending_review');
    expect(decided.after).toMatchObject({
      status: 'approved',
      reviewedBy: reviewerId,
      reviewedAt: t.clock.now(),
    });
    expect(t.identity.subject(playerId)).toMatchObject({
      status: userStatus.active,
      playerStatus: playerStatus.verified,
    });
    expect(await t.documents.verificationStatus(playerId)).toMatchObject({ level: 3, details_locked: true });
  });

  it('refuses a decision on a replaced document', async () => {
    const old = await t.documents.uploadDocument(playerId, 3, jpeg());
    await t.documents.uploadDocument(playerId, 3, jpeg());
    expect((await refusalOf(approve(old.id))).code).toBe('KYC_DOCUMENT_NOT_FOUND');
  });

  it('serves a document only to its owner, or to a reviewer', async () => {
    const document = await t.documents.uploadDocument(playerId, 1, jpeg());
    expect((await t.documents.documentFile(document.id, playerId)).fileName).toMatch(
      /^identity_front-.{8}\.jpg$/,
    );
    expect((await t.documents.documentFile(document.id, undefined)).mime).toBe('image/jpeg');
    expect((await refusalOf(t.documents.documentFile(document.id, playerId + 1))).code).toBe(
      'KYC_DOCUMENT_NOT_FOUND',
    );
  });

  it('checks the details form against the clock: a real day, the offered years, 18 years old today', async () => {
    t.clock.set('2026-05-04T08:00:00.000Z');
    const young = await refusalOf(
      t.documents.submitDetails(playerId, { ...details, birth_year: 2008, birth_day: 5 }, caller),
    );
    expect(young.fieldErrors).toEqual({ birth_year: ['You must be at least 18 years old.'] });
    const late = await refusalOf(
      t.documents.submitDetails(playerId, { ...details, birth_year: 2009 }, caller),
    );
    expect(late.fieldErrors).toEqual({ birth_year: ['The birth year must be between 1930 and 2008.'] });
    const early = await refusalOf(
      t.documents.submitDetails(playerId, { ...details, birth_year: 1929 }, caller),
    );
    expect(Object.keys(early.fieldErrors ?? {})).toEqual(['birth_year']);
    const unreal = await refusalOf(
      t.documents.submitDetails(playerId, { ...details, birth_month: 2, birth_day: 30 }, caller),
    );
    expect(unreal.fieldErrors).toEqual({ birth_day: ['The date of birth is not a valid date.'] });
    expect(t.identity.subject(playerId).birthday).toBeNull();
    // Eighteen today.
    await t.documents.submitDetails(playerId, { ...details, birth_year: 2008 }, caller);
    expect(t.identity.subject(playerId).birthday).toBe('2008-05-04');
  });

  it('asks for full verification before a withdrawal once credited deposits reach the threshold', async () => {
    t.wallet.record({ playerId, at: t.clock.now(), depositsCredited: 199_999n });
    await t.documents.checkWithdrawal(playerId);
    t.wallet.record({ playerId, at: t.clock.now(), depositsCredited: 1n });
    expect((await refusalOf(t.documents.checkWithdrawal(playerId))).code).toBe(
      'CASHIER_VERIFICATION_REQUIRED',
    );
    expect(await t.documents.profileFacts(playerId)).toEqual({ types: [], totalDeposit: 200_000n });
  });
});
