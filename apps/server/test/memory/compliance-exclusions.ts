// The exclusions an operator may end, in memory: read from the in-memory compliance repository's
// exclusion rows (numbered by their order), as the SQL of exclusion-repository.ts reads the table.
import type { ExclusionRecords, ExclusionRow } from '../../src/modules/compliance/exclusion-repository';
import type { MemoryComplianceRepository } from './compliance';

export function memoryExclusionRecords(repository: MemoryComplianceRepository): ExclusionRecords & {
  rows(): ExclusionRow[];
} {
  const rows = (): ExclusionRow[] =>
    repository.exclusions.map((row, index) => ({
      id: index + 1,
      playerId: row.playerId,
      kind: row.kind,
      periodCode: row.periodCode ?? null,
      startsAt: row.startsAt,
      endsAt: row.endsAt ?? null,
      source: row.source,
      liftedAt: row.liftedAt ?? null,
    }));
  return {
    rows,
    async exclusionsInForce(_executor, playerId, now) {
      return rows().filter(
        (row) =>
          row.playerId === playerId &&
          row.liftedAt === null &&
          row.startsAt <= now &&
          (row.endsAt === null || row.endsAt > now),
      );
    },
    async liftExclusions(_executor, ids, at) {
      for (const id of ids) {
        const row = repository.exclusions[id - 1];
        if (row) row.liftedAt = at;
      }
    },
  };
}
