// POST /api/auth/login: username or e-mail, the generic refusal, attempt limits, inactive and
// self-excluded players.
import { authReply } from '@reelvault/contract/calls/auth';
import { localeOf } from '@reelvault/contract/constants/locales';
import { errorBodySchema } from '@reelvault/contract/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { formatInstant } from '../../i18n/server-texts';
import { bearer, registerPlayer, testIp } from '../../../test/players';
import { securityEvents, users } from './schema';

describe('POST /api/auth/login', () => {
  const clock = new ManualClock();
  const ctx = useTestApp({}, { clock });

  async function login(payload: Record<string, unknown>, remoteAddress = testIp()) {
    return ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
  }

  it('logs in with the username or the e-mail, in any case, and returns a token and the user', async () => {
    const player = await registerPlayer(ctx.app);
    for (const username of [player.username, player.username.toUpperCase(), player.email.toUpperCase()]) {
      const response = await login({ username, password: player.password, site_code: '1' });
      expect(response.statusCode).toBe(200);
      const reply = authReply.parse(response.json());
      expect(reply.user.id).toBe(player.id);
      expect(reply.user.user_detail.last_login).toBe(clock.now().toISOString());
      expect(reply.access_token).not.toBe(player.token);
      const profile = await ctx.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: bearer(reply.access_token),
      });
      expect(profile.statusCode).toBe(200);
    }
  });

  it('answers a wrong password and an unknown user with the same generic 401', async () => {
    const player = await registerPlayer(ctx.app);
    const wrongPassword = await login({ username: player.username, password: 'not-the-password' });
    const unknownUser = await login({ username: 'nobody-by-that-name', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(errorBodySchema.parse(wrongPassword.json())).toEqual({
      message: 'These credentials do not match our records.',
      code: 'AUTH_INVALID_CREDENTIALS',
      error: 'AUTH_INVALID_CREDENTIALS',
    });
  });

  it('asks for the missing fields with 422', async () => {
    const response = await login({ username: '  ' });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({
      username: ['The username field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses a login sent for another site', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await login({ username: player.username, password: player.password, site_code: '7' });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('SITE_MISMATCH');
  });

  it('takes the site code as the number the spec client sends, and still refuses another site', async () => {
    const player = await registerPlayer(ctx.app);
    const ours = await login({ username: player.username, password: player.password, site_code: 1 });
    expect(ours.statusCode).toBe(200);
    expect(authReply.parse(ours.json()).user.id).toBe(player.id);
    const other = await login({ username: player.username, password: player.password, site_code: 7 });
    expect(other.statusCode).toBe(400);
    expect(errorBodySchema.parse(other.json()).error).toBe('SITE_MISMATCH');
  });

  it('refuses the 6th wrong login for an account within a minute with 429 and Retry-After, even from other IPs', async () => {
    const player = await registerPlayer(ctx.app);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login({ username: player.username, password: `wrong-${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const sixth = await login({ username: player.username, password: 'wrong-6' });
    expect(sixth.statusCode).toBe(429);
    expect(errorBodySchema.parse(sixth.json()).error).toBe('RATE_LIMITED');
    const retryAfter = Number(sixth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Even the right password waits: the limit does not tell a guess from the owner.
    const right = await login({ username: player.email, password: player.password });
    expect(right.statusCode).toBe(429);

    clock.advanceSeconds(retryAfter);
    const later = await login({ username: player.username, password: player.password });
    expect(later.statusCode).toBe(200);
  });

  it('limits wrong logins per IP across accounts', async () => {
    const address = testIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await login({ username: `ghost${attempt}`, password: 'whatever-it-is' }, address);
      expect(response.statusCode).toBe(401);
    }
    const player = await registerPlayer(ctx.app);
    const sixth = await login({ username: player.username, password: player.password }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    const elsewhere = await login({ username: player.username, password: player.password });
    expect(elsewhere.statusCode).toBe(200);
    clock.advanceSeconds(61);
  });

  it('does not count successful logins against the limit', async () => {
    const player = await registerPlayer(ctx.app);
    const address = testIp();
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      const response = await login({ username: player.username, password: player.password }, address);
      expect(response.statusCode).toBe(200);
    }
  });

  it('records failed logins in the security log of the account', async () => {
    const player = await registerPlayer(ctx.app);
    await login({ username: player.username, password: 'not-the-password' });
    const events = await ctx.database.db
      .select({ kind: securityEvents.kind })
      .from(securityEvents)
      .where(eq(securityEvents.userId, player.id));
    expect(events.map((event) => event.kind)).toContain('login_failed');
  });

  it("refuses an inactive player with the spec's login_inactive_player", async () => {
    const player = await registerPlayer(ctx.app);
    await ctx.database.db.update(users).set({ status: 2 }).where(eq(users.id, player.id));
    const response = await login({ username: player.username, password: player.password });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'Your account is inactive. Please contact support.',
      code: 'AUTH_INACTIVE_PLAYER',
      error: 'login_inactive_player',
    });
    // An inactive player with a wrong password learns nothing more than anyone else.
    const wrong = await login({ username: player.username, password: 'not-the-password' });
    expect(errorBodySchema.parse(wrong.json()).error).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('refuses a self-excluded player until the exclusion ends, and ends their open sessions', async () => {
    const player = await registerPlayer(ctx.app);
    const until = new Date(clock.now().getTime() + 7 * 24 * 3_600_000);
    await ctx.database.db.update(users).set({ excludedUntil: until }).where(eq(users.id, player.id));

    const refused = await login({ username: player.username, password: player.password });
    expect(refused.statusCode).toBe(403);
    const body = errorBodySchema.parse(refused.json());
    expect(body.error).toBe('AUTH_SELF_EXCLUDED');
    expect(body.message).toBe(
      `Your account is self-excluded until ${formatInstant(localeOf('en'), until)} and cannot be used until then.`,
    );
    // The facts, structured, for clients that word them themselves.
    expect(body.details).toEqual({ permanent: false, until: until.toISOString() });
    const openSession = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(player.token),
    });
    expect(openSession.statusCode).toBe(403);
    expect(errorBodySchema.parse(openSession.json()).error).toBe('AUTH_SELF_EXCLUDED');

    clock.advance(7 * 24 * 3_600_000 + 1000);
    const afterwards = await login({ username: player.username, password: player.password });
    expect(afterwards.statusCode).toBe(200);
    // The session that was open when the exclusion applied stays ended.
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(player.token),
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a permanently self-excluded player', async () => {
    const player = await registerPlayer(ctx.app);
    await ctx.database.db.update(users).set({ excludedPermanently: true }).where(eq(users.id, player.id));
    const response = await login({ username: player.username, password: player.password });
    expect(response.statusCode).toBe(403);
    expect(errorBodySchema.parse(response.json())).toMatchObject({
      error: 'AUTH_SELF_EXCLUDED',
      message: 'Your account is permanently self-excluded and cannot be used.',
      details: { permanent: true, until: null },
    });
  });
});
