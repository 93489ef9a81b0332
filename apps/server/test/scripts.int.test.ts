// Every command-line script and benchmark in package.json, run as an operator runs it: `npm run <name> --
// <args>` from the repository, as a child process, with a DATA_DIR of its own (the embedded database) or a
// scratch PostgreSQL database when DATABASE_URL is set. Each must exit 0 and print what it promises; the
// benchmarks run in their quick mode, which plays every part at a tiny size and stops on any failed call.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFigures } from '../src/demo/catalogue-feed';
import { keptDemoWallet } from '../src/modules/crypto/keys';
import { createDemoEvmSigner } from '../src/modules/crypto/signer';
import { testFeed } from './catalogue-feed';
import { startDevChain, type DevChain } from './chain/dev-chain';
import { hub88GameEntry, Hub88Fixture } from './hub88-fixture';
import { createMigratedDataDir, createMigratedScratchDatabase, type ScratchDatabase } from './helper';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const packageScripts = Object.keys(
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts,
);

/** Scripts this file does not run, and why. */
const skipped: Record<string, string> = {
  start: 'serves until stopped; the server process tests start the same main.ts',
  'start:cluster': 'serves until stopped; cluster.int.test.ts starts it and stops it with SIGTERM',
  soak: 'cluster.int.test.ts runs npm run soak -- --short in the PostgreSQL pass',
  dev: 'a development server with file watching, serving until stopped',
  build: 'builds the web app and the studio client; the browser tests run it',
  test: 'the whole suite, this file included',
  'test:unit': 'a test project of its own',
  'test:integration': 'the project this file belongs to',
  'test:e2e': 'the browser tests, run on their own',
  lint: 'checked by npm test',
  'lint:cycles': 'part of npm run lint; tools/import-rules.test.ts runs it on fixtures',
  format: 'rewrites the working tree',
  'format:check': 'checked by npm test',
  typecheck: 'checked by npm test',
  lighthouse: 'builds the site and drives Chromium for minutes; docs/decisions/1005',
  'db:generate': 'writes a migration when the schema changed; nothing to run against',
};

/** Scripts this file runs; a script added to package.json must be added here or to `skipped`. */
const covered = [
  'provider:add',
  'admin:create',
  'catalogue:demo-feed',
  'catalogue:import',
  'crypto:reconcile',
  'ledger:check',
  'openapi',
  'fair:par',
  'fair:simulate',
  'fair:blackjack',
  'bench:catalogue',
  'bench:wallet',
  'bench:admin-search',
  'reports:check',
  'bench:reports',
  'fuzz',
  'aggregators:add',
  'aggregators:sync',
  'aggregators:reconcile',
];

interface Run {
  readonly code: number | null;
  readonly output: string;
}

