// RSA-SHA256 signatures over a raw body, Base64 as the X-Hub88-Signature header carries them.
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

export function signBody(body: Buffer | string, privateKey: KeyObject): string {
  return sign('sha256', typeof body === 'string' ? Buffer.from(body, 'utf8') : body, privateKey).toString(
    'base64',
  );
}

/**
 * The same signature made on libuv's thread pool (Node's crypto job with a callback): the 0.5 to 0.7 ms of
 * an RSA-2048 signature leave the event loop, which goes on serving other calls meanwhile (decision 0316).
 */
export function signBodyOffThread(body: Buffer | string, privateKey: KeyObject): Promise<string> {
  const data = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  return new Promise((resolve, reject) => {
    sign('sha256', data, privateKey, (error, signature) => {
      if (error) reject(error);
      else resolve(signature.toString('base64'));
    });
  });
}

export function verifyBody(
  body: Buffer | string,
  signature: string | undefined,
  publicKey: KeyObject,
): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  try {
    return verify(
      'sha256',
      typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
      publicKey,
      Buffer.from(signature.trim(), 'base64'),
    );
  } catch {
    return false;
  }
}

export class KeyFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyFormatError';
  }
}

/** Reads a provider's public key: PEM (SPKI or PKCS#1), RSA, at least 2048 bits. */
export function readRsaPublicKey(pem: string): KeyObject {
  // createPublicKey would also derive a public key from a private one; a private key is never stored.
  if (pem.includes('PRIVATE KEY')) throw new KeyFormatError('this is a private key: give the public key');
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new KeyFormatError('not a PEM public key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new KeyFormatError('not an RSA key');
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new KeyFormatError(`an RSA key of ${bits} bits is too short (2048 at least)`);
  return key;
}

export function readRsaPrivateKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new KeyFormatError('not a PEM private key');
  }
  if (key.asymmetricKeyType !== 'rsa') throw new KeyFormatError('not an RSA key');
  return key;
}

/** The SPKI PEM of a key (public, or the public half of a private key). */
export function publicKeyPem(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return publicKey.export({ type: 'spki', format: 'pem' }).toString();
}
