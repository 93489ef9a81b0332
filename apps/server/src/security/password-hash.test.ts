import { describe, expect, it } from 'vitest';
import {
  createPasswordHasher,
  defaultPasswordHasher,
  hashPassword,
  needsRehash,
  passwordHashing,
  verifyAgainstNothing,
  verifyPassword,
} from './password-hash';

describe('password hashing', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashPassword('Lantern-Harbor-61');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Lantern-Harbor-61')).toBe(true);
    expect(await verifyPassword(hash, 'lantern-harbor-61')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdA$aGFzaA')).toBe(true);
  });

  it("hashes with OWASP's setting unless told otherwise", () => {
    expect(passwordHashing).toEqual({ memorySize: 19_456, iterations: 2, parallelism: 1, hashLength: 32 });
    expect(defaultPasswordHasher.settings).toEqual(passwordHashing);
    expect(createPasswordHasher().settings).toEqual(passwordHashing);
  });

  it('hashes with the setting it is given, and verifies hashes of any setting', async () => {
    const cheap = createPasswordHasher({ memorySize: 8, iterations: 1, parallelism: 1, hashLength: 32 });
    const hash = await cheap.hash('Lantern-Harbor-61');

    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await cheap.verify(hash, 'Lantern-Harbor-61')).toBe(true);
    expect(await cheap.verify(hash, 'Lantern-Harbor-62')).toBe(false);
    expect(await cheap.verify('not a hash', 'Lantern-Harbor-61')).toBe(false);
    // The same password in another Unicode form is the same password.
    expect(await cheap.verify(await cheap.hash('Ｌantern-Harbor-61'), 'Lantern-Harbor-61')).toBe(true);
    // A hash is checked with the setting written in it, whichever hasher checks it.
    expect(await verifyPassword(hash, 'Lantern-Harbor-61')).toBe(true);
    expect(await verifyPassword(hash, 'Lantern-Harbor-62')).toBe(false);
    expect(await cheap.verifyAgainstNothing('Lantern-Harbor-61')).toBe(false);
    expect(await verifyAgainstNothing('Lantern-Harbor-61')).toBe(false);
  });

  it("asks for a rehash of hashes made with another setting than the hasher's own", async () => {
    const cheap = createPasswordHasher({ memorySize: 8, iterations: 1, parallelism: 1, hashLength: 32 });
    const cheapHash = await cheap.hash('Lantern-Harbor-61');

    expect(cheap.needsRehash(cheapHash)).toBe(false);
    expect(needsRehash(cheapHash)).toBe(true);
    expect(
      cheap.needsRehash(await createPasswordHasher({ ...cheap.settings, iterations: 2 }).hash('x')),
    ).toBe(true);
    expect(cheap.needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(cheap.needsRehash('$argon2i$v=19$m=8,t=1,p=1$c2FsdA$aGFzaA')).toBe(true);
  });
});
