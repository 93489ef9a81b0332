// `npx tsx apps/server/scripts/profile-wallet-call.ts`: where the server's CPU goes in one wallet API call.
// The server runs in this process as production builds it (NODE_ENV production, the production log level
// unless PROFILE_LOG_LEVEL says otherwise, its log lines written to nowhere); a load client in a worker
// thread plays signed spins (a bet, then the win closing its round) over HTTP, as bench:wallet does. After
// a warm-up, V8's sampling profiler records the main thread (the server's JavaScript and the native work it
// calls synchronously: RSA, hashing, JSON) while the measured spins run. The samples are put in kinds by
// the innermost frame that names one (RSA signing, RSA verification, zod, Drizzle, the pg driver, Fastify,
// logging, ...), and printed as shares of the server's busy time and as CPU ms per call, followed by the
// statements sent and the database's commits and WAL per call; the profile is kept for a closer look
// (Chrome DevTools or speedscope). Compare shares within one profile: on a shared machine absolute times
// move with the neighbours' load. DATABASE_URL names the PostgreSQL server (a scratch database is made
// there and dropped). Settings: PROFILE_SPINS (2000 measured spins), PROFILE_CLIENTS (4),
// PROFILE_PLAYERS (8), PROFILE_LOG_LEVEL (info), PROFILE_OUT (the .cpuprofile path). With a kept
// profile and its number of calls as arguments (`-- file.cpuprofile 3000`), prints its summary again.
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { signatureHeader } from '@reelvault/contract/calls/wallet-api';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { publicKeyPem, signBody } from '../src/modules/gaming/signatures';
import { databaseUrl, onServer, uniqueDatabaseName } from '../test/database-template';
import { betAndWinRequests, openVerifiedPlayers, withSetupApp, type BenchPlayer } from './bench-players';

const serverUrl = process.env.DATABASE_URL;
const measuredSpins = Number(process.env.PROFILE_SPINS ?? 2000);
const warmupSpins = Math.max(200, Math.round(measuredSpins / 5));
const clients = Number(process.env.PROFILE_CLIENTS ?? 4);
const playerCount = Number(process.env.PROFILE_PLAYERS ?? 8);
const logLevel = process.env.PROFILE_LOG_LEVEL ?? 'info';
const outFile = process.env.PROFILE_OUT ?? path.join(os.tmpdir(), `wallet-call-${process.pid}.cpuprofile`);
const gameCode = 'profile-slot';

interface SignedCall {
  readonly path: string;
  readonly body: string;
  readonly signature: string;
}

function signedCall(pathname: string, request: object, key: KeyObject): SignedCall {
  const body = JSON.stringify(request);
  return { path: pathname, body, signature: signBody(body, key) };
}

/** A bet and the win closing its round, signed beforehand as a provider would on its own machines. */
function spin(player: BenchPlayer, index: number, key: KeyObject): SignedCall[] {
  return betAndWinRequests(player, index, gameCode).map(({ path: pathname, request }) =>
    signedCall(pathname, request, key),
  );
}

/**
 * The load client, plain JavaScript in a worker thread (its own isolate, so the profile of the main
 * thread holds the server alone): `clients` loops, each playing the spins of its own players in turn.
 */
