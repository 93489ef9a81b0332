// SQL of the back office's reads of a player's play: their rounds of every studio page by page, and one
// round with the wallet transactions the studio sent for it.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt, toDate } from '../../db/sql';

export interface PlayerRoundRow {
  readonly id: string;
  readonly round: string;
  readonly providerCode: string;
  readonly providerName: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly betTotal: bigint;
  readonly winTotal: bigint;
  readonly refundTotal: bigint;
  readonly closed: boolean;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export interface RoundTransactionRow {
  readonly transactionUuid: string;
  readonly kind: 'bet' | 'win' | 'rollback';
  readonly state: string;
  readonly amount: bigint | null;
  readonly referenceTransactionUuid: string | null;
  readonly ledgerTransferId: string | null;
  readonly createdAt: Date;
}

const roundColumns = sql`r.id, r.round, p.code as provider_code, p.name as provider_name, r.game_code,
  r.currency, r.bet_total, r.win_total, r.refund_total, r.closed, r.created_at, r.updated_at`;

function roundOf(row: Record<string, unknown>): PlayerRoundRow {
  return {
    id: String(row.id),
    round: String(row.round),
    providerCode: String(row.provider_code),
    providerName: String(row.provider_name),
    gameCode: String(row.game_code),
    currency: String(row.currency),
    betTotal: toBigInt(row.bet_total),
    winTotal: toBigInt(row.win_total),
    refundTotal: toBigInt(row.refund_total),
    closed: row.closed === true || row.closed === 't',
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}

export async function roundsPage(
  executor: DbExecutor,
  playerId: number,
  offset: number,
  limit: number,
): Promise<{ rows: PlayerRoundRow[]; total: number }> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select ${roundColumns} from game_rounds r join game_providers p on p.id = r.provider_id
      where r.player_id = ${playerId}
      order by r.created_at desc, r.id desc offset ${offset} limit ${limit}`,
  );
  const counted = await queryRows<Record<string, unknown>>(
    executor,
    sql`select count(*) as n from game_rounds where player_id = ${playerId}`,
  );
  return { rows: rows.map(roundOf), total: Number(counted[0]?.n ?? 0) };
}

/** The round `id` of the player (undefined when it is another player's), with its transactions. */
export async function roundWithTransactions(
  executor: DbExecutor,
  playerId: number,
  id: string,
): Promise<{ round: PlayerRoundRow; transactions: RoundTransactionRow[] } | undefined> {
  const [found] = await queryRows<Record<string, unknown>>(
    executor,
    sql`select ${roundColumns}, r.provider_id from game_rounds r join game_providers p on p.id = r.provider_id
      where r.id = ${id}::int8 and r.player_id = ${playerId}`,
  );
  if (!found) return undefined;
  const transactions = await queryRows<Record<string, unknown>>(
    executor,
    sql`select transaction_uuid, kind, state, amount, reference_transaction_uuid, ledger_transfer_id, created_at
      from provider_transactions
      where provider_id = ${Number(found.provider_id)} and round = ${String(found.round)}
        and player_id = ${playerId}
      order by created_at, id`,
  );
  return {
    round: roundOf(found),
    transactions: transactions.map((row) => ({
      transactionUuid: String(row.transaction_uuid),
      kind: row.kind as RoundTransactionRow['kind'],
      state: String(row.state),
      amount: row.amount === null ? null : toBigInt(row.amount),
      referenceTransactionUuid:
        row.reference_transaction_uuid === null ? null : String(row.reference_transaction_uuid),
      ledgerTransferId: row.ledger_transfer_id === null ? null : String(row.ledger_transfer_id),
      createdAt: toDate(row.created_at),
    })),
  };
}
