// The in-house studio's own API (apps/house, mounted under /house): what its game pages and the site's
// fairness page send and read. Amounts are wallet units as decimal strings (currency units x 100000, as the
// provider wallet API counts them). A round's `play` is what the player chose, in the form the verifier
// replays (packages/fair's RoundRecord once parsed); its `result` is the engine's public result as JSON.
import { z } from 'zod';
import { defineRoute } from '../route';
import { int4Max } from '../fields';

export const studioPaths = {
  /** GET: a game page (slot, roulette, blackjack, baccarat). */
  playPage: '/house/play/:engine',
  session: '/house/api/session',
  state: '/house/api/state',
  slotSpin: '/house/api/slot/spin',
  rouletteSpin: '/house/api/roulette/spin',
  baccaratDeal: '/house/api/baccarat/deal',
  blackjackDeal: '/house/api/blackjack/deal',
  blackjackAction: '/house/api/blackjack/action',
  rounds: '/house/api/rounds',
  round: '/house/api/rounds/:id',
  seeds: '/house/api/seeds',
  rotateSeeds: '/house/api/seeds/rotate',
} as const;

export const studioEngines = ['slot', 'roulette', 'blackjack', 'baccarat'] as const;
export type StudioEngine = (typeof studioEngines)[number];

/** The fragment parameter of a launch URL that carries the game session token (never sent to a server). */
export const launchTokenParameter = 'session';

/** A non-negative whole amount in wallet units, as a decimal string. */
export const wireAmount = z
  .string()
  .regex(/^(0|[1-9]\d{0,17})$/, 'must be a whole amount')
  .transform((text) => BigInt(text));
const positiveWireAmount = wireAmount.refine((amount) => amount > 0n, 'must be more than zero');

// What the player chose, per engine. The output types match packages/fair's RoundRecord.
const insideBetKinds = ['straight', 'split', 'street', 'corner', 'six-line'] as const;
const evenMoneyBetKinds = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

export const rouletteBet = z.union([
  z.object({
    kind: z.enum(insideBetKinds),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
    amount: positiveWireAmount,
  }),
  z.object({
    kind: z.enum(['column', 'dozen']),
    which: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    amount: positiveWireAmount,
  }),
  z.object({ kind: z.enum(evenMoneyBetKinds), amount: positiveWireAmount }),
]);
export type RouletteBetInput = z.input<typeof rouletteBet>;

export const baccaratSides = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSideName = (typeof baccaratSides)[number];
export const baccaratBets = z
  .object({
    player: positiveWireAmount.optional(),
    banker: positiveWireAmount.optional(),
    tie: positiveWireAmount.optional(),
    playerPair: positiveWireAmount.optional(),
    bankerPair: positiveWireAmount.optional(),
  })
  .strict();
export type BaccaratBetsInput = z.input<typeof baccaratBets>;

export const blackjackAction = z.union([
  z.object({ type: z.literal('insurance'), take: z.boolean() }),
  z.object({ type: z.enum(['hit', 'stand', 'double', 'split']) }),
]);
export type BlackjackActionInput = z.input<typeof blackjackAction>;

/**
 * The player's currency's smallest amount in wallet units (packages/contract money `walletMinorUnit`): the
 * unit the engine rounds fractional pays to, in the player's favour. Absent on rounds recorded before it
 * existed, which were rounded to one wallet unit.
 */
const minorUnitAmount = positiveWireAmount.optional();

export const roundPlay = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('video-slot-5x3'),
    mathVersion: z.string(),
    model: z.string(),
    stake: positiveWireAmount,
  }),
  z.object({
    engine: z.literal('roulette-european'),
    mathVersion: z.string(),
    bets: z.array(rouletteBet).min(1).max(200),
  }),
  z.object({
    engine: z.literal('baccarat-punto-banco'),
    mathVersion: z.string(),
    bets: baccaratBets,
    minorUnit: minorUnitAmount,
  }),
  z.object({
    engine: z.literal('blackjack'),
    mathVersion: z.string(),
    bet: positiveWireAmount,
    actions: z.array(blackjackAction).max(40),
    minorUnit: minorUnitAmount,
  }),
]);
export type RoundPlayInput = z.input<typeof roundPlay>;

// Requests.
export const sessionRequest = z.object({ token: z.string().min(20).max(256) });
/**
 * A slot spin at `stake`; with `free`, one of the free spins the platform awarded (decision 1113), played
 * at the award's stake (the stake sent is not used).
 */
