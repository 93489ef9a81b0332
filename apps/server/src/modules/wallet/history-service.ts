// The player's finance history: deposits into and withdrawals out of the cash account, with the spec's
// finance statuses, in the history window and paged by number or by keyset cursor.
import { formatCurrencyAmount } from '@reelvault/contract/money';
import {
  decodeCursor,
  historyCountCap,
  historyPagination,
  historyWindow,
  type HistoryPagination,
} from '../../http/history-query';
import type { AccountsService } from './accounts-service';
import type { WalletDependencies } from './dependencies';
import type { FinanceFilter, FinanceRow } from './repository';

export interface FinanceHistoryQuery {
  readonly page: number;
  readonly perPage: number;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly type?: 'deposit' | 'withdraw' | undefined;
  readonly status?: number | undefined;
  readonly cursor?: string | undefined;
}

/** 0 Pending, 1 Completed, 2 Rejected, 3 Processing. */
export type FinanceStatus = 0 | 1 | 2 | 3;

export interface FinanceHistoryEntry {
  readonly id: string;
  readonly type: 'deposit' | 'withdraw';
  readonly method: string;
  readonly date: string;
  readonly amount: string;
  readonly currency: string;
  readonly status: FinanceStatus;
}

export interface FinanceHistory {
  readonly data: FinanceHistoryEntry[];
  readonly pagination: HistoryPagination;
}

function financeStatus(value: number): FinanceStatus {
  if (value === 0 || value === 1 || value === 2 || value === 3) return value;
  throw new Error(`not a finance status: ${value}`);
}

function toEntry(row: FinanceRow): FinanceHistoryEntry {
  return {
    id: row.id,
    type: row.type,
    method: row.method,
    date: row.createdAt.toISOString(),
    amount: formatCurrencyAmount(row.amount, row.currency),
    currency: row.currency,
    status: financeStatus(row.status),
  };
}

export function createHistoryService(
  { repository, transactor, clock }: WalletDependencies,
  accounts: Pick<AccountsService, 'playerAccounts'>,
) {
  return {
    /** The player's deposits and withdrawals, newest first (spec: finance history, 30 days by default). */
    async financeHistory(playerId: number, query: FinanceHistoryQuery): Promise<FinanceHistory> {
      const db = transactor.db;
      const playerAccounts = await accounts.playerAccounts(db, playerId);
      const window = historyWindow('finance', query.startDate, query.endDate, clock.now());
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      if (!playerAccounts) {
        return { data: [], pagination: historyPagination(0, query.page, query.perPage, undefined, false) };
      }
      const filter: FinanceFilter = {
        accountId: playerAccounts.cash.id,
        from: window.from,
        to: window.to,
        type: query.type,
        status: query.status,
        before: cursor,
      };
      const offset = cursor ? 0 : (query.page - 1) * query.perPage;
      // One row more than the page tells whether another page follows.
      const rows = await repository.financeRows(db, filter, offset, query.perPage + 1);
      const total = await repository.countFinanceRows(db, filter, historyCountCap);
      const page = rows.slice(0, query.perPage);
      const last = page.at(-1);
      return {
        data: page.map(toEntry),
        pagination: historyPagination(
          total,
          query.page,
          query.perPage,
          last ? { at: last.createdKey, id: last.id } : undefined,
          rows.length > query.perPage,
        ),
      };
    },
  };
}
