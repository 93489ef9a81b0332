// The ledger's figures for the back office's dashboard (decision 0710): read methods over the transfers,
// never over counters. The SQL is figures-repository.ts; the dashboard adds the arithmetic (GGR, days).
import type { DbExecutor } from '../../db/database';
import * as sqlFigures from './figures-repository';
import type { FirstDepositsRow, LedgerFiguresRow } from './figures-repository';

export type { FirstDepositsRow, LedgerFiguresRow } from './figures-repository';

/** The functions of figures-repository.ts the service calls, with the same signatures. */
export interface FiguresRepository {
  ledgerFigures(executor: DbExecutor, from: Date, to: Date): Promise<LedgerFiguresRow[]>;
  firstDeposits(executor: DbExecutor, from: Date, to: Date): Promise<FirstDepositsRow[]>;
}

export function createFiguresService(db: DbExecutor, repository: FiguresRepository = sqlFigures) {
  return {
    /** Deposits, withdrawals, bets, wins, refunds and bettors per currency, per UTC day and in total. */
    ledgerFigures: (from: Date, to: Date) => repository.ledgerFigures(db, from, to),
    /** Players whose first credited deposit ever fell in [from, to), per currency, per UTC day and in total. */
    firstDeposits: (from: Date, to: Date) => repository.firstDeposits(db, from, to),
  };
}
