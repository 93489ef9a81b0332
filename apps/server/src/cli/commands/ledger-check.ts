// `npm run ledger:check`: verifies the ledger's invariants over the whole database. Exits 0 when they
// hold; otherwise names the first broken account and exits 1 (2 when the database has no ledger yet).
import { findCurrency } from '@reelvault/contract/constants/currencies';
import { formatAmount } from '@reelvault/contract/money';
import { postgresError } from '../../db/sql';
import { createWalletService } from '../../modules/wallet/service';
import type { Command } from './command';

export const ledgerCheck: Command = {
  name: 'ledger:check',
  async run({ database, output }) {
    const report = await createWalletService(database)
      .checkInvariants()
      .catch((error: unknown) => {
        output.err(
          postgresError(error)?.code === '42P01'
            ? 'This database has no ledger tables yet: start the server once to migrate it.'
            : error instanceof Error
              ? error.message
              : String(error),
        );
        return undefined;
      });
    if (!report) return 2;
    output.out(`Ledger check on ${database.driver}: ${report.accounts} accounts`);
    for (const sum of report.currencies) {
      const exponent = findCurrency(sum.currency)?.exponent ?? 0;
      output.out(
        `  ${sum.currency}: credits minus debits ${formatAmount(sum.posted, exponent)} posted, ${formatAmount(sum.pending, exponent)} pending`,
      );
    }
    if (report.ok) {
      output.out('All invariants hold.');
      return 0;
    }
    const [first] = report.problems;
    output.err(`The ledger is broken: ${report.problems.length} problem(s). First: ${first?.message}`);
    for (const problem of report.problems.slice(1, 20)) output.err(`  ${problem.message}`);
    return 1;
  },
};
