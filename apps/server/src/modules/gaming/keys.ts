// Key pairs of the wallet API. The platform signs its answers with its own RSA key: given by config in
// production, generated on first start and kept in DATA_DIR/keys otherwise (ephemeral in tests). The demo
// seed gives the in-house studio a key pair of its own in the same folder.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { publicKeyPem, readRsaPrivateKey } from './signatures';

export const keyFiles = {
  platformPrivate: 'wallet-api-private.pem',
  platformPublic: 'wallet-api-public.pem',
  housePrivate: 'house-provider-private.pem',
  housePublic: 'house-provider-public.pem',
} as const;

export function keysDir(dataDir: string): string {
  return path.join(dataDir, 'keys');
}

export function generateRsaKeyPair(): { privateKeyPem: string; publicKeyPem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKeyPem(privateKey),
  };
}

/** Reads the key pair kept under `name` in DATA_DIR/keys, creating it (private key mode 0600) if absent. */
export async function keptKeyPair(
  dataDir: string,
  privateName: string,
  publicName: string,
): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  const dir = keysDir(dataDir);
  const privatePath = path.join(dir, privateName);
  if (existsSync(privatePath)) {
    const privateKeyPem = await readFile(privatePath, 'utf8');
    return { privateKeyPem, publicKeyPem: publicKeyPem(readRsaPrivateKey(privateKeyPem)) };
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pair = generateRsaKeyPair();
  // `wx` fails if another process wrote the file first; then theirs is the key.
  try {
    await writeFile(privatePath, pair.privateKeyPem, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return keptKeyPair(dataDir, privateName, publicName);
  }
  await writeFile(path.join(dir, publicName), pair.publicKeyPem, { mode: 0o644 });
  return pair;
}

let testKey: KeyObject | undefined;

/** The private key that signs the wallet API's answers. */
export async function platformSigningKey(config: Config): Promise<KeyObject> {
  if (config.walletApiPrivateKey) return readRsaPrivateKey(config.walletApiPrivateKey);
  if (config.walletApiPrivateKeyFile) {
    return readRsaPrivateKey(await readFile(config.walletApiPrivateKeyFile, 'utf8'));
  }
  if (config.env === 'production') throw new Error('WALLET_API_PRIVATE_KEY is required in production');
  if (config.env === 'test') {
    testKey ??= readRsaPrivateKey(generateRsaKeyPair().privateKeyPem);
    return testKey;
  }
  const pair = await keptKeyPair(config.dataDir, keyFiles.platformPrivate, keyFiles.platformPublic);
  return readRsaPrivateKey(pair.privateKeyPem);
}
