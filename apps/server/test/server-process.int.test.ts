// The process as an operator runs it: it starts, answers, stops cleanly on SIGINT/SIGTERM, and a restart
// reuses its data (the embedded database in DATA_DIR, or the PostgreSQL database of DATABASE_URL).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { healthReply } from '@reelvault/contract/calls/system';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/database';
import { createScratchDatabase, type ScratchDatabase } from './helper';
import { startServerProcess } from './server-process';

describe('the server process', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  const env = (): Record<string, string> => ({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-process-'));
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves health, stops cleanly on SIGINT, and restarts on the same data', async () => {
    const first = await startServerProcess(env());
    const health = healthReply.parse(await (await fetch(`${first.url}/api/health`)).json());
    expect(health.status).toBe('ok');
    expect(health.database.reachable).toBe(true);
    const firstExit = await first.stop('SIGINT');
    expect(firstExit.code).toBe(0);

    const second = await startServerProcess(env());
    const again = healthReply.parse(await (await fetch(`${second.url}/api/health`)).json());
    expect(again.status).toBe('ok');
    const secondExit = await second.stop('SIGTERM');
    expect(secondExit.code).toBe(0);
    expect(second.output()).not.toMatch(/error/i);

    // The second start found the first one's database: every migration is recorded exactly once.
    const database = await openDatabase(
      scratch ? { url: scratch.url } : { pgliteDataDir: path.join(dataDir, 'pgdata') },
    );
    try {
      const applied = await database.db.execute<{ hash: string }>(
        sql`select hash from drizzle.__drizzle_migrations`,
      );
      const migrationFiles = (await readdir(migrationsFolder)).filter((file) => file.endsWith('.sql'));
      expect(applied.rows).toHaveLength(migrationFiles.length);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('refuses to start with bad configuration and names the variable', async () => {
    await expect(startServerProcess({ ...env(), PORT: 'eighty' }, 20_000)).rejects.toThrow(/PORT/);
  });
});
