// Playing from the lobby: the launch call of the play page (spec 001 section 7 "play action"; path from
// DESIGN.md), and the live bets board's stream of settled rounds. A refused launch answers the error
// shape with the code the play page reads (571 for the studio's and the country's refusals).
import { z } from 'zod';
import { defineRoute } from '../route';
import { int4Max } from '../fields';

/** The spec's device numbers: 1 desktop, 2 mobile (the launcher opens the game full page). */
export const playDevices = { desktop: 1, mobile: 2 } as const;

export const playRequest = z.object({
  /** 1 or `desktop`, 2 or `mobile`; desktop when absent. */
  device: z
    .union([z.literal(1), z.literal(2), z.enum(['1', '2', 'desktop', 'mobile'])])
    .optional()
    .transform((device) => (device === 2 || device === '2' || device === 'mobile' ? 2 : 1)),
});

export const playReply = z
  .object({
    /** 200 on success (a refusal is an error answer, 571 where the spec names it). */
    code: z.literal(200),
    message: z.string(),
    /**
     * `url` for the studio's game page and an aggregator's launch URL; `script` when an aggregator answers a
     * script, which the play page runs in a sandboxed frame (decision 0808).
     */
    type: z.enum(['url', 'script']),
    /**
     * The game page, relative to the site (the game session token in its fragment), an aggregator's launch
     * URL, or the script of a `script` launch.
     */
    url: z.string(),
    device: z.union([z.literal(1), z.literal(2)]),
    /** Whether the game should take the whole screen (phones). */
    full_screen: z.boolean(),
  })
  .meta({ id: 'PlayResponse' });

export type PlayReply = z.infer<typeof playReply>;

/**
 * The document a `script` launch runs in, framed sandboxed by the play page (decision 0809): served by the
 * site with a policy of its own, it takes the script from its parent in a message and runs it.
 */
export const scriptFramePath = '/api/game/script-frame';

/** The messages between the play page and the script frame: the frame is ready; here is the script. */
export const scriptFrameMessages = {
  ready: 'reelvault:script-frame-ready',
  launch: 'reelvault:launch-script',
} as const;

export const playGame = defineRoute({
  method: 'POST',
  path: '/api/game/:id/play',
  summary:
    'Opens a game for the player after the launch checks (active account, verification, balance, country, limits)',
  tags: ['games'],
  auth: 'player',
  params: z.object({ id: z.coerce.number().int().positive().max(int4Max) }),
  body: playRequest,
  reply: playReply,
});

/** The live bets board: server-sent events, one `bet` event per settled round (the latest first on connect). */
export const liveBetsPath = '/api/live-bets';
/** Rows the board keeps (spec: keeps 8). */
export const liveBetsKept = 8;

export const liveBetSchema = z
  .object({
    /** The round's id on the site (also the event's id). */
    id: z.string(),
    /** The player's username, masked: first two characters and the last, stars between. */
    player: z.string(),
    game: z.object({ id: z.number().int(), name: z.string(), image: z.string() }).nullable(),
    currency: z.string(),
    /** Decimal strings in the currency's units. */
    bet_amount: z.string(),
    win: z.string(),
    /** Win divided by bet, two decimals ("0.00" for a loss). */
    multiplier: z.string(),
    settled_at: z.string(),
  })
  .meta({ id: 'LiveBet' });

export type LiveBet = z.infer<typeof liveBetSchema>;

/**
 * Outside production only (development and the browser tests): sets the logged-in player's verification
 * state, which the back office's document review sets for real. Play with money needs a verified player.
 */
export const devPlayerVerification = defineRoute({
  method: 'POST',
  path: '/api/dev/player/verification',
  summary: "Development only: sets the player's verification state (player_status)",
  tags: ['games'],
  auth: 'player',
  body: z.object({ player_status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  reply: z.object({ player_status: z.number().int() }),
});
