import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardFromFloat, cardLabel, shuffledShoe } from './cards';
import { diceRollHundredths, diceRollLabel } from './dice';
import { drawWithoutReplacement, shuffle } from './draw';
import {
  FairStream,
  floatFromBytes,
  generateFloats,
  hmacBlock,
  outcomeIndex,
  type OutcomeSource,
  type RoundSeeds,
} from './fair-stream';

// Stake's documented byte generator and float conversion, written out as published, on node:crypto.
function* documentedByteGenerator({
  serverSeed,
  clientSeed,
  nonce,
  cursor,
}: RoundSeeds & { cursor: number }) {
  let currentRound = Math.floor(cursor / 32);
  let currentRoundCursor = cursor - currentRound * 32;
  while (true) {
    const buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${currentRound}`).digest();
    while (currentRoundCursor < 32) {
      yield Number(buffer[currentRoundCursor]);
      currentRoundCursor += 1;
    }
    currentRoundCursor = 0;
    currentRound += 1;
  }
}

function documentedFloats(seeds: RoundSeeds & { cursor: number; count: number }): number[] {
  const rng = documentedByteGenerator(seeds);
  const bytes: number[] = [];
  while (bytes.length < seeds.count * 4) bytes.push(rng.next().value as number);
  const floats: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) {
    floats.push(bytes.slice(i, i + 4).reduce((result, value, j) => result + value / 256 ** (j + 1), 0));
  }
  return floats;
}

// serverSeed 'server', clientSeed 'client', nonce 0: block 0 and its first three floats.
const FROZEN = {
  hex: 'e0d8048be5b3823aa19be4fb31220b0d7a7a285c43fa1ba70bac3ea4f9f8da06',
  floats: [0.8782961692195386, 0.8972703353501856, 0.6312850106041878],
};

const seeds: RoundSeeds = {
  serverSeed: '2f0b3a5a7c1d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f7',
  clientSeed: 'lucky-player',
  nonce: 1,
};

describe('fair stream', () => {
  it('is HMAC-SHA256 keyed with the server seed string over "client:nonce:round"', () => {
    for (const round of [0, 1, 7]) {
      const expected = createHmac('sha256', seeds.serverSeed).update(`lucky-player:1:${round}`).digest();
      expect(Buffer.from(hmacBlock(seeds, round))).toEqual(expected);
    }
  });

  it('walks successive 32-byte blocks, as the documented generator does, from any cursor', () => {
    for (const cursor of [0, 4, 28, 30, 32, 100]) {
      const ours = generateFloats({ ...seeds, cursor, count: 40 });
      expect(ours).toEqual(documentedFloats({ ...seeds, cursor, count: 40 }));
    }
    const stream = new FairStream(seeds);
    for (let i = 0; i < 20; i += 1) stream.nextFloat();
    expect(stream.cursor).toBe(80);
    const resumed = new FairStream(seeds, stream.cursor);
    expect(resumed.nextFloat()).toBe(stream.nextFloat());
  });

  it('keeps the vectors of this implementation', () => {
    // Frozen from node:crypto; a change here would break every round a player has already verified.
    const [first = 0] = generateFloats({ ...seeds, count: 1 });
    const block = hmacBlock(seeds, 0);
    expect(first).toBe(floatFromBytes(block[0] ?? 0, block[1] ?? 0, block[2] ?? 0, block[3] ?? 0));
    expect(FROZEN).toEqual({
      hex: Buffer.from(hmacBlock({ serverSeed: 'server', clientSeed: 'client', nonce: 0 }, 0)).toString(
        'hex',
      ),
      floats: generateFloats({ serverSeed: 'server', clientSeed: 'client', nonce: 0, count: 3 }),
    });
  });

  it('converts four bytes into a float with 32 bits of precision', () => {
    expect(floatFromBytes(0, 0, 0, 0)).toBe(0);
    expect(floatFromBytes(128, 0, 0, 0)).toBe(0.5);
    expect(floatFromBytes(255, 255, 255, 255)).toBe(1 - 2 ** -32);
    expect(floatFromBytes(1, 2, 3, 4)).toBe((1 * 2 ** 24 + 2 * 2 ** 16 + 3 * 2 ** 8 + 4) / 2 ** 32);
  });

  it('refuses seeds and ranges that would make a round unverifiable', () => {
    expect(() => new FairStream({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => new FairStream({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
    expect(() => new FairStream({ ...seeds, serverSeed: '' })).toThrow(RangeError);
    expect(() => new FairStream({ ...seeds, clientSeed: '' })).toThrow(RangeError);
    expect(() => new FairStream(seeds, -4)).toThrow(RangeError);
    expect(() => outcomeIndex(0.5, 0)).toThrow(RangeError);
    expect(() => outcomeIndex(0.5, 2.5)).toThrow(RangeError);
  });
});

// A source that replays given floats: the outcome mappings are checked at the edges of each interval.
const floats = (...values: number[]): OutcomeSource => {
  let i = 0;
  return { nextFloat: () => values[i++] ?? 0 };
};

describe('documented game events', () => {
  it('dice: floor(float * 10001) / 100, from 0.00 to 100.00', () => {
    expect(diceRollHundredths(0)).toBe(0);
    expect(diceRollHundredths(0.5)).toBe(5000);
    expect(diceRollHundredths(1 - 2 ** -32)).toBe(10_000);
    expect(diceRollLabel(10_000)).toBe('100.00');
    expect(diceRollLabel(5)).toBe('0.05');
    const [float = 0] = documentedFloats({ ...seeds, cursor: 0, count: 1 });
    expect(diceRollLabel(diceRollHundredths(float))).toBe((Math.floor(float * 10001) / 100).toFixed(2));
  });

  it('roulette: floor(float * 37) is the pocket', () => {
    expect(outcomeIndex(0, 37)).toBe(0);
    expect(outcomeIndex(1 / 37 - 2 ** -32, 37)).toBe(0);
    expect(outcomeIndex(1 / 37, 37)).toBe(1);
    expect(outcomeIndex(1 - 2 ** -32, 37)).toBe(36);
  });

  it('cards: floor(float * 52) in the order ♦2, ♥2, ♠2, ♣2, ♦3 ... ♣A', () => {
    expect(cardLabel(cardFromFloat(0))).toBe('♦2');
    expect(cardLabel(cardFromFloat(1 / 52))).toBe('♥2');
    expect(cardLabel(cardFromFloat(3 / 52))).toBe('♣2');
    expect(cardLabel(cardFromFloat(4 / 52))).toBe('♦3');
    expect(cardLabel(cardFromFloat(32 / 52))).toBe('♦10');
    expect(cardLabel(cardFromFloat(36 / 52))).toBe('♦J');
    expect(cardLabel(cardFromFloat(48 / 52))).toBe('♦A');
    expect(cardLabel(cardFromFloat(1 - 2 ** -32))).toBe('♣A');
  });

  it('draws without replacement by striking out the pick among the items left', () => {
    // 0.5 of 5 left picks the third (c); 0 of 4 left picks the first (a); 0.99 of 3 left picks the last (e).
    expect(drawWithoutReplacement(floats(0.5, 0, 0.99), ['a', 'b', 'c', 'd', 'e'], 3)).toEqual([
      'c',
      'a',
      'e',
    ]);
    expect(() => drawWithoutReplacement(floats(), ['a'], 2)).toThrow(RangeError);
  });

  it('shuffles every item exactly once, spending n - 1 floats', () => {
    let used = 0;
    const counting: OutcomeSource = { nextFloat: () => (used++ % 7) / 7 };
    const shoe = shuffledShoe(counting, 6);
    expect(used).toBe(311);
    expect(shoe).toHaveLength(312);
    const counts = new Map<string, number>();
    for (const card of shoe) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 6)).toBe(true);
    expect(shuffle(floats(), [])).toEqual([]);
    expect(shuffle(floats(0.99), ['x', 'y'])).toEqual(['y', 'x']);
  });

  it('deals the same top cards whether the whole shoe or only its top is drawn', () => {
    const top = drawWithoutReplacement(new FairStream(seeds), shuffledShoe(floats(), 1), 6);
    expect(shuffledShoe(new FairStream(seeds), 1).slice(0, 6)).toEqual(top);
  });
});
