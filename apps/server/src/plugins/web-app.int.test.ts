// The built player site: index.html for page paths (the web router shows its not-found page), hashed
// assets cached for a year, JSON 404s under the API prefixes.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@reelvault/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

describe('serving the web app', () => {
  let webDist: string;
  let ctx: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'reelvault-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Reelvault</title><div id="root"></div>',
    );
    await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html at / with the security headers and no caching', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers any other page path with index.html so the web router decides', async () => {
    for (const url of ['/slots/category/megaways', '/no/such/page', '/account/settings?tab=2']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    for (const url of ['/assets/main-gone.js', '/robots-missing.txt']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  it('serves a file written after start (a rebuilt web app needs no restart)', async () => {
    await writeFile(path.join(webDist, 'assets', 'main-new456.js'), 'console.log(2)');
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/main-new456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('keeps JSON 404s under /api and /wallet-api', async () => {
    for (const url of ['/api/unknown', '/wallet-api/unknown', '/api']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('does not answer a page for a method that cannot read one', async () => {
    const response = await ctx.app.inject({ method: 'DELETE', url: '/slots' });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('NOT_FOUND');
  });
});
