// Test helpers: each test file gets its own database (a fresh PGlite in memory, or a fresh database on
// the PostgreSQL server named by DATABASE_URL) and an app built on it, driven with app.inject().
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';

export interface TestDatabase {
  readonly database: Database;
  drop(): Promise<void>;
}

export interface ScratchDatabase {
  /** postgres:// URL of a new, empty database on the server that DATABASE_URL names. */
  readonly url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database of its own on the PostgreSQL server named by `serverUrl`, dropped afterwards. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `rv_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** A migrated, empty database that only this test file uses. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url, poolSize: 10 });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST: '/nonexistent-web-dist',
    DEMO_SEED: 'false',
    ...overrides,
  });
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: Config;
}

/** What a test may put in place of the real thing (a ManualClock, a fake mail transport). */
export type TestDependencies = Omit<AppDependencies, 'database'>;

/** Builds the app on a fresh database; closes both afterwards. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  dependencies: TestDependencies = {},
): Promise<TestApp & { close(): Promise<void> }> {
  const testDatabase = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { ...dependencies, database: testDatabase.database });
  await app.ready();
  return {
    app,
    database: testDatabase.database,
    config,
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}

/**
 * Registers beforeAll/afterAll for a test file around what `create` makes: the returned object reads
 * through to it, so it can be held at the top of the file before beforeAll has run.
 */
export function useFileFixture<T extends object>(
  name: string,
  create: () => Promise<T & { close(): Promise<void> }>,
): T {
  const holder: { current?: T & { close(): Promise<void> } } = {};
  beforeAll(async () => {
    holder.current = await create();
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  const read = (): T => {
    if (!holder.current) throw new Error(`${name}: used before beforeAll ran`);
    return holder.current;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const target = read();
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** A test file's server on its own database (see useFileFixture). */
export function useTestApp(
  overrides: Record<string, string> = {},
  dependencies: TestDependencies = {},
): TestApp {
  return useFileFixture<TestApp>('useTestApp', () => createTestApp(overrides, dependencies));
}
