// Configuration, read once at boot from the environment and checked with zod. A bad value stops the boot
// with a message that names the variable.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  SITE_ID: z.string().regex(/^\d+$/, 'must be a number').default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  DEMO_SEED: booleanFlag.optional(),
  TRUST_PROXY: booleanFlag.default(false),
  /** Encrypts two-factor secrets at rest (AES-256-GCM); 32 bytes in base64. */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .refine(
      (value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32,
      'must be 32 random bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Reelvault <no-reply@reelvault.local>'),
  /** The platform's RSA private key (PEM) that signs the wallet API's answers to game providers. */
  WALLET_API_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'must be a PEM private key' })
    .optional(),
  WALLET_API_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  /** How long a game session token stays valid for bets (wins and rollbacks are accepted later). */
  GAME_SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(240),
  REGISTRATION_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
});

/** Every environment variable the server reads (the README documents each one). */
export const environmentVariables: readonly string[] = Object.keys(environmentSchema.shape);

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  /** Unset: embedded PostgreSQL (PGlite) in `dataDir`. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly siteId: string;
  readonly logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  readonly webDist: string;
  /** Seeds demo data into an empty database. */
  readonly demoSeed: boolean;
  readonly trustProxy: boolean;
  /** Key for two-factor secrets at rest; unset outside production: see secrets.ts. */
  readonly totpEncryptionKey: Buffer | undefined;
  /** A session ends after this long without a call. */
  readonly sessionIdleMinutes: number;
  /** A session ends this long after login, whatever happens. */
  readonly sessionMaxHours: number;
  /** Unset: e-mails stay in the outbox and show at /dev/mailbox (embedded mode only). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Serves /dev/mailbox: embedded database (no DATABASE_URL) and not production. */
  readonly devMailbox: boolean;
  /**
   * The key that signs wallet API answers: PEM text, or a file holding it. When neither is given (not
   * allowed in production) one is generated and kept in `dataDir` (an ephemeral one in tests).
   */
  readonly walletApiPrivateKey: string | undefined;
  readonly walletApiPrivateKeyFile: string | undefined;
  readonly gameSessionTtlMinutes: number;
  /**
   * Registrations accepted per IP address in an hour. The browser tests register many players from
   * 127.0.0.1 and raise it; a public site keeps the default.
   */
  readonly registrationLimitPerHour: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const production = values.NODE_ENV === 'production';
  const problems: string[] = [];
  if (production && values.DEMO_SEED === true) problems.push('DEMO_SEED: the demo seed is off in production');
  if (production && !values.TOTP_ENCRYPTION_KEY) {
    problems.push('TOTP_ENCRYPTION_KEY: required in production (openssl rand -base64 32)');
  }
  if (production && !values.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required in production (e-mailed links point there)');
  }
  if (production && !values.WALLET_API_PRIVATE_KEY && !values.WALLET_API_PRIVATE_KEY_FILE) {
    problems.push(
      'WALLET_API_PRIVATE_KEY: required in production (or WALLET_API_PRIVATE_KEY_FILE): the key that signs wallet API answers',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    siteId: values.SITE_ID,
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(values.WEB_DIST),
    demoSeed: production ? false : (values.DEMO_SEED ?? values.DATABASE_URL === undefined),
    trustProxy: values.TRUST_PROXY,
    totpEncryptionKey: values.TOTP_ENCRYPTION_KEY
      ? Buffer.from(values.TOTP_ENCRYPTION_KEY, 'base64')
      : undefined,
    sessionIdleMinutes: values.SESSION_IDLE_MINUTES,
    sessionMaxHours: values.SESSION_MAX_HOURS,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    devMailbox: values.DATABASE_URL === undefined && !production,
    // A PEM given in one line with literal \n (as many secret stores hand it over) is made multi-line.
    walletApiPrivateKey: values.WALLET_API_PRIVATE_KEY?.replaceAll('\\n', '\n'),
    walletApiPrivateKeyFile: values.WALLET_API_PRIVATE_KEY_FILE
      ? path.resolve(values.WALLET_API_PRIVATE_KEY_FILE)
      : undefined,
    gameSessionTtlMinutes: values.GAME_SESSION_TTL_MINUTES,
    registrationLimitPerHour: values.REGISTRATION_LIMIT_PER_HOUR,
  };
}
