// `npm run ledger:check` as an operator runs it: on the configured database (here an embedded one in a
// DATA_DIR of its own, or a scratch PostgreSQL database with DATABASE_URL), exit 0 when the books balance,
// exit 1 naming the first broken account when they do not.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../src/db/database';
import { createWalletService } from '../src/modules/wallet/service';
import { createMigratedDataDir, createMigratedScratchDatabase, type ScratchDatabase } from './helper';
import { fundedPlayer } from './ledger';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('npm run ledger:check', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  let options: DatabaseOptions;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-ledger-check-'));
    if (process.env.DATABASE_URL) scratch = await createMigratedScratchDatabase(process.env.DATABASE_URL);
    else await createMigratedDataDir(path.join(dataDir, 'pgdata'));
    options = scratch ? { url: scratch.url } : { pgliteDataDir: path.join(dataDir, 'pgdata') };
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function onDatabase(work: (wallet: ReturnType<typeof createWalletService>) => Promise<void>) {
    const database = await openDatabase(options);
    try {
      await work(createWalletService(database));
    } finally {
      await database.close();
    }
  }

  function check() {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ledger-check.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    return { code: run.status, output: `${run.stdout}${run.stderr}` };
  }

  it('exits 0 when every invariant holds', async () => {
    await onDatabase(async (wallet) => {
      await fundedPlayer(wallet, 2_500n);
      await fundedPlayer(wallet, 990n, 'JPY');
    });
    const result = check();
    expect(result.output).toContain('All invariants hold.');
    expect(result.output).toContain('EUR: credits minus debits 0.00 posted, 0.00 pending');
    expect(result.code).toBe(0);
  }, 120_000);

  it('exits 1 and names the first account whose stored balance is not the sum of its transfers', async () => {
    let accountId = '';
    await onDatabase(async (wallet) => {
      const { accounts } = await fundedPlayer(wallet, 1_000n);
      accountId = accounts.cash.id.toString();
      await wallet.database.db.execute(
        sql`update ledger_accounts set credits_posted = credits_posted + 1 where id = ${accountId}::int8`,
      );
    });
    const result = check();
    expect(result.code).toBe(1);
    expect(result.output).toContain(`First: account ${accountId} (player_cash of player`);
    expect(result.output).toContain('stored creditsPosted 1001 but its transfers sum to 1000');
  }, 120_000);
});