const clientSource = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { port, header, lanes } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: lanes.length });
function post(call) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: call.path, method: 'POST', agent,
      headers: { 'content-type': 'application/json', [header]: call.signature } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
    request.end(call.body);
  });
}
parentPort.on('message', async (round) => {
  const failures = [];
  await Promise.all(lanes.map(async (lane) => {
    for (const spin of lane[round]) {
      for (const call of spin) {
        const answer = await post(call);
        if (answer.status !== 200 || !answer.body.includes('"RS_OK"')) failures.push(answer.body.slice(0, 200));
      }
    }
  }));
  parentPort.postMessage(failures);
});
`;

/** Spins dealt to `clients` lanes, each lane holding its own players' spins: [lane][round][spin][call]. */
function dealSpins(players: readonly BenchPlayer[], key: KeyObject, rounds: readonly number[]) {
  const lanes = Array.from({ length: clients }, (_, lane) =>
    players.filter((_player, index) => index % clients === lane),
  );
  return lanes.map((own) =>
    rounds.map((count, round) =>
      Array.from({ length: Math.ceil(count / clients) }, (_, index) => {
        const player = own[index % own.length];
        if (!player) throw new Error('PROFILE_PLAYERS must be at least PROFILE_CLIENTS');
        return spin(player, index + round, key);
      }),
    ),
  );
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string };
  readonly children?: number[];
}
interface CpuProfile {
  readonly nodes: ProfileNode[];
  readonly samples: number[];
  readonly timeDeltas: number[];
}

/**
 * Kinds of server work, each named by the frames that do it. A sample goes to the innermost frame of a
 * library kind (RSA, zod, logging, the pg driver's socket writes, ...); without one, to the innermost frame
 * of a general kind (Node's HTTP and sockets, JSON, Fastify, the platform's own code).
 */
interface Kind {
  readonly name: string;
  readonly general?: true;
  matches(frame: ProfileNode['callFrame']): boolean;
}
const kinds: readonly Kind[] = [
  { name: 'RSA-SHA256 signing of answers', matches: (f) => f.functionName === 'signBody' },
  { name: 'RSA-SHA256 verification of requests', matches: (f) => f.functionName === 'verifyBody' },
  { name: 'public key parsing', matches: (f) => f.functionName === 'readRsaPublicKey' },
  { name: 'token hashing', matches: (f) => f.functionName === 'hashToken' },
  { name: 'zod validation', matches: (f) => f.url.includes('/node_modules/zod/') },
  {
    name: 'logging (pino)',
    matches: (f) => /\/node_modules\/(pino|@pinojs|sonic-boom|thread-stream|fast-redact)\//.test(f.url),
  },
  {
    name: 'pg driver (with its socket writes)',
    matches: (f) => /\/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-\w+)\//.test(f.url),
  },
  {
    name: 'Drizzle (queries built, rows mapped)',
    matches: (f) => f.url.includes('/node_modules/drizzle-orm/'),
  },
  { name: 'caches (lru-cache)', matches: (f) => f.url.includes('/node_modules/lru-cache/') },
  {
    name: 'HTTP and sockets (Node)',
    general: true,
    matches: (f) => /^node:(_http|net|internal\/(streams|http|stream_base|net))/.test(f.url),
  },
  {
    name: 'JSON parse and stringify',
    general: true,
    matches: (f) => f.url === '' && (f.functionName === 'parse' || f.functionName === 'stringify'),
  },
  {
    name: 'Fastify (routing, hooks, replies)',
    general: true,
    matches: (f) =>
      /\/node_modules\/(fastify|@fastify|find-my-way|avvio|light-my-request|fast-json-stringify|toad-cache)/.test(
        f.url,
      ),
  },
  { name: 'garbage collection', general: true, matches: (f) => f.functionName === '(garbage collector)' },
  {
    name: 'Reelvault code',
    general: true,
    matches: (f) => f.url.includes('/apps/server/src/') || f.url.includes('/packages/'),
  },
];

/** Counts the statements the server sends while `counting` is on, by their text. */
const statements = new Map<string, number>();
let counting = false;
function countStatements(): void {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    if (counting) {
      const first = args[0];
      const text =
        typeof first === 'string' ? first : String((first as { text?: unknown } | undefined)?.text);
      const key = text.replace(/\s+/g, ' ').slice(0, 90);
      statements.set(key, (statements.get(key) ?? 0) + 1);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

function printStatements(calls: number): void {
  const total = [...statements.values()].reduce((sum, count) => sum + count, 0);
  console.log(`\nStatements per wallet call: ${(total / calls).toFixed(2)}`);
  for (const [text, count] of [...statements].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${(count / calls).toFixed(2).padStart(5)}  ${text}`);
  }
}

