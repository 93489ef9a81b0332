// The fairness replay of an in-house round for the operator: the studio's record replayed with
// packages/fair from its revealed seeds, compared with the result the studio stored. Pure: no I/O.
import { roundPlay, type RoundRecordReply } from '@reelvault/contract/calls/studio';
import { publicRoundResult } from '@reelvault/fair/round-json';
import { replayRound } from '@reelvault/fair/round-replay';
import { hashServerSeed } from '@reelvault/fair/seeds';

export interface RoundFairness {
  readonly record: RoundRecordReply;
  /** The replay gives the stored result; null until the server seed is revealed. */
  readonly verified: boolean | null;
  /** The revealed server seed hashes to the hash shown before play; null until it is revealed. */
  readonly seed_hash_matches: boolean | null;
}

/** The same JSON whatever the order of object keys (the studio's jsonb may reorder them). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameJson(item, b[i]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((key) => sameJson(left[key], right[key]));
  }
  return a === b;
}

export function fairnessOf(record: RoundRecordReply): RoundFairness {
  const { server_seed: serverSeed, client_seed: clientSeed, nonce } = record;
  if (serverSeed === null || clientSeed === null || nonce === null) {
    return { record, verified: null, seed_hash_matches: null };
  }
  const seedHashMatches =
    record.server_seed_hash !== null && hashServerSeed(serverSeed) === record.server_seed_hash.toLowerCase();
  let verified = false;
  try {
    const play = roundPlay.parse(record.play);
    verified = sameJson(
      publicRoundResult(replayRound({ serverSeed, clientSeed, nonce }, play)),
      record.result,
    );
  } catch {
    // A math version this build does not know, or a record that does not parse: not verified.
    verified = false;
  }
  return { record, verified: verified && seedHashMatches, seed_hash_matches: seedHashMatches };
}
