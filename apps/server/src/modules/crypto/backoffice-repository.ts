// SQL of the back office's reads of a player's crypto payments: the payments seen on their addresses, and
// what a crypto withdrawal adds to the cashier's row (coin, network, address, the payout's hash).
import { formatAmount } from '@reelvault/contract/money';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt, toDate } from '../../db/sql';

export interface CryptoPaymentRecord {
  readonly id: string;
  readonly type: 'deposit';
  readonly channel: 'crypto';
  readonly method: string;
  readonly status: string;
  readonly amount: bigint | null;
  readonly currency: string;
  readonly detail: Readonly<Record<string, string | null>>;
  readonly reference: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

/** The newest `limit` crypto payments to the player's addresses, and how many there are. */
export async function playerCryptoDeposits(
  executor: DbExecutor,
  playerId: number,
  limit: number,
): Promise<{ rows: CryptoPaymentRecord[]; total: number }> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select id, chain, network, coin, tx_hash, address, coin_amount, coin_decimals, confirmations,
        required_confirmations, status, amount, currency, rate, note, first_seen_at, updated_at
      from crypto_deposits where player_id = ${playerId}
      order by first_seen_at desc, id desc limit ${limit}`,
  );
  const counted = await queryRows<Record<string, unknown>>(
    executor,
    sql`select count(*) as n from crypto_deposits where player_id = ${playerId}`,
  );
  return {
    rows: rows.map((row) => ({
      id: String(row.id),
      type: 'deposit',
      channel: 'crypto',
      method: String(row.coin),
      status: String(row.status),
      amount: row.amount === null ? null : toBigInt(row.amount),
      currency: String(row.currency),
      detail: {
        network: text(row.network),
        address: text(row.address),
        coin_amount: formatAmount(toBigInt(row.coin_amount), Number(row.coin_decimals)),
        confirmations: `${Number(row.confirmations)}/${Number(row.required_confirmations)}`,
        rate: text(row.rate),
        note: text(row.note),
      },
      reference: text(row.tx_hash),
      createdAt: toDate(row.first_seen_at),
      updatedAt: toDate(row.updated_at),
    })),
    total: Number(counted[0]?.n ?? 0),
  };
}

/** The crypto side of these withdrawals, by withdrawal id. */
export async function cryptoWithdrawalFacts(
  executor: DbExecutor,
  ids: readonly string[],
): Promise<Map<string, Record<string, string | null>>> {
  if (ids.length === 0) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select withdrawal_id, coin, network, address, coin_amount, coin_decimals, network_fee, tx_hash, rate
      from crypto_withdrawal_details where withdrawal_id in (${list})`,
  );
  return new Map(
    rows.map((row) => [
      String(row.withdrawal_id),
      {
        coin: text(row.coin),
        network: text(row.network),
        address: text(row.address),
        coin_amount: formatAmount(toBigInt(row.coin_amount), Number(row.coin_decimals)),
        network_fee: formatAmount(toBigInt(row.network_fee), Number(row.coin_decimals)),
        tx_hash: text(row.tx_hash),
        rate: text(row.rate),
      },
    ]),
  );
}
