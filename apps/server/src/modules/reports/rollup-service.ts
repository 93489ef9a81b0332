// The rollup and the recount as a service (decision 0720), for the job, the `reports:check` command and
// the tests: one pass over the ledger, and every bucket recounted and compared.
import type { Db } from '../../db/database';
import { recount, rollUp } from './rollup-repository';

export type { RecountDifference, RollupPass } from './rollup-repository';

export function createRollupService(db: Db) {
  return {
    /** One pass: the hours since the last watermark, and the current and previous hour, replaced. */
    rollUp: () => rollUp(db),
    /** Every bucket recounted from the ledger (up to the last watermark) and compared with the stored ones. */
    recount: () => recount(db),
  };
}

export type RollupService = ReturnType<typeof createRollupService>;
