import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhookSignature, signWebhook } from './webhook-signature';

describe('sandbox webhook signatures', () => {
  const secret = randomBytes(32);
  const body = Buffer.from('{"id":"abc","status":"approved"}');
  const at = new Date('2026-06-01T12:00:00Z');

  it('accepts its own signature over the exact body within the tolerance', () => {
    const header = signWebhook(secret, body, at);
    expect(header).toMatch(/^t=1780315200,v1=[0-9a-f]{64}$/);
    expect(checkWebhookSignature(secret, body, header, at)).toBe('valid');
    expect(checkWebhookSignature(secret, body, header, new Date(at.getTime() + 299_000))).toBe('valid');
  });

  it('refuses another body, another key, a made-up or missing header', () => {
    const header = signWebhook(secret, body, at);
    expect(checkWebhookSignature(secret, Buffer.from(`${body.toString()} `), header, at)).toBe('mismatch');
    expect(checkWebhookSignature(randomBytes(32), body, header, at)).toBe('mismatch');
    expect(checkWebhookSignature(secret, body, 't=1780315200,v1=abc', at)).toBe('mismatch');
    expect(checkWebhookSignature(secret, body, `t=nope,v1=${'0'.repeat(64)}`, at)).toBe('mismatch');
    expect(checkWebhookSignature(secret, body, undefined, at)).toBe('missing');
  });

  it('refuses a genuine signature from too long ago, or from the future', () => {
    const header = signWebhook(secret, body, at);
    expect(checkWebhookSignature(secret, body, header, new Date(at.getTime() + 301_000))).toBe('stale');
    expect(checkWebhookSignature(secret, body, header, new Date(at.getTime() - 301_000))).toBe('stale');
  });

  it('does not let a new time stand on an old signature', () => {
    const header = signWebhook(secret, body, at);
    const later = new Date(at.getTime() + 3_600_000);
    const moved = header.replace(/^t=\d+/, `t=${Math.floor(later.getTime() / 1000)}`);
    expect(checkWebhookSignature(secret, body, moved, later)).toBe('mismatch');
  });
});
