import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './cluster';

describe('replacing a server process that died', () => {
  it('starts the replacement at once after a steady run, then waits twice as long after each quick death, at most 30 s', () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000]);
    expect(restartDelayMs(20)).toBe(30_000);
  });
});