// A command may run for its whole budget (90 s unless a test says otherwise, see `succeeds`): the
// tests' own limit is above it, so a slow run fails with the command's output, not a bare time-out.
describe('npm run scripts', { timeout: 120_000 }, () => {
  let workDir: string;
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-scripts-'));
    dataDir = path.join(workDir, 'data');
    if (process.env.DATABASE_URL) scratch = await createMigratedScratchDatabase(process.env.DATABASE_URL);
    else await createMigratedDataDir(path.join(dataDir, 'pgdata'));
  });
  afterAll(async () => {
    await scratch?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  /**
   * `npm run <name> -- <args>` in the repository, as from a shell: no test-runner variables, the
   * configured database of this file (the benchmarks get the PostgreSQL server, where they make their own).
   */
  function npmRun(
    name: string,
    args: readonly string[],
    options: { env?: Record<string, string>; input?: string; timeoutMs: number },
  ): Promise<Run> {
    const env = {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
      ),
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? '',
      ...options.env,
    };
    return new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', name, '--', ...args], {
        cwd: repoRoot,
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stdin.end(options.input ?? '');
      const timer = setTimeout(() => {
        child.kill('SIGTERM');
        reject(new Error(`npm run ${name} did not finish within ${options.timeoutMs / 1000} s:\n${output}`));
      }, options.timeoutMs);
      child.on('error', reject);
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output });
      });
    });
  }

  /** Runs a script and expects exit code 0, showing its output when it is not. */
  async function succeeds(
    name: string,
    args: readonly string[],
    options: { env?: Record<string, string>; input?: string; timeoutMs?: number } = {},
  ): Promise<string> {
    const run = await npmRun(name, args, { timeoutMs: 90_000, ...options });
    expect(run.code, run.output).toBe(0);
    return run.output;
  }

  it('runs every script of package.json here, or names why not', () => {
    expect([...covered, ...Object.keys(skipped)].sort()).toEqual([...packageScripts].sort());
  });

  it('provider:add registers a studio and prints the platform key', async () => {
    const publicKeyFile = path.join(workDir, 'studio.pem');
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await writeFile(publicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }));
    const output = await succeeds('provider:add', [
      '--code',
      'script-studio',
      '--name',
      'Script Studio',
      '--public-key',
      publicKeyFile,
    ]);
    expect(output).toContain('Registered provider script-studio (Script Studio), status active.');
    expect(output).toContain('-----BEGIN PUBLIC KEY-----');
  }, 120_000);

  it('admin:create makes an operator and prints its two-factor secret', async () => {
    const output = await succeeds('admin:create', [
      '--email',
      'scripts.reviewer@example.com',
      '--role',
      'compliance',
      '--json',
    ]);
    const created = JSON.parse(output.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
    expect(created).toMatchObject({ email: 'scripts.reviewer@example.com', role: 'compliance' });
    expect(created.password).toEqual(expect.any(String));
    expect(created.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
  }, 120_000);

  it('catalogue:demo-feed writes the whole demo feed', async () => {
    const feedFile = path.join(workDir, 'demo-feed.json');
    await succeeds('catalogue:demo-feed', [feedFile]);
    const feed = JSON.parse(await readFile(feedFile, 'utf8')) as { providers: unknown[]; games: unknown[] };
    expect(feed.providers).toHaveLength(demoFigures.providers);
    expect(feed.games).toHaveLength(demoFigures.games);
  });

  it('catalogue:import imports a feed into the configured database', async () => {
    const feed = testFeed();
    const feedFile = path.join(workDir, 'feed.json');
    await writeFile(feedFile, JSON.stringify(feed));
    const output = await succeeds('catalogue:import', [feedFile]);
    expect(output).toContain(`Imported ${feedFile} into ${scratch ? 'postgres' : 'pglite'}`);
    expect(output).toContain(`games: ${feed.games.length} added, 0 updated, 0 retired, 0 unchanged`);
  }, 120_000);

  describe('crypto:reconcile', () => {
    let chain: DevChain;
    beforeAll(async () => {
      chain = await startDevChain();
    });
    afterAll(async () => {
      await chain.close();
    });

    it("reconciles the hot wallet's transactions on its chain with the stored payouts", async () => {
      // The embedded demo wallet, as the server makes it on its first start: its hot wallet is checked.
      const { seed } = await keptDemoWallet(dataDir);
      const hotWallet = createDemoEvmSigner({ seed, endpoints: {} }).address.toLowerCase();
      const output = await succeeds('crypto:reconcile', [], { env: { CRYPTO_ETHEREUM_RPC_URL: chain.url } });
      expect(output).toContain(
        `ethereum, hot wallet ${hotWallet}: 0 transaction(s) sent, 0 stored payout(s) matched, 0 waiting`,
      );
      expect(output).toContain('All payouts reconcile.');
    }, 120_000);
  });

  it('ledger:check finds the books balanced after the commands above', async () => {
    const output = await succeeds('ledger:check', []);
    expect(output).toMatch(/Ledger check on (pglite|postgres): \d+ accounts/);
    expect(output).toContain('All invariants hold.');
  }, 120_000);

  it('reports:check compares the reports aggregates with the ledger (none before the first pass)', async () => {
    const output = await succeeds('reports:check', []);
    expect(output).toMatch(
      /Reports check on (pglite|postgres): the rollup has not run yet; nothing to compare\./,
    );
  }, 120_000);

  it('aggregators:add connects Hub88, aggregators:sync imports its games, aggregators:reconcile finds the day sound', async () => {
    // The fixture speaks Hub88's Operator API; these commands play no round, so its wallet side is unused.
    const fixture = new Hub88Fixture(
      () => Promise.reject(new Error('the commands play no round')),
      generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey,
    );
    await fixture.start();
    try {
      const privateKeyFile = path.join(workDir, 'hub88-operator.pem');
      const publicKeyFile = path.join(workDir, 'hub88-public.pem');
      await writeFile(privateKeyFile, fixture.operatorPrivateKeyPem);
      await writeFile(publicKeyFile, fixture.hub88PublicKeyPem);
      const added = await succeeds('aggregators:add', [
        '--code',
        'hub88',
        '--name',
        'Hub88',
        '--base-url',
        fixture.url,
        '--operator-id',
        String(fixture.operatorId),
        '--private-key',
        privateKeyFile,
        '--public-key',
        publicKeyFile,
      ]);
      expect(added).toContain(`Aggregator hub88 (Hub88) at ${fixture.url}, operator ${fixture.operatorId}.`);
      expect(added).toContain('-----BEGIN PUBLIC KEY-----');

      fixture.games = [
        hub88GameEntry('sc_gold_rush'),
        hub88GameEntry('sc_live_roulette', { category: 'Live Roulette' }),
      ];
      const synced = await succeeds('aggregators:sync', []);
      expect(synced).toContain('hub88: 2 listed, 2 added, 0 changed, 0 retired, 0 unchanged, 0 left out.');

      const day = new Date().toISOString().slice(0, 10);
      const reconciled = await succeeds('aggregators:reconcile', ['--date', day]);
      expect(reconciled).toContain(`hub88 ${day}: 0 reported, 0 booked, 0 difference(s).`);
    } finally {
      await fixture.close();
    }
  }, 240_000);

  it('openapi writes the OpenAPI 3.1 document', async () => {
    const file = path.join(workDir, 'openapi.json');
    await succeeds('openapi', [file]);
    const document = JSON.parse(await readFile(file, 'utf8')) as { openapi: string; paths: object };
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths)).toContain('/api/auth/login');
  }, 120_000);

  it('fair:par computes a PAR sheet and checks it against the stored one', async () => {
    const output = await succeeds('fair:par', ['--check', 'classic-low']);
    expect(output).toMatch(/^classic-low \(classic-low@/m);
    expect(output).toMatch(/^ {2}RTP +9\d\.\d{6}%/m);
    expect(output).toContain('stored sheet matches');
    expect(output).not.toContain('classic-high');
  });

  it('fair:simulate plays the named model only and compares it with its PAR sheet', async () => {
    const output = await succeeds('fair:simulate', ['classic-medium', '--rounds', '2000']);
    expect(output).toContain('classic-medium: 2000 rounds in');
    expect(output).not.toContain('classic-low');
    expect(output).toContain('All figures within 4 standard errors.');
  });

  it('fair:blackjack computes the house edge for the shoe size asked for', async () => {
    const output = await succeeds('fair:blackjack', ['1']);
    expect(output).toMatch(/^ {4}1 +-?\d+\.\d{4}%/m);
    expect(output).not.toMatch(/^ {4}6 /m);
    expect(output).toMatch(/^unlimited +\d+\.\d{4}%/m);
  });

  it('bench:catalogue -- --quick drives every catalogue call and stops on none', async () => {
    const output = await succeeds('bench:catalogue', ['--quick'], {
      env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
      timeoutMs: 240_000,
    });
    expect(output).toMatch(/^GET \/api\/search\/games +\d+/m);
    expect(output).toMatch(/bench:catalogue completed: \d+ measured calls, every one answered 200\./);
  }, 250_000);

  it('bench:admin-search -- --quick seeds players, searches by every field and filter, and stops on none', async () => {
    const output = await succeeds('bench:admin-search', ['--quick'], {
      env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
      timeoutMs: 240_000,
    });
    expect(output).toMatch(/^2000 players with their sessions and login log seeded in [\d.]+ s/m);
    expect(output).toMatch(/^IP address +10 +[\d.]+ +[\d.]+ +[\d.]+/m);
    expect(output).toMatch(/All searches: p50 [\d.]+ ms, p95 [\d.]+ ms, p99 [\d.]+ ms/);
    expect(output).toMatch(/bench:admin-search completed: 100 measured searches, every one answered 200\./);
  }, 250_000);

  it('bench:reports -- --quick seeds rounds and players, rolls them up and times every report', async () => {
    const output = await succeeds('bench:reports', ['--quick'], {
      env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
      timeoutMs: 240_000,
    });
    expect(output).toMatch(/^20000 rounds and 2000 players seeded in [\d.]+ s/m);
    expect(output).toMatch(/^revenue by day, 30 days +3 +[\d.]+ +[\d.]+/m);
    expect(output).toMatch(/bench:reports completed: every call answered 200 \(quick: times not checked/);
  }, 250_000);

  it('fuzz -- --runs 1 sends every operation of the contract, on the embedded database unless told, and prints its figures', async () => {
    const output = await succeeds('fuzz', ['--runs', '1', '--seed', '25'], {
      env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
      timeoutMs: 240_000,
    });
    expect(output).toMatch(/^fuzz: seed 25, 1 runs per operation and caller$/m);
    expect(output).toMatch(/^operations: [1-9]\d+$/m);
    expect(output).toMatch(/^answers by status: .*\b422: \d+/m);
    expect(output).toMatch(
      new RegExp(`^duration: [\\d.]+ s \\(${process.env.DATABASE_URL ? 'postgres' : 'pglite'}\\)$`, 'm'),
    );
    expect(output).toMatch(/fuzz completed: \d+ requests, every answer kept the rules\./);
  }, 250_000);

  // pgbench and a PostgreSQL server are what this benchmark compares the wallet with: no embedded mode.
  it.skipIf(!process.env.DATABASE_URL)(
    'bench:wallet -- --quick plays every part with registered, verified players, every call answered RS_OK',
    async () => {
      const output = await succeeds('bench:wallet', ['--quick'], {
        env: { DATABASE_URL: process.env.DATABASE_URL ?? '' },
        timeoutMs: 300_000,
      });
      expect(output).toMatch(/4 players registered, verified and paid in through the sandbox gateway/);
      // pgbench, then the spin load, at each of the quick run's client counts (1 and 2).
      for (const clients of ['1 client', '2 clients'])
        expect(output).toMatch(
          new RegExp(
            `^  ${clients}, \\d+ threads, 1 s: \\d+ tps .*PostgreSQL CPU per transaction \\d+\\.\\d+ ms`,
            'm',
          ),
        );
      for (const clients of ['1 client', '2 clients'])
        expect(output).toMatch(
          new RegExp(
            `derived house balance \\(as built\\), ${clients}: 60 spins in [\\d.]+ s, every call answered RS_OK`,
          ),
        );
      // Each load's line: autovacuum's share of PostgreSQL's CPU, and what the backends waited on.
      expect(
        output.match(
          /derived house balance \(as built\), \d clients?: .*\(autovacuum \d+\.\d+\).*; (active backends on average \d+\.\d: (CPU|[A-Za-z]+:[A-Za-z]+) \d+%|no active backend sampled)/g,
        ),
      ).toHaveLength(4);
      // The table: a row per client count with spins/s, p50, p99, CPU ms per spin of server, PostgreSQL
      // and client, the two ratios to pgbench, and no failure.
      expect(output).toMatch(
        /^ +clients +spins\/s +p50 ms +p99 ms +server +PostgreSQL +client +spins\/tps +PG CPU spin\/tx +failures$/m,
      );
      // Both kinds of spin: a third-party provider's separate bet and win, and the studio's one call.
      for (const clients of ['1 client', '2 clients'])
        expect(output).toMatch(
          new RegExp(
            `studio one-call spins, derived house balance \\(as built\\), ${clients}: 60 spins in [\\d.]+ s, every call answered RS_OK`,
          ),
        );
      expect(output).toContain('Spins: bet and win as separate signed calls (third-party providers)');
      expect(output).toContain(
        'Spins: bet and win in one signed call (the in-house studio, transaction/bet-win)',
      );
      for (const clients of [1, 2])
        expect(output.match(new RegExp(`^ +${clients}(?: +\\d+\\.?\\d*){8} +none$`, 'gm'))).toHaveLength(2);
      expect(output).toMatch(/ratio spins\/s : pgbench tps = \d+\.\d+ at 2 clients/);
      expect(output).toMatch(
        /ratio PostgreSQL CPU per spin : per pgbench transaction = \d+\.\d+ at 2 clients/,
      );
      expect(output).toMatch(/studio one-call spins: ratio spins\/s : pgbench tps = \d+\.\d+ at 2 clients/);
      expect(output).toMatch(/stored house balance \(for comparison\), 2 clients: 60 spins in/);
      expect(output).toContain('every answer expected, every balance and transfer as the answers imply');
      expect(output).toContain('bench:wallet completed: every call answered as expected.');
    },
    310_000,
  );
});
