// The site is served with its security headers, on the lobby and on any page the router answers.
import { expect, test } from './fixtures';

for (const path of ['/', '/no-such-page']) {
  test(`${path} carries a strict Content-Security-Policy and refuses framing`, async ({ page }) => {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    const policy = headers['content-security-policy'] ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
}
