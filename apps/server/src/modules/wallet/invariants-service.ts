// The ledger's invariants over the whole database (npm run ledger:check, the tests): stored totals equal
// the sums of the transfers, no account with a floor is below it, credits and debits cancel out per
// currency, and every resolution matches its hold.
import type { DbExecutor } from '../../db/database';
import type { WalletDependencies } from './dependencies';
import { availableOf } from './ledger';
import type { AccountSums } from './repository';

export interface LedgerProblem {
  readonly accountId?: bigint;
  readonly transferId?: string;
  readonly currency?: string;
  readonly message: string;
}

export interface LedgerReport {
  readonly ok: boolean;
  readonly accounts: number;
  readonly currencies: { currency: string; posted: bigint; pending: bigint }[];
  /** In the order found; the first names the first broken account. */
  readonly problems: LedgerProblem[];
}

const totalsFields = ['debitsPending', 'debitsPosted', 'creditsPending', 'creditsPosted'] as const;

function accountName(item: AccountSums): string {
  const owner = item.playerId !== null ? ` of player ${item.playerId}` : '';
  const reference = item.reference ? ` ${item.reference}` : '';
  return `account ${item.accountId} (${item.kind}${owner}${reference}, ${item.currency})`;
}

/** What is wrong with one account on its own: stored totals off its transfers, or below its floor. */
function accountProblems(item: AccountSums): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  const name = accountName(item);
  const where = { accountId: item.accountId, currency: item.currency };
  if (item.tracksBalance) {
    for (const field of totalsFields) {
      if (item.stored[field] !== item.summed[field]) {
        problems.push({
          ...where,
          message: `${name}: stored ${field} ${item.stored[field]} but its transfers sum to ${item.summed[field]}`,
        });
      }
    }
  }
  const available = availableOf(item.tracksBalance ? item.stored : item.summed);
  if (item.debitsMustNotExceedCredits && available < 0n) {
    problems.push({ ...where, message: `${name}: below zero (${available})` });
  }
  return problems;
}

/** Per currency, posted and pending credits less debits over every account, in currency order. */
function currencySums(sums: readonly AccountSums[]): LedgerReport['currencies'] {
  const perCurrency = new Map<string, { posted: bigint; pending: bigint }>();
  for (const item of sums) {
    const effective = item.tracksBalance ? item.stored : item.summed;
    const sum = perCurrency.get(item.currency) ?? { posted: 0n, pending: 0n };
    sum.posted += effective.creditsPosted - effective.debitsPosted;
    sum.pending += effective.creditsPending - effective.debitsPending;
    perCurrency.set(item.currency, sum);
  }
  return [...perCurrency.entries()]
    .map(([currency, sum]) => ({ currency, ...sum }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

export function createInvariantsService({
  repository,
  transactor,
}: Pick<WalletDependencies, 'repository' | 'transactor'>) {
  return {
    /**
     * The ledger's invariants over the whole database: every tracked account's stored totals equal the
     * sums of its transfers; no account that may not go below zero is below zero; per currency, credits
     * and debits cancel out; every resolution matches its hold.
     */
    async checkInvariants(executor: DbExecutor = transactor.db): Promise<LedgerReport> {
      const sums = await repository.accountSums(executor);
      const problems = sums.flatMap(accountProblems);
      const currencies = currencySums(sums);
      for (const sum of currencies) {
        if (sum.posted !== 0n || sum.pending !== 0n) {
          problems.push({
            currency: sum.currency,
            message: `${sum.currency}: credits minus debits is ${sum.posted} posted and ${sum.pending} pending, not zero`,
          });
        }
      }
      for (const anomaly of await repository.transferAnomalies(executor, 100)) {
        problems.push({
          transferId: anomaly.transferId,
          message: `transfer ${anomaly.transferId}: ${anomaly.problem}`,
        });
      }
      return { ok: problems.length === 0, accounts: sums.length, currencies, problems };
    },
  };
}
