// `npm run soak`: several nodes behind HAProxy under a mixed load for a bounded time, with faults
// (decision 0027). On a scratch database on DATABASE_URL's PostgreSQL server (required; dropped at the
// end) and a Redis of its own (redis-server on a free loopback port, no persistence), it starts the nodes
// as `npm run start:cluster` does (cluster-nodes.ts), makes verified players with money the way real
// ones are made (bench-players.ts), and plays them (soak-load.ts) while, a third of the way in, one node is
// killed with SIGKILL (the cluster starts it again) and, at two thirds, Redis is restarted. It prints
// the requests, the failures by kind, latency percentiles per kind and each node's memory over time, then
// runs ledger:check and compares every player's stored balance with what their settled calls add up to.
// Exit code 1 on any failure other than calls in flight on the killed node that a retry settled, on a
// broken ledger or on a balance off; 64 on bad arguments. SOAK_SECONDS (120), SOAK_NODES (3),
// SOAK_PLAYERS (16); `-- --short`: 30 s, 2 nodes, 6 players (CI).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/database';
import { queryRows } from '../src/db/sql';
import { publicKeyPem } from '../src/modules/gaming/signatures';
import { operator } from '../test/backoffice';
import { databaseUrl, onServer, uniqueDatabaseName } from '../test/database-template';
import { openVerifiedPlayers, withSetupApp } from './bench-players';
import { freePort, nodeArguments, repoRoot, startCluster, type Cluster } from './cluster-nodes';
import {
  callTimeoutMs,
  LoadFigures,
  operatorLoop,
  percentile,
  playerLoop,
  type LoadTarget,
  type VirtualPlayer,
} from './soak-load';

const usage = 'usage: npm run soak [-- --short]  (DATABASE_URL=postgres://... required)';
const redisBinary = '/usr/bin/redis-server';
/** How long HAProxy may still pick a killed node: three failed checks, 2 s apart (the template). */
const takenOutMs = 6_000;
/** What each player is paid in before the load, in euro cents. */
const startingCents = 50_000;

function settings() {
  let short = false;
  try {
    short = parseArgs({ options: { short: { type: 'boolean' } } }).values.short === true;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    process.exit(64);
  }
  const read = (name: string, full: number, tiny: number, least: number) => {
    const value = Number(process.env[name] ?? (short ? tiny : full));
    if (!Number.isInteger(value) || value < least) {
      process.stderr.write(
        `${name}: a whole number of at least ${least} (got "${process.env[name]}")\n${usage}\n`,
      );
      process.exit(64);
    }
    return value;
  };
  return {
    seconds: read('SOAK_SECONDS', 120, 30, 15),
    nodes: read('SOAK_NODES', 3, 2, 2),
    players: read('SOAK_PLAYERS', 16, 6, 1),
  };
}

