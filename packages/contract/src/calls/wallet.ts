// Player wallet calls: the balance (refreshed every 30 s by the client) and the finance history.
import { z } from 'zod';
import { financeTypes } from '../constants/statuses';
import { amountString } from '../money';
import { historyQuery as pagedHistoryQuery } from '../pagination';
import { defineRoute } from '../route';

export const balanceReply = z
  .object({
    /** Cash the player can spend (held withdrawals excluded), in `currency`. */
    balance: amountString,
    currency: z.string(),
    bonus_balance: amountString,
  })
  .meta({ id: 'Balance' });

export const userBalance = defineRoute({
  method: 'GET',
  path: '/api/user/balance',
  summary: "The player's cash and bonus balance",
  tags: ['wallet'],
  auth: 'player',
  reply: balanceReply,
});

/**
 * The player's balance pushed as server-sent events (`event: balance`, data: `balanceReply`): the current
 * balance when the stream opens, then again after every committed change. Auth as every player call.
 */
export const balanceEventsPath = '/api/user/balance/events';

/** The paged histories' query (pagination.ts) with the keyset cursor of the bet and finance histories. */
export const historyQuery = pagedHistoryQuery.extend({
  /** Pages deeper than this follow `cursor`: an OFFSET that far would read a million rows. */
  page: pagedHistoryQuery.shape.page.pipe(z.number().max(100_000)),
  /** Keyset cursor from a previous page's `pagination.next_cursor`; when given, `page` is ignored. */
  cursor: z.string().max(300).optional(),
});

export const historyPagination = z
  .object({
    /** Matching rows, counted up to 10,000. */
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    per_page: z.number().int(),
    next_cursor: z.string().nullable(),
  })
  .meta({ id: 'HistoryPagination' });

export const financeRow = z
  .object({
    id: z.string(),
    type: z.enum(financeTypes),
    method: z.string(),
    date: z.string(),
    amount: amountString,
    currency: z.string(),
    /** constants/statuses `financeStatus`: 0 Pending, 1 Completed, 2 Rejected, 3 Processing. */
    status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  })
  .meta({ id: 'FinanceRow' });

export const financeHistoryQuery = historyQuery.extend({
  type: z.enum(financeTypes).optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
});

export const financeHistoryReply = z
  .object({ data: z.array(financeRow), pagination: historyPagination })
  .meta({ id: 'FinanceHistory' });

export const financeHistory = defineRoute({
  method: 'GET',
  path: '/api/account/history/finance',
  summary: "The player's deposits and withdrawals (30 days by default)",
  tags: ['wallet'],
  auth: 'player',
  query: financeHistoryQuery,
  reply: financeHistoryReply,
});
