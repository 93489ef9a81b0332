import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  clientSeedProblem,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  verifyServerSeed,
} from './seeds';

describe('seeds', () => {
  it('hashes a server seed with SHA-256 (FIPS 180-2 example and node:crypto)', () => {
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const seed = generateServerSeed();
    expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('verifies a revealed seed against the hash shown before play, and nothing else', () => {
    const seed = generateServerSeed();
    const shown = hashServerSeed(seed);
    expect(verifyServerSeed(seed, shown)).toBe(true);
    expect(verifyServerSeed(seed, shown.toUpperCase())).toBe(true);
    expect(verifyServerSeed(`${seed} `, shown)).toBe(false);
    expect(verifyServerSeed(generateServerSeed(), shown)).toBe(false);
  });

  it('generates fresh seeds of the documented shape', () => {
    const a = generateServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(a);
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{20}$/);
  });

  it('says why a client seed is refused', () => {
    expect(clientSeedProblem('my lucky seed')).toBeNull();
    expect(clientSeedProblem('')).toMatch(/empty/);
    expect(clientSeedProblem('x'.repeat(65))).toMatch(/longer/);
    expect(clientSeedProblem('naïve')).toMatch(/ASCII/);
    expect(clientSeedProblem('a:b')).toBeNull();
  });
});
