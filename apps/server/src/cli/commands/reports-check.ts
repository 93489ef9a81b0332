// `npm run reports:check`: recomputes every bucket of the reports' aggregates from the ledger (decision
// 0720) and compares them with the stored ones. Exits 0 when they agree; otherwise prints the differences
// (stored and recounted values per bucket) and exits 1. A transfer that commits while the check runs can
// show as a difference in the last two hours: run it again to tell.
import { postgresError } from '../../db/sql';
import { createRollupService } from '../../modules/reports/rollup-service';
import type { Command } from './command';

export const reportsCheck: Command = {
  name: 'reports:check',
  async run({ database, output }) {
    const result = await createRollupService(database.db)
      .recount()
      .catch((error: unknown) => {
        output.err(
          postgresError(error)?.code === '42P01'
            ? 'This database has no report tables yet: start the server once to migrate it.'
            : error instanceof Error
              ? error.message
              : String(error),
        );
        return undefined;
      });
    if (!result) return 2;
    if (!result.watermark) {
      output.out(`Reports check on ${database.driver}: the rollup has not run yet; nothing to compare.`);
      return 0;
    }
    output.out(
      `Reports check on ${database.driver}: the aggregates up to ${result.watermark.toISOString()} against the ledger`,
    );
    if (result.differences.length === 0) {
      output.out('The aggregates equal a full recount.');
      return 0;
    }
    output.err(`${result.differences.length} difference(s) (table, bucket: stored -> recounted):`);
    for (const difference of result.differences) {
      output.err(
        `  ${difference.table} ${difference.key}: ${difference.stored ?? '(none)'} -> ${difference.recounted ?? '(none)'}`,
      );
    }
    return 1;
  },
};
