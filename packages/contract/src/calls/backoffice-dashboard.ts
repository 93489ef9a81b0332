// The back office's dashboard (decision 0710): per currency, what came in and went out, what was played
// and kept, who joined, deposited for the first time and played, over today, 7 or 30 days or a range of
// UTC days, with one point per day for the chart; and how many items wait in each queue. Every figure is
// computed from the ledger's transfers and the players' rows when asked, never from counters.
import { z } from 'zod';
import { calendarDate } from '../fields';
import { defineRoute } from '../route';

export const dashboardPeriods = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** The longest range `from`/`to` may span, in days. */
export const dashboardMaxDays = 92;

/** A money figure in major units; GGR may be negative (the players won more than they staked). */
const signedAmount = z.string().regex(/^-?\d+(\.\d+)?$/);

export const dashboardFigures = z
  .object({
    /** Deposits credited to players (posted), by the time of the credit. */
    deposits: signedAmount,
    /** Withdrawals paid from players' balances (the hold posted at approval), by the time of approval. */
    withdrawals: signedAmount,
    /** Stakes taken from players' balances. */
    bets: signedAmount,
    /** Stakes given back by providers' rollbacks. */
    rollbacks: signedAmount,
    wins: signedAmount,
    /** Gross gaming revenue: bets - rollbacks - wins. */
    ggr: signedAmount,
    /** Players who registered in this currency. */
    new_players: z.number().int(),
    /** Players whose first deposit ever was credited. */
    first_time_depositors: z.number().int(),
    /** Players who placed at least one bet (distinct; the period's figure is not the sum of the days'). */
    active_players: z.number().int(),
  })
  .meta({ id: 'DashboardFigures' });
export type DashboardFiguresRow = z.infer<typeof dashboardFigures>;

/**
 * The cost of bonuses over the period (decision 0714): bonus money granted (when a bonus started),
 * converted to cash, forfeited back, and cashback paid; the cost is what left the casino's bonus expense,
 * grants less forfeits plus cashback, and net gaming revenue is GGR less that cost.
 */
export const dashboardBonusFigures = z
  .object({
    grants: signedAmount,
    conversions: signedAmount,
    forfeits: signedAmount,
    /** Cash paid back from bonus expense: the cashback and the rakeback (decision 1124). */
    cashback: signedAmount,
    bonus_cost: signedAmount,
    /** Net gaming revenue: GGR less the bonus cost. */
    ngr: signedAmount,
  })
  .meta({ id: 'DashboardBonusFigures' });
export type DashboardBonusFiguresRow = z.infer<typeof dashboardBonusFigures>;

export const dashboardCurrency = z
  .object({
    currency: z.string(),
    totals: dashboardFigures,
    /** The period's bonus cost and NGR; absent where the server runs without the bonus engine. */
    bonuses: dashboardBonusFigures.optional(),
    /** One entry per UTC day of the period, oldest first, days without activity included (zeros). */
    days: z.array(dashboardFigures.extend({ date: calendarDate })),
  })
  .meta({ id: 'DashboardCurrency' });

export const dashboardQueues = z
  .object({
    /** Verification documents waiting for review. */
    documents_waiting: z.number().int(),
    /** Withdrawals (bank and crypto) waiting for an operator's decision. */
    withdrawals_waiting: z.number().int(),
    /** Adjustments waiting for a second operator. */
    adjustments_waiting: z.number().int(),
    /** Crypto payments below the minimum waiting to be credited or dismissed. */
    crypto_below_minimum: z.number().int(),
  })
  .meta({ id: 'DashboardQueues' });

export const adminDashboard = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard',
  summary:
    'Deposits, withdrawals, bets, wins, GGR, new players, first-time depositors and active players per currency and per UTC day; queue sizes',
  tags: ['backoffice'],
  auth: 'admin',
  query: z
    .object({
      /** today (the current UTC day), 7d or 30d (that many UTC days, today included). Ignored with from/to. */
      period: z.enum(dashboardPeriods).default('today'),
      /** First UTC day of a range (inclusive); needs `to`. */
      from: calendarDate.optional(),
      /** Last UTC day of a range (inclusive); needs `from`. */
      to: calendarDate.optional(),
    })
    .superRefine((query, context) => {
      if ((query.from === undefined) !== (query.to === undefined)) {
        const path = query.from === undefined ? 'from' : 'to';
        context.addIssue({ code: 'custom', path: [path], message: 'Give both from and to, or neither.' });
        return;
      }
      if (query.from === undefined || query.to === undefined) return;
      const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
      if (days < 1)
        context.addIssue({ code: 'custom', path: ['to'], message: 'The to day is before the from day.' });
      else if (days > dashboardMaxDays) {
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A range may span at most ${dashboardMaxDays} days.`,
        });
      }
    }),
  reply: z.object({
    data: z.object({
      /** The first and last UTC day covered (inclusive), and the instants that bound them. */
      period: z.object({
        from: calendarDate,
        to: calendarDate,
        starts_at: z.iso.datetime(),
        ends_at: z.iso.datetime(),
        time_zone: z.literal('UTC'),
      }),
      currencies: z.array(dashboardCurrency),
      queues: dashboardQueues,
    }),
  }),
});

export const ledgerCheckProblem = z
  .object({
    message: z.string(),
    account_id: z.string().nullable(),
    transfer_id: z.string().nullable(),
    currency: z.string().nullable(),
  })
  .meta({ id: 'LedgerCheckProblem' });

export const adminLedgerCheck = defineRoute({
  method: 'GET',
  path: '/api/admin/ledger-check',
  summary:
    "The ledger's invariants over every account, as `npm run ledger:check` checks them: each stored balance is the sum of its transfers, and every currency's transfers sum to zero",
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({
    data: z.object({
      ok: z.boolean(),
      accounts: z.number().int(),
      checked_at: z.iso.datetime(),
      problems: z.array(ledgerCheckProblem),
    }),
  }),
});
