import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { resolveSecrets } from './secrets';

const directories: string[] = [];
afterEach(async () => {
  await Promise.all(
    directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })),
  );
});

async function dataDir(): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reelvault-secrets-'));
  directories.push(directory);
  return directory;
}

describe('platform secrets', () => {
  it('generates the two-factor key on first start in DATA_DIR/secrets.json and keeps it', async () => {
    const directory = await dataDir();
    await writeFile(path.join(directory, 'secrets.json'), JSON.stringify({ otherKey: 'kept' }));
    const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: directory });
    const first = await resolveSecrets(config);
    const second = await resolveSecrets(config);
    expect(first.totpEncryptionKey).toHaveLength(32);
    expect(second.totpEncryptionKey.equals(first.totpEncryptionKey)).toBe(true);
    const file = path.join(directory, 'secrets.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      otherKey: 'kept',
      totpEncryptionKey: first.totpEncryptionKey.toString('base64'),
    });
  });

  it('takes the key from TOTP_ENCRYPTION_KEY when given', async () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const secrets = await resolveSecrets(loadConfig({ TOTP_ENCRYPTION_KEY: key, DATA_DIR: await dataDir() }));
    expect(secrets.totpEncryptionKey.toString('base64')).toBe(key);
  });

  it('refuses to boot in production without the key and the public URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'TOTP_ENCRYPTION_KEY: required in production (openssl rand -base64 32)',
        'PUBLIC_URL: required in production (e-mailed links point there)',
        'WALLET_API_PRIVATE_KEY: required in production (or WALLET_API_PRIVATE_KEY_FILE): the key that signs wallet API answers',
      ]);
    }
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: 'too-short' })).toThrow(/TOTP_ENCRYPTION_KEY/);
  });

  it('serves the dev mailbox only with the embedded database outside production', () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/x' }).devMailbox).toBe(false);
  });
});
