// Compliance reports and game fairness monitoring in the back office (decision 0906): the responsible-
// gambling report per UTC day, the anti-money-laundering report (transactions at or above their
// threshold, and players whose deposits or withdrawals over 24 hours reach it), the thresholds, and each
// game's actual return to player against its model's band. Every report answers CSV with `format=csv`.
import { z } from 'zod';
import { findCurrency } from '../constants/currencies';
import { calendarDate, int4Max, timestamp } from '../fields';
import { defineRoute } from '../route';

/** The longest range a report's from/to may span, in days. */
export const complianceReportMaxDays = 92;

/** The fewest rounds before a game's return is judged against its band, unless the call says otherwise. */
export const fairnessDefaultMinimumRounds = 10_000;

const reportFormat = z.enum(['json', 'csv']).default('json');

const pageField = z.coerce
  .number()
  .int('The page must be a whole number.')
  .min(1, 'The page must be at least 1.')
  .default(1);
const perPageField = z.coerce
  .number()
  .int('The per page must be a whole number.')
  .min(1, 'The per page must be at least 1.')
  .max(200, 'The per page may not be greater than 200.')
  .default(50);

const currencyFilter = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => findCurrency(code) !== undefined, 'This currency is not known.');

const dayRange = z.object({
  /** First UTC day (inclusive). */
  from: calendarDate,
  /** Last UTC day (inclusive). */
  to: calendarDate,
});

