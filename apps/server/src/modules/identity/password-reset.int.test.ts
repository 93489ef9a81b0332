// Password reset by e-mailed link: POST /api/auth/forgot-password, POST /api/global-password-reset and
// POST /api/auth/reset-password.
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { mailsTo, tokenOfLink } from '../../../test/mail';
import {
  attemptLogin,
  bearer,
  loginPlayer,
  registerPlayer,
  testIp,
  type TestPlayer,
} from '../../../test/players';

const publicUrl = 'https://casino.example';
const resetLink = `${publicUrl}/reset-password`;
const genericAnswer = {
  message:
    'If an account matches, we have sent an e-mail with a link to reset its password. The link expires in 1 hour.',
};
const newPassword = 'Amber-Lantern-Fjord-9';

describe('password reset', () => {
  const clock = new ManualClock();
  const ctx = useTestApp({ PUBLIC_URL: publicUrl }, { clock });

  const forgot = (username: string, remoteAddress = testIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username },
      remoteAddress,
    });
  const reset = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload, remoteAddress: testIp() });
  const login = (player: TestPlayer, password: string) =>
    attemptLogin(ctx.app, { username: player.username, password });

  it('e-mails a single-use link to the account and answers the same for unknown names', async () => {
    const player = await registerPlayer(ctx.app);
    const known = await forgot(player.username);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(genericAnswer);
    const unknown = await forgot('no-such-player');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mails = await mailsTo(ctx.database, player.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your Reelvault password',
      status: 'pending',
    });
    expect(mails[0]?.textBody).toMatch(new RegExp(`${resetLink}#token=[A-Za-z0-9_-]{43}\\b`));
  });

  it('finds the account by e-mail too, in any case', async () => {
    const player = await registerPlayer(ctx.app);
    await forgot(player.email.toUpperCase());
    expect(await mailsTo(ctx.database, player.email)).toHaveLength(1);
  });

  it('sets the new password, ends every session, and works only once', async () => {
    const player = await registerPlayer(ctx.app);
    const other = await loginPlayer(ctx.app, player.username, player.password);
    await forgot(player.username);
    const token = tokenOfLink((await mailsTo(ctx.database, player.email))[0], resetLink);

    const response = await reset({ token, password: newPassword, password_confirmation: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Your password has been reset. You can now log in with your new password.',
    });
    for (const session of [player.token, other.token]) {
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(session),
      });
      expect(profile.statusCode).toBe(401);
    }
    expect((await login(player, player.password)).statusCode).toBe(401);
    expect((await login(player, newPassword)).statusCode).toBe(200);

    const again = await reset({ token, password: 'Another-Fine-Password-1' });
    expect(again.statusCode).toBe(400);
    expect(errorBodySchema.parse(again.json())).toMatchObject({
      error: 'AUTH_RESET_TOKEN_INVALID',
      message: 'This password reset link is invalid or has expired.',
    });
  });

  it('refuses a link after an hour', async () => {
    const player = await registerPlayer(ctx.app);
    await forgot(player.username);
    const token = tokenOfLink((await mailsTo(ctx.database, player.email))[0], resetLink);
    clock.advanceMinutes(61);
    const response = await reset({ token, password: newPassword });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('AUTH_RESET_TOKEN_INVALID');
    expect((await login(player, player.password)).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const player = await registerPlayer(ctx.app);
    await forgot(player.username);
    await forgot(player.username);
    const [older, newer] = await mailsTo(ctx.database, player.email);
    expect((await reset({ token: tokenOfLink(older, resetLink), password: newPassword })).statusCode).toBe(
      400,
    );
    expect((await reset({ token: tokenOfLink(newer, resetLink), password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('refuses a weak new password and leaves the link usable', async () => {
    const player = await registerPlayer(ctx.app);
    await forgot(player.username);
    const token = tokenOfLink((await mailsTo(ctx.database, player.email))[0], resetLink);
    const weak = await reset({ token, password: 'password1' });
    expect(weak.statusCode).toBe(422);
    expect(errorBodySchema.parse(weak.json()).errors).toEqual({
      password: ['This password is too common. Please choose a less predictable one.'],
    });
    const short = await reset({ token, password: 'short' });
    expect(errorBodySchema.parse(short.json()).errors).toEqual({
      password: ['The password must be at least 8 characters.'],
    });
    const mismatch = await reset({ token, password: newPassword, password_confirmation: 'different-one' });
    expect(errorBodySchema.parse(mismatch.json()).errors).toEqual({
      password_confirmation: ['The password confirmation does not match.'],
    });
    expect((await reset({ token, password: newPassword })).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const response = await reset({ token: 'A'.repeat(43), password: newPassword });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('AUTH_RESET_TOKEN_INVALID');
  });

  it('sends a link for the global reset only when username and player id (personal_id) match', async () => {
    const player = await registerPlayer(ctx.app);
    const request = (personalId: string | number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/global-password-reset',
        payload: { username: player.username, personal_id: personalId },
        remoteAddress: testIp(),
      });
    const mismatch = await request(player.id + 1000);
    expect(mismatch.statusCode).toBe(200);
    expect(mismatch.json()).toEqual(genericAnswer);
    expect(await mailsTo(ctx.database, player.email)).toHaveLength(0);

    const match = await request(String(player.id));
    expect(match.json()).toEqual(genericAnswer);
    const mails = await mailsTo(ctx.database, player.email);
    expect(mails).toHaveLength(1);
    expect((await reset({ token: tokenOfLink(mails[0], resetLink), password: newPassword })).statusCode).toBe(
      200,
    );

    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/global-password-reset',
      payload: { username: player.username },
    });
    expect(missing.statusCode).toBe(422);
    expect(errorBodySchema.parse(missing.json()).errors).toEqual({
      personal_id: ['The personal id field is required.'],
    });
  });

  it('limits reset requests per IP: the 6th in 15 minutes is refused with Retry-After', async () => {
    const address = testIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await forgot(`someone${attempt}`, address)).statusCode).toBe(200);
    }
    const sixth = await forgot('someone6', address);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorBodySchema.parse(sixth.json()).error).toBe('RATE_LIMITED');
  });

  it('records the request and the reset in the security log', async () => {
    const player = await registerPlayer(ctx.app);
    await forgot(player.username);
    await reset({
      token: tokenOfLink((await mailsTo(ctx.database, player.email))[0], resetLink),
      password: newPassword,
    });
    const session = await loginPlayer(ctx.app, player.username, newPassword);
    const logs = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/logs',
      headers: bearer(session.token),
    });
    const kinds = logs.json<{ data: Array<{ event: string }> }>().data.map((row) => row.event);
    expect(kinds).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset', 'sessions_revoked']),
    );
  });
});
