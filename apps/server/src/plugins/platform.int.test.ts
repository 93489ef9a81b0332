// The configured database as the server opens it: the embedded one gathers its planner statistics at each
// start, as it has no autovacuum (the player search's plans depend on them, docs/performance.md).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { queryRows } from '../db/sql';
import { openConfiguredDatabase } from './platform';

describe('the configured database', () => {
  it('gathers planner statistics at each start of the embedded database', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-platform-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const statistics = async (database: Database) => {
      const columns = await queryRows<{ n: unknown }>(
        database.db,
        sql`select count(*) as n from pg_stats where tablename = 'users' and attname = 'status'`,
      );
      const combinations = await queryRows<{ n: unknown }>(
        database.db,
        sql`select count(*) as n from pg_stats_ext
            where statistics_name = 'users_filter_stats' and most_common_vals is not null`,
      );
      return { columns: Number(columns[0]?.n), combinations: Number(combinations[0]?.n) };
    };
    try {
      const first = await openConfiguredDatabase(config);
      try {
        await first.db.execute(sql`
          insert into users (username, email, password_hash, currency, status, age_confirmed_at,
            password_changed_at, created_at, updated_at)
          select 'stats' || n, 'stats' || n || '@mail.test', '!', 'EUR', case when n % 10 = 0 then 2 else 1 end,
            now(), now(), now(), now()
          from generate_series(1, 200) n`);
        expect(await statistics(first)).toEqual({ columns: 0, combinations: 0 });
      } finally {
        await first.close();
      }
      const second = await openConfiguredDatabase(config);
      try {
        expect(await statistics(second)).toEqual({ columns: 1, combinations: 1 });
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
