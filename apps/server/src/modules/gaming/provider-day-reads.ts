// The wallet transactions a provider sent between two times, as the reconciliation with an aggregator's
// report reads them (decision 0808): what was answered RS_OK and recorded, with the amount booked.
import { and, eq, gte, lt, isNotNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { gameProviders, providerTransactions } from './schema';

export interface ProviderTransactionEntry {
  readonly transactionUuid: string;
  readonly kind: 'bet' | 'win' | 'rollback';
  /** open, done, rolled_back (a `cancelled` placeholder of a rollback that came first is not one). */
  readonly state: string;
  readonly playerId: number;
  readonly round: string;
  readonly gameCode: string;
  readonly currency: string;
  /** Minor units of `currency`. */
  readonly amount: bigint;
  readonly createdAt: Date;
}

export async function providerTransactionsBetween(
  db: DbExecutor,
  providerCode: string,
  from: Date,
  to: Date,
): Promise<ProviderTransactionEntry[]> {
  const rows = await db
    .select({
      transactionUuid: providerTransactions.transactionUuid,
      kind: providerTransactions.kind,
      state: providerTransactions.state,
      playerId: providerTransactions.playerId,
      round: providerTransactions.round,
      gameCode: providerTransactions.gameCode,
      currency: providerTransactions.currency,
      amount: providerTransactions.amount,
      createdAt: providerTransactions.createdAt,
    })
    .from(providerTransactions)
    .innerJoin(gameProviders, eq(gameProviders.id, providerTransactions.providerId))
    .where(
      and(
        eq(gameProviders.code, providerCode),
        gte(providerTransactions.createdAt, from),
        lt(providerTransactions.createdAt, to),
        isNotNull(providerTransactions.amount),
      ),
    );
  return rows.flatMap((row) =>
    row.amount === null || row.state === 'cancelled' ? [] : [{ ...row, amount: row.amount }],
  );
}
