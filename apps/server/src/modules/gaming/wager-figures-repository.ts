// SQL of the rakeback's read (decision 1124): per window of a player's play, the cash stake and the cash
// refunds per game. The ledger's transfers say what was posted and when (found through the player's cash
// account and the per-account time indexes); their ids (`bet:<provider>:<transaction_uuid>`, and
// `refund:` with the refunded bet's) find the bet's provider transaction, which names the game.
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/database';
import { queryRows, toBigInt } from '../../db/sql';
import { accountKinds } from '../wallet/service';

/** A stretch of one player's play, named by the caller's `key`: [from, to). */
export interface WagerWindow {
  readonly key: string;
  readonly playerId: number;
  readonly from: Date;
  readonly to: Date;
}

/** A window's cash bets and the cash refunds made in it, of one game, minor units of `currency`. */
export interface GameWagerRow {
  readonly key: string;
  readonly gameCode: string;
  readonly currency: string;
  readonly bets: bigint;
  readonly refunds: bigint;
}

/** How many windows one statement reads. */
const windowsPerStatement = 500;

// The provider and the transaction of a bet's or a refund's transfer id; null for an id of another form.
const providerOf = sql`case when t.id ~ '^(bet|refund):[0-9]{1,9}:' then split_part(t.id, ':', 2)::int4 end`;
const transactionOf = sql`substr(t.id, length(split_part(t.id, ':', 1)) + length(split_part(t.id, ':', 2)) + 3)`;

/** A window's posted transfers of `kind` on one `side` of the player's cash account. */
const movesOf = (side: 'debit_account_id' | 'credit_account_id', kind: 'bet' | 'refund') => sql`
  select w.key, t.id, t.kind, t.amount, t.currency
  from w
  join ledger_accounts a on a.player_id = w.player_id and a.kind = ${accountKinds.playerCash}
  join ledger_transfers t on t.${sql.identifier(side)} = a.id
    and t.created_at >= w.from_at and t.created_at < w.to_at
  where t.kind = ${kind} and t.phase = 'posted'`;

async function readWindows(executor: DbExecutor, windows: readonly WagerWindow[]): Promise<GameWagerRow[]> {
  const values = sql.join(
    windows.map(
      (window) =>
        sql`(${window.key}::text, ${window.playerId}::int4, ${window.from.toISOString()}::timestamptz, ${window.to.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`
      with w (key, player_id, from_at, to_at) as (values ${values}),
      moves as (${movesOf('debit_account_id', 'bet')} union all ${movesOf('credit_account_id', 'refund')})
      select m.key, p.game_code, m.currency,
        coalesce(sum(m.amount) filter (where m.kind = 'bet'), 0) as bets,
        coalesce(sum(m.amount) filter (where m.kind = 'refund'), 0) as refunds
      from (
        select t.key, t.kind, t.amount, t.currency, ${providerOf} as provider_id, ${transactionOf} as transaction_uuid
        from moves t
      ) m
      join provider_transactions p on p.provider_id = m.provider_id
        and p.transaction_uuid = m.transaction_uuid and p.kind = 'bet'
      group by m.key, p.game_code, m.currency
      order by m.key, p.game_code`,
  );
  return rows.map((row) => ({
    key: String(row.key),
    gameCode: String(row.game_code),
    currency: String(row.currency),
    bets: toBigInt(row.bets ?? 0),
    refunds: toBigInt(row.refunds ?? 0),
  }));
}

/** Cash bets and cash refunds per window and game, all windows in a few statements. */
export async function cashWagersByGame(
  executor: DbExecutor,
  windows: readonly WagerWindow[],
): Promise<GameWagerRow[]> {
  const rows: GameWagerRow[] = [];
  for (let start = 0; start < windows.length; start += windowsPerStatement) {
    rows.push(...(await readWindows(executor, windows.slice(start, start + windowsPerStatement))));
  }
  return rows;
}
