// `npm run ledger:check`: verifies the ledger's invariants over the whole configured database
// (DATABASE_URL, or the embedded one in DATA_DIR; stop the server first in embedded mode, since only one
// process may open it). Exits 0 when they hold; otherwise names the first broken account and exits 1.
import { formatAmount } from '@reelvault/contract/money';
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { commandDatabase, configErrorExitCode } from './command-database';
import { postgresError } from '../db/sql';
import { createWalletService } from '../modules/wallet/service';

async function main(): Promise<number> {
  const database = await commandDatabase();
  if (database === configErrorExitCode) return database;
  try {
    const report = await createWalletService(database)
      .checkInvariants()
      .catch((error: unknown) => {
        if (postgresError(error)?.code === '42P01') {
          throw new Error('This database has no ledger tables yet: start the server once to migrate it.');
        }
        throw error;
      })
      .catch((error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error));
        return undefined;
      });
    if (!report) return 2;
    console.log(`Ledger check on ${database.driver}: ${report.accounts} accounts`);
    for (const sum of report.currencies) {
      const exponent = findCurrency(sum.currency)?.exponent ?? 0;
      console.log(
        `  ${sum.currency}: credits minus debits ${formatAmount(sum.posted, exponent)} posted, ${formatAmount(sum.pending, exponent)} pending`,
      );
    }
    if (report.ok) {
      console.log('All invariants hold.');
      return 0;
    }
    const [first] = report.problems;
    console.error(`The ledger is broken: ${report.problems.length} problem(s). First: ${first?.message}`);
    for (const problem of report.problems.slice(1, 20)) console.error(`  ${problem.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