/** A Redis server of the soak's own, which it can restart without touching the machine's. */
class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    const child = spawn(
      redisBinary,
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) resolve();
      });
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output.slice(-300)}`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await gone;
  }
}

/** Resident memory of a process in MiB, from /proc; undefined once it is gone. */
function residentMiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

interface MemorySample {
  readonly second: number;
  readonly node: string;
  readonly start: number;
  readonly mib: number | undefined;
}

/** The players' cash balances in euro cents as stored, and how many ledger units a cent is. */
async function storedCents(
  database: Database,
  players: readonly VirtualPlayer[],
): Promise<Map<number, number>> {
  const rows = await queryRows<{ player_id: number; available: string }>(
    database.db,
    sql`select player_id, (credits_posted - debits_posted - debits_pending)::text as available
          from ledger_accounts where kind = 'player_cash' and player_id is not null`,
  );
  const units = new Map(rows.map((row) => [row.player_id, BigInt(row.available)]));
  return new Map(
    players.map((player) => [player.bench.playerId, Number(units.get(player.bench.playerId) ?? -1n)]),
  );
}

function ledgerCheck(url: string): { ok: boolean; output: string } {
  const run = spawnSync(
    process.execPath,
    [...nodeArguments.slice(0, 2), 'apps/server/src/cli/ledger-check.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    },
  );
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

async function main(): Promise<number> {
  const { seconds, nodes, players: playerCount } = settings();
  const serverUrl = process.env.DATABASE_URL ?? '';
  if (!serverUrl.startsWith('postgres')) {
    process.stderr.write(`DATABASE_URL: the soak needs a PostgreSQL server\n${usage}\n`);
    return 64;
  }
  const name = uniqueDatabaseName('rv_soak');
  const url = databaseUrl(serverUrl, name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-soak-'));
  const redis = new OwnRedis(await freePort());
  let cluster: Cluster | undefined;
  let database: Database | undefined;
  await onServer(serverUrl, `create database "${name}"`);
  try {
    await redis.start();
    database = await openDatabase({ url, poolSize: 4 });
    await database.migrate();
    const providerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const started = performance.now();
    const setup = await withSetupApp(database, url, async (app) => {
      await app.gaming.registerProvider(app.database.db, {
        code: 'soak',
        name: 'Soak Studio',
        publicKeyPem: publicKeyPem(providerKey),
      });
      const opened = await openVerifiedPlayers(app, {
        count: playerCount,
        depositEuros: String(startingCents / 100),
        providerCode: 'soak',
        gameCode: 'soak-slot',
        sessionMinutes: 600,
      });
      return { opened, operatorToken: (await operator(app, 'admin')).token };
    });
    console.log(
      `Soak: ${playerCount} players registered, verified and paid in through the sandbox gateway in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const unitRows = await queryRows<{ available: string }>(
      database.db,
      sql`select (credits_posted - debits_posted - debits_pending)::text as available from ledger_accounts
            where kind = 'player_cash' and player_id = ${setup.opened[0]?.playerId ?? 0}`,
    );
    const unitsPerCent = Number(BigInt(unitRows[0]?.available ?? '0')) / startingCents;
    if (!(unitsPerCent > 0)) throw new Error('the first player has no money after the sandbox deposit');

    cluster = await startCluster({
      nodes,
      host: '127.0.0.1',
      port: 0,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: url,
        REDIS_URL: redis.url,
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        DEMO_SEED: 'false',
        LOG_LEVEL: 'error',
      },
      log: (line) => {
        // HAProxy's notices are its version and path; its warnings say when a node goes out or comes back.
        if (!line.includes('[haproxy] [NOTICE]')) console.log(`  ${line}`);
      },
    });
    await cluster.allHealthy();
    console.log(`Soak: ${nodes} nodes behind HAProxy on ${cluster.url}, ${seconds} s of load`);

    const players: VirtualPlayer[] = setup.opened.map((bench) => ({
      bench,
      token: '',
      expectedCents: startingCents,
      spins: 0,
      withdrew: false,
    }));
    const startedAt = Date.now();
    const target: LoadTarget = {
      url: cluster.url,
      providerKey,
      operatorToken: setup.operatorToken,
      figures: new LoadFigures(),
      until: startedAt + seconds * 1000,
    };
    const memory: MemorySample[] = [];
    const sampler = setInterval(() => {
      for (const node of cluster?.nodes ?? []) {
        memory.push({
          second: Math.round((Date.now() - startedAt) / 1000),
          node: node.name,
          start: node.starts,
          mib: residentMiB(node.pid),
        });
      }
    }, 1000);

    // The faults: a node killed a third of the way in, Redis restarted at two thirds.
    const victim = cluster.nodes.at(-1);
    let killedAt = 0;
    let recoveredAt = 0;
    const kill = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
      if (!victim?.pid) return;
      killedAt = Date.now();
      process.kill(victim.pid, 'SIGKILL');
      console.log(
        `Soak: ${victim.name} (pid ${victim.pid}) killed with SIGKILL at ${Math.round((killedAt - startedAt) / 1000)} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await cluster?.allHealthy();
      recoveredAt = Date.now();
      console.log(
        `Soak: ${victim.name} back (pid ${victim.pid}) after ${((recoveredAt - killedAt) / 1000).toFixed(1)} s`,
      );
    })();
    const redisRestart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 2000) / 3));
      const stoppedAt = Date.now();
      await redis.stop();
      await redis.start();
      console.log(
        `Soak: Redis restarted at ${Math.round((stoppedAt - startedAt) / 1000)} s (down ${Date.now() - stoppedAt} ms)`,
      );
    })();

    // Each player logs in first, then plays.
    await Promise.all([
      ...players.map(async (player) => {
        while (!player.token && Date.now() < target.until) {
          const answer = await fetch(`${target.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(player.bench.login),
          });
          if (answer.ok) player.token = ((await answer.json()) as { access_token: string }).access_token;
        }
        await playerLoop(target, player);
      }),
      operatorLoop(target),
      kill,
      redisRestart,
    ]);
    clearInterval(sampler);
    const elapsed = (Date.now() - startedAt) / 1000;
    return await report({
      target,
      players,
      memory,
      elapsed,
      killedAt,
      recoveredAt,
      database,
      url,
      unitsPerCent,
    });
  } finally {
    await cluster?.stop();
    await redis.stop();
    await database?.close();
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface Outcome {
  readonly target: LoadTarget;
  readonly players: readonly VirtualPlayer[];
  readonly memory: readonly MemorySample[];
  readonly elapsed: number;
  readonly killedAt: number;
  readonly recoveredAt: number;
  readonly database: Database;
  readonly url: string;
  readonly unitsPerCent: number;
}

/** Prints the figures and checks the money; the exit code. */
async function report(outcome: Outcome): Promise<number> {
  const { figures } = outcome.target;
  const problems: string[] = [];
  console.log(
    `\nRequests: ${figures.requests} in ${outcome.elapsed.toFixed(0)} s (${(figures.requests / outcome.elapsed).toFixed(0)}/s)`,
  );
  console.log('Latency (ms)            calls      p50      p95      p99');
  for (const [kind, list] of [...figures.latencies].sort()) {
    const sorted = [...list].sort((a, b) => a - b);
    const cells = [0.5, 0.95, 0.99].map((p) => String(percentile(sorted, p)).padStart(8));
    console.log(`  ${kind.padEnd(20)} ${String(sorted.length).padStart(7)} ${cells.join(' ')}`);
  }
  // A failure is allowed only when it may have been in flight on the killed node and a retry settled it:
  // sent at most a call's time-out before the kill, or before HAProxy's checks could take the node out.
  const allowed = (failure: (typeof figures.failures)[number]) =>
    outcome.killedAt > 0 &&
    failure.settledByRetry &&
    failure.sentAt >= outcome.killedAt - callTimeoutMs &&
    failure.sentAt <= outcome.killedAt + takenOutMs;
  const byKind = new Map<string, { allowed: number; unexpected: number; first: string }>();
  for (const failure of figures.failures) {
    const when = `sent ${failure.sentAt - outcome.killedAt} ms after the kill, answered after ${failure.endedAt - failure.sentAt} ms`;
    const entry = byKind.get(failure.kind) ?? {
      allowed: 0,
      unexpected: 0,
      first: `${when}: ${failure.what.replace(/\s+/g, ' ').slice(0, 120)}`,
    };
    if (allowed(failure)) entry.allowed += 1;
    else entry.unexpected += 1;
    byKind.set(failure.kind, entry);
  }
  console.log(`Errors: ${figures.failures.length}`);
  for (const [kind, entry] of byKind) {
    console.log(
      `  ${kind}: ${entry.allowed} in flight on the killed node and settled by a retry, ${entry.unexpected} unexpected (${entry.first})`,
    );
  }
  const unexpected = [...byKind.values()].reduce((sum, entry) => sum + entry.unexpected, 0);
  const settled = figures.failures.length - unexpected;
  if (unexpected > 0) problems.push(`${unexpected} unexpected error(s)`);

  console.log('Memory (RSS MiB) per node, every 10 s (* after a restart):');
  const nodes = [...new Set(outcome.memory.map((sample) => sample.node))];
  const growth: string[] = [];
  for (const node of nodes) {
    const samples = outcome.memory.filter((sample) => sample.node === node);
    const row = samples
      .filter((sample) => sample.second % 10 === 0)
      .map((sample) =>
        sample.mib === undefined ? '-' : `${sample.mib.toFixed(0)}${sample.start > 1 ? '*' : ''}`,
      );
    console.log(`  ${node}: ${row.join(' ')}`);
    // Flatness: the first process's memory after a warm-up of a quarter of the run, to its last sample.
    const firstLife = samples.filter((sample) => sample.start === 1 && sample.mib !== undefined);
    const warm = firstLife.find((sample) => sample.second >= outcome.elapsed / 4);
    const last = firstLife.at(-1);
    if (warm?.mib && last?.mib)
      growth.push(`${node} ${(((last.mib - warm.mib) / warm.mib) * 100).toFixed(0)}%`);
  }
  console.log(`  growth after warm-up (first process of each node): ${growth.join(', ')}`);

  const ledger = ledgerCheck(outcome.url);
  console.log(`ledger:check\n${ledger.output.replace(/^/gm, '  ')}`);
  if (!ledger.ok) problems.push('ledger:check failed');
  const stored = await storedCents(outcome.database, outcome.players);
  let matching = 0;
  for (const player of outcome.players) {
    const cents = (stored.get(player.bench.playerId) ?? -1) / outcome.unitsPerCent;
    if (cents === player.expectedCents) matching += 1;
    else
      problems.push(
        `player ${player.bench.playerId}: stored ${cents} cents, settled calls add up to ${player.expectedCents}`,
      );
  }
  console.log(
    `Balances: ${matching} of ${outcome.players.length} players' stored balances equal what their settled calls add up to`,
  );
  console.log(
    `Soak figures: ${figures.requests} requests, ${unexpected} unexpected errors, ${settled} retried and settled, ` +
      `ledger ${ledger.ok ? 'ok' : 'broken'}, balances ${matching}/${outcome.players.length}`,
  );
  if (problems.length > 0) {
    for (const problem of problems.slice(0, 20)) console.error(`Soak failed: ${problem}`);
    return 1;
  }
  console.log('Soak complete: no lost or doubled money.');
  return 0;
}

process.exit(await main());
