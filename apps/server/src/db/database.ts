// One database interface over two drivers: embedded PostgreSQL (PGlite) in DATA_DIR when DATABASE_URL is
// unset, node-postgres when it is set. Everything above this file sees only `Database`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { trackCommits } from './commit-hooks';
import * as schema from './schema';

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../migrations',
);

export type Schema = typeof schema;
/**
 * Both drivers share Drizzle's PostgreSQL query builder; they differ only in the raw result of
 * `execute()`, where both carry `rows`. The node-postgres type is used for both; read `rows` (or use
 * `.returning()`), never `rowCount`, which PGlite names `affectedRows`.
 */
export type Db = NodePgDatabase<Schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbExecutor = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Round trip to the database; resolves with the latency in milliseconds. */
  ping(): Promise<number>;
  migrate(): Promise<void>;
  /**
   * Takes a session-level advisory lock on a connection of its own (single-instance workers); resolves
   * with its release, or undefined when another session holds it.
   */
  tryAdvisoryLock(key: bigint): Promise<(() => Promise<void>) | undefined>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball that `pgliteLoadDataDir` can start another from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset means embedded PGlite. */
  readonly url?: string | undefined;
  /** PGlite data directory, or `memory://` for a throwaway database. */
  readonly pgliteDataDir?: string;
  /**
   * A tarball from PGlite's `dumpDataDir()` that a new `pgliteDataDir` starts from (the integration
   * tests' migrated template); ignored for a data directory that already holds a database.
   */
  readonly pgliteLoadDataDir?: Blob;
  readonly poolSize?: number;
}

type AdvisoryLock = Database['tryAdvisoryLock'];

/**
 * One holder per key within the process as well: a session's advisory locks stack (a second
 * `pg_try_advisory_lock` of a key the session holds succeeds), and every lock of a process is held by one
 * session, so the process itself refuses a key it holds.
 */
function oneHolderPerKey(tryLock: AdvisoryLock): AdvisoryLock {
  const held = new Set<bigint>();
  return async (key) => {
    if (held.has(key)) return undefined;
    held.add(key);
    let release: Awaited<ReturnType<AdvisoryLock>>;
    try {
      release = await tryLock(key);
    } finally {
      if (!release) held.delete(key);
    }
    if (!release) return undefined;
    const unlock = release;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      held.delete(key);
      await unlock();
    };
  };
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return Math.round((performance.now() - started) * 100) / 100;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle client that loses its connection emits here; without a listener it would crash the process.
    pool.on('error', () => undefined);
    const db = trackCommits(drizzlePostgres(pool, { schema }) as unknown as Db);
    // Advisory locks are held by a session: one connection of their own, outside the pool, holds every lock
    // this process takes (the single-instance workers', the start-up work's), so that held locks never use
    // up the pool the requests need.
    const url = options.url;
    let locks: Promise<pg.Client> | undefined;
    const lockConnection = () => {
      locks ??= (async () => {
        const client = new pg.Client({ connectionString: url });
        const forget = () => {
          locks = undefined;
        };
        client.on('error', forget);
        client.on('end', forget);
        await client.connect();
        return client;
      })().catch((error: unknown) => {
        locks = undefined;
        throw error;
      });
      return locks;
    };
    // The workers ask for their locks at the same moments: their statements take turns on the one
    // connection (a client runs one query at a time; the driver's own queue for more is going away).
    let lockTurn: Promise<unknown> = Promise.resolve();
    const onLockConnection = <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
      const turn = lockTurn.then(async () => run(await lockConnection()));
      lockTurn = turn.catch(() => undefined);
      return turn;
    };
    return {
      db,
      driver: 'postgres',
      ping: () => timed(() => pool.query('select 1')),
      migrate: () => migratePostgres(drizzlePostgres(pool, { schema }), { migrationsFolder }),
      tryAdvisoryLock: oneHolderPerKey(async (key) => {
        const result = await onLockConnection((client) =>
          client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [
            key.toString(),
          ]),
        );
        if (!result.rows[0]?.locked) return undefined;
        return async () => {
          // A broken connection ends its session, and the lock with it.
          await onLockConnection((client) =>
            client.query('select pg_advisory_unlock($1::bigint)', [key.toString()]),
          ).catch(() => undefined);
        };
      }),
      close: async () => {
        await pool.end();
        const client = await locks?.catch(() => undefined);
        await client?.end().catch(() => undefined);
      },
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true });
  // Extensions the migrations create (CREATE EXTENSION) must be compiled into PGlite's build and named here.
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: trackCommits(pgliteDb as unknown as Db),
    driver: 'pglite',
    ping: () => timed(() => pgliteDb.execute(sql`select 1`)),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    // One process owns an embedded database, and its one session holds the lock.
    tryAdvisoryLock: oneHolderPerKey(async (key) => {
      const result = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1::bigint) as locked',
        [key.toString()],
      );
      if (!result.rows[0]?.locked) return undefined;
      return async () => {
        await client.query('select pg_advisory_unlock($1::bigint)', [key.toString()]);
      };
    }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
