// Keys the platform needs at run time. In production they come from the environment (config.ts refuses
// to boot without them). Elsewhere a missing key is generated on first start and kept in
// DATA_DIR/secrets.json (readable by the owner only), so a restart finds the same key; tests get a
// throwaway key per app.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config';

export interface PlatformSecrets {
  /** AES-256-GCM key for two-factor secrets at rest. */
  readonly totpEncryptionKey: Buffer;
}

type SecretsFile = Record<string, string>;

async function readSecretsFile(file: string): Promise<SecretsFile> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`${file} is not a JSON object`);
    }
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/** Reads a 32-byte key from the secrets file, generating and saving it when missing. */
async function keptKey(dataDir: string, name: string): Promise<Buffer> {
  const file = path.join(dataDir, 'secrets.json');
  const secrets = await readSecretsFile(file);
  const existing = secrets[name];
  if (existing) {
    const key = Buffer.from(existing, 'base64');
    if (key.length !== 32) throw new Error(`${file}: ${name} is not 32 bytes in base64`);
    return key;
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  // Other keys in the file are kept as they are.
  await writeFile(temporary, `${JSON.stringify({ ...secrets, [name]: key.toString('base64') }, null, 2)}\n`, {
    mode: 0o600,
  });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
  return key;
}

export async function resolveSecrets(config: Config): Promise<PlatformSecrets> {
  if (config.totpEncryptionKey) return { totpEncryptionKey: config.totpEncryptionKey };
  if (config.env === 'test') return { totpEncryptionKey: randomBytes(32) };
  return { totpEncryptionKey: await keptKey(config.dataDir, 'totpEncryptionKey') };
}

/**
 * The key that signs the sandbox gateway's webhooks: SANDBOX_GATEWAY_SECRET, else kept in the secrets
 * file like the two-factor key (throwaway in tests). The sandbox never runs in production (config.ts).
 */
export async function resolveSandboxGatewaySecret(config: Config): Promise<Buffer> {
  if (config.sandboxGatewaySecret) return Buffer.from(config.sandboxGatewaySecret, 'utf8');
  if (config.env === 'test') return randomBytes(32);
  return keptKey(config.dataDir, 'sandboxGatewaySecret');
}