/** What the database did: its commits, and the cluster's WAL records, bytes and flushes (pg_stat_wal). */
interface DatabaseWork {
  readonly commits: number;
  readonly walRecords: number;
  readonly walBytes: number;
  readonly walSyncs: number;
  /** The WAL's insert position (for `pg_waldump --stats=record -s <before> -e <after>` on the server). */
  readonly lsn: string;
  /** Per table of this database: rows inserted, updated, and updated in place (HOT: no index entry). */
  readonly tables: ReadonlyMap<string, { inserts: number; updates: number; hot: number }>;
}

async function databaseWork(client: pg.Client): Promise<DatabaseWork> {
  // Backends report their counts when idle, at most once a second: the figures wait for that.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await client.query('select pg_stat_clear_snapshot()');
  const { rows } = await client.query<Record<Exclude<keyof DatabaseWork, 'tables'>, string>>(
    `select (select xact_commit from pg_stat_database where datname = current_database()) as "commits",
            wal_records as "walRecords", wal_bytes as "walBytes", wal_sync as "walSyncs",
            pg_current_wal_insert_lsn()::text as "lsn" from pg_stat_wal`,
  );
  const [row] = rows;
  if (!row) throw new Error('pg_stat_wal answered no row');
  const tables = await client.query<{ name: string; inserts: string; updates: string; hot: string }>(
    `select relname as name, n_tup_ins as inserts, n_tup_upd as updates, n_tup_hot_upd as hot
     from pg_stat_user_tables`,
  );
  return {
    commits: Number(row.commits),
    walRecords: Number(row.walRecords),
    walBytes: Number(row.walBytes),
    walSyncs: Number(row.walSyncs),
    lsn: row.lsn,
    tables: new Map(
      tables.rows.map((table) => [
        table.name,
        { inserts: Number(table.inserts), updates: Number(table.updates), hot: Number(table.hot) },
      ]),
    ),
  };
}

function printDatabaseWork(before: DatabaseWork, after: DatabaseWork, calls: number): void {
  const per = (key: 'commits' | 'walRecords' | 'walBytes' | 'walSyncs') =>
    ((after[key] - before[key]) / calls).toFixed(2);
  console.log(
    `\nDatabase per wallet call: ${per('commits')} commits, ${per('walRecords')} WAL records, ` +
      `${per('walBytes')} WAL bytes, ${per('walSyncs')} WAL flushes (the whole server's WAL)`,
  );
  console.log(
    `The measured calls' WAL, by kind of record: pg_waldump --stats=record -s ${before.lsn} -e ${after.lsn}`,
  );
  // An update that is not HOT writes a new entry in each of the table's indexes.
  console.log('Rows written per wallet call: inserted / updated (of which HOT)');
  for (const [name, end] of after.tables) {
    const start = before.tables.get(name) ?? { inserts: 0, updates: 0, hot: 0 };
    const inserts = end.inserts - start.inserts;
    const updates = end.updates - start.updates;
    if (inserts + updates === 0) continue;
    const hot = end.hot - start.hot;
    console.log(
      `  ${name.padEnd(32)} ${(inserts / calls).toFixed(2)} / ${(updates / calls).toFixed(2)} ` +
        `(${(hot / calls).toFixed(2)} HOT)`,
    );
  }
}

function summarise(profile: CpuProfile, calls: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const kindOf = new Map<number, string>();
  const kindOfNode = (id: number): string => {
    const known = kindOf.get(id);
    if (known) return known;
    let general: string | undefined;
    let kind: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !kind; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      const match = frame && kinds.find((candidate) => candidate.matches(frame));
      if (match?.general) general ??= match.name;
      else if (match) kind = match.name;
    }
    const name = kind ?? general ?? 'other (native, Node internals)';
    kindOf.set(id, name);
    return name;
  };
  const timeByKind = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node || node.callFrame.functionName === '(idle)') return;
    busy += micros;
    const kind = kindOfNode(id);
    timeByKind.set(kind, (timeByKind.get(kind) ?? 0) + micros);
    const where = `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.replace(/^.*\/node_modules\//, '')}`;
    selfByFunction.set(where, (selfByFunction.get(where) ?? 0) + micros);
  });
  const row = (name: string, micros: number) =>
    `  ${name.padEnd(44)} ${((100 * micros) / busy).toFixed(1).padStart(5)} %  ${(micros / 1000 / calls).toFixed(3).padStart(7)} ms`;
  console.log(
    `\nServer CPU per wallet call (main thread, ${calls} calls): ${(busy / 1000 / calls).toFixed(3)} ms`,
  );
  console.log(`  ${'kind'.padEnd(44)} ${'share'.padStart(7)}  ${'per call'.padStart(10)}`);
  for (const [name, micros] of [...timeByKind].sort((a, b) => b[1] - a[1])) console.log(row(name, micros));
  console.log('\nFunctions with the most self time:');
  for (const [name, micros] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(row(name.slice(0, 44), micros));
  }
}

