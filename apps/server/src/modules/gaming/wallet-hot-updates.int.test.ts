// What the wallet's indexes must and must not be (decisions 0319 and 0320). An update that changes no
// indexed column, and fits its page, is a HOT update, which writes no index entry: a bet, a win and a
// rollback update the player's balance, the bet's state and the round's totals, and no index of those
// tables may hold the columns they change, in its keys, its expressions or its predicate. And a win's and
// a rollback's lookup of their bet, planned once per connection, must find it through the unique index
// whatever the table's size when the plan was made.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { queryRows } from '../../db/sql';

const ctx = useTestApp();

/** The columns each table's wallet updates change (migrations 0023 and 0038). */
const updated: Record<string, readonly string[]> = {
  ledger_accounts: ['debits_posted', 'credits_posted'],
  provider_transactions: ['state', 'bonus_id', 'bonus_amount', 'bonus_wagered'],
  game_rounds: ['bet_total', 'win_total', 'refund_total', 'closed', 'updated_at'],
};

/** Each index of `table` with the columns it holds: key columns, and those its expressions and predicate name. */
async function indexedColumns(table: string): Promise<Map<string, Set<string>>> {
  const rows = await queryRows<{ index: string; column: string }>(
    ctx.app.database.db,
    sql`
      select c.relname as index, a.attname as column
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum > 0 and not a.attisdropped
      where i.indrelid = ${table}::regclass
        and (a.attnum = any (i.indkey)
          or coalesce(pg_get_expr(i.indpred, i.indrelid), '') ~ ('\\m' || a.attname || '\\M')
          or coalesce(pg_get_expr(i.indexprs, i.indrelid), '') ~ ('\\m' || a.attname || '\\M'))`,
  );
  const byIndex = new Map<string, Set<string>>();
  for (const row of rows) {
    const columns = byIndex.get(row.index) ?? new Set<string>();
    columns.add(row.column);
    byIndex.set(row.index, columns);
  }
  return byIndex;
}

describe("a win's lookup of its bet", () => {
  it('uses the unique index in the generic plan made on a small table, as a wallet function keeps it', async () => {
    const db = ctx.app.database.db;
    // PL/pgSQL keeps a generic plan per connection after five calls; it is made on the table as it is then.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(sql`
        prepare bet_of_win (int, text) as
          select * from provider_transactions t
          where t.provider_id = $1 and t.transaction_uuid = $2
          for update`);
      try {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain execute bet_of_win(1, 'a-bet')`,
        );
        const text = plan.map((row) => row['QUERY PLAN']).join('\n');
        expect(text).toMatch(/Index Cond: \(\(provider_id = \$1\) AND \(transaction_uuid = \$2\)\)/);
      } finally {
        await tx.execute(sql`deallocate bet_of_win`);
      }
    });
  });
});

describe('the wallet updates rows in place', () => {
  it('finds the columns of keys, expressions and predicates (the check can fail)', async () => {
    const db = ctx.app.database.db;
    await db.execute(sql`create table hot_probe (a int, b int, c int, d int)`);
    try {
      await db.execute(sql`create index hot_probe_partial on hot_probe (a) where b > 0`);
      await db.execute(sql`create index hot_probe_expression on hot_probe ((c + 1))`);
      const indexes = await indexedColumns('hot_probe');
      expect([...(indexes.get('hot_probe_partial') ?? [])].sort()).toEqual(['a', 'b']);
      expect([...(indexes.get('hot_probe_expression') ?? [])]).toEqual(['c']);
    } finally {
      await db.execute(sql`drop table hot_probe`);
    }
    const rounds = await indexedColumns('game_rounds');
    expect([...(rounds.get('game_rounds_player_by_time') ?? [])].sort()).toEqual([
      'created_at',
      'id',
      'player_id',
    ]);
  });

  for (const [table, columns] of Object.entries(updated)) {
    it(`indexes none of the columns a wallet call updates in ${table}`, async () => {
      const indexes = await indexedColumns(table);
      expect(indexes.size).toBeGreaterThan(0);
      const held = [...indexes].flatMap(([index, indexed]) =>
        columns.filter((column) => indexed.has(column)).map((column) => `${index}: ${column}`),
      );
      expect(held).toEqual([]);
    });
  }
});
