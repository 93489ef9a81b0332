// Seed pairs: the studio commits to a server seed by showing its SHA-256 hash before play, the player sets
// the client seed, and rotating the pair reveals the old server seed so that every round on it can be checked.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** SHA-256 of the seed string as written (its UTF-8 bytes), in lowercase hex: what the player sees before play. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** Whether a revealed server seed is the one whose hash was shown (the hash compared without regard to case). */
export function verifyServerSeed(serverSeed: string, shownHash: string): boolean {
  return hashServerSeed(serverSeed) === shownHash.trim().toLowerCase();
}

/** A new server seed: 32 bytes from the platform's cryptographic generator, as 64 hex characters. */
export function generateServerSeed(): string {
  return bytesToHex(randomBytes(32));
}

/** A default client seed for a player who has not chosen one: 10 random bytes as 20 hex characters. */
export function generateClientSeed(): string {
  return bytesToHex(randomBytes(10));
}

/** The longest client seed a player may set (the seed is part of every HMAC message). */
export const MAX_CLIENT_SEED_LENGTH = 64;

/** A client seed a player may set: 1 to 64 printable ASCII characters. Returns the reason it is refused, or null. */
export function clientSeedProblem(clientSeed: string): string | null {
  if (clientSeed.length === 0) return 'The client seed is empty';
  if (clientSeed.length > MAX_CLIENT_SEED_LENGTH) {
    return `The client seed is longer than ${MAX_CLIENT_SEED_LENGTH} characters`;
  }
  if (!/^[\x20-\x7e]+$/.test(clientSeed)) return 'The client seed may hold only printable ASCII characters';
  return null;
}