async function main(): Promise<void> {
  if (!serverUrl)
    throw new Error('DATABASE_URL must name a PostgreSQL server (a scratch database is made there)');
  const name = uniqueDatabaseName('rv_profile');
  const url = databaseUrl(serverUrl, name);
  await onServer(serverUrl, `create database "${name}"`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-profile-'));
  const providerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  try {
    const setup = await openDatabase({ url, poolSize: 4 });
    let players: BenchPlayer[];
    try {
      await setup.migrate();
      players = await withSetupApp(setup, url, async (app) => {
        await app.gaming.registerProvider(setup.db, {
          code: 'profile',
          name: 'Profile Studio',
          publicKeyPem: publicKeyPem(providerKey),
        });
        return openVerifiedPlayers(app, {
          count: playerCount,
          depositEuros: '2500',
          providerCode: 'profile',
          gameCode,
          sessionMinutes: 600,
        });
      });
    } finally {
      await setup.close();
    }
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: logLevel,
      WALLET_API_PRIVATE_KEY: platformKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PUBLIC_URL: 'http://127.0.0.1',
    });
    // The lines are made as in production and then dropped: their making is the cost measured.
    countStatements();
    const app = await buildApp(config, { logStream: { write: () => undefined } });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const lanes = dealSpins(players, providerKey, [warmupSpins, measuredSpins]);
      const worker = new Worker(clientSource, {
        eval: true,
        workerData: { port, header: signatureHeader, lanes },
      });
      const play = (round: number) =>
        new Promise<string[]>((resolve) => {
          worker.once('message', resolve);
          worker.postMessage(round);
        });
      const check = (failures: string[]) => {
        if (failures.length > 0)
          throw new Error(`${failures.length} calls failed, the first: ${failures[0]}`);
      };
      check(await play(0));
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      const stats = new pg.Client({ connectionString: url });
      await stats.connect();
      const workBefore = await databaseWork(stats);
      counting = true;
      const started = performance.now();
      const failures = await play(1);
      const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
      const elapsed = performance.now() - started;
      counting = false;
      const workAfter = await databaseWork(stats).finally(() => stats.end());
      session.disconnect();
      await worker.terminate();
      check(failures);
      const calls = lanes.reduce((sum, lane) => sum + (lane[1]?.length ?? 0), 0) * 2;
      await writeFile(outFile, JSON.stringify(profile));
      console.log(
        `${calls} wallet calls by ${clients} clients in ${(elapsed / 1000).toFixed(1)} s ` +
          `(log level ${logLevel}); profile: ${outFile}`,
      );
      summarise(profile, calls);
      printStatements(calls);
      printDatabaseWork(workBefore, workAfter, calls);
      // Group commit (decision 0314): how many calls shared a statement, over the warm-up and the measure.
      const batches = app.gaming.walletBatchFigures();
      console.log(
        `\nWallet call batches: ${batches.batches} statements for ${batches.calls} bets and wins ` +
          `(${(batches.calls / Math.max(1, batches.batches)).toFixed(2)} a statement, the largest ${batches.largest})`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}

// With a kept profile and its number of calls as arguments, prints that profile's summary again.
const [keptProfile, keptCalls] = process.argv.slice(2);
if (keptProfile) summarise(JSON.parse(await readFile(keptProfile, 'utf8')) as CpuProfile, Number(keptCalls));
else await main();
