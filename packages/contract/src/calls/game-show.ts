// The studio's game show (apps/house, decision 0606): one crash round at a time shared by every player. The
// page reads the round and the bets, places one bet a round during the betting window, cashes out during the
// flight, and follows the round as server-sent events. Amounts are wallet units as decimal strings, as in
// studio.ts; multipliers are decimal strings with two decimals ("2.35").
import { z } from 'zod';
import { wireAmount } from './studio';

export const gameShowPaths = {
  state: '/house/api/game-show/state',
  bet: '/house/api/game-show/bet',
  cashOut: '/house/api/game-show/cash-out',
  /** GET, text/event-stream: `round` and `bet` events (see gameShowEvent). */
  events: '/house/api/game-show/events',
  /** GET: a crashed round with its seed, for verification. */
  round: '/house/api/game-show/rounds/:id',
} as const;

/** A multiplier with two decimals, 1.01x to 1000.00x. */
export const multiplierText = z.string().regex(/^[1-9]\d{0,3}\.\d{2}$/, 'must be a multiplier such as 2.00');

export const showRoundPhases = ['betting', 'flying', 'crashed'] as const;

/** A bet as every player sees it: the player's name masked. */
export const showBetView = z.object({
  id: z.uuid(),
  round_id: z.uuid(),
  /** The player as a pseudonym of their wallet id, masked (`3f***a`): no name or id is shown. */
  player: z.string(),
  currency: z.string(),
  stake: z.string(),
  /** standing: in play; cashed_out: cashed out (by hand or at the target); lost; refunded. */
  state: z.enum(['standing', 'cashed_out', 'lost', 'refunded']),
  cash_out: multiplierText.nullable(),
  payout: z.string().nullable(),
});
export type ShowBetView = z.infer<typeof showBetView>;

/** The player's own bet: the public view and the auto cash-out target. */
export const myShowBet = showBetView.extend({ auto_cash_out: multiplierText.nullable() });
export type MyShowBet = z.infer<typeof myShowBet>;

export const showChainView = z.object({
  id: z.string(),
  /** The last hash of the chain, published before its first round. */
  terminal_hash: z.string(),
  /** The public value every crash point is salted with (HMAC key). */
  salt: z.string(),
  length: z.number().int(),
});

export const showRoundView = z.object({
  id: z.uuid(),
  /** Its place in its chain, from 1. */
  number: z.number().int(),
  chain: showChainView,
  /** The previous round's seed (the terminal hash for round 1): this round's seed hashes to it. */
  hash: z.string(),
  phase: z.enum(showRoundPhases),
  /** The betting window ends and the flight starts at this time. */
  betting_ends_at: z.string(),
  /** The server's clock when the view was made, so that the page draws the flight in step. */
  server_time: z.string(),
  /** Known from the crash on. */
  crash_point: multiplierText.nullable(),
  seed: z.string().nullable(),
  bets: z.array(showBetView),
});
export type ShowRoundView = z.infer<typeof showRoundView>;

export const showRules = z.object({
  min_bet: z.string(),
  max_bet: z.string(),
  /** Return to player in per cent ("99.00"), the same for every cash-out. */
  rtp: z.string(),
  /** The chance of a crash at 1.00x, in per cent. */
  instant_crash: z.string(),
  max_multiplier: multiplierText,
  /** The flight's multiplier is e^(growth_per_ms * ms since the window closed). */
  growth_per_ms: z.number(),
  betting_ms: z.number().int(),
});

export const showStateReply = z.object({
  currency: z.string(),
  /** The game as the catalogue launched it: its title and colours (the page's look). */
  game: z
    .object({
      code: z.string(),
      title: z.string(),
      palette: z.object({ from: z.string(), to: z.string(), accent: z.string(), ink: z.string() }),
    })
    .nullable(),
  rules: showRules,
  /** The round now (the last one until the next opens), or null before the first. */
  round: showRoundView.nullable(),
  my_bet: myShowBet.nullable(),
  /** The last settled rounds, newest first: each one's id (to verify it) and crash point. */
  recent: z.array(z.object({ id: z.uuid(), number: z.number().int(), crash_point: multiplierText })),
});
export type ShowStateReply = z.infer<typeof showStateReply>;

export const showBetRequest = z.object({
  stake: wireAmount.refine((amount) => amount > 0n, 'must be more than zero'),
  auto_cash_out: multiplierText.optional(),
});

export const showCashOutRequest = z.object({ bet_id: z.uuid() });

export const showBetReply = z.object({ bet: myShowBet, balance: z.string().nullable() });
export type ShowBetReply = z.infer<typeof showBetReply>;

/** The events of the stream: the round at each change of phase, and each bet as it stands or ends. */
export const gameShowEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('round'), data: showRoundView }),
  z.object({ event: z.literal('bet'), data: showBetView }),
]);
export type GameShowEvent = z.infer<typeof gameShowEvent>;
