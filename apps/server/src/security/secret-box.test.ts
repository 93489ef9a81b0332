import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, with a fresh nonce each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'totp:7');
    expect(box.open(sealed, 'totp:7')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(box.seal('same', 'totp:7')).not.toBe(box.seal('same', 'totp:7'));
    expect(sealed).not.toContain('JBSWY3DP');
  });

  it("refuses another player's context, a changed byte and another key", () => {
    const sealed = box.seal('secret', 'totp:7');
    expect(() => box.open(sealed, 'totp:8')).toThrow();
    const [version, nonce, tag, ciphertext = ''] = sealed.split('.');
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      box.open([version, nonce, tag, flipped.toString('base64url')].join('.'), 'totp:7'),
    ).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'totp:7')).toThrow();
    expect(() => box.open('v0.a.b.c', 'totp:7')).toThrow('not a sealed value');
  });

  it('needs a 32-byte key', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow();
  });
});
