// The ledger's SQL for the rewards (decisions 1120-1122): what each player's cash did in the games over a
// period (the cashback's net loss), who bet in a window (the VIP and referral pass), what a player wagered
// from cash and bonus, and a player's first credited deposit. Read from the transfers themselves: a
// period's reads walk `ledger_transfers_time`, a player's the per-account indexes.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt, toDate } from '../../db/sql';
import { accountKinds } from './ledger';

export interface CashPlayRow {
  readonly playerId: number;
  readonly currency: string;
  readonly bets: bigint;
  readonly wins: bigint;
  readonly refunds: bigint;
}

const settled = sql`t.phase in ('posted', 'post')`;

/** Per player and currency: bets from the cash account, wins and refunds into it, over [from, to). */
export async function cashPlay(executor: DbExecutor, from: Date, to: Date): Promise<CashPlayRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select a.player_id, a.currency,
        coalesce(sum(m.amount) filter (where m.kind = 'bet'), 0) as bets,
        coalesce(sum(m.amount) filter (where m.kind = 'win'), 0) as wins,
        coalesce(sum(m.amount) filter (where m.kind = 'refund'), 0) as refunds
      from (
        select case when t.kind = 'bet' then t.debit_account_id else t.credit_account_id end as account_id,
          t.kind, t.amount
        from ledger_transfers t
        where t.created_at >= ${from.toISOString()}::timestamptz
          and t.created_at < ${to.toISOString()}::timestamptz
          and t.kind in ('bet', 'win', 'refund') and ${settled}
      ) m
      join ledger_accounts a on a.id = m.account_id and a.kind = ${accountKinds.playerCash}
      group by a.player_id, a.currency
      order by a.player_id`,
  );
  return rows.map((row) => ({
    playerId: Number(row.player_id),
    currency: String(row.currency),
    bets: toBigInt(row.bets ?? 0),
    wins: toBigInt(row.wins ?? 0),
    refunds: toBigInt(row.refunds ?? 0),
  }));
}

/** Players who placed a bet (from cash or bonus) in [from, to). */
export async function bettingPlayers(executor: DbExecutor, from: Date, to: Date): Promise<number[]> {
  const rows = await queryRows<{ player_id: unknown }>(
    executor,
    sql`
      select distinct a.player_id
      from ledger_transfers t
      join ledger_accounts a on a.id = t.debit_account_id
      where t.created_at >= ${from.toISOString()}::timestamptz
        and t.created_at < ${to.toISOString()}::timestamptz
        and t.kind = 'bet' and ${settled}
        and a.kind in (${accountKinds.playerCash}, ${accountKinds.playerBonus})
      order by a.player_id`,
  );
  return rows.map((row) => Number(row.player_id));
}

/** What the player wagered (bets less refunds, cash and bonus) since `since`, or ever; per currency. */
export async function playerWagered(
  executor: DbExecutor,
  playerId: number,
  since: Date | undefined,
): Promise<{ currency: string; wagered: bigint }[]> {
  const after = since ? sql`and t.created_at >= ${since.toISOString()}::timestamptz` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select a.currency,
        coalesce((select sum(t.amount) from ledger_transfers t
          where t.debit_account_id = a.id and t.kind = 'bet' and ${settled} ${after}), 0)
        - coalesce((select sum(t.amount) from ledger_transfers t
          where t.credit_account_id = a.id and t.kind = 'refund' and ${settled} ${after}), 0) as wagered
      from ledger_accounts a
      where a.player_id = ${playerId}
        and a.kind in (${accountKinds.playerCash}, ${accountKinds.playerBonus})`,
  );
  const totals = new Map<string, bigint>();
  for (const row of rows) {
    const currency = String(row.currency);
    totals.set(currency, (totals.get(currency) ?? 0n) + toBigInt(row.wagered ?? 0));
  }
  return [...totals].map(([currency, wagered]) => ({ currency, wagered }));
}

/** The player's first deposit credited to cash (posted at once, or a hold posted), if any. */
export async function firstDeposit(
  executor: DbExecutor,
  playerId: number,
): Promise<{ amount: bigint; currency: string; at: Date } | undefined> {
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      select t.amount, t.currency, t.created_at
      from ledger_accounts a
      join ledger_transfers t on t.credit_account_id = a.id and t.kind = 'deposit' and ${settled}
      where a.player_id = ${playerId} and a.kind = ${accountKinds.playerCash}
      order by t.created_at, t.id
      limit 1`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    amount: toBigInt(row.amount ?? 0),
    currency: String(row.currency),
    at: toDate(row.created_at),
  };
}
