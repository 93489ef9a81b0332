// The HTTP conventions of DESIGN.md section 3: error shapes, JSON 404s under /api, security headers,
// compressed answers.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { errorBodySchema } from '@reelvault/contract/errors';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helper';

describe('HTTP conventions', () => {
  const ctx = useTestApp();

  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('ROUTE_NOT_FOUND');
    expect(body.message).toBe('No API call answers at this path.');
  });

  it('answers an unknown POST under /api with a JSON 404, not the page', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/nothing/here', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('ROUTE_NOT_FOUND');
  });

  it('answers a malformed JSON body with 400 in the error shape and no stack trace', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "ann", ',
    });
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error).toBe('MALFORMED_REQUEST');
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(response.body).not.toContain('stack');
  });

  it('refuses a request that names another site', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-site-id': '99' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toBe('SITE_MISMATCH');
  });

  it('accepts the configured site id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-site-id': '1' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('sends security headers on every answer', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses answers for clients that accept Brotli or gzip, and not for others', async () => {
    const read = (encoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/countries',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await read();
    const brotli = await read('gzip, deflate, br');
    const gzip = await read('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('serves the OpenAPI 3.1 document generated from the contract', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/health');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
