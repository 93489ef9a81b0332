// Where a gateway sends the payer back: the site address their page was on (its Origin), when it is one
// of the configured ones, so that they land where their session is; PUBLIC_URL for any other origin, so a
// request can never make the gateway return a player to a foreign site.
import { describe, expect, it } from 'vitest';
import { decideOnSandboxPage, namedPlayer, sandboxPaymentPath } from '../../../test/cashier';
import { useTestApp } from '../../../test/helper';
import { bearer, testIp } from '../../../test/players';

describe('the gateway return address', () => {
  const ctx = useTestApp({
    PUBLIC_URL: 'http://localhost:4100',
    SITE_ADDRESSES: 'https://www.casino.test',
  });

  /** A deposit started from a page on `origin`, approved on the sandbox page: where the payer lands. */
  const landingOf = async (origin: string | undefined) => {
    const player = await namedPlayer(ctx.app);
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/deposit/payop',
      headers: { ...bearer(player.token), ...(origin ? { origin } : {}) },
      payload: { payment_id: 2922, py_id: 1200, amount: '100', description: '1', method: 'payz' },
      remoteAddress: testIp(),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { data } = started.json() as { data: { url: string; deposit: { id: string } } };
    const page = await ctx.app.inject({ method: 'GET', url: sandboxPaymentPath(data.url) });
    const approved = await decideOnSandboxPage(ctx.app, sandboxPaymentPath(data.url), 'approve');
    expect(approved.statusCode).toBe(303);
    return {
      location: approved.headers.location,
      deposit: data.deposit.id,
      formAction: /form-action ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1],
    };
  };

  it('returns the payer to the configured address they paid from', async () => {
    const loopback = await landingOf('http://127.0.0.1:4100');
    expect(loopback.location).toBe(`http://127.0.0.1:4100/pathly/success?deposit=${loopback.deposit}`);
    // The sandbox's page lets its form's answer take the payer there (the browser checks the redirect).
    expect(loopback.formAction).toBe("'self' http://127.0.0.1:4100");
    const listed = await landingOf('https://www.casino.test');
    expect(listed.location).toBe(`https://www.casino.test/pathly/success?deposit=${listed.deposit}`);
  });

  it('returns the payer to PUBLIC_URL from any other origin, or none', async () => {
    for (const origin of [
      'https://evil.example',
      'http://127.0.0.1:4200',
      'http://www.casino.test',
      undefined,
    ]) {
      const landing = await landingOf(origin);
      expect(landing.location, origin).toBe(
        `http://localhost:4100/pathly/success?deposit=${landing.deposit}`,
      );
      expect(landing.formAction).toBe("'self' http://localhost:4100");
    }
  });
});
