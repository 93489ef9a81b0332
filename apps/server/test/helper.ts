// Test helpers: each test file gets its own database (an in-memory PGlite, or a database of its own on
// the PostgreSQL server named by DATABASE_URL) and an app built on it, driven with app.inject(). The
// migrated databases are copies of the run's template (see database-template.ts), migrated once per run.
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { databaseUrl, onServer, uniqueDatabaseName } from './database-template';

export interface TestDatabase {
  readonly database: Database;
  drop(): Promise<void>;
}

export interface ScratchDatabase {
  /** postgres:// URL of a new database on the server that DATABASE_URL names. */
  readonly url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the PostgreSQL server named by `serverUrl`, dropped afterwards: empty, or a
 * copy of `template` (a database nobody is connected to).
 */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<ScratchDatabase> {
  const name = uniqueDatabaseName('rv_test');
  await onServer(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * The run's migrated template as a PGlite dump (read once per test file), or undefined when the
 * integration project's global setup did not make one.
 */
let pgliteDump: Promise<Blob> | undefined;
function migratedPgliteDump(): Promise<Blob> | undefined {
  const template = inject('pgliteTemplate');
  if (!template) return undefined;
  pgliteDump ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/** A migrated, empty database that only this test file uses: a copy of the template, else migrated here. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dump = migratedPgliteDump();
    if (dump) {
      const database = await openDatabase({ pgliteDataDir: 'memory://', pgliteLoadDataDir: await dump });
      return { database, drop: () => database.close() };
    }
    const database = await openDatabase({ pgliteDataDir: 'memory://' });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const template = inject('databaseTemplate');
  const scratch = await createScratchDatabase(
    serverUrl,
    template?.driver === 'postgres' ? template.name : undefined,
  );
  const database = await openDatabase({ url: scratch.url, poolSize: 10 });
  if (template?.driver !== 'postgres') await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A migrated database of its own on the PostgreSQL server named by `serverUrl` (a copy of the run's
 * template), for tests that hand its URL to a server process or a command.
 */
export async function createMigratedScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const template = inject('databaseTemplate');
  if (template?.driver === 'postgres') return createScratchDatabase(serverUrl, template.name);
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url, poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return scratch;
}

/**
 * Makes a migrated embedded database in the new data directory `pgliteDataDir` (from the run's template),
 * for tests that hand it to a server process or a command; closed again when this resolves.
 */
export async function createMigratedDataDir(pgliteDataDir: string): Promise<void> {
  const dump = migratedPgliteDump();
  const database = await openDatabase({
    pgliteDataDir,
    ...(dump ? { pgliteLoadDataDir: await dump } : {}),
  });
  try {
    if (!dump) await database.migrate();
  } finally {
    await database.close();
  }
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-test-data-dir',
    WEB_DIST: '/nonexistent-web-dist',
    ADMIN_DIST: '/nonexistent-admin-dist',
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
  // The reports' rollup runs when a test says so (app.reports.rollUp), not on a timer mid-test.
  const app = await buildApp(config, {
    reportsRollupIntervalMs: 0,
    ...dependencies,
    database: testDatabase.database,
  });
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
