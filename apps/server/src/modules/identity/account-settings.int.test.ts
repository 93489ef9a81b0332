// PUT /api/account/settings (phone at once, e-mail after confirmation by link), the confirmation
// (POST /api/account/confirm-email from the site's page, GET for links with the token in the query), and
// GET /api/account/logs.
import { accountLogs, accountSettings, profile } from '@reelvault/contract/calls/account';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { mailsTo, tokenOfLink } from '../../../test/mail';
import { bearer, registerPlayer, testIp } from '../../../test/players';

const publicUrl = 'https://casino.example';
const confirmLink = `${publicUrl}/confirm-email`;

describe('account settings', () => {
  const clock = new ManualClock();
  const ctx = useTestApp({ PUBLIC_URL: publicUrl }, { clock });

  const settings = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/account/settings', headers: bearer(token), payload });
  /** What the /confirm-email page sends with the token of the link's fragment. */
  const confirm = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/confirm-email',
      payload: { token },
      remoteAddress: testIp(),
    });
  /** A link mailed before the token moved into the fragment, opened as it was written. */
  const confirmByQuery = (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/account/confirm-email?token=${encodeURIComponent(token)}`,
      remoteAddress: testIp(),
    });
  const readProfile = async (token: string) =>
    profile.reply.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).json(),
    ).data;

  it('changes the phone at once', async () => {
    const player = await registerPlayer(ctx.app);
    const response = await settings(player.token, { phone: '+30 (210) 555-0100' });
    expect(response.statusCode).toBe(200);
    const reply = accountSettings.reply.parse(response.json());
    expect(reply.message).toBe('Your phone number has been updated.');
    expect(reply.data.phone).toBe('+302105550100');
    expect((await readProfile(player.token)).phone).toBe('+302105550100');
  });

  it('refuses a phone without calling code and an empty request', async () => {
    const player = await registerPlayer(ctx.app);
    const bad = await settings(player.token, { phone: '2105550100' });
    expect(bad.statusCode).toBe(422);
    expect(errorBodySchema.parse(bad.json()).errors).toEqual({
      phone: ['The phone must start with + and the calling code, followed by the number.'],
    });
    const empty = await settings(player.token, {});
    expect(empty.statusCode).toBe(422);
    expect(errorBodySchema.parse(empty.json()).errors).toEqual({
      phone: ['Give a phone number or an email address.'],
    });
  });

  it('changes the e-mail only after the link sent to the new address is opened', async () => {
    const player = await registerPlayer(ctx.app);
    const newEmail = `moved.${player.username}@example.org`;
    const response = await settings(player.token, { email: newEmail });
    expect(response.statusCode).toBe(200);
    const reply = accountSettings.reply.parse(response.json());
    expect(reply.message).toBe(
      `We have sent a confirmation link to ${newEmail}. Your email address changes when you open it.`,
    );
    expect(reply.data).toMatchObject({ email: player.email, pending_email: newEmail });
    // Nothing goes to the old address yet; the new one gets the link.
    expect(await mailsTo(ctx.database, player.email)).toHaveLength(0);
    const [mail] = await mailsTo(ctx.database, newEmail);
    expect(mail).toMatchObject({
      kind: 'email_change',
      subject: 'Confirm your new Reelvault e-mail address',
    });

    const confirmed = await confirm(tokenOfLink(mail, confirmLink));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: `Your email address is now ${newEmail}.`, email: newEmail });
    expect(await readProfile(player.token)).toMatchObject({ email: newEmail, pending_email: null });
    const [notice] = await mailsTo(ctx.database, player.email);
    expect(notice).toMatchObject({
      kind: 'email_changed',
      subject: 'Your Reelvault e-mail address was changed',
    });
    expect(notice?.textBody).toContain(newEmail);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: newEmail, password: player.password },
      remoteAddress: testIp(),
    });
    expect(login.statusCode).toBe(200);

    const reused = await confirm(tokenOfLink(mail, confirmLink));
    expect(reused.statusCode).toBe(400);
    expect(errorBodySchema.parse(reused.json())).toMatchObject({
      error: 'AUTH_EMAIL_TOKEN_INVALID',
      message: 'This e-mail confirmation link is invalid or has expired.',
    });
  });

  it('mails the token in the fragment of the link, and still confirms a link with the token in the query', async () => {
    const player = await registerPlayer(ctx.app);
    const newEmail = `queried.${player.username}@example.org`;
    await settings(player.token, { email: newEmail });
    const [mail] = await mailsTo(ctx.database, newEmail);
    expect(mail?.textBody).toMatch(new RegExp(`${confirmLink}#token=[A-Za-z0-9_-]{43}\\b`));
    expect(mail?.textBody).not.toContain('?token=');

    const confirmed = await confirmByQuery(tokenOfLink(mail, confirmLink));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: `Your email address is now ${newEmail}.`, email: newEmail });
    expect((await confirmByQuery(tokenOfLink(mail, confirmLink))).statusCode).toBe(400);
  });

  it('refuses a confirmation without a token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/confirm-email',
      payload: {},
      remoteAddress: testIp(),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual(['token']);
  });

  it('refuses an address in use by another player, in any case, and the current address', async () => {
    const player = await registerPlayer(ctx.app);
    const other = await registerPlayer(ctx.app);
    const taken = await settings(player.token, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(errorBodySchema.parse(taken.json())).toEqual({
      message: 'The email has already been taken.',
      code: 'AUTH_EMAIL_TAKEN',
      error: 'AUTH_EMAIL_TAKEN',
      errors: { email: ['The email has already been taken.'] },
    });
    const same = await settings(player.token, { email: player.email });
    expect(errorBodySchema.parse(same.json()).errors).toEqual({
      email: ['This is already your email address.'],
    });
    const malformed = await settings(player.token, { email: 'nope' });
    expect(errorBodySchema.parse(malformed.json()).errors).toEqual({
      email: ['The email must be a valid email address.'],
    });
  });

  it('refuses the link when someone registered the address in the meantime', async () => {
    const player = await registerPlayer(ctx.app);
    const newEmail = `contested.${player.username}@example.org`;
    await settings(player.token, { email: newEmail });
    await registerPlayer(ctx.app, { email: newEmail });
    const response = await confirm(tokenOfLink((await mailsTo(ctx.database, newEmail))[0], confirmLink));
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).error).toBe('AUTH_EMAIL_TAKEN');
    expect((await readProfile(player.token)).email).toBe(player.email);
  });

  it('refuses a link after 24 hours and keeps only the newest one', async () => {
    const player = await registerPlayer(ctx.app);
    const first = `first.${player.username}@example.org`;
    const second = `second.${player.username}@example.org`;
    await settings(player.token, { email: first });
    await settings(player.token, { email: second });
    const older = await confirm(tokenOfLink((await mailsTo(ctx.database, first))[0], confirmLink));
    expect(older.statusCode).toBe(400);

    clock.advanceMinutes(24 * 60 + 1);
    const late = await confirm(tokenOfLink((await mailsTo(ctx.database, second))[0], confirmLink));
    expect(late.statusCode).toBe(400);
    expect(errorBodySchema.parse(late.json()).error).toBe('AUTH_EMAIL_TOKEN_INVALID');
  });

  it('lists the security events of the player, newest first, paged and by date', async () => {
    const player = await registerPlayer(ctx.app);
    clock.advanceMinutes(1);
    await settings(player.token, { phone: '+306900000001' });
    clock.advanceMinutes(1);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: player.username, password: 'wrong-password' },
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' },
      remoteAddress: '192.0.2.44',
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/logs',
      headers: bearer(player.token),
    });
    expect(response.statusCode).toBe(200);
    const logs = accountLogs.reply.parse(response.json());
    expect(logs.data.map((row) => row.event)).toEqual([
      'login_failed',
      'phone_changed',
      'login',
      'registered',
    ]);
    expect(logs.data[0]).toMatchObject({
      description: 'Failed login: wrong password',
      ip: '192.0.2.44',
      browser: 'Firefox',
      device: 'desktop',
      created_at: clock.now().toISOString(),
    });
    expect(logs.pagination).toEqual({ total: 4, page: 1, pages: 1, per_page: 10 });

    const paged = accountLogs.reply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/account/logs?page=2&per_page=3',
          headers: bearer(player.token),
        })
      ).json(),
    );
    expect(paged.data.map((row) => row.event)).toEqual(['registered']);
    expect(paged.pagination).toEqual({ total: 4, page: 2, pages: 2, per_page: 3 });

    const lastMinute = new Date(clock.now().getTime() - 30_000).toISOString().slice(0, 19).replace('T', ' ');
    const recent = accountLogs.reply.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/account/logs?start_date=${encodeURIComponent(lastMinute)}`,
          headers: bearer(player.token),
        })
      ).json(),
    );
    expect(recent.data.map((row) => row.event)).toEqual(['login_failed']);
  });

  it('answers 401 to settings and logs without a session', async () => {
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/account/settings', payload: { phone: '+301' } }))
        .statusCode,
    ).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/logs' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/session-history' })).statusCode).toBe(
      401,
    );
  });
});
