// The provably fair byte stream, the scheme Stake documents: block r of a round is
// HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${r}`), and a cursor walks the blocks'
// bytes in order. Four bytes make a float in [0, 1); a float times n, rounded down, picks one of n outcomes.
// Pure JavaScript HMAC (@noble/hashes) so that the browser verifies a round with the same code the studio
// plays it with.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** What a round's outcome is drawn from: the seeds of the pair in use and the round's nonce. */
export interface RoundSeeds {
  /** The secret seed, used as the HMAC key exactly as written (the UTF-8 bytes of the string). */
  readonly serverSeed: string;
  readonly clientSeed: string;
  /** The count of rounds already played on this seed pair: a non-negative safe integer. */
  readonly nonce: number;
}

/** Anything that yields uniform floats in [0, 1): the fair stream, or a fast generator in simulations. */
export interface OutcomeSource {
  nextFloat(): number;
}

export const BLOCK_BYTES = 32;

/** The largest n for which floor(float * n) is computed exactly (a 32-bit float times n < 2^53). */
export const MAX_OUTCOMES = 2 ** 21;

function checkSeeds({ serverSeed, clientSeed, nonce }: RoundSeeds): void {
  if (serverSeed.length === 0) throw new RangeError('The server seed is empty');
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`The nonce must be a non-negative integer, not ${nonce}`);
  }
  if (clientSeed.length === 0) throw new RangeError('The client seed is empty');
}

/** One 32-byte block: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`). */
export function hmacBlock(seeds: RoundSeeds, round: number): Uint8Array {
  checkSeeds(seeds);
  return hmac(
    sha256,
    utf8ToBytes(seeds.serverSeed),
    utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${round}`),
  );
}

/** b0/256 + b1/256^2 + b2/256^3 + b3/256^4, summed in that order (exact in a double). */
export function floatFromBytes(b0: number, b1: number, b2: number, b3: number): number {
  return b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4;
}

/** One of n outcomes from a float: floor(float * n), the documented mapping (no modulo). */
export function outcomeIndex(float: number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_OUTCOMES) {
    throw new RangeError(`The number of outcomes must be an integer from 1 to ${MAX_OUTCOMES}, not ${n}`);
  }
  return Math.floor(float * n);
}

/** The next of n outcomes drawn from a source. */
export function drawIndex(source: OutcomeSource, n: number): number {
  return outcomeIndex(source.nextFloat(), n);
}

/**
 * The byte stream of one round. `cursor` is the count of bytes already consumed: a stream built with the
 * cursor another stream has reached continues exactly where that one stopped.
 */
export class FairStream implements OutcomeSource {
  readonly #seeds: RoundSeeds;
  readonly #key: Uint8Array;
  #round: number;
  #offset: number;
  #block: Uint8Array;

  constructor(seeds: RoundSeeds, cursor = 0) {
    checkSeeds(seeds);
    if (!Number.isSafeInteger(cursor) || cursor < 0) {
      throw new RangeError(`The cursor must be a non-negative integer, not ${cursor}`);
    }
    this.#seeds = { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nonce };
    this.#key = utf8ToBytes(seeds.serverSeed);
    this.#round = Math.floor(cursor / BLOCK_BYTES);
    this.#offset = cursor % BLOCK_BYTES;
    this.#block = this.#digest(this.#round);
  }

  get seeds(): RoundSeeds {
    return this.#seeds;
  }

  /** Bytes consumed so far. */
  get cursor(): number {
    return this.#round * BLOCK_BYTES + this.#offset;
  }

  #digest(round: number): Uint8Array {
    const { clientSeed, nonce } = this.#seeds;
    return hmac(sha256, this.#key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
  }

  nextByte(): number {
    if (this.#offset === BLOCK_BYTES) {
      this.#round += 1;
      this.#offset = 0;
      this.#block = this.#digest(this.#round);
    }
    const byte = this.#block[this.#offset];
    this.#offset += 1;
    return byte ?? 0;
  }

  nextFloat(): number {
    const b0 = this.nextByte();
    const b1 = this.nextByte();
    const b2 = this.nextByte();
    const b3 = this.nextByte();
    return floatFromBytes(b0, b1, b2, b3);
  }

  /** floor(float * n): one of n outcomes. */
  nextIndex(n: number): number {
    return drawIndex(this, n);
  }
}

/** `count` floats from `cursor` on: the function a verifier calls, named as in Stake's documentation. */
export function generateFloats(seeds: RoundSeeds & { cursor?: number; count: number }): number[] {
  const stream = new FairStream(seeds, seeds.cursor ?? 0);
  return Array.from({ length: seeds.count }, () => stream.nextFloat());
}
