// The unit tests' adjustments repository: backoffice/adjustments-repository.ts over Maps. An id is inserted
// once (a repeat writes nothing), decisions replace the row, pages are oldest first, and audit entries are
// kept to be read back. Row locks and the tables' constraints are the integration tests' part.
import type {
  AdjustmentDecision,
  AdjustmentFilter,
  AdjustmentRecord,
  AdjustmentsRepository,
  NewAdjustment,
  OperatorName,
} from '../../src/modules/backoffice/adjustments-repository';
import type { NewAuditRow } from '../../src/modules/backoffice/repository';

export interface MemoryAdjustmentsRepository extends AdjustmentsRepository {
  readonly rows: Map<string, AdjustmentRecord>;
  readonly audit: NewAuditRow[];
  addOperator(operator: OperatorName): void;
}

function record(row: NewAdjustment): AdjustmentRecord {
  return {
    ...row,
    decidedBy: row.decidedBy ?? null,
    decidedAt: row.decidedAt ?? null,
    decisionReason: row.decisionReason ?? null,
    transferId: row.transferId ?? null,
    kind: row.kind ?? 'balance',
    offerId: row.offerId ?? null,
  };
}

export function memoryAdjustmentsRepository(): MemoryAdjustmentsRepository {
  const rows = new Map<string, AdjustmentRecord>();
  const operators = new Map<number, OperatorName>();
  const audit: NewAuditRow[] = [];
  const matching = (filter: AdjustmentFilter) =>
    [...rows.values()]
      .filter((row) => row.status === filter.status)
      .filter((row) => filter.playerId === undefined || row.playerId === filter.playerId)
      .sort((a, b) => a.requestedAt.getTime() - b.requestedAt.getTime() || a.id.localeCompare(b.id));
  return {
    rows,
    audit,
    addOperator: (operator) => operators.set(operator.id, operator),
    async insertAdjustment(_executor, row) {
      if (rows.has(row.id)) return undefined;
      const inserted = record(row);
      rows.set(row.id, inserted);
      return { ...inserted };
    },
    async findAdjustment(_executor, id) {
      const row = rows.get(id);
      return row ? { ...row } : undefined;
    },
    async decideAdjustment(_executor, id, decision: AdjustmentDecision) {
      const row = rows.get(id);
      if (!row) throw new Error(`adjustment ${id} vanished while it was decided`);
      const decided = { ...row, ...decision };
      rows.set(id, decided);
      return { ...decided };
    },
    async adjustmentsPage(_executor, filter, offset, limit) {
      const found = matching(filter);
      return { rows: found.slice(offset, offset + limit), total: found.length };
    },
    async countAdjustments(_executor, status) {
      return matching({ status }).length;
    },
    async operatorsByIds(_executor, ids) {
      const found = new Map<number, OperatorName>();
      for (const id of ids) {
        const operator = operators.get(id);
        if (operator) found.set(id, operator);
      }
      return found;
    },
    async insertAudit(_executor, row) {
      audit.push(row);
    },
  };
}
