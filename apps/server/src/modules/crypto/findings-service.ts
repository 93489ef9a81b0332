// The payout reconciliation's findings as operators see them (decision 0713): every run of
// `npm run crypto:reconcile` stores what it found (an open finding found again is the same finding), the
// back office lists them and an operator acknowledges one with a note of what was found or done.
import type { ReconciliationFinding } from '@reelvault/contract/calls/backoffice-queues';
import { paginationOf } from '@reelvault/contract/pagination';
import type { DbExecutor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './findings-repository';
import type { FindingRow } from './findings-repository';
import type { PayoutReconciliation } from './reconcile';

export function findingReply(row: FindingRow): ReconciliationFinding {
  return {
    id: row.id,
    chain: row.chain,
    hot_wallet: row.hotWallet,
    kind: row.kind,
    message: row.message,
    nonce: row.nonce === null ? null : row.nonce.toString(),
    tx_hash: row.txHash,
    withdrawal_id: row.withdrawalId,
    first_seen_at: row.firstSeenAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    state: row.acknowledgedAt ? 'acknowledged' : 'open',
    acknowledged_at: row.acknowledgedAt ? row.acknowledgedAt.toISOString() : null,
    acknowledged_by: row.acknowledgedBy,
    note: row.note,
  };
}

/** Stores what one run found for one hot wallet: an open finding it finds again is not duplicated. */
export async function recordReconciliationFindings(
  executor: DbExecutor,
  result: PayoutReconciliation,
  at: Date,
): Promise<void> {
  const hotWallet = result.hotWallet.toLowerCase();
  for (const problem of result.problems) {
    const nonce = problem.nonce ?? null;
    const txHash = problem.txHash?.toLowerCase() ?? null;
    const withdrawalId = problem.withdrawalId ?? null;
    await repository.upsertFinding(
      executor,
      {
        fingerprint: [
          result.chain,
          hotWallet,
          problem.kind,
          nonce ?? '',
          txHash ?? '',
          withdrawalId ?? '',
        ].join('|'),
        chain: result.chain,
        hotWallet,
        kind: problem.kind,
        message: problem.message,
        nonce,
        txHash,
        withdrawalId,
      },
      at,
    );
  }
}

export function createFindingsService(db: DbExecutor) {
  return {
    async reconciliationFindings(state: 'open' | 'acknowledged', page: number, perPage: number) {
      const { rows, total } = await repository.findingsPage(db, state, (page - 1) * perPage, perPage);
      return { data: rows.map(findingReply), pagination: paginationOf(total, page, perPage) };
    },

    /** Acknowledges an open finding in the caller's transaction: the finding before and after. */
    async acknowledgeFinding(tx: DbExecutor, id: number, operatorId: number, note: string, at: Date) {
      const before = await repository.lockFinding(tx, id);
      if (!before) throw new AppError('CRYPTO_FINDING_NOT_FOUND');
      if (before.acknowledgedAt) throw new AppError('CRYPTO_FINDING_ACKNOWLEDGED');
      const after = await repository.acknowledgeFinding(tx, id, {
        acknowledgedAt: at,
        acknowledgedBy: operatorId,
        note,
      });
      if (!after) throw new AppError('CRYPTO_FINDING_ACKNOWLEDGED');
      return { before: findingReply(before), after: findingReply(after) };
    },
  };
}

export type FindingsService = ReturnType<typeof createFindingsService>;
