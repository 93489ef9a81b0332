// How a service opens a transaction without knowing what stands behind its repository: the SQL one runs
// the work in a PostgreSQL transaction (retried on deadlock, see sql.ts); the unit tests' in-memory one
// (apps/server/test/memory/transactor.ts) runs it at once.
import type { Db, DbExecutor } from './database';
import { inTransaction } from './sql';

export interface Transactor {
  /** Outside a transaction: what single reads and writes run on. */
  readonly db: DbExecutor;
  /** Runs `work` in one transaction; `tx` goes to every repository call and every other module's call. */
  run<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T>;
}

export function sqlTransactor(db: Db): Transactor {
  return { db, run: (work) => inTransaction(db, work) };
}
