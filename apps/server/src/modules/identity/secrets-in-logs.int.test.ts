// No credential reaches the server's log: registration, login (wrong password, two-factor step), enabling
// and disabling two-factor, a password reset by e-mailed link and an e-mail change, logged at the most
// verbose level; every line is searched for every password, token, code and key those flows used.
import { randomBytes } from 'node:crypto';
import { enableTwoFactor } from '@reelvault/contract/calls/account';
import { authReply } from '@reelvault/contract/calls/auth';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../test/clock';
import { useTestApp } from '../../../test/helper';
import { mailsTo, tokenOfLink } from '../../../test/mail';
import { attemptLogin, bearer, registerPlayer, testIp } from '../../../test/players';

const publicUrl = 'https://casino.example';

describe('secrets in the server log', () => {
  const lines: string[] = [];
  const clock = new ManualClock('2026-06-01T12:00:10.000Z');
  const totpKey = randomBytes(32);
  const ctx = useTestApp(
    { LOG_LEVEL: 'trace', PUBLIC_URL: publicUrl, TOTP_ENCRYPTION_KEY: totpKey.toString('base64') },
    { clock, logStream: { write: (line) => void lines.push(line) } },
  );

  /** Each secret with what it is, for the failure message. */
  const secrets: { what: string; value: string }[] = [];
  const keep = (what: string, value: string): string => {
    secrets.push({ what, value });
    return value;
  };
  const codeNow = async (secret: string) =>
    keep('a two-factor code', await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) }));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
      remoteAddress: testIp(),
    });
  const sessionOf = async (response: Awaited<ReturnType<typeof call>>) => {
    expect(response.statusCode).toBe(200);
    return keep('a session token', authReply.parse(response.json()).access_token);
  };

  /** The lines that carry `value`; a six-digit code only where it stands alone, not inside another number. */
  const linesWith = (value: string) => {
    if (!/^\d{6}$/.test(value)) return lines.filter((line) => line.includes(value));
    // Six digits only: the value is a pattern with nothing to escape (keys in base64 carry `+` and `/`).
    const standalone = new RegExp(`(?<![0-9A-Za-z])${value}(?![0-9A-Za-z])`);
    return lines.filter((line) => standalone.test(line));
  };

  it('keeps passwords, link tokens, session tokens, two-factor secrets, codes and keys out of it', async () => {
    keep('the two-factor encryption key (base64)', totpKey.toString('base64'));
    keep('the two-factor encryption key (hex)', totpKey.toString('hex'));
    const player = await registerPlayer(ctx.app);
    keep('the password', player.password);
    keep('the registration session token', player.token);

    const wrongPassword = keep('a wrong password', `Wrong-${randomBytes(6).toString('hex')}`);
    expect(
      (await attemptLogin(ctx.app, { username: player.username, password: wrongPassword })).statusCode,
    ).toBe(401);
    const session = await sessionOf(
      await attemptLogin(ctx.app, { username: player.email, password: player.password }),
    );
    expect((await call('POST', '/api/refresh', session)).statusCode).toBe(200);

    // Two-factor: the secret is shown, a first code confirms it, the next login asks for a code.
    const setup = await call('POST', '/api/enable-2fa', session, { password: player.password });
    expect(setup.statusCode).toBe(200);
    const totpSecret = keep('the two-factor secret', enableTwoFactor.reply.parse(setup.json()).secret);
    expect(
      (await call('POST', '/api/confirm-2fa', session, { code: await codeNow(totpSecret) })).statusCode,
    ).toBe(200);
    clock.advanceSeconds(30);
    const needsCode = await attemptLogin(ctx.app, { username: player.username, password: player.password });
    expect(needsCode.statusCode).toBe(400);
    await sessionOf(
      await attemptLogin(ctx.app, {
        username: player.username,
        password: player.password,
        code: await codeNow(totpSecret),
      }),
    );

    // Password reset: the page opened from the mail (a fragment link, and a query link mailed earlier),
    // a refused confirmation, then the new password.
    expect(
      (await call('POST', '/api/auth/forgot-password', undefined, { username: player.username })).statusCode,
    ).toBe(200);
    const resetToken = keep(
      'the reset token',
      tokenOfLink((await mailsTo(ctx.database, player.email)).at(-1), `${publicUrl}/reset-password`),
    );
    await call('GET', '/reset-password');
    await call('GET', `/reset-password?token=${resetToken}`);
    const mismatch = await call('POST', '/api/auth/reset-password', undefined, {
      token: resetToken,
      password: keep('a new password', `Fresh-${randomBytes(6).toString('hex')}-vault`),
      password_confirmation: keep('a mistyped confirmation', `Fresh-${randomBytes(6).toString('hex')}-typo`),
    });
    expect(mismatch.statusCode).toBe(422);
    const newPassword = keep('the new password', `Renewed-${randomBytes(6).toString('hex')}-vault`);
    const reset = await call('POST', '/api/auth/reset-password', undefined, {
      token: resetToken,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode).toBe(200);

    clock.advanceSeconds(30);
    const afterReset = await sessionOf(
      await attemptLogin(ctx.app, {
        username: player.username,
        password: newPassword,
        code: await codeNow(totpSecret),
      }),
    );

    // E-mail change: a link mailed earlier (token in the query), then the site's page (token in the body).
    const firstAddress = `first.${player.username}@example.org`;
    expect((await call('PUT', '/api/account/settings', afterReset, { email: firstAddress })).statusCode).toBe(
      200,
    );
    const firstToken = keep(
      'an e-mail confirmation token',
      tokenOfLink((await mailsTo(ctx.database, firstAddress))[0], `${publicUrl}/confirm-email`),
    );
    expect((await call('GET', `/api/account/confirm-email?token=${firstToken}`)).statusCode).toBe(200);
    const secondAddress = `second.${player.username}@example.org`;
    expect(
      (await call('PUT', '/api/account/settings', afterReset, { email: secondAddress })).statusCode,
    ).toBe(200);
    const secondToken = keep(
      'an e-mail confirmation token',
      tokenOfLink((await mailsTo(ctx.database, secondAddress))[0], `${publicUrl}/confirm-email`),
    );
    await call('GET', '/confirm-email');
    expect(
      (await call('POST', '/api/account/confirm-email', undefined, { token: secondToken })).statusCode,
    ).toBe(200);

    clock.advanceSeconds(30);
    const disabled = await call('POST', '/api/disable-2fa', afterReset, {
      password: newPassword,
      code: await codeNow(totpSecret),
    });
    expect(disabled.statusCode).toBe(200);
    expect((await call('POST', '/api/auth/logout', afterReset)).statusCode).toBe(200);

    const leaks = secrets.flatMap(({ what, value }) => linesWith(value).map((line) => `${what}: ${line}`));
    expect(leaks).toEqual([]);
    // ... in a log that was written, at trace level, and names each request with its secrets hidden.
    const urls = lines.flatMap((line) => {
      const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url;
      return url ? [url] : [];
    });
    expect(urls).toContain('/reset-password?token=[redacted]');
    expect(urls).toContain('/api/account/confirm-email?token=[redacted]');
    expect(urls).toContain('/api/enable-2fa');
  });
});
