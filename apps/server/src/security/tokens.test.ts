import { describe, expect, it } from 'vitest';
import { hashToken, issueToken } from './tokens';

describe('token hash', () => {
  it('is the SHA-256 of the token in hex, the same on every call', () => {
    // The stored hashes of sessions, reset links, e-mail links and game sessions depend on this value.
    expect(hashToken('q7Xv2mK9pL0sRt4uWy6zA1bC3dE5fG8hJ-_kMnOpQrS')).toBe(
      'fc181a438b2b3452898b0b111d0a4151ae6ce654639a2fe3c897381821fee9e5',
    );
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('tells tokens apart', () => {
    expect(hashToken('token-a')).not.toBe(hashToken('token-b'));
  });

  it('issues 43-character base64url tokens whose hash is the stored one', () => {
    const issued = issueToken();
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.hash).toBe(hashToken(issued.token));
    expect(issueToken().token).not.toBe(issued.token);
  });
});
