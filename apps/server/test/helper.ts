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

/** A migrated, empty database that only this test file uses. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `rv_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists "${name}" with (force)`);
      await cleaner.end();
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

/** Builds the app on a fresh database; closes both afterwards. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
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

/** Registers beforeAll/afterAll for a test file; the returned object is filled before the tests run. */
export function useTestApp(
  overrides: Record<string, string> = {},
  dependencies: Omit<AppDependencies, 'database'> = {},
): TestApp {
  const holder = {} as { current?: TestApp & { close(): Promise<void> } };
  beforeAll(async () => {
    holder.current = await createTestApp(overrides, dependencies);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  const read = (): TestApp => {
    if (!holder.current) throw new Error('useTestApp: the app is used before beforeAll ran');
    return holder.current;
  };
  return {
    get app() {
      return read().app;
    },
    get database() {
      return read().database;
    },
    get config() {
      return read().config;
    },
  };
}
