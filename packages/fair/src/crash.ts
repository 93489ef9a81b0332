// The game show's crash multiplier, the scheme bustabit documents: one hash chain for all players. A secret
// is hashed over and over (SHA-256 of the previous hash's hex text); the last hash, the terminal hash, is
// published before the first round, and the rounds then walk the chain backwards, so each round's seed is the
// preimage of the previous round's (the terminal hash for the first): nobody can compute a seed before it is
// revealed, and nobody can change one afterwards. The crash point is drawn from the seed salted with a public
// value: HMAC_SHA256(key = salt, message = the seed's 32 bytes), its top 52 bits r, and
// max(1.00, floor(99 * 2^52 / (2^52 - r)) / 100), capped. Everything is whole hundredths ("cents" of a
// multiplier), computed on bigints, so the probabilities and the return to player are exact fractions.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { Rational } from './rational';
import { hashServerSeed } from './seeds';

export const crashEngine = 'crash-hash-chain';
export const crashMathVersion = '1.0.0';

const two52 = 2n ** 52n;
/** 100 minus the house edge in per cent: the 99 of bustabit's formula (a 1 % edge). */
const returnNumerator = 99n;

/** The highest multiplier a round reaches, in hundredths (1,000.00x): higher draws crash there. */
export const maxCrashCents = 100_000;
/** The lowest cash-out target a player may set, in hundredths (1.01x; 1.00x would only return the stake). */
export const minCashOutCents = 101;

/** Hundredths as a multiplier's text, two decimals: 235 -> "2.35" (what pages and the round views show). */
export function multiplierText(cents: number): string {
  return `${Math.floor(cents / 100)}.${(cents % 100).toString().padStart(2, '0')}`;
}

/** A multiplier's text as hundredths: "2.35" -> 235, "2.5" -> 250. */
export function multiplierCents(text: string): number {
  const [whole = '0', fraction = '0'] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** A chain's secret: 32 random bytes as 64 hex characters. */
export function generateChainSecret(): string {
  return bytesToHex(randomBytes(32));
}

const hexSeed = /^[0-9a-f]{64}$/;

function checkSeed(seed: string): void {
  if (!hexSeed.test(seed)) throw new RangeError('A chain seed is 64 lowercase hex characters');
}

function checkLength(length: number): void {
  if (!Number.isSafeInteger(length) || length < 1) throw new RangeError('A chain has at least one round');
}

/** The next link of the chain: SHA-256 of the seed's hex text, as bustabit hashes it. */
export const chainHash = hashServerSeed;

/** The hash published before play for a chain of `length` rounds: the secret hashed `length` times. */
export function terminalHash(secret: string, length: number): string {
  checkSeed(secret);
  checkLength(length);
  let hash = secret;
  for (let i = 0; i < length; i += 1) hash = chainHash(hash);
  return hash;
}

/**
 * The seed of round `number` (1 to `length`) of the chain: the secret hashed `length - number` times, so
 * round 1 takes the preimage of the terminal hash and round `length` the secret itself.
 */
export function chainSeed(secret: string, length: number, number: number): string {
  checkSeed(secret);
  checkLength(length);
  if (!Number.isSafeInteger(number) || number < 1 || number > length) {
    throw new RangeError(`Round ${number} is not in a chain of ${length}`);
  }
  let hash = secret;
  for (let i = number; i < length; i += 1) hash = chainHash(hash);
  return hash;
}

/** Whether a revealed seed is the preimage of the previous round's seed (the terminal hash for round 1). */
export function verifyChainSeed(seed: string, previousHash: string): boolean {
  return hexSeed.test(seed) && chainHash(seed) === previousHash.trim().toLowerCase();
}

/** The uncapped draw, in hundredths: max(100, floor(99 * 2^52 / (2^52 - r))). */
function drawCents(seed: string, salt: string): bigint {
  checkSeed(seed);
  const mac = hmac(sha256, utf8ToBytes(salt), hexToBytes(seed));
  let top = 0n;
  for (let i = 0; i < 7; i += 1) top = (top << 8n) | BigInt(mac[i] ?? 0);
  const r = top >> 4n; // the 52 most significant bits
  const cents = (returnNumerator * two52) / (two52 - r);
  return cents < 100n ? 100n : cents;
}

/** The round's crash point in hundredths of a multiplier (100 = 1.00x, an instant crash), at most the cap. */
export function crashPointCents(seed: string, salt: string): number {
  const cents = drawCents(seed, salt);
  return Number(cents > BigInt(maxCrashCents) ? BigInt(maxCrashCents) : cents);
}

function checkTarget(cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < minCashOutCents || cents > maxCrashCents) {
    throw new RangeError(`A cash-out is between ${minCashOutCents} and ${maxCrashCents} hundredths`);
  }
}

/**
 * The exact chance that a round reaches `cents` (1.01x to the cap): the draws with
 * 99 * 2^52 / (2^52 - r) >= cents, that is floor(99 * 2^52 / cents) values of r out of 2^52.
 */
export function reachProbability(cents: number): Rational {
  checkTarget(cents);
  return new Rational((returnNumerator * two52) / BigInt(cents), two52);
}

/**
 * The exact return to player of cashing out at `cents` (a target, or by hand at that multiplier): the
 * multiplier times the chance the round reaches it. It is 99 % less at most cents / (100 * 2^52) < 2^-42
 * (the draw is rounded down), the same for every target up to the cap: no way of playing changes the return.
 */
export function cashOutReturn(cents: number): Rational {
  return Rational.of(cents, 100).mul(reachProbability(cents));
}

/** The return the rules panel states: 99 %, each target's exact return within 2^-42 below it. */
export const crashReturnToPlayer = Rational.of(returnNumerator, 100);

/** The exact chance of an instant crash (1.00x: every bet loses), about 2/101. */
export function instantCrashProbability(): Rational {
  return Rational.of(1).sub(reachProbability(minCashOutCents));
}

/** How fast the multiplier grows: e^(growth * ms), bustabit's curve (2x after about 11.6 s). */
export const flightGrowthPerMs = 0.00006;

/** The multiplier `elapsedMs` into the flight, in hundredths rounded down (what a cash-out then pays). */
export function flightCents(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 100;
  return Math.floor(100 * Math.exp(flightGrowthPerMs * elapsedMs));
}

/** How long the flight takes to reach `cents`, in whole milliseconds (0 for 1.00x). */
export function flightMs(cents: number): number {
  if (cents <= 100) return 0;
  return Math.ceil(Math.log(cents / 100) / flightGrowthPerMs);
}

/**
 * How long a round crashing at `cents` flies: until the multiplier would pass it (1.00x crashes at once). A
 * cash-out, by hand or at a target, at any multiplier up to the crash point is paid, so each multiplier's
 * return is the same `cashOutReturn` however the player cashes out.
 */
export function crashFlightMs(cents: number): number {
  return cents <= 100 ? 0 : flightMs(cents + 1);
}

/**
 * What a cash-out at `cents` pays on `stake` (whole units of the caller's), rounded up to `unit` (the
 * currency's smallest amount in the same units): payouts are rounded only in the player's favour (0403).
 */
export function cashOutPayout(stake: bigint, cents: number, unit: bigint): bigint {
  const step = unit > 0n ? unit : 1n;
  const hundredths = stake * BigInt(cents);
  return ((hundredths + 100n * step - 1n) / (100n * step)) * step;
}
