// Identity verification's review and details through the HTTP API: reviewers' decisions moving the
// player's statuses, each one audited, the checklist of what verification still needs, and the details
// form with its locks and its two 422 shapes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminAuditLog } from '@reelvault/contract/calls/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, operator, type TestOperator } from '../../../test/backoffice';
import { useTestApp } from '../../../test/helper';
import { jpegFile, pdfDocument, uploadDocument } from '../../../test/kyc';
import { bearer, registerPlayer, setPlayerStanding, type TestPlayer } from '../../../test/players';
import {
  documentFileOf,
  uploadedDocument,
  verificationDetailsForm,
  verificationStatusOf,
} from '../../../test/verification';

const storageDir = mkdtempSync(path.join(tmpdir(), 'reelvault-kyc-'));

describe('identity verification review', () => {
  const ctx = useTestApp({ KYC_STORAGE_DIR: storageDir });
  let reviewer: TestOperator;
  let finance: TestOperator;

  beforeAll(async () => {
    reviewer = await operator(ctx.app, 'compliance');
    finance = await operator(ctx.app, 'finance');
  });
  afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

  const status = (player: TestPlayer) => verificationStatusOf(ctx.app, player);
  const fileOf = (token: string, id: string, admin = false) => documentFileOf(ctx.app, token, id, admin);
  const uploaded = (player: TestPlayer, type: number, file = jpegFile()) =>
    uploadedDocument(ctx.app, player, type, file);

  it('reviews: reject with a reason, replace, approve; statuses move, details lock, every decision is audited', async () => {
    const player = await registerPlayer(ctx.app);
    await setPlayerStanding(ctx.app.database.db, player.id, { status: 6 });
    const details = verificationDetailsForm;
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/verification',
      headers: bearer(player.token),
      payload: details,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, data: { message: 'Your details have been saved.' } });
    expect((await status(player)).level).toBe(1);

    const front = await uploaded(player, 1);
    const address = await uploaded(player, 3);
    const selfie = await uploaded(player, 5);

    const queue = await asOperator(
      ctx.app,
      reviewer.token,
      'GET',
      `/api/admin/kyc/documents?player_id=${player.id}`,
    );
    expect(queue.statusCode, queue.body).toBe(200);
    expect((queue.json() as { data: { id: string }[] }).data.map((row) => row.id)).toEqual([
      front.id,
      address.id,
      selfie.id,
    ]);
    expect((await asOperator(ctx.app, finance.token, 'GET', '/api/admin/kyc/documents')).statusCode).toBe(
      403,
    );
    expect(
      (await asOperator(ctx.app, finance.token, 'POST', `/api/admin/kyc/documents/${front.id}/approve`))
        .statusCode,
    ).toBe(403);

    const reviewed = await fileOf(reviewer.token, front.id, true);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.headers['content-disposition']).toMatch(/^attachment/);

    const rejected = await asOperator(
      ctx.app,
      reviewer.token,
      'POST',
      `/api/admin/kyc/documents/${address.id}/reject`,
      {
        reason: 'The bill is older than three months.',
      },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    let standing = await status(player);
    expect(standing.documents.find((row) => row.type === 3)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The bill is older than three months.',
    });
    expect(standing.data).toEqual([1, 5]);
    expect(standing.player_status).toBe(2);

    const again = await asOperator(
      ctx.app,
      reviewer.token,
      'POST',
      `/api/admin/kyc/documents/${address.id}/approve`,
    );
    expect(again.statusCode).toBe(409);

    await asOperator(ctx.app, reviewer.token, 'POST', `/api/admin/kyc/documents/${front.id}/approve`);
    await asOperator(ctx.app, reviewer.token, 'POST', `/api/admin/kyc/documents/${selfie.id}/approve`);
    standing = await status(player);
    expect(standing.level).toBe(2);
    expect(standing.player_status).toBe(0);
    const replaced = await uploadDocument(ctx.app, player.token, 1, jpegFile());
    expect(replaced.statusCode).toBe(409);

    const replacement = await uploaded(player, 3, {
      fileName: 'new-bill.pdf',
      contentType: 'application/pdf',
      bytes: pdfDocument(),
    });
    expect((await status(player)).player_status).toBe(2);
    const approved = await asOperator(
      ctx.app,
      reviewer.token,
      'POST',
      `/api/admin/kyc/documents/${replacement.id}/approve`,
    );
    expect(approved.statusCode, approved.body).toBe(200);

    standing = await status(player);
    expect(standing).toMatchObject({ level: 3, player_status: 1, status: 1, details_locked: true });
    const locked = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/verification',
      headers: bearer(player.token),
      payload: { ...details, name: 'Someone' },
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: 'KYC_DETAILS_LOCKED', success: false });
    const profileUpdate = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/profile/update',
      headers: bearer(player.token),
      payload: { name: 'Someone Else' },
    });
    expect(profileUpdate.statusCode).toBe(422);
    expect(profileUpdate.json()).toMatchObject({ error: 'KYC_DETAILS_LOCKED' });

    const actions: string[] = [];
    for (const id of [front.id, address.id, selfie.id, replacement.id]) {
      const log = await asOperator(ctx.app, reviewer.token, 'GET', `/api/admin/audit-log?target_id=${id}`);
      expect(log.statusCode, log.body).toBe(200);
      actions.push(...adminAuditLog.reply.parse(log.json()).data.map((entry) => entry.action));
    }
    expect(actions.filter((action) => action === 'kyc_document.approve')).toHaveLength(3);
    expect(actions.filter((action) => action === 'kyc_document.reject')).toHaveLength(1);
    expect(actions).toContain('kyc_document.view');
  });

  it('lists what full verification still needs, each part with its state, until the player is verified', async () => {
    const player = await registerPlayer(ctx.app);
    const checklist = async () =>
      (await status(player)).checklist.map((entry) =>
        [entry.item, entry.status, entry.rejection_reason].filter((part) => part !== null).join(' '),
      );
    expect(await checklist()).toEqual([
      'identity_front not_submitted',
      'proof_of_address not_submitted',
      'selfie_with_identity not_submitted',
      'details not_submitted',
    ]);

    const front = await uploaded(player, 1);
    const address = await uploaded(player, 3);
    // The back of the card is not asked for, but once sent it must be approved like the rest.
    const back = await uploaded(player, 2);
    await asOperator(ctx.app, reviewer.token, 'POST', `/api/admin/kyc/documents/${front.id}/approve`);
    await asOperator(ctx.app, reviewer.token, 'POST', `/api/admin/kyc/documents/${address.id}/reject`, {
      reason: 'The name is cut off.',
    });
    await setPlayerStanding(ctx.app.database.db, player.id, { status: 7 });
    expect(await checklist()).toEqual([
      'identity_front approved',
      'proof_of_address rejected The name is cut off.',
      'selfie_with_identity not_submitted',
      'selfie_with_credit_card not_submitted',
      'identity_back pending_review',
      'details not_submitted',
    ]);
    expect((await status(player)).checklist[0]).toMatchObject({ type: 1 });

    await asOperator(ctx.app, reviewer.token, 'POST', `/api/admin/kyc/documents/${back.id}/approve`);
    for (const type of [3, 5, 4]) {
      const document = await uploaded(player, type);
      await asOperator(ctx.app, reviewer.token, 'POST', `/api/admin/kyc/documents/${document.id}/approve`);
    }
    expect((await status(player)).player_status).toBe(0);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/verification',
      headers: bearer(player.token),
      payload: {
        name: 'Eleni',
        surname: 'Kosta',
        birth_day: 9,
        birth_month: 9,
        birth_year: 1985,
        address: 'Aiolou 3',
        city: 'Athens',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Verified: the status asking for the card selfie is lifted; the selfie stays on the list as sent.
    expect(await status(player)).toMatchObject({ level: 3, player_status: 1, status: 1 });
    expect(await checklist()).toEqual([
      'identity_front approved',
      'proof_of_address approved',
      'selfie_with_identity approved',
      'identity_back approved',
      'selfie_with_credit_card approved',
      'details saved',
    ]);
  });

  it('answers the details form’s 422 in both of the spec’s shapes and keeps details on file', async () => {
    const player = await registerPlayer(ctx.app);
    const post = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/account/verification',
        headers: bearer(player.token),
        payload,
      });
    const missing = await post({ name: 'Anna' });
    expect(missing.statusCode).toBe(422);
    const body = missing.json() as {
      message: string;
      errors: Record<string, string[]>;
      success: boolean;
      data: { message: string };
    };
    expect(body.success).toBe(false);
    expect(body.data.message).toBe(body.message);
    expect(Object.keys(body.errors)).toEqual(
      expect.arrayContaining(['surname', 'birth_day', 'address', 'city']),
    );

    const base = {
      name: 'Nikos',
      surname: 'Pappas',
      birth_day: 1,
      birth_month: 2,
      address: 'Odos 1',
      city: 'Patra',
    };
    const young = await post({ ...base, birth_year: new Date().getUTCFullYear() - 17 });
    expect(young.statusCode).toBe(422);
    expect(Object.keys((young.json() as { errors: object }).errors)).toEqual(['birth_year']);
    expect((await post({ ...base, birth_year: 1929 })).statusCode).toBe(422);
    expect((await post({ ...base, birth_day: 31, birth_year: 1980 })).statusCode).toBe(422);
    expect((await post({ ...base, birth_year: 1980 })).statusCode).toBe(200);
    const changed = await post({ ...base, city: 'Volos', birth_year: 1980 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      errors: { city: ['This detail is on file and can no longer be changed.'] },
    });
  });
});
