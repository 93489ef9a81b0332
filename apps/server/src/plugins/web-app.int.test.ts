// The built player site: index.html for page paths (the web router shows its not-found page), hashed
// assets cached for a year, JSON 404s under the API prefixes.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import {
  brotliCompressSync,
  brotliDecompressSync,
  gunzipSync,
  gzipSync,
  constants as zlibConstants,
} from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@reelvault/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper';

const preloadList = {
  pages: [
    { paths: ['/', '/home'], files: ['/assets/home-h1.js', '/assets/games-g1.js'] },
    { paths: ['/slots', '/slots/*'], files: ['/assets/lobby-l1.js', '/assets/games-g1.js'] },
    { paths: ['/play/:gameId'], files: ['/assets/play-p1.js'] },
  ],
  locales: { en: '/assets/en-e1.js', de: '/assets/de-d1.js', gr: '/assets/gr-r1.js' },
};

/** What the build writes into index.html for the first paint (apps/web/build/first-paint.ts). */
const firstPaintStyle = 'html{background:#08071a}body{margin:0}';

/** The modulepreload links of a page, in order. */
function preloadsOf(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (match) => match[1] ?? '',
  );
}

describe('serving the web app', () => {
  let webDist: string;
  let ctx: TestApp & { close(): Promise<void> };

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'reelvault-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(
      path.join(webDist, 'index.html'),
      `<!doctype html><html><head><title>Reelvault</title><style>${firstPaintStyle}</style></head><body><div id="root"></div></body></html>`,
    );
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'page-preloads.json'), JSON.stringify(preloadList));
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

  it("allows the page's own first-paint <style> by its hash, and no other inline style", async () => {
    const hash = createHash('sha256').update(firstPaintStyle).digest('base64');
    for (const url of ['/', '/slots', '/no/such/page']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const policy = String(response.headers['content-security-policy']);
      const styleSrc = policy.split(';').find((directive) => directive.startsWith('style-src '));
      expect(styleSrc, url).toBe(`style-src 'self' 'sha256-${hash}'`);
      expect(policy).not.toContain('unsafe-inline');
    }
    // Answers that are not pages keep the policy without it.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain("style-src 'self';");
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

  it("sends the build's Brotli or gzip file to a browser that takes it, and the plain file to others", async () => {
    const script = `console.log(${JSON.stringify('a line the build compressed '.repeat(100))});`;
    await writeFile(path.join(webDist, 'assets', 'big-def789.js'), script);
    // Made with settings no on-the-fly compression uses (a small window, gzip's best level), so the bytes
    // show which file was sent.
    const builtBrotli = brotliCompressSync(script, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_LGWIN]: 10 },
    });
    const builtGzip = gzipSync(script, { level: 9, memLevel: 1 });
    await writeFile(path.join(webDist, 'assets', 'big-def789.js.br'), builtBrotli);
    await writeFile(path.join(webDist, 'assets', 'big-def789.js.gz'), builtGzip);
    const asked = (acceptEncoding: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/big-def789.js',
        headers: { 'accept-encoding': acceptEncoding },
      });

    const brotli = await asked('gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.equals(builtBrotli)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await asked('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(builtGzip)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
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

  it("preloads a page's scripts and the visitor's translations with its first HTML", async () => {
    const home = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(preloadsOf(home.body)).toEqual(['/assets/en-e1.js', '/assets/home-h1.js', '/assets/games-g1.js']);
    expect(home.body.indexOf('modulepreload')).toBeLessThan(home.body.indexOf('</head>'));

    const slots = await ctx.app.inject({ method: 'GET', url: '/slots/category/megaways?page=2' });
    expect(preloadsOf(slots.body)).toEqual([
      '/assets/en-e1.js',
      '/assets/lobby-l1.js',
      '/assets/games-g1.js',
    ]);

    // A Greek browser gets the Greek file (the site's code for it is gr); a chosen language wins.
    const play = await ctx.app.inject({
      method: 'GET',
      url: '/play/42',
      headers: { 'accept-language': 'el-GR' },
    });
    expect(preloadsOf(play.body)).toEqual(['/assets/gr-r1.js', '/assets/play-p1.js']);
    const chosen = await ctx.app.inject({
      method: 'GET',
      url: '/home/',
      headers: { 'accept-language': 'el-GR', cookie: 'other=1; reelvault_language=de' },
    });
    expect(preloadsOf(chosen.body)).toEqual([
      '/assets/de-d1.js',
      '/assets/home-h1.js',
      '/assets/games-g1.js',
    ]);
  });

  it('preloads only the translations on a path the list does not name, and never a file it does not list', async () => {
    for (const url of ['/account/settings', '/play', '/play/42/extra', '/slotsx']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { cookie: 'reelvault_language=xx' },
      });
      expect(response.statusCode).toBe(200);
      expect(preloadsOf(response.body)).toEqual(['/assets/en-e1.js']);
    }
  });

  it('serves the plain page when the preload list is missing or malformed, and follows a rebuilt list', async () => {
    const listPath = path.join(webDist, '.vite', 'page-preloads.json');
    const indexPath = path.join(webDist, 'index.html');
    const original = await readFile(indexPath, 'utf8');
    try {
      for (const content of [
        '{not json',
        JSON.stringify({ pages: [{ paths: ['/'], files: ['https://evil.example/x.js'] }], locales: {} }),
      ]) {
        await writeFile(listPath, content);
        // A rebuild writes index.html too: that is what makes the server read the list again.
        await writeFile(indexPath, `${original}\n<!-- ${content.length} -->`);
        const response = await ctx.app.inject({ method: 'GET', url: '/' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(preloadsOf(response.body)).toEqual([]);
      }
    } finally {
      await writeFile(listPath, JSON.stringify(preloadList));
      await writeFile(indexPath, `${original}\n<!-- restored -->`);
    }
    const restored = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(preloadsOf(restored.body)).toContain('/assets/home-h1.js');
  });
});
