// The player password policy beyond length: not one of the most common passwords, not the player's own
// username or e-mail address. Hashing is security/password-hash.ts.
import { createRequire } from 'node:module';

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