export const slotSpinRequest = z.object({ stake: positiveWireAmount, free: z.boolean().optional() });
export const rouletteSpinRequest = z.object({ bets: z.array(rouletteBet).min(1).max(200) });
export const baccaratDealRequest = z.object({ bets: baccaratBets });
export const blackjackDealRequest = z.object({ bet: positiveWireAmount });
export const blackjackActionRequest = z.object({ round_id: z.uuid(), action: blackjackAction });
export const rotateSeedsRequest = z.object({ client_seed: z.string().optional() });

// Replies.
const json: z.ZodType<unknown> = z.unknown();

export const roundStates = ['betting', 'open', 'settled', 'rolling_back', 'rolled_back', 'failed'] as const;

export const roundRecord = z.object({
  id: z.string(),
  engine: z.enum(studioEngines),
  game_code: z.string(),
  currency: z.string(),
  state: z.enum(roundStates),
  created_at: z.string(),
  /** Null until the opening bet stands and the seeds are drawn. */
  server_seed_hash: z.string().nullable(),
  client_seed: z.string().nullable(),
  nonce: z.number().int().nullable(),
  /** The server seed, once the pair it belongs to has been rotated away. */
  server_seed: z.string().nullable(),
  play: z.custom<RoundPlayInput>((value) => roundPlay.safeParse(value).success),
  /** The engine's public result (packages/fair publicRoundResult); null before the seeds are drawn. */
  result: json,
  stake: z.string(),
  payout: z.string().nullable(),
  transactions: z.array(
    z.object({
      uuid: z.string(),
      kind: z.enum(['bet', 'win', 'rollback']),
      amount: z.string(),
      state: z.enum(['pending', 'done', 'refused']),
    }),
  ),
});
export type RoundRecordReply = z.infer<typeof roundRecord>;

/** Free spins the platform awarded at this game (decision 1113): how many are left, at which stake. */
export const freeSpinsOffer = z.object({
  left: z.number().int().min(1),
  /** One free spin's stake in wallet units: the award's, not the player's to change. */
  stake: z.string(),
});
export type FreeSpinsOffer = z.infer<typeof freeSpinsOffer>;

export const roundReply = z.object({
  round: roundRecord,
  /** The player's balance after the round's last wallet answer, in wallet units. */
  balance: z.string().nullable(),
  /** The free spins still offered after this round (slots); absent for other games. */
  free_spins: freeSpinsOffer.nullable().optional(),
});

export const roundsReply = z.object({ rounds: z.array(roundRecord) });

export const seedsReply = z.object({
  active: z.object({ server_seed_hash: z.string(), client_seed: z.string(), nonce: z.number().int() }),
  /** Pairs rotated away, newest first: their server seeds are revealed. */
  previous: z.array(
    z.object({
      server_seed: z.string(),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      /** Rounds played on the pair (nonces 0 to rounds - 1). */
      rounds: z.number().int(),
      revealed_at: z.string(),
    }),
  ),
});
export type SeedsReply = z.infer<typeof seedsReply>;

const limitsShape = z.record(z.string(), z.string());

export const gameRules = z.discriminatedUnion('engine', [
  z.object({
    engine: z.literal('slot'),
    model: z.string(),
    volatility: z.string(),
    /** Exact RTP from the model's PAR sheet, as a decimal fraction ("0.9629877946"). */
    rtp: z.string(),
    hit_frequency: z.string(),
    stakes: z.array(z.string()),
    lines: z.array(z.array(z.number().int())),
    symbols: z.array(
      z.object({
        code: z.string(),
        kind: z.enum(['wild', 'scatter', 'regular']),
        name: z.string(),
        colour: z.string(),
        /** The picture the game client draws (`watermelon`, `rank-a`): the skin's, ADR 0605. */
        picture: z.string(),
        /** Line bets won for 2 to 5 in a row. */
        pays: z.record(z.string(), z.number()),
      }),
    ),
    scatter: z.object({
      /** Total stakes won by the number shown anywhere. */
      pays: z.record(z.string(), z.number()),
      free_spins: z.record(z.string(), z.number()),
      multiplier: z.number().int(),
      max_spins: z.number().int(),
    }),
  }),
  z.object({
    engine: z.literal('roulette'),
    house_edge: z.string(),
    chips: z.array(z.string()),
    limits: limitsShape,
  }),
  z.object({
    engine: z.literal('baccarat'),
    /** House edge of each bet, in percent. */
    house_edges: z.record(z.string(), z.string()),
    chips: z.array(z.string()),
    limits: limitsShape,
  }),
  z.object({
    engine: z.literal('blackjack'),
    house_edge: z.string(),
    chips: z.array(z.string()),
    limits: limitsShape,
  }),
]);
export type GameRules = z.infer<typeof gameRules>;

