import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cashOutPayout,
  cashOutReturn,
  chainSeed,
  crashFlightMs,
  crashPointCents,
  crashReturnToPlayer,
  flightCents,
  flightMs,
  generateChainSecret,
  instantCrashProbability,
  maxCrashCents,
  minCashOutCents,
  reachProbability,
  terminalHash,
  verifyChainSeed,
} from './crash';
import { Rational } from './rational';

/** bustabit's published game result, written out on node:crypto with its floating-point arithmetic. */
function bustabitResult(seed: string, salt: string): number {
  const hash = createHmac('sha256', salt).update(Buffer.from(seed, 'hex')).digest('hex');
  const r = parseInt(hash.slice(0, 13), 16);
  const x = 99 / (1 - r / 2 ** 52);
  return Math.max(1, Math.floor(x) / 100);
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the hash chain', () => {
  it('walks backwards from the terminal hash: each seed is the preimage of the one before', () => {
    const secret = generateChainSecret();
    const length = 50;
    const terminal = terminalHash(secret, length);
    let expected = secret;
    for (let i = 0; i < length; i += 1) expected = sha(expected);
    expect(terminal).toBe(expected);
    let previous = terminal;
    for (let number = 1; number <= length; number += 1) {
      const seed = chainSeed(secret, length, number);
      expect(verifyChainSeed(seed, previous)).toBe(true);
      expect(sha(seed)).toBe(previous);
      previous = seed;
    }
    expect(chainSeed(secret, length, length)).toBe(secret);
  });

  it('refuses a seed that is not the preimage, and rounds outside the chain', () => {
    const secret = generateChainSecret();
    const terminal = terminalHash(secret, 10);
    expect(verifyChainSeed(chainSeed(secret, 10, 2), terminal)).toBe(false);
    expect(verifyChainSeed(`${chainSeed(secret, 10, 1)} `, terminal)).toBe(false);
    expect(verifyChainSeed(chainSeed(secret, 10, 1), terminal.toUpperCase())).toBe(true);
    expect(() => chainSeed(secret, 10, 0)).toThrow(RangeError);
    expect(() => chainSeed(secret, 10, 11)).toThrow(RangeError);
    expect(() => terminalHash('not hex', 10)).toThrow(RangeError);
  });
});

describe('the crash point', () => {
  it("is bustabit's result for the same seed and salt (node:crypto, 3000 chain seeds)", () => {
    const salt = '0000000000000000004d6ec16dafe9d8370958664c1be2c7e7b1fcb2f8e05c49';
    let seed = generateChainSecret();
    for (let i = 0; i < 3000; i += 1) {
      const expected = Math.min(bustabitResult(seed, salt), maxCrashCents / 100);
      expect(crashPointCents(seed, salt) / 100).toBe(expected);
      seed = sha(seed);
    }
  });

  it('depends on the salt', () => {
    const seed = generateChainSecret();
    const points = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((salt) => crashPointCents(seed, salt)));
    expect(points.size).toBeGreaterThan(1);
  });

  it('reaches each multiplier as often as the exact probability says (20000 rounds)', () => {
    let seed = generateChainSecret();
    let reached2x = 0;
    let instant = 0;
    const rounds = 20_000;
    for (let i = 0; i < rounds; i += 1) {
      const cents = crashPointCents(seed, 'salt');
      expect(cents).toBeGreaterThanOrEqual(100);
      expect(cents).toBeLessThanOrEqual(maxCrashCents);
      if (cents >= 200) reached2x += 1;
      if (cents === 100) instant += 1;
      seed = sha(seed);
    }
    // Five standard deviations either side.
    const p2 = reachProbability(200).toNumber();
    expect(Math.abs(reached2x / rounds - p2)).toBeLessThan(5 * Math.sqrt((p2 * (1 - p2)) / rounds));
    const p1 = instantCrashProbability().toNumber();
    expect(Math.abs(instant / rounds - p1)).toBeLessThan(5 * Math.sqrt((p1 * (1 - p1)) / rounds));
  });
});

describe('the return to player', () => {
  it('is exactly the multiplier times the chance of reaching it', () => {
    const two52 = 2n ** 52n;
    expect(reachProbability(200).equals(new Rational((99n * two52) / 200n, two52))).toBe(true);
    expect(cashOutReturn(200).equals(Rational.of(2).mul(reachProbability(200)))).toBe(true);
    expect(instantCrashProbability().toDecimal(6)).toBe('0.019802');
    expect(crashReturnToPlayer.toDecimal(4)).toBe('0.9900');
  });

  it('is 99 % less under 2^-42 for every cash-out from 1.01x to the cap', () => {
    const floor = crashReturnToPlayer.sub(Rational.of(1n, 2n ** 42n));
    for (let cents = minCashOutCents; cents <= maxCrashCents; cents += cents < 2_000 ? 1 : 97) {
      const rtp = cashOutReturn(cents);
      expect(rtp.compare(crashReturnToPlayer)).toBeLessThanOrEqual(0);
      expect(rtp.compare(floor)).toBeGreaterThan(0);
    }
    expect(cashOutReturn(maxCrashCents).compare(floor)).toBeGreaterThan(0);
    expect(() => cashOutReturn(100)).toThrow(RangeError);
    expect(() => cashOutReturn(maxCrashCents + 1)).toThrow(RangeError);
  });
});

describe('the flight', () => {
  it('grows from 1.00x and crashes when it reaches the crash point, not before', () => {
    expect(flightCents(0)).toBe(100);
    expect(flightCents(11_552)).toBe(199);
    expect(flightCents(11_553)).toBe(200);
    for (const cents of [101, 150, 200, 1234, 99_999, maxCrashCents]) {
      const ms = flightMs(cents);
      expect(flightCents(ms - 1)).toBeLessThan(cents);
      expect(flightCents(ms)).toBeGreaterThanOrEqual(cents);
    }
    expect(flightMs(100)).toBe(0);
    for (const cents of [101, 150, 200, 1234, 99_999, maxCrashCents]) {
      const ms = crashFlightMs(cents);
      expect(flightCents(ms - 1)).toBeLessThanOrEqual(cents);
      expect(flightCents(ms)).toBeGreaterThan(cents);
    }
    expect(crashFlightMs(100)).toBe(0);
  });

  it("pays a cash-out rounded up to the currency unit, in the player's favour (0403)", () => {
    expect(cashOutPayout(100_000n, 250, 1000n)).toBe(250_000n);
    expect(cashOutPayout(1_000n, 123, 1000n)).toBe(2_000n);
    expect(cashOutPayout(10_000n, 123, 1000n)).toBe(13_000n);
    expect(cashOutPayout(10_000n, 123, 1n)).toBe(12_300n);
    expect(cashOutPayout(10_001n, 123, 1n)).toBe(12_302n);
  });
});
