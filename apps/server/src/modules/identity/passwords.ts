// Password hashing (argon2id) and the password policy beyond length: not one of the most common
// passwords, not the player's own username or e-mail address.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
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

/**
 * The most common passwords: the first 20,000 entries of the ranked list that @zxcvbn-ts/language-common
 * (MIT, maintained) ships as data; the ones of 8 characters or more (about 7,300) matter, the shorter
 * ones are refused by length already. Lower case, compared without regard to case.
 */
export const commonPasswordRanks = 20_000;
let commonPasswords: ReadonlySet<string> | undefined;

function commonPasswordSet(): ReadonlySet<string> {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const ranked: unknown = require('@zxcvbn-ts/language-common/src/passwords.json');
    if (!Array.isArray(ranked)) throw new Error('the common password list is not a list');
    commonPasswords = new Set(
      ranked
        .slice(0, commonPasswordRanks)
        .filter((entry): entry is string => typeof entry === 'string' && entry.length >= 8),
    );
  }
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.toLowerCase());
}

/** Problems with a new password beyond its length, as field messages (empty when it is fine). */
export function passwordProblems(password: string, owner: { username?: string; email?: string }): string[] {
  const lower = password.toLowerCase();
  const problems: string[] = [];
  if (isCommonPassword(password) || /^(.)\1*$/.test(password)) {
    problems.push('This password is too common. Please choose a less predictable one.');
  }
  const email = owner.email?.toLowerCase();
  if (
    (owner.username && lower === owner.username.toLowerCase()) ||
    (email && (lower === email || lower === email.split('@')[0]))
  ) {
    problems.push('The password must not be your username or email address.');
  }
  return problems;
}