/** What a game page needs to show: the game, its rules, the balance, and a hand left unfinished. */
export const stateReply = z.object({
  /** `game-show`: the shared-round game, whose rounds and rules come from its own calls (game-show.ts). */
  purpose: z.enum([...studioEngines, 'game-show', 'fairness']),
  currency: z.string(),
  balance: z.string().nullable(),
  game: z
    .object({
      code: z.string(),
      title: z.string(),
      palette: z.object({ from: z.string(), to: z.string(), accent: z.string(), ink: z.string() }),
      rules: gameRules,
    })
    .nullable(),
  /** A blackjack hand left unfinished, to be played on. */
  open_round: roundRecord.nullable(),
  /** Free spins the platform awarded at this game, if any (slots). */
  free_spins: freeSpinsOffer.nullable().optional(),
});
export type StateReply = z.infer<typeof stateReply>;

export const sessionReply = stateReply.extend({
  /** The studio session: sent as `Authorization: Bearer` with every call. */
  access_token: z.string(),
  expires_at: z.string(),
});
export type SessionReply = z.infer<typeof sessionReply>;

/** The studio's error codes (HTTP status in brackets). */
export const studioErrorCodes = [
  'SESSION_INVALID', // 401: unknown, expired or ended studio session or launch token
  'INVALID_REQUEST', // 422
  'BET_REFUSED', // 422: outside the table's limits or the stake ladder
  'INSUFFICIENT_FUNDS', // 402
  'PLAYER_BLOCKED', // 403: the platform refuses this player's bets
  'LIMIT_REACHED', // 403: a responsible-gambling limit, or an active bonus's maximum bet (decision 0142)
  'TOO_SOON', // 429: a round started less than the minimum round time ago
  'ROUND_IN_PROGRESS', // 409
  'ACTION_NOT_ALLOWED', // 409
  'NOT_FOUND', // 404
  'WALLET_UNAVAILABLE', // 503: the round could not be completed; nothing is lost
  'FREE_SPINS_UNAVAILABLE', // 409: no free spin is left to play (used, cancelled or expired)
  'BETTING_CLOSED', // 409: the game show's betting window of this round has closed
  'ROUND_OVER', // 409: the game show's round has crashed: no cash-out any more
] as const;
export type StudioErrorCode = (typeof studioErrorCodes)[number];

export const studioErrorBody = z.object({ code: z.enum(studioErrorCodes), message: z.string() });
export type StudioErrorBody = z.infer<typeof studioErrorBody>;

// The platform's call that opens a studio session for the site's fairness page (the studio knows players
// only through game sessions the platform opens for it).
export const fairnessSessionReply = z
  .object({
    /** A game session token, exchanged at the studio's /house/api/session like a game page's. */
    token: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'FairnessSession' });

export const fairnessSession = defineRoute({
  method: 'POST',
  path: '/api/fairness/session',
  summary: "Opens a session with the in-house studio for the player's seeds and round checks",
  tags: ['games'],
  auth: 'player',
  reply: fairnessSessionReply,
});

export const devGameLaunchReply = z
  .object({
    /** The game page, relative to the site; the game session token is in its fragment. */
    url: z.string(),
    expires_at: z.string(),
  })
  .meta({ id: 'DevGameLaunch' });

/**
 * Outside production only (development and the browser tests): opens a game of the in-house studio for the
 * player without the lobby's launch checks. The lobby's own launch call replaces it for players.
 */
export const devGameLaunch = defineRoute({
  method: 'POST',
  path: '/api/dev/game/:id/launch',
  summary: 'Development only: opens an in-house game for the player (no lobby checks)',
  tags: ['games'],
  auth: 'player',
  params: z.object({ id: z.coerce.number().int().positive().max(int4Max) }),
  reply: devGameLaunchReply,
});
