// The reconciliation of a day with an aggregator (decision 0808): its report of the wallet transactions it
// sent, against what the platform recorded and booked for them. Every difference is listed: a transaction
// it counts as taken that the platform has not (missing), one the platform booked that it does not count
// (extra), and one both have with another amount or currency (amount). Amounts in wallet units.
import type { AggregatorTransaction, AggregatorTransactionKind } from './adapter';

/** A transaction the platform recorded, in the aggregator's terms. */
export interface BookedTransaction {
  readonly transactionUuid: string;
  readonly kind: AggregatorTransactionKind;
  readonly user: string;
  readonly round: string;
  readonly currency: string;
  /** Wallet units. */
  readonly amount: bigint;
}

export interface ReconciliationEntry {
  readonly transactionUuid: string;
  readonly kind: AggregatorTransactionKind;
  readonly user: string;
  readonly round: string;
  readonly currency: string;
  /** What the aggregator reports (wallet units), when it reports it. */
  readonly reported: bigint | null;
  /** What the platform booked (wallet units), when it did. */
  readonly booked: bigint | null;
}

export interface Reconciliation {
  readonly reportedCount: number;
  readonly bookedCount: number;
  readonly missing: readonly ReconciliationEntry[];
  readonly extra: readonly ReconciliationEntry[];
  readonly amountDifferences: readonly ReconciliationEntry[];
}

export function reconcileTransactions(
  reported: readonly AggregatorTransaction[],
  booked: readonly BookedTransaction[],
): Reconciliation {
  const taken = new Map(
    reported.filter((entry) => entry.accepted).map((entry) => [entry.transactionUuid, entry]),
  );
  const ours = new Map(booked.map((entry) => [entry.transactionUuid, entry]));
  const missing: ReconciliationEntry[] = [];
  const extra: ReconciliationEntry[] = [];
  const amountDifferences: ReconciliationEntry[] = [];
  for (const entry of taken.values()) {
    const mine = ours.get(entry.transactionUuid);
    const line = {
      transactionUuid: entry.transactionUuid,
      kind: entry.kind,
      user: entry.user,
      round: entry.round,
      currency: entry.currency,
      reported: entry.amount,
      booked: mine?.amount ?? null,
    };
    if (!mine) missing.push(line);
    else if (mine.amount !== entry.amount || mine.currency !== entry.currency) amountDifferences.push(line);
  }
  for (const entry of ours.values()) {
    if (taken.has(entry.transactionUuid)) continue;
    extra.push({ ...entry, reported: null, booked: entry.amount });
  }
  const byUuid = (a: ReconciliationEntry, b: ReconciliationEntry) =>
    a.transactionUuid.localeCompare(b.transactionUuid);
  return {
    reportedCount: taken.size,
    bookedCount: ours.size,
    missing: missing.sort(byUuid),
    extra: extra.sort(byUuid),
    amountDifferences: amountDifferences.sort(byUuid),
  };
}

/** The UTC day `YYYY-MM-DD` as [from, to); undefined for anything else. */
export function dayWindow(day: string): { from: Date; to: Date } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== day) return undefined;
  return { from, to: new Date(from.getTime() + 86_400_000) };
}
