// Password hashing with argon2id (OWASP's setting) through hash-wasm, for every kind of account (players,
// operators). What makes a password acceptable is each module's policy.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

/** OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane (about 60 ms here). */
export const passwordHashing = { memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 } as const;

export async function hashPassword(password: string): Promise<string> {
  return argon2id({
    password: password.normalize('NFKC'),
    salt: randomBytes(16),
    ...passwordHashing,
    outputType: 'encoded',
  });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: password.normalize('NFKC'), hash });
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other settings than today's (it is replaced at the next login). */
export function needsRehash(hash: string): boolean {
  const { memorySize, iterations, parallelism } = passwordHashing;
  return !hash.startsWith(`$argon2id$v=19$m=${memorySize},t=${iterations},p=${parallelism}$`);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to verify against, so that the answer's
 * timing does not tell whether a username exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
  return false;
}
