// The unit tests' transactor: services under test run against in-memory repositories, which ignore the
// executor they are handed; nothing is rolled back (rollbacks, locks and constraints are the integration
// tests' part, decision 0005).
import type { DbExecutor } from '../../src/db/database';
import type { Transactor } from '../../src/db/transactor';

/** What the in-memory repositories receive as their executor; they never read it. */
// A DbExecutor cannot be made without a database; the in-memory repositories only pass it along.
export const memoryExecutor = Object.freeze({ inMemory: true }) as unknown as DbExecutor;

export function memoryTransactor(): Transactor & { readonly transactions: number } {
  let transactions = 0;
  return {
    db: memoryExecutor,
    get transactions() {
      return transactions;
    },
    async run(work) {
      transactions += 1;
      return work(memoryExecutor);
    },
  };
}
