// What the back office reads of a player's compliance record (decision 0709): every document with its
// review, the cool-downs and self-exclusions with the one in force now. Limits and verification are the
// player's own calls (`limits`, `verificationStatus`), which the back office reads as they are.
import type { Clock } from '../../clock';
import type { DbExecutor } from '../../db/database';
import * as repository from './backoffice-repository';
import type { ExclusionRow } from './backoffice-repository';
import { documentReply } from './document-rules';

export interface ExclusionRecord {
  readonly id: number;
  readonly kind: 'cool_down' | 'self_exclusion';
  readonly periodCode: number | null;
  readonly source: string;
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  readonly active: boolean;
}

function exclusionOf(row: ExclusionRow, now: Date): ExclusionRecord {
  return {
    id: row.id,
    kind: row.kind === 'cool_down' ? 'cool_down' : 'self_exclusion',
    periodCode: row.periodCode,
    source: row.source,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.startsAt <= now && (row.endsAt === null || row.endsAt > now),
  };
}

export function createBackofficeReads(db: DbExecutor, clock: Clock) {
  return {
    /** The player's documents, newest first: current, replaced and withdrawn, optionally of one status. */
    async playerDocuments(playerId: number, status: string | undefined, offset: number, limit: number) {
      const { rows, total } = await repository.documentsPage(db, playerId, status, offset, limit);
      return {
        documents: rows.map((row) => ({
          ...documentReply(row),
          current: row.current,
          withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
          reviewed_by: row.reviewedBy,
        })),
        total,
      };
    },

    /** Every cool-down and self-exclusion of the player, newest first. */
    async playerExclusions(playerId: number, offset: number, limit: number) {
      const now = clock.now();
      const { rows, total } = await repository.exclusionsPage(db, playerId, offset, limit);
      return { exclusions: rows.map((row) => exclusionOf(row, now)), total };
    },

    /** The cool-down or self-exclusion in force now (the one that ends last), if any. */
    async exclusionInForce(playerId: number): Promise<ExclusionRecord | undefined> {
      const now = clock.now();
      const row = await repository.exclusionInForce(db, playerId, now);
      return row ? exclusionOf(row, now) : undefined;
    },
  };
}
