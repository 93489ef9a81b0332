// SQL of the back office's reads of a player's payments: gateway deposits and withdrawals of every method
// (with a bank withdrawal's account), newest first, up to the depth a page needs.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt, toDate } from '../../db/sql';

export interface PaymentRecord {
  readonly id: string;
  readonly type: 'deposit' | 'withdrawal';
  readonly channel: 'gateway' | 'bank' | 'crypto';
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

/** The newest `limit` deposits and withdrawals (or one type) of the player, and how many there are. */
export async function playerPayments(
  executor: DbExecutor,
  playerId: number,
  type: 'deposit' | 'withdrawal' | undefined,
  limit: number,
): Promise<{ rows: PaymentRecord[]; total: number }> {
  const deposits = type !== 'withdrawal';
  const withdrawals = type !== 'deposit';
  const depositRows = deposits
    ? await queryRows<Record<string, unknown>>(
        executor,
        sql`select id, method, gateway, status, amount, currency, gateway_reference, gateway_transaction,
            failure_reason, created_at, updated_at
          from deposits where player_id = ${playerId} order by created_at desc, id desc limit ${limit}`,
      )
    : [];
  const withdrawalRows = withdrawals
    ? await queryRows<Record<string, unknown>>(
        executor,
        sql`select w.id, w.kind, w.method, w.status, w.amount, w.currency, w.reason, w.payout_reference,
            w.created_at, w.updated_at, b.iban, b.bank_name, b.swift, b.account_holder
          from withdrawals w left join bank_withdrawal_details b on b.withdrawal_id = w.id
          where w.player_id = ${playerId} order by w.created_at desc, w.id desc limit ${limit}`,
      )
    : [];
  const counted = await queryRows<Record<string, unknown>>(
    executor,
    sql`select
      ${deposits ? sql`(select count(*) from deposits where player_id = ${playerId})` : sql`0`} +
      ${withdrawals ? sql`(select count(*) from withdrawals where player_id = ${playerId})` : sql`0`} as n`,
  );
  const rows: PaymentRecord[] = [
    ...depositRows.map((row): PaymentRecord => ({
      id: String(row.id),
      type: 'deposit' as const,
      channel: 'gateway' as const,
      method: String(row.method),
      status: String(row.status),
      amount: toBigInt(row.amount),
      currency: String(row.currency),
      detail: {
        gateway: text(row.gateway),
        gateway_transaction: text(row.gateway_transaction),
        failure_reason: text(row.failure_reason),
      },
      reference: text(row.gateway_reference),
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
    })),
    ...withdrawalRows.map((row): PaymentRecord => ({
      id: String(row.id),
      type: 'withdrawal' as const,
      channel: row.kind === 'crypto' ? ('crypto' as const) : ('bank' as const),
      method: String(row.method),
      status: String(row.status),
      amount: toBigInt(row.amount),
      currency: String(row.currency),
      detail:
        row.kind === 'crypto'
          ? { reason: text(row.reason) }
          : {
              iban: text(row.iban),
              bank_name: text(row.bank_name),
              swift: text(row.swift),
              account_holder: text(row.account_holder),
              reason: text(row.reason),
            },
      reference: text(row.payout_reference),
      createdAt: toDate(row.created_at),
      updatedAt: toDate(row.updated_at),
    })),
  ];
  return { rows, total: Number(counted[0]?.n ?? 0) };
}
