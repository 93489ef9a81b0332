// A round's public result as plain JSON (amounts as decimal strings): what the studio records and shows, and
// what the verifier compares with a replay. A blackjack round's public result is its view, which never holds
// the shoe.
import { blackjackView } from './blackjack';
import { type ReplayedRound } from './round-replay';

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** Plain JSON of an engine value: bigints become decimal strings, undefined fields are left out. */
export function toJson(value: unknown): JsonValue {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`${value} has no JSON form`);
    return value;
  }
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, item]) => item !== undefined);
    return Object.fromEntries(entries.map(([key, item]) => [key, toJson(item)]));
  }
  throw new TypeError(`A ${typeof value} has no JSON form`);
}

/** The part of a replayed round that the player may see, as JSON. */
export function publicRoundResult(replayed: ReplayedRound): JsonValue {
  return replayed.engine === 'blackjack' ? toJson(blackjackView(replayed.round)) : toJson(replayed.round);
}
