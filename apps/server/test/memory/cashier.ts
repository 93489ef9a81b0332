// The unit tests' cashier tables: the withdrawal functions of cashier/repository.ts over Maps, doing what
// the SQL and the tables' constraints do for the rules the withdrawals service relies on (a hold id is
// recorded once, amounts are positive, lists are ordered as the SQL orders them), with the payment methods
// the operator offers and the bank's details. Locks and concurrency are the integration tests' part.
import { paymentMethodTypes } from '@reelvault/contract/constants/cashier';
import type {
  BankDetailsRow,
  NewWithdrawal,
  PaymentMethodRow,
  WithdrawalFilter,
  WithdrawalRow,
} from '../../src/modules/cashier/repository';
import { isRowId } from '../../src/modules/cashier/repository';
import type { BankRepository } from '../../src/modules/cashier/withdrawal-methods';
import type { WithdrawalsRepository } from '../../src/modules/cashier/withdrawals-service';

export interface MemoryCashierRepository extends WithdrawalsRepository, BankRepository {
  readonly withdrawals: Map<string, WithdrawalRow>;
  readonly paymentMethods: PaymentMethodRow[];
}

const byNewest = (a: WithdrawalRow, b: WithdrawalRow) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

function matches(row: WithdrawalRow, filter: WithdrawalFilter, playerId?: number): boolean {
  return (
    (playerId === undefined || row.playerId === playerId) &&
    (!filter.kind || row.kind === filter.kind) &&
    (!filter.states || filter.states.includes(row.status))
  );
}

/** The withdrawal methods of the seed: SEPA and wire, both switched on. */
function seededMethods(): PaymentMethodRow[] {
  const method = (id: number, slug: string, name: string, paymentId: number): PaymentMethodRow => ({
    id,
    type: paymentMethodTypes.withdrawal,
    slug,
    name,
    kind: 'bank',
    paymentId,
    pyId: null,
    enabled: true,
    position: id,
  });
  return [method(1, 'sepa', 'SEPA', 59), method(2, 'wire', 'Wire transfer', 58)];
}

export function memoryCashierRepository(): MemoryCashierRepository {
  const withdrawals = new Map<string, WithdrawalRow>();
  const bank = new Map<string, BankDetailsRow>();
  const paymentMethods = seededMethods();

  return {
    withdrawals,
    paymentMethods,

    async lockPlayerWithdrawals() {},

    async countPlayerWithdrawals(_executor, playerId, state) {
      return [...withdrawals.values()].filter((row) => row.playerId === playerId && row.status === state)
        .length;
    },

    async insertWithdrawal(_executor, row: NewWithdrawal) {
      if (withdrawals.has(row.id)) throw new Error('duplicate key value violates "withdrawals_pkey"');
      if ([...withdrawals.values()].some((other) => other.holdTransferId === row.holdTransferId)) {
        throw new Error('duplicate key value violates "withdrawals_hold"');
      }
      if (row.amount <= 0n) throw new Error('violates check constraint "withdrawals_amount_positive"');
      const inserted: WithdrawalRow = {
        reason: null,
        payoutReference: null,
        decidedBy: null,
        ...row,
      };
      withdrawals.set(row.id, inserted);
      return inserted;
    },

    async findWithdrawal(_executor, id) {
      return isRowId(id) ? withdrawals.get(id) : undefined;
    },

    async updateWithdrawal(_executor, id, patch) {
      const row = withdrawals.get(id);
      if (!row) throw new Error(`withdrawal ${id} vanished`);
      const updated: WithdrawalRow = { ...row, ...patch };
      withdrawals.set(id, updated);
      return updated;
    },

    async playerWithdrawals(_executor, playerId, filter, limit) {
      return [...withdrawals.values()]
        .filter((row) => matches(row, filter, playerId))
        .sort(byNewest)
        .slice(0, limit);
    },

    async withdrawalQueue(_executor, filter, offset, limit) {
      const rows = [...withdrawals.values()]
        .filter((row) => matches(row, filter))
        .sort((a, b) => byNewest(b, a));
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },

    async findPaymentMethod(_executor, type, slug) {
      return paymentMethods.find((method) => method.type === type && method.slug === slug);
    },

    async insertBankDetails(_executor, row) {
      if (!withdrawals.has(row.withdrawalId)) {
        throw new Error(
          'violates foreign key constraint "bank_withdrawal_details_withdrawal_id_withdrawals_id_fk"',
        );
      }
      bank.set(row.withdrawalId, { ...row });
    },

    async bankDetails(_executor, ids) {
      const found = new Map<string, BankDetailsRow>();
      for (const id of ids) {
        const details = bank.get(id);
        if (details) found.set(id, details);
      }
      return found;
    },
  };
}
