// The verifier: replays a round of the in-house studio in the browser with packages/fair, from the server
// seed, the client seed, the nonce and what the player chose, and compares the outcome with the one the
// studio recorded. Nothing here calls a server.
import { roundPlay, type RoundPlayInput } from '@reelvault/contract/calls/studio';
import { publicRoundResult, type JsonValue } from '@reelvault/fair/round-json';
import { replayRound } from '@reelvault/fair/round-replay';
import { hashServerSeed } from '@reelvault/fair/seeds';
import { SLOT_MODELS } from '@reelvault/fair/slots/slot-models';
import { SLOT_ENGINE } from '@reelvault/fair/slots/slot-model';
import { BACCARAT_ENGINE } from '@reelvault/fair/baccarat';
import { BLACKJACK_ENGINE } from '@reelvault/fair/blackjack';
import { ROULETTE_ENGINE } from '@reelvault/fair/roulette';

export interface VerifyInput {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly play: RoundPlayInput;
}

export type Verification =
  | { readonly ok: true; readonly result: JsonValue }
  | { readonly ok: false; readonly problem: 'seeds' | 'version' };

export function verifyRound(input: VerifyInput): Verification {
  const parsed = roundPlay.safeParse(input.play);
  if (!parsed.success || input.serverSeed === '' || input.clientSeed === '')
    return { ok: false, problem: 'seeds' };
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) return { ok: false, problem: 'seeds' };
  try {
    const replayed = replayRound(
      { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce },
      parsed.data,
    );
    return { ok: true, result: publicRoundResult(replayed) };
  } catch {
    return { ok: false, problem: 'version' };
  }
}

/** Whether a server seed is the one whose hash was shown before play. */
export function hashMatches(serverSeed: string, shownHash: string): boolean {
  return hashServerSeed(serverSeed) === shownHash.trim().toLowerCase();
}

/** The same JSON, whatever the order of object keys (the studio's database may store them in another order). */
export function sameResult(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, i) => sameResult(item, b[i]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return (
      keys.length === Object.keys(right).length && keys.every((key) => sameResult(left[key], right[key]))
    );
  }
  return a === b;
}

/** The games a player can pick when entering a round by hand. */
export const verifierGames = [
  'slot-low',
  'slot-medium',
  'slot-high',
  'roulette',
  'baccarat',
  'blackjack',
] as const;
export type VerifierGame = (typeof verifierGames)[number];

/**
 * A round entered by hand: the outcome does not depend on the amounts, so the smallest whole stake is used
 * (reel stops, pocket and cards are what the player compares); a blackjack hand is the deal.
 */
export function playOf(game: VerifierGame): RoundPlayInput {
  switch (game) {
    case 'roulette':
      return { ...ROULETTE_ENGINE, bets: [{ kind: 'red', amount: '1' }] };
    case 'baccarat':
      return { ...BACCARAT_ENGINE, bets: { player: '20' } };
    case 'blackjack':
      return { ...BLACKJACK_ENGINE, bet: '2', actions: [] };
    default: {
      const model = SLOT_MODELS.find((candidate) => candidate.id === game.replace('slot-', 'classic-'));
      if (!model) throw new RangeError(`no slot model for ${game}`);
      return {
        engine: SLOT_ENGINE,
        mathVersion: model.mathVersion,
        model: model.id,
        stake: String(model.lines.length),
      };
    }
  }
}

/** The game of a recorded play, for the form. */
export function gameOf(play: RoundPlayInput): VerifierGame {
  switch (play.engine) {
    case 'video-slot-5x3':
      return verifierGames.find((game) => game === play.model.replace('classic-', 'slot-')) ?? 'slot-medium';
    case 'roulette-european':
      return 'roulette';
    case 'baccarat-punto-banco':
      return 'baccarat';
    case 'blackjack':
      return 'blackjack';
  }
}
