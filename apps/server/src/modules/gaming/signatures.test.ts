import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  KeyFormatError,
  publicKeyPem,
  readRsaPublicKey,
  signBody,
  signBodyOffThread,
  verifyBody,
} from './signatures';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('wallet API signatures', () => {
  const body = '{"user":"rv-1","request_uuid":"a"}';

  it('verifies a body signed with the matching private key', () => {
    expect(verifyBody(body, signBody(body, privateKey), publicKey)).toBe(true);
    expect(verifyBody(Buffer.from(body), signBody(Buffer.from(body), privateKey), publicKey)).toBe(true);
  });

  it('signs on the thread pool exactly as on the event loop (RSA PKCS#1 v1.5 is deterministic)', async () => {
    const signature = await signBodyOffThread(body, privateKey);
    expect(signature).toBe(signBody(body, privateKey));
    expect(verifyBody(body, signature, publicKey)).toBe(true);
    // A key that cannot sign is a rejected promise, not an exception thrown past the caller.
    await expect(signBodyOffThread(body, publicKey)).rejects.toThrow();
  });

  it('refuses a changed body, another key, or a missing or garbled signature', () => {
    const signature = signBody(body, privateKey);
    expect(verifyBody(body.replace('rv-1', 'rv-2'), signature, publicKey)).toBe(false);
    expect(verifyBody(body, signBody(body, other.privateKey), publicKey)).toBe(false);
    expect(verifyBody(body, undefined, publicKey)).toBe(false);
    expect(verifyBody(body, 'not base64!', publicKey)).toBe(false);
    expect(verifyBody(body, 'AAAA', publicKey)).toBe(false);
  });

  it('accepts RSA public keys of 2048 bits or more, and nothing else', () => {
    expect(readRsaPublicKey(publicKeyPem(privateKey)).asymmetricKeyType).toBe('rsa');
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(() => readRsaPublicKey(publicKeyPem(short.publicKey))).toThrow(KeyFormatError);
    const ed = generateKeyPairSync('ed25519');
    expect(() => readRsaPublicKey(publicKeyPem(ed.publicKey))).toThrow('not an RSA key');
    expect(() => readRsaPublicKey('hello')).toThrow('not a PEM public key');
    const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    expect(() => readRsaPublicKey(privatePem)).toThrow('private key');
  });
});
