// Two-factor authentication: enabling with a first code, the login step (code 768), replay refusal,
// disabling, encryption at rest and attempt limits. Codes come from the RFC 6238 algorithm at the test
// clock's time, as an authenticator app would show them.
import { checkTwoFactor, enableTwoFactor } from '@reelvault/contract/calls/account';
import { authReply } from '@reelvault/contract/calls/auth';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import {
  attemptLogin,
  bearer,
  loginPlayer,
  registerPlayer,
  testIp,
  type TestPlayer,
} from '../../../test/players';
import { users } from './schema';

describe('two-factor authentication', () => {
  const clock = new ManualClock('2026-06-01T12:00:10.000Z');
  const ctx = useTestApp({}, { clock });

  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetSeconds });
  const post = (url: string, token: string, payload: Record<string, unknown>, remoteAddress = testIp()) =>
    ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload, remoteAddress });
  const status = async (token: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/check-2fa', headers: bearer(token) });
    return checkTwoFactor.reply.parse(response.json());
  };
  const login = (player: TestPlayer, code?: string) =>
    attemptLogin(ctx.app, {
      username: player.username,
      password: player.password,
      ...(code === undefined ? {} : { code }),
    });

  /** Enables two-factor for a player and returns the secret; leaves the clock on a fresh time step. */
  async function enable(player: TestPlayer): Promise<string> {
    const started = enableTwoFactor.reply.parse(
      (await post('/api/enable-2fa', player.token, { password: player.password })).json(),
    );
    const confirmed = await post('/api/confirm-2fa', player.token, { code: await codeAt(started.secret) });
    expect(confirmed.statusCode).toBe(200);
    clock.advanceSeconds(30);
    return started.secret;
  }

  it('goes from disabled to secret shown to enabled with a first valid code', async () => {
    const player = await registerPlayer(ctx.app);
    const otherSession = await loginPlayer(ctx.app, player.username, player.password);
    expect(await status(player.token)).toEqual({ enabled: false, status: 'disabled' });

    const response = await post('/api/enable-2fa', player.token, { password: player.password });
    expect(response.statusCode).toBe(200);
    const setup = enableTwoFactor.reply.parse(response.json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.code).toBe(setup.secret);
    expect(setup.message).toContain('authenticator app');
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/Reelvault:${player.username}?secret=${setup.secret}&issuer=Reelvault`,
    );
    expect(setup.qr_code).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    expect(
      Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(await status(player.token)).toEqual({ enabled: false, status: 'secret_shown' });
    // Not enabled until confirmed: login still needs no code.
    expect((await login(player)).statusCode).toBe(200);

    const wrong = await post('/api/confirm-2fa', player.token, { code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrong.json()).errors).toEqual({
      code: ['The two-factor code is not valid or was already used.'],
    });
    const confirmed = await post('/api/confirm-2fa', player.token, { code: await codeAt(setup.secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: 'Two-factor authentication is enabled.',
      enabled: true,
      status: 'enabled',
    });
    expect(await status(player.token)).toEqual({ enabled: true, status: 'enabled' });

    // Enabling ends the player's other sessions, not this one.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/check-2fa',
      headers: bearer(otherSession.token),
    });
    expect(other.statusCode).toBe(401);
  });

  it('keeps the secret encrypted at rest', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.id));
    expect(row?.totpSecret).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpSecret).not.toContain(Buffer.from(secret).toString('base64url'));
  });

  it('asks for the code at login with 768, refuses a wrong one, and accepts a valid one', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);

    const missing = await login(player);
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json())).toEqual({
      message: 'Enter the code from your authenticator app.',
      code: 768,
      error: 'AUTH_2FA_REQUIRED',
    });
    const wrong = await login(player, '123456');
    expect(wrong.statusCode).toBe(400);
    expect(errorBodySchema.parse(wrong.json())).toMatchObject({ code: 768, error: 'AUTH_2FA_INVALID' });

    const accepted = await login(player, await codeAt(secret));
    expect(accepted.statusCode).toBe(200);
    expect(authReply.parse(accepted.json()).user.two_factor_enabled).toBe(true);
  });

  it('needs the password before the code: a wrong password with a valid code stays a generic 401', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    const response = await attemptLogin(ctx.app, {
      username: player.username,
      password: 'wrong-password',
      code: await codeAt(secret),
    });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('accepts a code once: a replay within its window is refused, the next step works', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    const code = await codeAt(secret);
    expect((await login(player, code)).statusCode).toBe(200);
    const replay = await login(player, code);
    expect(replay.statusCode).toBe(400);
    expect(errorBodySchema.parse(replay.json()).error).toBe('AUTH_2FA_INVALID');
    // The code of the previous step is still inside the tolerance window, but older than the one used.
    expect((await login(player, await codeAt(secret, -30))).statusCode).toBe(400);

    clock.advanceSeconds(30);
    expect((await login(player, await codeAt(secret))).statusCode).toBe(200);
  });

  it('takes the code as a JSON number too, leading zeros and all', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    const response = await attemptLogin(ctx.app, {
      username: player.username,
      password: player.password,
      code: Number(await codeAt(secret)),
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not accept the confirmation code again at login', async () => {
    const player = await registerPlayer(ctx.app);
    const setup = enableTwoFactor.reply.parse(
      (await post('/api/enable-2fa', player.token, { password: player.password })).json(),
    );
    const code = await codeAt(setup.secret);
    expect((await post('/api/confirm-2fa', player.token, { code })).statusCode).toBe(200);
    expect((await login(player, code)).statusCode).toBe(400);
  });

  it('accepts a code from one step before or after, for clocks that drift, but not two', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    expect((await login(player, await codeAt(secret, -60))).statusCode).toBe(400);
    expect((await login(player, await codeAt(secret, 30))).statusCode).toBe(200);
  });

  it('disables with the password and a valid code; other sessions end', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    const fresh = authReply.parse((await login(player, await codeAt(secret))).json());
    clock.advanceSeconds(30);

    const wrongPassword = await post('/api/disable-2fa', fresh.access_token, {
      password: 'not-it',
      code: await codeAt(secret),
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrongPassword.json()).errors).toEqual({
      password: ['The password is incorrect.'],
    });
    const wrongCode = await post('/api/disable-2fa', fresh.access_token, {
      password: player.password,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrongCode.json()).errors).toEqual({
      code: ['The two-factor code is not valid or was already used.'],
    });
    const missing = await post('/api/disable-2fa', fresh.access_token, { password: player.password });
    expect(errorBodySchema.parse(missing.json()).errors).toEqual({ code: ['The code field is required.'] });

    const disabled = await post('/api/disable-2fa', fresh.access_token, {
      password: player.password,
      code: await codeAt(secret),
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toEqual({
      message: 'Two-factor authentication is disabled.',
      enabled: false,
      status: 'disabled',
    });
    expect(await status(fresh.access_token)).toEqual({ enabled: false, status: 'disabled' });
    const otherSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/check-2fa',
      headers: bearer(player.token),
    });
    expect(otherSession.statusCode).toBe(401);
    expect((await login(player)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, player.id));
    expect(row?.totpSecret).toBeNull();
  });

  it('refuses steps out of order with 409', async () => {
    const player = await registerPlayer(ctx.app);
    const notStarted = await post('/api/confirm-2fa', player.token, { code: '123456' });
    expect(notStarted.statusCode).toBe(409);
    expect(errorBodySchema.parse(notStarted.json()).error).toBe('AUTH_2FA_NOT_STARTED');
    const notEnabled = await post('/api/disable-2fa', player.token, {
      password: player.password,
      code: '123456',
    });
    expect(notEnabled.statusCode).toBe(409);
    expect(errorBodySchema.parse(notEnabled.json()).error).toBe('AUTH_2FA_NOT_ENABLED');

    await enable(player);
    const again = await post('/api/enable-2fa', player.token, { password: player.password });
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error).toBe('AUTH_2FA_ALREADY_ENABLED');
    const reconfirm = await post('/api/confirm-2fa', player.token, { code: '123456' });
    expect(errorBodySchema.parse(reconfirm.json()).error).toBe('AUTH_2FA_ALREADY_ENABLED');
  });

  it('refuses enabling with a wrong password', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await post('/api/enable-2fa', player.token, { password: 'not-it' });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      error: 'AUTH_PASSWORD_INCORRECT',
      errors: { password: ['The password is incorrect.'] },
    });
    expect(await status(player.token)).toEqual({ enabled: false, status: 'disabled' });
  });

  it('limits wrong codes at login: the 6th in a minute is refused with 429', async () => {
    const player = await registerPlayer(ctx.app);
    const secret = await enable(player);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(player, String(100000 + attempt))).statusCode).toBe(400);
    }
    const sixth = await login(player, await codeAt(secret));
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits wrong codes when confirming: the 6th in a minute is refused with 429', async () => {
    const player = await registerPlayer(ctx.app);
    await post('/api/enable-2fa', player.token, { password: player.password });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(
        (await post('/api/confirm-2fa', player.token, { code: String(200000 + attempt) })).statusCode,
      ).toBe(422);
    }
    const sixth = await post('/api/confirm-2fa', player.token, { code: '123456' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    clock.advanceSeconds(61);
  });

  it('answers 401 to every two-factor call without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/check-2fa'],
      ['POST', '/api/enable-2fa'],
      ['POST', '/api/confirm-2fa'],
      ['POST', '/api/disable-2fa'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(401);
    }
  });
});
