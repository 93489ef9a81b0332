// Instant verification through Veriff (decision 0905), against a local server that speaks Veriff's
// documented API (test/veriff-fixture.ts): a session started with the API key and the player as
// vendorData, the hosted page answered to the player; signed decision webhooks that approve the player
// for play, refuse with Veriff's reason, or let the player start again; a bad signature refused with
// nothing changed, a repeated or older delivery harmless; and with no provider configured, nothing offered.
import { instantVerification } from '@reelvault/contract/calls/instant-verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { deposit } from '../../../test/ledger';
import { bearer, registerPlayer, type TestPlayer } from '../../../test/players';
import { verificationDetailsForm, verificationStatusOf } from '../../../test/verification';
import { startVeriffFixture, type VeriffFixture } from '../../../test/veriff-fixture';
import { instantNotificationPaths } from './instant-routes';
import { instantVerificationDecisions, instantVerifications } from './schema';

/** No game has this id: a launch that passes the player's checks answers 404, one that does not 403. */
const missingGameId = 987_654_321;

describe('instant verification through Veriff', () => {
  let veriff: VeriffFixture;
  const environment: Record<string, string> = { PUBLIC_URL: 'https://casino.test' };
  beforeAll(async () => {
    veriff = await startVeriffFixture();
    Object.assign(environment, {
      VERIFF_API_URL: veriff.url,
      VERIFF_API_KEY: veriff.keys.apiKey,
      VERIFF_SHARED_SECRET: veriff.keys.sharedSecret,
    });
  });
  afterAll(async () => veriff.close());
  const ctx = useTestApp(environment);

  const call = (player: TestPlayer, method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: bearer(player.token), ...(payload ? { payload } : {}) });
  const stateOf = async (player: TestPlayer) => {
    const answer = await call(player, 'GET', '/api/kyc/instant-verification');
    expect(answer.statusCode, answer.body).toBe(200);
    return instantVerification.reply.parse(answer.json());
  };
  const start = (player: TestPlayer) => call(player, 'POST', '/api/kyc/instant-verification');
  const notify = (webhook: { body: string; headers: Record<string, string> }) =>
    ctx.app.inject({
      method: 'POST',
      url: instantNotificationPaths.veriff,
      headers: webhook.headers,
      payload: webhook.body,
    });
  const sessionOf = (url: string) => {
    const session = veriff.sessions.find((item) => item.url === url);
    if (!session) throw new Error(`no Veriff session has the page ${url}`);
    return session;
  };
  const instantItem = async (player: TestPlayer) =>
    (await verificationStatusOf(ctx.app, player)).checklist.find(
      (entry) => entry.item === 'instant_verification',
    );

  it('sends the player to Veriff’s hosted page; its approval verifies the player for play', async () => {
    const player = await registerPlayer(ctx.app);
    expect(
      (await call(player, 'POST', '/api/account/verification', verificationDetailsForm)).statusCode,
    ).toBe(200);
    await deposit(ctx.app.wallet, player.id, 5_000n);
    const refusedPlay = await call(player, 'POST', `/api/game/${missingGameId}/play`, { device: 1 });
    expect(refusedPlay.json()).toMatchObject({ code: 'GAME_VERIFICATION_REQUIRED' });
    expect(await stateOf(player)).toEqual({ offered: true, can_start: true, session: null });

    const started = await start(player);
    expect(started.statusCode, started.body).toBe(200);
    const { url } = (started.json() as { data: { url: string } }).data;
    const session = sessionOf(url);
    expect(session.request).toEqual({
      callback: 'https://casino.test/account/verification?instant=returned',
      vendorData: String(player.id),
    });
    expect(veriff.refusedRequests()).toBe(0);
    // The player who comes back before deciding is sent to the same session.
    const again = await start(player);
    expect((again.json() as { data: { url: string } }).data.url).toBe(url);
    expect(veriff.sessions.filter((item) => item.request.vendorData === String(player.id))).toHaveLength(1);
    expect(await instantItem(player)).toMatchObject({ status: 'pending_review' });

    const approval = veriff.decision(session, 'approved');
    const taken = await notify(approval);
    expect(taken.statusCode, taken.body).toBe(200);
    const standing = await verificationStatusOf(ctx.app, player);
    expect(standing.player_status).toBe(1);
    expect(standing.level).toBe(3);
    expect(standing.checklist).toEqual([
      { item: 'instant_verification', type: null, status: 'approved', rejection_reason: null },
      { item: 'details', type: null, status: 'saved', rejection_reason: null },
    ]);
    const played = await call(player, 'POST', `/api/game/${missingGameId}/play`, { device: 1 });
    expect(played.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });

    // Veriff sends a decision again when it had no answer: the same delivery changes nothing.
    const repeated = await notify(approval);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json()).toEqual({ message: 'repeated' });
    const recorded = await ctx.app.database.db
      .select()
      .from(instantVerificationDecisions)
      .where(eq(instantVerificationDecisions.sessionId, session.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ provider: 'veriff', status: 'approved', code: 9001, applied: true });

    const afterwards = await start(player);
    expect(afterwards.statusCode).toBe(409);
    expect(afterwards.json()).toMatchObject({ code: 'KYC_INSTANT_NOT_NEEDED' });
    expect(await stateOf(player)).toMatchObject({ can_start: false, session: { status: 'approved' } });
  });

  it('refuses a decision with a bad signature with 401 and changes nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const { url } = ((await start(player)).json() as { data: { url: string } }).data;
    const approval = veriff.decision(sessionOf(url), 'approved');
    const forged = veriff.decision(sessionOf(url), 'approved', { secret: 'not-the-shared-secret' });
    const tampered = { ...approval, body: approval.body.replace('"approved"', '"approved" ') };
    const unsigned = {
      ...approval,
      headers: { 'content-type': 'application/json', 'x-auth-client': veriff.keys.apiKey },
    };
    for (const webhook of [forged, tampered, unsigned]) {
      const refused = await notify(webhook);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        message: 'The signature of this notification is not valid.',
        code: 'KYC_INSTANT_SIGNATURE',
      });
      expect(refused.body).not.toContain(veriff.keys.sharedSecret);
    }
    const [row] = await ctx.app.database.db
      .select()
      .from(instantVerifications)
      .where(eq(instantVerifications.playerId, player.id));
    expect(row?.status).toBe('created');
    expect((await verificationStatusOf(ctx.app, player)).player_status).toBe(0);
  });

  it('shows Veriff’s reason: after a resubmission the player starts again; after a decline, documents', async () => {
    const player = await registerPlayer(ctx.app);
    const first = ((await start(player)).json() as { data: { url: string } }).data.url;
    const resubmit = veriff.decision(sessionOf(first), 'resubmission_requested', {
      reason: 'Video and/or photos missing',
      reasonCode: 201,
    });
    expect((await notify(resubmit)).statusCode).toBe(200);
    expect(await instantItem(player)).toEqual({
      item: 'instant_verification',
      type: null,
      status: 'rejected',
      rejection_reason: 'Video and/or photos missing',
    });
    expect(await stateOf(player)).toMatchObject({ can_start: true });

    const second = ((await start(player)).json() as { data: { url: string } }).data.url;
    expect(second).not.toBe(first);
    const decidedAt = new Date();
    const decline = veriff.decision(sessionOf(second), 'declined', {
      reason: 'Suspected document tampering',
      reasonCode: 107,
      decisionTime: decidedAt.toISOString(),
    });
    expect((await notify(decline)).statusCode).toBe(200);
    const standing = await verificationStatusOf(ctx.app, player);
    expect(standing.player_status).toBe(0);
    expect(standing.checklist.map((entry) => entry.item)).toEqual([
      'identity_front',
      'proof_of_address',
      'selfie_with_identity',
      'instant_verification',
      'details',
    ]);
    expect(await instantItem(player)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Suspected document tampering',
    });
    expect(await stateOf(player)).toMatchObject({ can_start: false, session: { status: 'declined' } });
    const refused = await start(player);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'KYC_INSTANT_DECLINED' });

    // A decision older than the one applied (delivered late) is kept but changes nothing.
    const late = veriff.decision(sessionOf(second), 'approved', {
      decisionTime: new Date(decidedAt.getTime() - 60_000).toISOString(),
    });
    const superseded = await notify(late);
    expect(superseded.json()).toEqual({ message: 'superseded' });
    expect((await verificationStatusOf(ctx.app, player)).player_status).toBe(0);
  });
});

describe('instant verification when the operator configured no provider', () => {
  const ctx = useTestApp();

  it('is not offered: the calls answer 404 and the webhook takes nothing', async () => {
    const player = await registerPlayer(ctx.app);
    const state = await ctx.app.inject({
      method: 'GET',
      url: '/api/kyc/instant-verification',
      headers: bearer(player.token),
    });
    expect(state.json()).toEqual({ offered: false, can_start: false, session: null });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/kyc/instant-verification',
      headers: bearer(player.token),
    });
    expect(started.statusCode).toBe(404);
    expect(started.json()).toMatchObject({
      message: 'Instant verification is not offered.',
      code: 'KYC_INSTANT_UNAVAILABLE',
    });
    const webhook = await ctx.app.inject({
      method: 'POST',
      url: instantNotificationPaths.veriff,
      headers: { 'content-type': 'application/json', 'x-hmac-signature': '0'.repeat(64) },
      payload: '{"status":"success","verification":{}}',
    });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json()).toMatchObject({ code: 'KYC_INSTANT_UNAVAILABLE' });
  });
});
