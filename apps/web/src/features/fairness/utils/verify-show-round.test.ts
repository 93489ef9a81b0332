// The game show's verifier: a round of a real chain (made with packages/fair as the studio makes it) passes
// all three checks; a seed of another round, a terminal hash of another chain, or a crash point other than
// the seed's are each caught.
import type { ShowRoundView } from '@reelvault/contract/calls/game-show';
import {
  chainHash,
  chainSeed,
  crashPointCents,
  generateChainSecret,
  multiplierText,
  terminalHash,
} from '@reelvault/fair/crash';
import { describe, expect, it } from 'vitest';
import { showRoundId, verifyShowRound } from './verify-show-round';

const secret = generateChainSecret();
const length = 50;
const salt = 'reelvault-game-show';

function roundOf(number: number): ShowRoundView {
  const seed = chainSeed(secret, length, number);
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    number,
    chain: { id: '3', terminal_hash: terminalHash(secret, length), salt, length },
    hash: chainHash(seed),
    phase: 'crashed',
    betting_ends_at: '2026-11-28T10:00:05.000Z',
    server_time: '2026-11-28T10:00:20.000Z',
    crash_point: multiplierText(crashPointCents(seed, salt)),
    seed,
    bets: [],
  };
}

describe('verifying a game show round', () => {
  it('passes a round of the chain: its seed, the walk to the terminal hash, its crash point', () => {
    for (const number of [1, 2, 37, length]) {
      const round = roundOf(number);
      expect(verifyShowRound(round)).toEqual({
        seedOk: true,
        chainOk: true,
        links: number,
        computed: round.crash_point,
        crashOk: true,
      });
    }
  });

  it("catches another round's seed, another chain's terminal hash and a crash point not drawn", () => {
    const round = roundOf(10);
    expect(verifyShowRound({ ...round, seed: roundOf(11).seed })).toMatchObject({
      seedOk: false,
      chainOk: false,
    });
    expect(
      verifyShowRound({
        ...round,
        chain: { ...round.chain, terminal_hash: terminalHash(generateChainSecret(), length) },
      }),
    ).toMatchObject({ seedOk: true, chainOk: false, crashOk: true });
    const shown = round.crash_point === '1.00' ? '1.01' : '1.00';
    expect(verifyShowRound({ ...round, crash_point: shown })).toMatchObject({ crashOk: false, seedOk: true });
  });

  it('has nothing to check before the crash', () => {
    expect(
      verifyShowRound({ ...roundOf(3), phase: 'flying', seed: null, crash_point: null }),
    ).toBeUndefined();
  });

  it('reads a round id as typed', () => {
    expect(showRoundId(' 0B6F0000-0000-4000-8000-00000000000A ')).toBe(
      '0b6f0000-0000-4000-8000-00000000000a',
    );
    expect(showRoundId('round 12')).toBeUndefined();
  });
});
