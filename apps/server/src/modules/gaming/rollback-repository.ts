// A rollback of the provider wallet in one statement (decision 0317): `gaming_rollback_bet` (migration
// 0038) locks the bet, refunds an open one, records the rollback with its round and marks the bet, or
// records a bet that has not arrived as cancelled, in one round trip that commits on its own.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { preparedStatement, toBigInt } from '../../db/sql';
import { runWalletStatement } from './wallet-calls-repository';

/** A rollback about to be written: the request's record and the player's cash account for the refund. */
export interface RollbackWrite {
  readonly providerId: number;
  readonly transactionUuid: string;
  readonly playerId: number;
  readonly referenceTransactionUuid: string;
  /** The request's game and round, recorded on the bet when it has not arrived. */
  readonly gameCode: string;
  readonly round: string;
  readonly roundClosed: boolean;
  /** The cash account's currency: a bet in another is refused (`bet_currency`), nothing refunded across. */
  readonly currency: string;
  readonly fingerprint: string;
  readonly cashAccountId: bigint;
}

/**
 * What the statement did: `ok` (the stake `refunded`, 0 for a free round) or `ok_empty` (nothing moved)
 * with the balance answered; `recorded` when this transaction_uuid was taken (the answer comes from the
 * record); otherwise why the reference is not a bet it rolls back (nothing written).
 */
export type RollbackWritten =
  | { readonly status: 'ok' | 'ok_empty'; readonly balance: bigint; readonly refunded: bigint }
  | { readonly status: 'recorded' | 'no_bet' | 'bet_currency' | 'bet_settled' };

const rollBackStatement = preparedStatement(
  'gaming_rollback_bet',
  sql`select status, balance_after, refunded from gaming_rollback_bet(
    ${sql.placeholder('providerId')}::int4, ${sql.placeholder('transactionUuid')}::text,
    ${sql.placeholder('playerId')}::int4, ${sql.placeholder('referenceTransactionUuid')}::text,
    ${sql.placeholder('gameCode')}::text, ${sql.placeholder('round')}::text, ${sql.placeholder('roundClosed')}::bool,
    ${sql.placeholder('currency')}::text, ${sql.placeholder('fingerprint')}::text,
    ${sql.placeholder('cashAccountId')}::int8)`,
);

const refusals = ['recorded', 'no_bet', 'bet_currency', 'bet_settled'] as const;

function written([row]: readonly Record<string, unknown>[]): RollbackWritten {
  const status = row?.status;
  if (status === 'ok' || status === 'ok_empty') {
    return { status, balance: toBigInt(row?.balance_after), refunded: toBigInt(row?.refunded) };
  }
  const refusal = refusals.find((known) => known === status);
  if (!refusal) throw new Error(`unexpected outcome of a rollback's statement: ${String(status)}`);
  return { status: refusal };
}

export function rollBackBet(executor: DbExecutor, write: RollbackWrite): Promise<RollbackWritten> {
  const values = { ...write, cashAccountId: write.cashAccountId.toString() };
  return runWalletStatement(rollBackStatement, executor, values, written, { status: 'recorded' });
}
