// The process as an operator runs it: it starts, answers, stops cleanly on SIGINT/SIGTERM, and a restart
// reuses its data (the embedded database in DATA_DIR, or the PostgreSQL database of DATABASE_URL). In
// embedded mode the operator's commands run through the running server (decision 0028).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { healthReply } from '@reelvault/contract/calls/system';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/database';
import { createScratchDatabase, type ScratchDatabase } from './helper';
import { startServerProcess } from './server-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the server process', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  const env = (): Record<string, string> => ({
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });

  /** Runs a command's script as `npm run` would, on this test's data. */
  async function runScript(script: string, args: string[]) {
    const run = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env(), LOG_LEVEL: 'silent', DATABASE_URL: scratch?.url ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    run.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(run, 'exit')) as [number | null];
    return { code, stdout, output: `${stdout}${stderr}` };
  }

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

  it.skipIf(process.env.DATABASE_URL)(
    'runs admin:create and ledger:check through the running server in embedded mode, and by itself once it stopped',
    async () => {
      const server = await startServerProcess(env());
      try {
        const created = await runScript('apps/server/src/cli/admin-create.ts', [
          '--email',
          'night-shift@example.com',
          '--role',
          'finance',
          '--json',
        ]);
        expect(created.code, created.output).toBe(0);
        const operator = JSON.parse(created.stdout) as { email: string; role: string; password: string };
        expect(operator).toMatchObject({ email: 'night-shift@example.com', role: 'finance' });
        // The operator exists for the running site: the password is right, and the code is asked for.
        const login = await fetch(`${server.url}/api/admin/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: operator.email, password: operator.password }),
        });
        expect(((await login.json()) as { error?: string }).error).toBe('AUTH_2FA_REQUIRED');

        const checked = await runScript('apps/server/src/cli/ledger-check.ts', []);
        expect(checked.code, checked.output).toBe(0);
        expect(checked.output).toContain('Ledger check on pglite');
        expect(checked.output).toContain('All invariants hold.');
        // The server's log carries nothing of what the command answered.
        expect(server.output()).not.toContain(operator.password);
      } finally {
        expect((await server.stop('SIGTERM')).code).toBe(0);
      }
      // No server: the command opens the embedded database itself.
      const alone = await runScript('apps/server/src/cli/ledger-check.ts', []);
      expect(alone.code, alone.output).toBe(0);
      expect(alone.output).toContain('All invariants hold.');
    },
    300_000,
  );

  it('refuses to start with bad configuration and names the variable', async () => {
    await expect(startServerProcess({ ...env(), PORT: 'eighty' }, 20_000)).rejects.toThrow(/PORT/);
  });
});
