// The back office's reports (decision 0720): revenue (GGR, bonus cost, NGR) by day, game, studio, country
// or currency; deposits and withdrawals by day or payment method; registrations, first-time depositors and
// their conversion by day. Per currency, never converted. Each call answers JSON, or CSV with
// `format=csv` (the same rows and a totals line). The filters are the same as the screen's URL.
import { z } from 'zod';
import { calendarDate } from '../fields';
import { paginationSchema } from '../pagination';
import { defineRoute } from '../route';

/** The longest range a report may span, in days. */
export const reportMaxDays = 366;

/** `json` (default) or `csv`: the same report as a file (text/csv, content-disposition attachment). */
export const reportFormats = ['json', 'csv'] as const;
export const reportFormat = z.enum(reportFormats).default('json');

/** A money figure in major units; GGR and NGR may be negative. */
const signedAmount = z.string().regex(/^-?\d+(\.\d+)?$/);

export const reportSortOrders = ['asc', 'desc'] as const;

const perPage = z.coerce
  .number()
  .int('The per page must be a whole number.')
  .min(1, 'The per page must be at least 1.')
  .max(500, 'The per page may not be greater than 500.')
  .default(50);

/**
 * The filters every report takes: a range of UTC days (both included; by default the 30 days ending
 * today), a currency (all by default), and the CSV switch. Reports add their grouping, sort and paging.
 */
export const reportFilters = z.object({
  /** First UTC day (inclusive). */
  from: calendarDate.optional(),
  /** Last UTC day (inclusive). */
  to: calendarDate.optional(),
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, 'The currency must be a currency code such as EUR.')
    .optional(),
  format: reportFormat,
});

/** Checks a report's range: from before to, at most `reportMaxDays`. */
export function checkReportRange(
  query: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (query.from === undefined || query.to === undefined) return;
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (days < 1)
    context.addIssue({ code: 'custom', path: ['to'], message: 'The to day is before the from day.' });
  else if (days > reportMaxDays) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report may span at most ${reportMaxDays} days.`,
    });
  }
}

/** The days a report covered and the instants that bound them. */
export const reportPeriod = z
  .object({
    from: calendarDate,
    to: calendarDate,
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    time_zone: z.literal('UTC'),
  })
  .meta({ id: 'ReportPeriod' });

const sortOf = <const T extends readonly [string, ...string[]]>(columns: T) => ({
  sort: z.enum(columns).default(columns[0]),
  order: z.enum(reportSortOrders).default('asc'),
  page: z.coerce
    .number()
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .default(1),
  per_page: perPage,
});

// ---- revenue ----

export const revenueGroupings = ['day', 'game', 'studio', 'country', 'currency'] as const;
export type RevenueGrouping = (typeof revenueGroupings)[number];
export const revenueSorts = ['key', 'bets', 'wins', 'refunds', 'ggr', 'ngr', 'bet_count'] as const;

const revenueFigures = {
  bets: signedAmount,
  wins: signedAmount,
  /** Stakes given back by providers' rollbacks. */
  refunds: signedAmount,
  /** Gross gaming revenue: bets - refunds - wins (the dashboard's). */
  ggr: signedAmount,
  /** The cost of bonuses (decision 0714); null where bonuses cannot be told apart (a game, a studio, a country). */
  bonus_cost: signedAmount.nullable(),
  /** Net gaming revenue: GGR - bonus cost; null with the bonus cost. */
  ngr: signedAmount.nullable(),
  /** Bets placed. */
  bet_count: z.number().int(),
  /** Distinct player accounts that bet (per day, currency, country; null for a game or a studio). */
  players: z.number().int().nullable(),
};

export const revenueRow = z
  .object({
    /** The group: a day (YYYY-MM-DD), a game code, a studio, a country code or a currency; '' for unknown. */
    key: z.string(),
    /** The group's name for people (the game's or the studio's, the country's); the key otherwise. */
    label: z.string(),
    currency: z.string(),
    ...revenueFigures,
  })
  .meta({ id: 'RevenueRow' });
export type RevenueRow = z.infer<typeof revenueRow>;

export const revenueTotals = z
  .object({ currency: z.string(), ...revenueFigures })
  .meta({ id: 'RevenueTotals' });

export const adminRevenueReport = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/revenue',
  summary:
    'Bets, wins, rollbacks, GGR, bonus cost and NGR per currency, by day, game, studio, country or currency',
  tags: ['backoffice'],
  auth: 'admin',
  query: reportFilters
    .extend({ group_by: z.enum(revenueGroupings).default('day'), ...sortOf(revenueSorts) })
    .superRefine(checkReportRange),
  reply: z.object({
    data: z.array(revenueRow),
    totals: z.array(revenueTotals),
    period: reportPeriod,
    meta: paginationSchema,
  }),
});

// ---- payments ----

export const paymentGroupings = ['day', 'method'] as const;
export const paymentSorts = ['key', 'deposits', 'withdrawals', 'net'] as const;

const paymentFigures = {
  deposits: signedAmount,
  deposit_count: z.number().int(),
  withdrawals: signedAmount,
  withdrawal_count: z.number().int(),
  /** Deposits - withdrawals. */
  net: signedAmount,
};

export const paymentRow = z
  .object({
    /** A day (YYYY-MM-DD) or a payment method's code ('' when the transfer named none). */
    key: z.string(),
    currency: z.string(),
    ...paymentFigures,
  })
  .meta({ id: 'PaymentReportRow' });
export type PaymentReportRow = z.infer<typeof paymentRow>;

export const paymentTotals = z
  .object({ currency: z.string(), ...paymentFigures })
  .meta({ id: 'PaymentReportTotals' });

export const adminPaymentsReport = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/payments',
  summary: 'Deposits credited and withdrawals paid per currency, by day or payment method',
  tags: ['backoffice'],
  auth: 'admin',
  query: reportFilters
    .extend({ group_by: z.enum(paymentGroupings).default('day'), ...sortOf(paymentSorts) })
    .superRefine(checkReportRange),
  reply: z.object({
    data: z.array(paymentRow),
    totals: z.array(paymentTotals),
    period: reportPeriod,
    meta: paginationSchema,
  }),
});

// ---- registrations ----

export const registrationSorts = ['key', 'registrations', 'first_depositors', 'converted'] as const;

const registrationFigures = {
  /** Players who registered (in this currency). */
  registrations: z.number().int(),
  /** Player accounts whose first deposit ever was credited. */
  first_depositors: z.number().int(),
  /** Of the players who registered, those who have deposited since (up to now). */
  converted: z.number().int(),
  /** converted / registrations in percent with two decimals ("12.50"); "0.00" without registrations. */
  conversion: z.string().regex(/^\d+\.\d{2}$/),
};

export const registrationRow = z
  .object({ key: z.string(), currency: z.string(), ...registrationFigures })
  .meta({ id: 'RegistrationReportRow' });
export type RegistrationReportRow = z.infer<typeof registrationRow>;

export const registrationTotals = z
  .object({ currency: z.string(), ...registrationFigures })
  .meta({ id: 'RegistrationReportTotals' });

export const adminRegistrationsReport = defineRoute({
  method: 'GET',
  path: '/api/admin/reports/registrations',
  summary: 'Registrations, first-time depositors and conversion per currency and UTC day',
  tags: ['backoffice'],
  auth: 'admin',
  query: reportFilters.extend(sortOf(registrationSorts)).superRefine(checkReportRange),
  reply: z.object({
    data: z.array(registrationRow),
    totals: z.array(registrationTotals),
    period: reportPeriod,
    meta: paginationSchema,
  }),
});