function checkDayRange(query: { from: string; to: string }, context: z.RefinementCtx) {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (days < 1)
    context.addIssue({ code: 'custom', path: ['to'], message: 'The to day is before the from day.' });
  else if (days > complianceReportMaxDays) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A range may span at most ${complianceReportMaxDays} days.`,
    });
  }
}

const pagination = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
  per_page: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------
// Responsible gambling

export const rgLimitKinds = ['deposit', 'loss', 'wager', 'session'] as const;

export const rgReportDay = z
  .object({
    date: calendarDate,
    /** Limits whose latest change (set, lowered, raise or removal asked) fell on the day, by kind. */
    limits_changed: z.object({
      deposit: z.number().int(),
      loss: z.number().int(),
      wager: z.number().int(),
      session: z.number().int(),
    }),
    /** Of those, the ones with a raise or removal still waiting out its 24 hours. */
    limit_raises_waiting: z.number().int(),
    cool_downs_started: z.number().int(),
    self_exclusions_started: z.number().int(),
    /** Exclusions an operator ended early on the day. */
    exclusions_lifted: z.number().int(),
    /** Reality checks players answered on the day, and of those, the ones answered Continue and Stop. */
    reality_checks_answered: z.number().int(),
    reality_checks_continued: z.number().int(),
    reality_checks_stopped: z.number().int(),
  })
  .meta({ id: 'ResponsibleGamblingDay' });
export type RgReportDay = z.infer<typeof rgReportDay>;

export const adminResponsibleGamblingReport = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/responsible-gambling',
  summary:
    'Per UTC day: limits set or changed (by kind), cool-downs and self-exclusions started, exclusions lifted, reality checks answered (continued, stopped)',
  tags: ['backoffice'],
  auth: 'admin',
  query: dayRange.extend({ format: reportFormat }).superRefine(checkDayRange),
  reply: z.object({
    data: z.object({
      days: z.array(rgReportDay),
      totals: rgReportDay.omit({ date: true }),
    }),
  }),
});

// ---------------------------------------------------------------------------------------------------------
// Anti-money laundering

export const amlKinds = ['deposit', 'withdrawal', 'bet', 'win'] as const;
export type AmlKind = (typeof amlKinds)[number];
export const amlCashierKinds = ['deposit', 'withdrawal'] as const;

const decimalAmount = z.string().regex(/^\d+(\.\d+)?$/);

export const amlThreshold = z
  .object({
    currency: z.string(),
    kind: z.enum(amlKinds),
    /** In major units ("2000.00"). */
    amount: decimalAmount,
    updated_at: timestamp,
  })
  .meta({ id: 'AmlThreshold' });
export type AmlThresholdRow = z.infer<typeof amlThreshold>;

export const adminAmlThresholds = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/aml/thresholds',
  summary: 'The anti-money-laundering thresholds per currency and kind',
  tags: ['backoffice'],
  auth: 'admin',
  reply: z.object({ data: z.array(amlThreshold) }),
});

export const amlThresholdChange = z.object({
  currency: currencyFilter,
  kind: z.enum(amlKinds),
  /** In major units; null removes the threshold (nothing of that kind is reported in that currency). */
  amount: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'The amount must be a positive decimal number.')
    .nullable(),
});
export type AmlThresholdChange = z.output<typeof amlThresholdChange>;

export const adminSetAmlThresholds = defineRoute({
  method: 'PUT',
  path: '/api/admin/reports/aml/thresholds',
  summary: 'Sets or removes anti-money-laundering thresholds (audited)',
  tags: ['backoffice'],
  auth: 'admin',
  body: z.object({
    thresholds: z.array(amlThresholdChange).min(1, 'Give at least one threshold.').max(200),
  }),
  reply: z.object({ data: z.array(amlThreshold) }),
});

export const amlTransaction = z
  .object({
    /** The ledger transfer (deposit, withdrawal) or the game round (bet, win). */
    id: z.string(),
    kind: z.enum(amlKinds),
    player_id: z.number().int(),
    currency: z.string(),
    amount: decimalAmount,
    threshold: decimalAmount,
    /** The payment method, or for a bet or a win the game's code. */
    method: z.string(),
    /** completed, pending (a hold not yet resolved) or voided. */
    state: z.enum(['completed', 'pending', 'voided']),
    at: timestamp,
  })
  .meta({ id: 'AmlTransaction' });
export type AmlTransactionRow = z.infer<typeof amlTransaction>;

const amlFilters = dayRange.extend({
  kind: z.enum(amlKinds).optional(),
  currency: currencyFilter.optional(),
  player_id: z.coerce.number().int('The player must be a whole number.').positive().max(int4Max).optional(),
  format: reportFormat,
});

export const adminAmlTransactions = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/aml/transactions',
  summary:
    'Deposits, withdrawals, single bets and wins at or above their threshold in a range of UTC days, newest first',
  tags: ['backoffice'],
  auth: 'admin',
  query: amlFilters.extend({ page: pageField, per_page: perPageField }).superRefine(checkDayRange),
  reply: z.object({ data: z.array(amlTransaction), pagination }),
});

export const amlStructuringRow = z
  .object({
    player_id: z.number().int(),
    kind: z.enum(amlCashierKinds),
    currency: z.string(),
    /** The largest sum of the player's transactions of this kind within 24 hours ending in the range. */
    sum: decimalAmount,
    transactions: z.number().int(),
    threshold: decimalAmount,
    window_starts_at: timestamp,
    window_ends_at: timestamp,
  })
  .meta({ id: 'AmlStructuringRow' });
export type AmlStructuringRowOut = z.infer<typeof amlStructuringRow>;

export const adminAmlStructuring = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/aml/structuring',
  summary:
    'Players whose deposits or withdrawals within 24 hours sum to their threshold or more in several transactions',
  tags: ['backoffice'],
  auth: 'admin',
  query: amlFilters
    .omit({ kind: true })
    .extend({ kind: z.enum(amlCashierKinds).optional() })
    .superRefine(checkDayRange),
  reply: z.object({ data: z.array(amlStructuringRow) }),
});

// ---------------------------------------------------------------------------------------------------------
// Game fairness

export const fairnessStatuses = ['outside_band', 'not_enough_rounds', 'inside_band', 'no_model'] as const;
export type FairnessStatusCode = (typeof fairnessStatuses)[number];

export const fairnessGame = z
  .object({
    provider: z.string(),
    game_code: z.string(),
    /** Null when the catalogue no longer has the game. */
    name: z.string().nullable(),
    engine: z.string().nullable(),
    model: z.string().nullable(),
    currency: z.string(),
    rounds: z.number().int(),
    staked: decimalAmount,
    won: decimalAmount,
    /** Percent, 4 decimals; null before any stake. */
    actual_rtp: z.string().nullable(),
    /** The model's RTP (in-house engines), else the studio's declared RTP, percent. */
    model_rtp: z.string().nullable(),
    /** The model's standard deviation of the return per unit staked; null without a model. */
    sigma: z.string().nullable(),
    band_low: z.string().nullable(),
    band_high: z.string().nullable(),
    status: z.enum(fairnessStatuses),
  })
  .meta({ id: 'FairnessGame' });
export type FairnessGameRow = z.infer<typeof fairnessGame>;

export const adminFairness = defineRoute({
  method: 'GET',
  path: '/api/admin/fairness',
  summary:
    "Each game's actual return to player against its model's, with the 99.9 % band from the model's variance; games outside their band first",
  tags: ['backoffice'],
  auth: 'admin',
  query: z.object({
    status: z.enum(fairnessStatuses).optional(),
    currency: currencyFilter.optional(),
    search: z.string().trim().max(100, 'The search may be at most 100 characters.').optional(),
    min_rounds: z.coerce
      .number()
      .int('The minimum rounds must be a whole number.')
      .min(100, 'The minimum rounds must be at least 100.')
      .max(100_000_000)
      .default(fairnessDefaultMinimumRounds),
    page: pageField,
    per_page: perPageField,
    format: reportFormat,
  }),
  reply: z.object({
    data: z.array(fairnessGame),
    pagination,
    /** The z of the band (two-sided 99.9 %) and when the running totals were last brought up to date. */
    z: z.number(),
    min_rounds: z.number().int(),
    counted_through: timestamp.nullable(),
  }),
});
