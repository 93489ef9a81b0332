// Self-exclusion and cool-down (spec 001, section 9 "Self-exclusion"; spec 000, section 4). Periods are
// calendar lengths: one month from 15 March ends on 15 April. Choices in docs/decisions/0012-self-exclusion.md.

export interface CalendarLength {
  readonly hours?: number;
  readonly days?: number;
  readonly months?: number;
  readonly years?: number;
}

export interface DeactivationPeriod {
  /** The `type` of `POST /account/deactive-account`. */
  readonly code: number;
  readonly key: string;
  readonly label: string;
  /** null: permanent. */
  readonly length: CalendarLength | null;
}

export const deactivationPeriods = [
  { code: 2, key: 'one_week', label: 'One week', length: { days: 7 } },
  { code: 3, key: 'one_month', label: 'One month', length: { months: 1 } },
  { code: 4, key: 'six_months', label: 'Six months', length: { months: 6 } },
  { code: 5, key: 'one_year', label: 'One year', length: { years: 1 } },
  { code: 6, key: 'permanent', label: 'Permanent', length: null },
  // Not in the spec's codes: the account page offers three months, so it gets the next free code.
  { code: 7, key: 'three_months', label: 'Three months', length: { months: 3 } },
] as const satisfies readonly DeactivationPeriod[];

export type DeactivationCode = (typeof deactivationPeriods)[number]['code'];

export function findDeactivationPeriod(code: number): DeactivationPeriod | undefined {
  return deactivationPeriods.find((period) => period.code === code);
}

/** The 24-hour cool-down: a break that ends by itself, before or instead of a longer exclusion. */
export const coolDownLength = { hours: 24 } as const satisfies CalendarLength;

/** The choices of the account page's limits tab, in its order, and what each one asks the server for. */
export const accountExclusionOptions = [
  { key: 'hours_24', label: '24 hours', request: 'cool_down' },
  { key: 'days_7', label: '7 days', request: 2 },
  { key: 'months_1', label: '1 month', request: 3 },
  { key: 'months_3', label: '3 months', request: 7 },
  { key: 'months_6', label: '6 months', request: 4 },
  { key: 'permanent', label: 'Permanent', request: 6 },
] as const satisfies readonly { key: string; label: string; request: 'cool_down' | DeactivationCode }[];

/** When an exclusion of `length` starting at `from` ends (UTC calendar; a month end is kept, 31 Jan + 1 month = 29 Feb). null: never. */
export function exclusionEnd(length: CalendarLength | null, from: Date): Date | null {
  if (length === null) return null;
  const months = (length.years ?? 0) * 12 + (length.months ?? 0);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(from);
  end.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  end.setUTCDate(end.getUTCDate() + (length.days ?? 0));
  end.setUTCHours(end.getUTCHours() + (length.hours ?? 0));
  return end;
}
