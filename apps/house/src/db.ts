// The database as the studio sees it: Drizzle's PostgreSQL query builder over the connection the platform
// lends it (PGlite or node-postgres), and a transaction runner that retries when PostgreSQL breaks a
// deadlock. The studio never calls the wallet API inside a transaction: on the embedded database every
// query waits for an open transaction, and the wallet API needs the database too.
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { TablesRelationalConfig } from 'drizzle-orm';

export type HouseDb = PgDatabase<PgQueryResultHKT, Record<string, unknown>, TablesRelationalConfig>;
export type HouseTx = PgTransaction<PgQueryResultHKT, Record<string, unknown>, TablesRelationalConfig>;
export type HouseExecutor = HouseDb | HouseTx;

const retryableStates = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs `work` in a transaction, again when it was chosen as a deadlock's victim (work is keyed, so safe). */
export async function transaction<T>(db: HouseDb, work: (tx: HouseTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= 4 || !retryableStates.has(sqlState(error) ?? '')) throw error;
    }
  }
}
