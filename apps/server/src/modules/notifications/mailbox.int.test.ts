// The dev mailbox page: the outbox with its links, escaped, within the CSP, and only in embedded
// development mode.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../../test/helper';
import { registerPlayer } from '../../../test/players';
import { createNotificationsService } from './service';
import { systemClock } from '../../clock';

describe('dev mailbox', () => {
  const ctx = useTestApp({ PUBLIC_URL: 'http://localhost:3000' });

  it('lists queued mails with their links as a plain page under the CSP', async () => {
    const player = await registerPlayer(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { username: player.username },
    });
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');

    const page = response.body;
    expect(page).toContain('Reset your Reelvault password');
    expect(page).toContain(player.email);
    expect(page).toMatch(
      /<a href="http:\/\/localhost:3000\/reset-password#token=[A-Za-z0-9_-]{43}" rel="noreferrer">/,
    );
    expect(page).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toContain('<link rel="stylesheet" href="/dev/mailbox.css">');

    const stylesheet = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox.css' });
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('escapes everything that comes from the outbox', async () => {
    const notifications = createNotificationsService({
      db: ctx.database.db,
      clock: systemClock,
      mailFrom: 'test@casino.test',
    });
    const marker = randomBytes(4).toString('hex');
    await notifications.enqueueEmail(ctx.database.db, {
      kind: 'test',
      to: `"<b>${marker}</b>"@example.com`,
      subject: `<script>alert("${marker}")</script>`,
      text: `Open http://localhost:3000/x?a=1&b="><img src=x onerror=alert(1)> & <i>now</i>`,
    });
    const page = (await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
    expect(page).toContain(`&lt;script&gt;alert(&quot;${marker}&quot;)&lt;/script&gt;`);
    expect(page).toContain(`&quot;&lt;b&gt;${marker}&lt;/b&gt;&quot;@example.com`);
    expect(page).toContain('&lt;i&gt;now&lt;/i&gt;');
    expect(page).not.toMatch(/<script|<img|<b>|<i>/);
    expect(page).toContain('<a href="http://localhost:3000/x?a=1&amp;b=" rel="noreferrer">');
  });
});

describe('dev mailbox outside embedded development', () => {
  it.each([
    [
      'production',
      {
        NODE_ENV: 'production',
        TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        PUBLIC_URL: 'https://casino.example',
        WALLET_API_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      },
    ],
    ['a PostgreSQL server', { DATABASE_URL: 'postgres://unused@127.0.0.1:1/unused' }],
  ])('is not served with %s', async (_label, overrides) => {
    const testApp = await createTestApp(overrides);
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Dev mailbox');
    } finally {
      await testApp.close();
    }
  });
});
