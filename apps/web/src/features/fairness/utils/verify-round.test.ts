import type { RoundPlayInput } from '@reelvault/contract/calls/studio';
import { FairStream } from '@reelvault/fair/fair-stream';
import { spinRoulette } from '@reelvault/fair/roulette';
import { toJson } from '@reelvault/fair/round-json';
import { hashServerSeed } from '@reelvault/fair/seeds';
import { slotModel } from '@reelvault/fair/slots/slot-models';
import { playSlotRound } from '@reelvault/fair/slots/slot-round';
import { describe, expect, it } from 'vitest';
import { gameOf, hashMatches, playOf, sameResult, verifierGames, verifyRound } from './verify-round';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player seed', nonce: 7 };

describe('verifying a round in the browser', () => {
  it('replays a slot round to what the engine plays on the same seeds', () => {
    const model = slotModel('classic-high');
    const expected = toJson(playSlotRound(model, new FairStream(seeds), 20_000n));
    const verified = verifyRound({
      ...seeds,
      play: { engine: 'video-slot-5x3', mathVersion: model.mathVersion, model: model.id, stake: '20000' },
    });
    expect(verified).toEqual({ ok: true, result: expected });
  });

  it('replays a roulette spin, and a different nonce gives another record', () => {
    const bets = [{ kind: 'straight' as const, numbers: [7], amount: 100_000n }];
    const limits = { minBet: 1n, maxStraightUp: 10n ** 9n, maxOutside: 10n ** 9n, maxTotal: 10n ** 9n };
    const expected = toJson(spinRoulette(new FairStream(seeds), bets, limits));
    const play: RoundPlayInput = {
      engine: 'roulette-european',
      mathVersion: '1.0.0',
      bets: [{ kind: 'straight', numbers: [7], amount: '100000' }],
    };
    const same = verifyRound({ ...seeds, play });
    expect(same.ok && sameResult(same.result, expected)).toBe(true);
    const other = verifyRound({ ...seeds, nonce: 8, play });
    expect(other.ok && sameResult(other.result, expected)).toBe(false);
  });

  it('refuses empty seeds and a bad nonce, and names a math version it does not have', () => {
    const play = playOf('baccarat');
    expect(verifyRound({ ...seeds, serverSeed: '', play })).toEqual({ ok: false, problem: 'seeds' });
    expect(verifyRound({ ...seeds, nonce: -1, play })).toEqual({ ok: false, problem: 'seeds' });
    expect(verifyRound({ ...seeds, play: { ...play, mathVersion: '9.9.9' } })).toEqual({
      ok: false,
      problem: 'version',
    });
  });

  it('compares results whatever the order of their keys', () => {
    expect(sameResult({ a: 1, b: [1, { c: '2' }] }, { b: [1, { c: '2' }], a: 1 })).toBe(true);
    expect(sameResult({ a: 1, b: [1, { c: '2' }] }, { a: 1, b: [1, { c: '3' }] })).toBe(false);
    expect(sameResult({ a: 1 }, { a: 1, b: null })).toBe(false);
  });

  it('checks a revealed server seed against the hash shown before play', () => {
    expect(hashMatches(seeds.serverSeed, hashServerSeed(seeds.serverSeed).toUpperCase())).toBe(true);
    expect(hashMatches('another seed', hashServerSeed(seeds.serverSeed))).toBe(false);
  });

  it('plays every game a player can pick by hand, and maps recorded plays back to it', () => {
    for (const game of verifierGames) {
      const play = playOf(game);
      expect(verifyRound({ ...seeds, play }).ok, game).toBe(true);
      expect(gameOf(play)).toBe(game);
    }
  });
});
