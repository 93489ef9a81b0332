// Opaque tokens (sessions, reset and confirmation links): 32 random bytes in base64url, stored only as
// their SHA-256, so a copy of the database lets nobody log in or use a link.
import { createHash, randomBytes } from 'node:crypto';

export interface IssuedToken {
  /** Goes to the player once; never stored. */
  readonly token: string;
  /** Stored and looked up. */
  readonly hash: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueToken(): IssuedToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
