// The game show's verifier (decision 0606): checks a crashed round in the browser with the very functions
// of packages/fair that drew it. The round's seed must hash to the previous round's hash (the hash shown
// while the round took bets), walking the chain from it must reach the terminal hash published for the
// chain, and HMAC-SHA256(salt, seed) must give the crash point shown. Nothing here calls a server.
import type { ShowRoundView } from '@reelvault/contract/calls/game-show';
import { chainHash, crashPointCents, multiplierText, verifyChainSeed } from '@reelvault/fair/crash';

export interface ShowVerification {
  /** The seed hashes to the round's published hash (the previous round's seed). */
  readonly seedOk: boolean;
  /** Hashed `number` times, the seed gives the chain's terminal hash. */
  readonly chainOk: boolean;
  /** How many times the seed was hashed to reach the terminal hash: the round's place in its chain. */
  readonly links: number;
  /** The crash point HMAC-SHA256(salt, seed) gives, as "2.35". */
  readonly computed: string;
  /** It is the crash point the studio showed. */
  readonly crashOk: boolean;
}

const hexSeed = /^[0-9a-f]{64}$/;

/** Verifies a crashed round; undefined when it has no seed yet (or one that is not a chain seed). */
export function verifyShowRound(round: ShowRoundView): ShowVerification | undefined {
  const seed = round.seed;
  if (seed === null || round.crash_point === null || !hexSeed.test(seed)) return undefined;
  const links = round.number;
  let link = seed;
  for (let i = 0; i < links; i += 1) link = chainHash(link);
  const computed = multiplierText(crashPointCents(seed, round.chain.salt));
  return {
    seedOk: verifyChainSeed(seed, round.hash),
    chainOk: link === round.chain.terminal_hash.trim().toLowerCase(),
    links,
    computed,
    crashOk: computed === round.crash_point,
  };
}

/** A game show round's id as typed: a UUID (lower case), or undefined. */
export function showRoundId(typed: string): string | undefined {
  const id = typed.trim().toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : undefined;
}
