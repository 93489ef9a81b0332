// What a wallet call updates in place (decision 0319): an update that changes no indexed column, and fits
// its page, is a HOT update, which writes no index entry. A bet, a win and a rollback update the player's
// balance, the bet's state and the round's totals; no index of those tables may hold the columns they
// change, in its keys, its expressions or its predicate, or every such update writes an entry in each of
// the table's indexes.
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
