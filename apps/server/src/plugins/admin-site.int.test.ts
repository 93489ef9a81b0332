// The built back office under /admin: index.html for the app's paths (its router decides), hashed assets
// cached for a year, the page never cached, a PDF preview allowed in a blob: frame, and /api/admin/* still
// the API. A fixture build stands in for apps/admin/dist, as in the web app's test.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@reelvault/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';
import { withBlobDocuments } from './admin-site';

const adminIndex =
  '<!doctype html><html><head><title>Reelvault back office</title><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="admin-root"></div></body></html>';

describe('serving the back office', () => {
  let adminDist: string;
  let webDist: string;
  let ctx: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    adminDist = await mkdtemp(path.join(os.tmpdir(), 'reelvault-admin-'));
    await mkdir(path.join(adminDist, 'assets'));
    await writeFile(path.join(adminDist, 'index.html'), adminIndex);
    await writeFile(path.join(adminDist, 'assets', 'index-abc123.js'), 'console.log("back office")');
    await writeFile(path.join(adminDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The player site beside it, to show that each answers its own paths.
    webDist = await mkdtemp(path.join(os.tmpdir(), 'reelvault-web-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
    ctx = await createTestApp({ ADMIN_DIST: adminDist, WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(adminDist, { recursive: true, force: true });
    await rm(webDist, { recursive: true, force: true });
  });

  it("answers /admin and the app's own paths with its index.html, never cached", async () => {
    for (const url of ['/admin', '/admin/', '/admin/players/42', '/admin/withdrawals?rail=crypto&page=2']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toBe(adminIndex);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('lets the page show a document from a blob: address in a frame, and the rest of the policy as it was', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/admin/verification' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' blob:");
    expect(policy).toMatch(/connect-src 'self'[^;]* blob:/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    // The player site's pages keep their policy.
    const site = await ctx.app.inject({ method: 'GET', url: '/slots' });
    expect(site.body).toContain('<div id="root">');
    const siteFrames = String(site.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.startsWith('frame-src'));
    expect(siteFrames).toBe("frame-src 'self'");
  });

  it('serves a hashed asset cached for a year and other files for an hour', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("back office")');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/admin/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing file and for a method that reads no page', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/admin/assets/index-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).error).toBe('NOT_FOUND');
    const post = await ctx.app.inject({ method: 'POST', url: '/admin/players' });
    expect(post.statusCode).toBe(404);
  });

  it('keeps /api/admin the API: JSON answers, not the page', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me' });
    expect(me.statusCode).toBe(401);
    expect(me.headers['content-type']).toContain('application/json');
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/admin/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error).toBe('ROUTE_NOT_FOUND');
  });
});

describe('withBlobDocuments', () => {
  it('adds blob: to frame-src and connect-src once, or adds the directives', () => {
    expect(withBlobDocuments("default-src 'self';frame-src 'self';connect-src 'self'")).toBe(
      "default-src 'self';frame-src 'self' blob:;connect-src 'self' blob:",
    );
    expect(withBlobDocuments("frame-src 'self' blob:;connect-src 'self' blob:")).toBe(
      "frame-src 'self' blob:;connect-src 'self' blob:",
    );
    expect(withBlobDocuments("default-src 'self'")).toBe(
      "default-src 'self';frame-src 'self' blob:;connect-src 'self' blob:",
    );
  });
});
