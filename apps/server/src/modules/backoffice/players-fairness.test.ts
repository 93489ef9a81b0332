// The operator's fairness replay: a revealed round replays to its stored result; a changed result, a
// seed that does not match its hash, or a seed not yet revealed are never shown as verified.
import type { RoundRecordReply } from '@reelvault/contract/calls/studio';
import { publicRoundResult } from '@reelvault/fair/round-json';
import { replayRound } from '@reelvault/fair/round-replay';
import { hashServerSeed } from '@reelvault/fair/seeds';
import { SLOT_MODELS } from '@reelvault/fair/slots/slot-models';
import { describe, expect, it } from 'vitest';
import { fairnessOf, sameJson } from './players-fairness';

const serverSeed = 'a'.repeat(64);
const model = SLOT_MODELS[0];

function revealedRound(): RoundRecordReply {
  if (!model) throw new Error('no slot model');
  const play = {
    engine: 'video-slot-5x3',
    mathVersion: model.mathVersion,
    model: model.id,
    stake: '100',
  } as const;
  const seeds = { serverSeed, clientSeed: 'client', nonce: 3 };
  const result = publicRoundResult(replayRound(seeds, { ...play, stake: 100n }));
  return {
    id: '00000000-0000-4000-8000-000000000001',
    engine: 'slot',
    game_code: 'beta-jade-dragon',
    currency: 'EUR',
    state: 'settled',
    created_at: '2024-01-01T00:00:00.000Z',
    server_seed_hash: hashServerSeed(serverSeed),
    client_seed: 'client',
    nonce: 3,
    server_seed: serverSeed,
    play,
    result,
    stake: '100',
    payout: '0',
    transactions: [],
  };
}

describe('fairnessOf', () => {
  it('verifies a revealed round that replays to its stored result', () => {
    expect(fairnessOf(revealedRound())).toMatchObject({ verified: true, seed_hash_matches: true });
  });

  it('says nothing before the server seed is revealed', () => {
    expect(fairnessOf({ ...revealedRound(), server_seed: null })).toMatchObject({
      verified: null,
      seed_hash_matches: null,
    });
  });

  it('refuses a result the seeds do not give', () => {
    const round = revealedRound();
    expect(fairnessOf({ ...round, nonce: 4 })).toMatchObject({ verified: false, seed_hash_matches: true });
  });

  it('refuses a server seed that is not the one whose hash was shown', () => {
    expect(fairnessOf({ ...revealedRound(), server_seed_hash: hashServerSeed('other') })).toMatchObject({
      verified: false,
      seed_hash_matches: false,
    });
  });

  it('refuses a math version this build does not know', () => {
    const round = revealedRound();
    const play = { ...(round.play as object), mathVersion: '0.0.0-unknown' } as RoundRecordReply['play'];
    expect(fairnessOf({ ...round, play }).verified).toBe(false);
  });
});

describe('sameJson', () => {
  it('ignores the order of keys, not of arrays', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
