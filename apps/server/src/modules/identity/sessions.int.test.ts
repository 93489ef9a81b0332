// Sessions: opaque tokens stored hashed, refresh, idle and absolute expiry (configurable), logout, the
// session history, and the guards other modules use.
import { createHash } from 'node:crypto';
import { sessionHistory as sessionHistoryRoute } from '@reelvault/contract/calls/account';
import { errorBodySchema } from '@reelvault/contract/errors';
import { defineRoute } from '@reelvault/contract/route';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { contractRoute } from '../../http/contract-route';
import { ManualClock } from '../../../test/clock';
import { createTestDatabase, testConfig, useTestApp, type TestDatabase } from '../../../test/helper';
import { bearer, loginPlayer, registerPlayer, testIp } from '../../../test/players';
import { sessions } from './schema';

const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const historyReply = sessionHistoryRoute.reply;

describe('sessions', () => {
  const clock = new ManualClock('2026-06-01T08:00:00.000Z');
  const ctx = useTestApp({}, { clock });

  const profile = (token: string) =>
    ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
  const refresh = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(token) });

  it('stores only the SHA-256 of the token, with user agent, IP and times', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: player.password },
      headers: { 'user-agent': firefoxOnWindows },
      remoteAddress: '203.0.113.9',
    });
    const token = response.json<{ access_token: string }>().access_token;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, player.id));
    const row = rows.find((session) => session.ip === '203.0.113.9');
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(rows.some((session) => session.tokenHash.includes(token))).toBe(false);
    expect(row?.userAgent).toBe(firefoxOnWindows);
    expect(row?.createdAt.toISOString()).toBe(clock.now().toISOString());
    expect(row?.lastSeenAt.toISOString()).toBe(clock.now().toISOString());
  });

  it('refuses a call without a token, with a malformed one and with an unknown one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('x'.repeat(43)),
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error).toBe('UNAUTHENTICATED');
    }
  });

  it('ends a session after 30 idle minutes; refresh keeps it alive', async () => {
    const player = await registerPlayer(ctx.app);
    clock.advanceMinutes(20);
    const refreshed = await refresh(player.token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      access_token: player.token,
      token_type: 'Bearer',
      idle_expires_at: new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    });
    clock.advanceMinutes(29);
    expect((await profile(player.token)).statusCode).toBe(200);
    clock.advanceMinutes(30);
    const expired = await profile(player.token);
    expect(expired.statusCode).toBe(401);
    expect(errorBodySchema.parse(expired.json()).error).toBe('AUTH_SESSION_EXPIRED');
    expect((await refresh(player.token)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after login however active it is', async () => {
    const player = await registerPlayer(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: player.password },
      remoteAddress: testIp(),
    });
    const { access_token: token, expires_at: expiresAt } = login.json<{
      access_token: string;
      expires_at: string;
    }>();
    expect(expiresAt).toBe(new Date(clock.now().getTime() + 12 * 3_600_000).toISOString());
    for (let step = 0; step < 35; step += 1) {
      clock.advanceMinutes(20);
      expect((await refresh(token)).statusCode).toBe(200);
    }
    clock.advanceMinutes(20);
    const ended = await refresh(token);
    expect(ended.statusCode).toBe(401);
    expect(errorBodySchema.parse(ended.json()).error).toBe('AUTH_SESSION_EXPIRED');
  });

  it('ends only the calling session on logout', async () => {
    const player = await registerPlayer(ctx.app);
    const other = await loginPlayer(ctx.app, player.username, player.password);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(player.token),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'You have been logged out.' });
    expect((await profile(player.token)).statusCode).toBe(401);
    expect((await refresh(player.token)).statusCode).toBe(401);
    expect((await profile(other.token)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(player.token),
    });
    expect(again.statusCode).toBe(401);
  });

  it('lists the sessions with browser, version and device, the current one marked', async () => {
    const player = await registerPlayer(ctx.app);
    clock.advanceMinutes(1);
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: player.password },
      headers: { 'user-agent': safariOnIphone },
      remoteAddress: '198.51.100.7',
    });
    const phoneToken = phone.json<{ access_token: string }>().access_token;
    clock.advanceMinutes(1);
    const desktop = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: player.password },
      headers: { 'user-agent': firefoxOnWindows },
      remoteAddress: '198.51.100.8',
    });
    const desktopToken = desktop.json<{ access_token: string }>().access_token;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phoneToken) });

    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/session-history',
      headers: bearer(desktopToken),
    });
    expect(response.statusCode).toBe(200);
    const history = historyReply.parse(response.json());
    expect(history.pagination).toEqual({ total: 3, page: 1, pages: 1, per_page: 10 });
    const [newest, second, registration] = history.data;
    expect(newest).toMatchObject({
      ip: '198.51.100.8',
      user_agent: firefoxOnWindows,
      browser: 'Firefox',
      version: '128.0',
      os: 'Windows 10',
      device: 'desktop',
      current: true,
      active: true,
    });
    expect(second).toMatchObject({
      ip: '198.51.100.7',
      browser: 'Mobile Safari',
      version: '17.5',
      device: 'mobile',
      current: false,
      active: false,
    });
    expect(registration).toMatchObject({ current: false, active: true });
  });

  it('pages the session history and filters it by date', async () => {
    const player = await registerPlayer(ctx.app);
    for (let day = 0; day < 11; day += 1) {
      await loginPlayer(ctx.app, player.username, player.password);
    }
    const page2 = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/session-history?page=2',
      headers: bearer(player.token),
    });
    const paged = historyReply.parse(page2.json());
    expect(paged.pagination).toEqual({ total: 12, page: 2, pages: 2, per_page: 10 });
    expect(paged.data).toHaveLength(2);

    const today = clock.now().toISOString().slice(0, 10);
    const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const todayOnly = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/session-history?start_date=${today}&end_date=${today}`,
      headers: bearer(player.token),
    });
    expect(historyReply.parse(todayOnly.json()).pagination.total).toBe(12);
    const fromTomorrow = await ctx.app.inject({
      method: 'GET',
      url: `/api/account/session-history?start_date=${tomorrow}%2000:00:00`,
      headers: bearer(player.token),
    });
    expect(historyReply.parse(fromTomorrow.json()).pagination.total).toBe(0);

    const badDate = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/session-history?start_date=2026-02-30',
      headers: bearer(player.token),
    });
    expect(badDate.statusCode).toBe(422);
    expect(errorBodySchema.parse(badDate.json()).errors?.start_date).toEqual([
      'The date is not a real calendar date.',
    ]);
  });
});

describe('session lifetimes from the config', () => {
  const clock = new ManualClock();
  const ctx = useTestApp({ SESSION_IDLE_MINUTES: '5', SESSION_MAX_HOURS: '1' }, { clock });

  it('uses SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    const player = await registerPlayer(ctx.app);
    clock.advanceMinutes(4);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(player.token) }))
        .statusCode,
    ).toBe(200);
    clock.advanceMinutes(6);
    const idle = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: bearer(player.token),
    });
    expect(errorBodySchema.parse(idle.json()).error).toBe('AUTH_SESSION_EXPIRED');

    const again = await loginPlayer(ctx.app, player.username, player.password);
    for (let step = 0; step < 15; step += 1) {
      clock.advanceMinutes(4);
      await ctx.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(again.token) });
    }
    const ended = await ctx.app.inject({ method: 'POST', url: '/api/refresh', headers: bearer(again.token) });
    expect(ended.statusCode).toBe(401);
  });
});

describe('auth guards', () => {
  // An app with one extra call per guard, as another module would add them.
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const whoAmI = z.object({ player_id: z.number().nullable() });

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(), { database: database.database });
    const guarded = { summary: 'test', tags: ['test'], reply: whoAmI } as const;
    contractRoute(
      app,
      defineRoute({ ...guarded, method: 'GET', path: '/api/test/player', auth: 'player' }),
      async ({ request }) => ({
        player_id: request.player?.id ?? null,
      }),
    );
    contractRoute(
      app,
      defineRoute({ ...guarded, method: 'GET', path: '/api/test/optional', auth: 'optional' }),
      async ({ request }) => ({
        player_id: request.player?.id ?? null,
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('puts the player on the request for player and optional calls; lets guests through optional ones', async () => {
    const player = await registerPlayer(app);
    const guarded = await app.inject({
      method: 'GET',
      url: '/api/test/player',
      headers: bearer(player.token),
    });
    expect(guarded.json()).toEqual({ player_id: player.id });
    const refused = await app.inject({ method: 'GET', url: '/api/test/player' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer');

    const known = await app.inject({
      method: 'GET',
      url: '/api/test/optional',
      headers: bearer(player.token),
    });
    expect(known.json()).toEqual({ player_id: player.id });
    const guest = await app.inject({ method: 'GET', url: '/api/test/optional' });
    expect(guest.json()).toEqual({ player_id: null });
    const stale = await app.inject({
      method: 'GET',
      url: '/api/test/optional',
      headers: bearer('y'.repeat(43)),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ player_id: null });
  });
});
