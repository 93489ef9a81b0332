// The player's bet history: one row per game round (spec: 3 days by default, 10 per page).
import { z } from 'zod';
import { amountString } from '../money';
import { defineRoute } from '../route';
import { historyPagination, historyQuery } from './wallet';

export const gameHistoryRow = z
  .object({
    id: z.string(),
    date: z.string(),
    /** constants/statuses `betStatus`: 1 bet (lost or still open), 2 win, 3 refund. */
    status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    win: amountString,
    bet_amount: amountString,
    currency: z.string(),
    game_info: z.object({
      /** The provider's game code (the catalogue's id once games are imported). */
      id: z.string(),
      name: z.string(),
      provider: z.string(),
    }),
    /** The round's id at the in-house studio, which /fairness?round= verifies; null for other studios. */
    fairness_round: z.string().nullable(),
  })
  .meta({ id: 'GameHistoryRow' });

export const gameHistoryReply = z
  .object({ data: z.array(gameHistoryRow), pagination: historyPagination })
  .meta({ id: 'GameHistory' });

export const gameHistory = defineRoute({
  method: 'GET',
  path: '/api/account/history/game',
  summary: "The player's game rounds (3 days by default)",
  tags: ['games'],
  auth: 'player',
  query: historyQuery,
  reply: gameHistoryReply,
});
