// The app-wide things every module plugin reads, decorated once: the config, the database (opened and
// migrated here unless a test brings its own, then closed with the app), the clock, the platform's keys,
// and the route table's guards (filled in by the identity and back-office plugins).
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../clock';
import type { Config } from '../config';
import { startupLockKey, withAdvisoryLock } from '../db/advisory-lock';
import { openDatabase, type Database } from '../db/database';
import { resolveSecrets, type PlatformSecrets } from '../secrets';

export interface PlatformOptions {
  readonly config: Config;
  /** An open, migrated database (tests pass their own); otherwise one is opened from the config. */
  readonly database?: Database;
  /** The time as the services see it (tests move it forward). */
  readonly clock?: Clock;
  /** Keys (tests and tools may pass their own); otherwise resolved from the config, see secrets.ts. */
  readonly secrets?: PlatformSecrets;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    clock: Clock;
    secrets: PlatformSecrets;
  }
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
  });
  // Several processes (decision 0023) migrate one at a time; the later ones find nothing left to do.
  await withAdvisoryLock(database, startupLockKey, () => database.migrate());
  // PGlite has no autovacuum: the embedded database gathers its planner statistics at each start, or
  // the player search would plan without them (docs/performance.md).
  if (database.driver === 'pglite') await database.db.execute(sql`analyze`);
  return database;
}

async function platform(app: FastifyInstance, options: PlatformOptions): Promise<void> {
  const { config } = options;
  const database = options.database ?? (await openConfiguredDatabase(config));
  if (!options.database) app.addHook('onClose', async () => database.close());
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('secrets', options.secrets ?? (await resolveSecrets(config)));
  app.decorate('authGuards', {});
}

export const platformPlugin = fp(platform, { name: 'platform' });
