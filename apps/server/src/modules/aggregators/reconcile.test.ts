// The reconciliation's comparison: missing, extra and amount differences, and the day's window.
import { describe, expect, it } from 'vitest';
import type { AggregatorTransaction } from './adapter';
import { dayWindow, reconcileTransactions, type BookedTransaction } from './reconcile';

const reported = (uuid: string, amount: bigint, accepted = true): AggregatorTransaction => ({
  transactionUuid: uuid,
  kind: 'bet',
  user: 'rv-1',
  round: 'r1',
  gameCode: 'g',
  currency: 'EUR',
  amount,
  accepted,
});
const booked = (uuid: string, amount: bigint): BookedTransaction => ({
  transactionUuid: uuid,
  kind: 'bet',
  user: 'rv-1',
  round: 'r1',
  currency: 'EUR',
  amount,
});

describe('reconciling an aggregator report with the ledger', () => {
  it('lists what only one side has and what both have with other amounts', () => {
    const result = reconcileTransactions(
      [
        reported('same', 100n),
        reported('more', 300n),
        reported('theirs', 50n),
        reported('declined', 70n, false),
      ],
      [booked('same', 100n), booked('more', 200n), booked('ours', 10n), booked('declined', 70n)],
    );
    expect(result.missing.map((entry) => entry.transactionUuid)).toEqual(['theirs']);
    expect(result.extra.map((entry) => entry.transactionUuid)).toEqual(['declined', 'ours']);
    expect(result.amountDifferences).toEqual([
      expect.objectContaining({ transactionUuid: 'more', reported: 300n, booked: 200n }),
    ]);
    expect(result.reportedCount).toBe(3);
    expect(result.bookedCount).toBe(4);
  });

  it('reads a UTC day and refuses anything else', () => {
    expect(dayWindow('2026-02-28')).toEqual({
      from: new Date('2026-02-28T00:00:00Z'),
      to: new Date('2026-03-01T00:00:00Z'),
    });
    expect(dayWindow('2026-02-30')).toBeUndefined();
    expect(dayWindow('yesterday')).toBeUndefined();
  });
});
