// The editor's copy of a currency's methods (decision 0717): rows as typed, moved up and down within their
// type, and the save's body with each type's positions numbered anew in the order shown.
import type {
  AdminPaymentMethodInput,
  AdminPaymentMethodSetting,
} from '@reelvault/contract/calls/backoffice-payments';

export interface DraftRow {
  readonly type: 1 | 2;
  readonly slug: string;
  readonly name: string;
  readonly enabled: boolean;
  readonly hasLimits: boolean;
  readonly min: string;
  readonly max: string;
  readonly available: boolean;
}

/** A round amount without its ".00", as an operator would type it. */
const typed = (amount: string | null) => (amount ?? '').replace(/\.0+$/, '');

export function draftOf(settings: readonly AdminPaymentMethodSetting[]): DraftRow[] {
  return [...settings]
    .sort((a, b) => a.type - b.type || a.position - b.position)
    .map((setting) => ({
      type: setting.type,
      slug: setting.slug,
      name: setting.name,
      enabled: setting.enabled,
      hasLimits: setting.min_amount !== null,
      min: typed(setting.min_amount),
      max: typed(setting.max_amount),
      available: setting.available,
    }));
}

/** Swaps the row at `index` with its neighbour of the same type (`by` -1 up, +1 down). */
export function moved(rows: readonly DraftRow[], index: number, by: -1 | 1): DraftRow[] {
  const row = rows[index];
  const other = rows[index + by];
  if (!row || !other || other.type !== row.type) return [...rows];
  const next = [...rows];
  next[index] = other;
  next[index + by] = row;
  return next;
}

/** The save's body: positions 10, 20, ... in the order shown, per type. */
export function inputOf(rows: readonly DraftRow[]): AdminPaymentMethodInput[] {
  const counters = new Map<number, number>();
  return rows.map((row) => {
    const place = (counters.get(row.type) ?? 0) + 10;
    counters.set(row.type, place);
    return {
      type: row.type,
      slug: row.slug,
      enabled: row.enabled,
      position: place,
      min_amount: row.hasLimits ? row.min.trim() : null,
      max_amount: row.hasLimits ? row.max.trim() : null,
    };
  });
}
