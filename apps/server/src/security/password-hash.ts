// Password hashing with argon2id (OWASP's setting) through hash-wasm, for every kind of account (players,
// operators). What makes a password acceptable is each module's policy.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** The cost of an argon2id hash: memory in KiB, passes, lanes and the length of the hash in bytes. */
export interface PasswordHashSettings {
  readonly memorySize: number;
  readonly iterations: number;
  readonly parallelism: number;
  readonly hashLength: number;
}

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (about 60 ms here). */
export const passwordHashing = {
  memorySize: 19_456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const satisfies PasswordHashSettings;

/** Hashing and checking passwords with one argon2id setting. */
export interface PasswordHasher {
  /** The setting new hashes are made with. */
  readonly settings: PasswordHashSettings;
  hash(password: string): Promise<string>;
  /** Whether the password matches the hash, whatever setting the hash was made with; false for a malformed hash. */
  verify(hash: string, password: string): Promise<boolean>;
  /** Whether a stored hash was made with another setting than this hasher's (it is replaced at the next login). */
  needsRehash(hash: string): boolean;
  /**
   * Spends the time of one verification when there is no account to verify against, so that the answer's
   * timing does not tell whether a username exists.
   */
  verifyAgainstNothing(password: string): Promise<false>;
}

/**
 * A password hasher with the given argon2id setting: OWASP's unless told. Tests may pass the smallest
 * setting hash-wasm accepts (still argon2id, without its cost).
 */
export function createPasswordHasher(settings: PasswordHashSettings = passwordHashing): PasswordHasher {
  const { memorySize, iterations, parallelism, hashLength } = settings;
  const prefix = `$argon2id$v=19$m=${memorySize},t=${iterations},p=${parallelism}$`;
  let decoyHash: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    return argon2id({
      password: password.normalize('NFKC'),
      salt: randomBytes(16),
      memorySize,
      iterations,
      parallelism,
      hashLength,
      outputType: 'encoded',
    });
  }

  async function verify(stored: string, password: string): Promise<boolean> {
    try {
      return await argon2Verify({ password: password.normalize('NFKC'), hash: stored });
    } catch {
      return false;
    }
  }

  return {
    settings: { memorySize, iterations, parallelism, hashLength },
    hash,
    verify,
    needsRehash: (stored) => !stored.startsWith(prefix),
    async verifyAgainstNothing(password) {
      decoyHash ??= hash(randomBytes(16).toString('hex'));
      await verify(await decoyHash, password);
      return false;
    },
  };
}

/** The hasher with OWASP's setting, the one every account's password is stored with. */
export const defaultPasswordHasher = createPasswordHasher();

export const hashPassword = (password: string): Promise<string> => defaultPasswordHasher.hash(password);

export const verifyPassword = (hash: string, password: string): Promise<boolean> =>
  defaultPasswordHasher.verify(hash, password);

/** Whether a stored hash was made with other settings than today's (it is replaced at the next login). */
export const needsRehash = (hash: string): boolean => defaultPasswordHasher.needsRehash(hash);

/**
 * Spends the time of one verification when there is no account to verify against, so that the answer's
 * timing does not tell whether a username exists.
 */
export const verifyAgainstNothing = (password: string): Promise<false> =>
  defaultPasswordHasher.verifyAgainstNothing(password);
