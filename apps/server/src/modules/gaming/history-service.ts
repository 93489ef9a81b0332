// Game history: the player's rounds, newest first, in the window the player picked (3 days by default,
// counted from the service's clock), paged by page number or by keyset cursor.
import { formatCurrencyAmount } from '@reelvault/contract/money';
import type { Transactor } from '../../db/transactor';
import {
  decodeCursor,
  historyCountCap,
  historyPagination,
  historyWindow,
  type HistoryPagination,
} from '../../http/history-query';
import type { GamingRepository, RoundFilter, RoundRow } from './repository';

export interface GameHistoryEntry {
  readonly id: string;
  readonly date: string;
  readonly status: 1 | 2 | 3;
  readonly win: string;
  readonly bet_amount: string;
  readonly currency: string;
  readonly game_info: { id: string; name: string; provider: string };
  readonly fairness_round: string | null;
}

export interface GameHistory {
  readonly data: GameHistoryEntry[];
  readonly pagination: HistoryPagination;
}

export interface HistoryQuery {
  readonly page: number;
  readonly perPage: number;
  readonly startDate?: string | undefined;
  readonly endDate?: string | undefined;
  readonly cursor?: string | undefined;
}

export interface HistoryDependencies {
  readonly repository: GamingRepository;
  readonly transactor: Transactor;
  readonly now: () => Date;
}

/** The in-house studio's provider code: its rounds link to their fairness proof. */
export const houseProviderCode = 'house';

/** 1: lost (or open), 2: won, 3: refunded. */
export function roundStatus(row: Pick<RoundRow, 'betTotal' | 'winTotal' | 'refundTotal'>): 1 | 2 | 3 {
  if (row.refundTotal > 0n && row.refundTotal >= row.betTotal) return 3;
  if (row.winTotal > 0n) return 2;
  return 1;
}

function historyEntry(row: RoundRow): GameHistoryEntry {
  return {
    id: row.id,
    date: row.createdAt.toISOString(),
    status: roundStatus(row),
    win: formatCurrencyAmount(row.winTotal, row.currency),
    bet_amount: formatCurrencyAmount(row.betTotal, row.currency),
    currency: row.currency,
    game_info: { id: row.gameCode, name: row.gameCode, provider: row.providerName },
    fairness_round: row.providerCode === houseProviderCode ? row.round : null,
  };
}

export function createHistoryService(dependencies: HistoryDependencies) {
  const { repository, transactor, now } = dependencies;
  const db = transactor.db;
  return {
    /** The player's rounds, newest first (spec: bet history, 3 days by default). */
    async gameHistory(playerId: number, query: HistoryQuery): Promise<GameHistory> {
      const window = historyWindow('bets', query.startDate, query.endDate, now());
      const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
      const filter: RoundFilter = { playerId, from: window.from, to: window.to, before: cursor };
      const offset = cursor ? 0 : (query.page - 1) * query.perPage;
      const rows = await repository.roundRows(db, filter, offset, query.perPage + 1);
      const total = await repository.countRounds(db, filter, historyCountCap);
      const page = rows.slice(0, query.perPage);
      const last = page.at(-1);
      return {
        data: page.map(historyEntry),
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

export type HistoryService = ReturnType<typeof createHistoryService>;
