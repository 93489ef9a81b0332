// The script frame's document and policy (decision 0809): one nonce per answer is the only script allowed,
// the document may be framed by the site alone and is sandboxed even when opened by itself, and what the
// game may load besides is what the site allows its game frame.
import Fastify from 'fastify';
import { scriptFrameMessages, scriptFramePath } from '@reelvault/contract/calls/play';
import { describe, expect, it } from 'vitest';
import { registerScriptFrame, scriptFramePolicy } from './script-frame';

const noAggregator = { imageHosts: () => [], frameSources: () => [] };
const connected = { imageHosts: () => ['https://img.example.com'], frameSources: () => ['https:'] };

describe('the script frame', () => {
  it('allows only its nonce to run scripts, and nothing else without an aggregator', () => {
    const policy = scriptFramePolicy('abc', noAggregator);
    expect(policy).toContain("script-src 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*(unsafe|self|https:)/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-src 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toContain('allow-same-origin');
  });

  it('lets the game frame and picture hosts the site allows once an aggregator is connected', () => {
    const policy = scriptFramePolicy('abc', connected);
    expect(policy).toContain('frame-src https:');
    expect(policy).toContain('img-src data: blob: https://img.example.com');
  });

  it('answers the document with a fresh nonce each time, matching its policy', async () => {
    const app = Fastify();
    registerScriptFrame(app, connected);
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: scriptFramePath }),
      app.inject({ method: 'GET', url: scriptFramePath }),
    ]);
    const nonces = answers.map((answer) => {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['cache-control']).toBe('no-store');
      const policy = String(answer.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(nonce.length).toBeGreaterThanOrEqual(24);
      // One script element, the loader's, under that nonce; it waits for the parent's launch message.
      expect(answer.body.match(/<script/g)).toHaveLength(1);
      expect(answer.body).toContain(`<script nonce="${nonce}">`);
      expect(answer.body).toContain(scriptFrameMessages.launch);
      expect(answer.body).toContain('event.source !== parent');
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    await app.close();
  });
});
