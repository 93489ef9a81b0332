// `npm run bench:wallet`: how fast the wallet is next to the PostgreSQL server it runs on.
//  1. pgbench's built-in TPC-B-like script on a scratch database (scale = clients), for a baseline.
//  2. A spin load against a real server process: each client places a bet and then a win for many
//     players through the signed HTTP wallet API, with the same number of clients.
//  3. The same spin load with the house account keeping a stored balance (the hot row the ledger avoids),
//     to show what deriving system balances buys.
//  4. Bet and finance history on a player with a million transfers: the plans and the time per page.
//  5. The bank test at a larger size: a real server over HTTP and the service in this process, at once.
// The players are made as real ones are (bench-players.ts): registered, verified by a reviewer, paid in
// through the sandbox gateway. Any call answered otherwise than expected (another HTTP status or RS_
// status, an answer whose signature does not verify, no answer within 10 s) stops the benchmark with
// an error naming it, and the exit code is 1: figures are printed only for loads that fully succeeded.
// Figures go to docs/performance.md. DATABASE_URL names the PostgreSQL server (required; the
// benchmark's scratch databases are created on it and dropped). Settings: BENCH_CLIENTS (8),
// BENCH_SECONDS (10), BENCH_PLAYERS (400), BENCH_HISTORY_ROWS (1000000; 0 skips part 4), BENCH_HOT=0
// skips part 3, BENCH_BANK=0 skips part 5, BENCH_MAX_RATE (1500 spins/s signed beforehand).
// `-- --quick`: every part at a tiny size (2 clients, 4 players, 60 spins a load, 2,000 history rows, a
// bank run of 80 operations; a few hundred calls in all), to check that it works, not to measure.
import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { walletApiPaths, signatureHeader } from '@reelvault/contract/calls/wallet-api';
import { openDatabase, type Database } from '../src/db/database';
import { queryRows } from '../src/db/sql';
import { createGamingService } from '../src/modules/gaming/service';
import { publicKeyPem, signBody, verifyBody } from '../src/modules/gaming/signatures';
import { accountKinds, createWalletService } from '../src/modules/wallet/service';
import { BankModel, httpChannel, ledgerCashier, runBank, serviceChannel, verifyBank } from '../test/bank';
import { startServerProcess } from '../test/server-process';
import { httpTransport, WalletApiClient } from '../test/wallet-api';
import { openVerifiedPlayers, withSetupApp, type BenchPlayer } from './bench-players';

const quick = parseArgs({ options: { quick: { type: 'boolean' } } }).values.quick === true;
/** A BENCH_* setting: the environment's value, else the full run's default or the quick run's. */
const setting = (name: string, full: number, tiny: number) =>
  Number(process.env[name] ?? (quick ? tiny : full));

const serverUrl = process.env.DATABASE_URL ?? '';
const clients = setting('BENCH_CLIENTS', 8, 2);
const seconds = setting('BENCH_SECONDS', 10, 1);
const playerCount = setting('BENCH_PLAYERS', 400, 4);
const historyRows = setting('BENCH_HISTORY_ROWS', 1_000_000, 2_000);
const bankPlayers = setting('BENCH_BANK_PLAYERS', 100, 4);
const bankWorkers = quick ? 2 : 16;
const bankOperations = quick ? 40 : 400;
/** The quick run plays a fixed number of spins a load instead of running for a time. */
const quickSpins = 60;
const warmupSeconds = quick ? 0 : 2;
const callTimeoutMs = 10_000;
const pgbenchPath = '/usr/bin/pgbench';

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * CPU seconds used so far by a process (user + system), from /proc; with `reaped`, also those of its
 * children that have ended (the postmaster's count holds the backends of closed connections).
 */
function processCpuSeconds(pid: number, reaped = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const own = Number(fields[11]) + Number(fields[12]);
    return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) / clockTicks;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine, ended backends included. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processCpuSeconds(Number(entry), true);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** Busy CPU seconds of the whole machine (all processes, ours and anyone else's). */
function machineBusySeconds(): number {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return (fields.reduce((sum, value) => sum + value, 0) - idle) / clockTicks;
}

const clockTicks = 100;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

// 1. pgbench ----------------------------------------------------------------------------------------

function runPgbench(database: string): number {
  const url = new URL(databaseUrl(database));
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username) || 'postgres',
  ];
  const init = spawnSync(pgbenchPath, [...connection, '-i', '-q', '-s', String(clients), database], {
    env,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed:\n${init.stderr}`);
  const threads = Math.max(1, Math.min(clients, os.cpus().length));
  const postgresBefore = postgresCpuSeconds();
  const machineBefore = machineBusySeconds();
  const runStarted = performance.now();
  const run = spawnSync(
    pgbenchPath,
    [...connection, '-c', String(clients), '-j', String(threads), '-T', String(seconds), database],
    { env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed:\n${run.stderr}`);
  const failed = /number of failed transactions: (\d+)/.exec(run.stdout);
  if (failed?.[1] && Number(failed[1]) > 0) throw new Error(`pgbench: ${failed[1]} transactions failed`);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout);
  if (!match?.[1]) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
  const transactions = Number(match[1]) * seconds;
  const postgresCpu = postgresCpuSeconds() - postgresBefore;
  const busy = machineBusySeconds() - machineBefore;
  // pgbench runs longer than -T (it connects first and waits for its clients): busy over its wall time.
  const wallSeconds = (performance.now() - runStarted) / 1000;
  console.log(
    `  pgbench TPC-B-like, scale ${clients}, ${clients} clients, ${threads} threads, ${seconds} s: ` +
      `${Number(match[1]).toFixed(0)} tps, average latency ${latency?.[1] ?? '?'} ms; ` +
      `PostgreSQL CPU per transaction ${((postgresCpu * 1000) / transactions).toFixed(2)} ms, ` +
      `machine ${((busy / wallSeconds / os.cpus().length) * 100).toFixed(0)}% busy`,
  );
  return Number(match[1]);
}

// 2. Spin load -------------------------------------------------------------------------------------

interface Spin {
  readonly player: string;
  readonly bet: { body: string; signature: string };
  readonly win: { body: string; signature: string };
}

/** The spin load's database, made once and copied for the stored-balance run (part 3). */
interface SpinSetup {
  readonly players: readonly BenchPlayer[];
  readonly providerKey: KeyObject;
}

async function prepareSpinDatabase(database: string): Promise<SpinSetup> {
  const providerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const setup: Database = await openDatabase({ url: databaseUrl(database), poolSize: 4 });
  try {
    await setup.migrate();
    const started = performance.now();
    const players = await withSetupApp(setup, databaseUrl(database), async (app) => {
      await app.gaming.registerProvider(setup.db, {
        code: 'bench',
        name: 'Bench Studio',
        publicKeyPem: publicKeyPem(providerKey),
      });
      return openVerifiedPlayers(app, {
        count: playerCount,
        depositEuros: '1000',
        providerCode: 'bench',
        gameCode: 'bench-slot',
        sessionMinutes: 600,
      });
    });
    console.log(
      `  ${players.length} players registered, verified and paid in through the sandbox gateway in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { players, providerKey };
  } finally {
    await setup.close();
  }
}

/** The measured server: a child process in production mode on `url`, answering with `platformKey`. */
function startProductionServer(url: string, dataDir: string, platformKey: KeyObject) {
  return startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    WALLET_API_PRIVATE_KEY: platformKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    // Production refuses to start without these; the loads use neither (no two-factor, no mails).
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'http://127.0.0.1',
  });
}

/** Every request of the run, signed before the clock starts: signing is the provider's work, not ours. */
function signedSpins(players: readonly BenchPlayer[], count: number, key: KeyObject): Spin[] {
  const spins: Spin[] = [];
  for (let index = 0; index < count; index += 1) {
    const player = players[index % players.length];
    if (!player) break;
    const round = randomUUID();
    const betUuid = randomUUID();
    const common = {
      user: player.user,
      token: player.token,
      round,
      game_code: 'bench-slot',
      currency: player.currency,
    };
    const bet = JSON.stringify({
      ...common,
      transaction_uuid: betUuid,
      request_uuid: randomUUID(),
      round_closed: false,
      amount: 100_000,
    });
    const win = JSON.stringify({
      ...common,
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: betUuid,
      request_uuid: randomUUID(),
      round_closed: true,
      amount: index % 3 === 0 ? 250_000 : 0,
    });
    spins.push({
      player: player.user,
      bet: { body: bet, signature: signBody(bet, key) },
      win: { body: win, signature: signBody(win, key) },
    });
  }
  return spins;
}

interface Answer {
  readonly statusCode: number;
  readonly body: string;
  readonly signature: string | undefined;
}

/** One signed wallet API call; rejects when no whole answer arrives within `callTimeoutMs`. */
function post(agent: http.Agent, base: URL, pathname: string, body: string, signature: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          [signatureHeader]: signature,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const header = response.headers[signatureHeader];
          resolve({
            statusCode: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            signature: typeof header === 'string' ? header : undefined,
          });
        });
        response.on('error', reject);
      },
    );
    request.setTimeout(callTimeoutMs, () =>
      request.destroy(new Error(`no answer within ${callTimeoutMs / 1000} s`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Why an answer is not the success the load expects (HTTP 200, RS_OK, a valid signature), if it is not. */
function answerProblem(answer: Answer, verifier: KeyObject): string | undefined {
  let status: unknown;
  try {
    status = (JSON.parse(answer.body) as { status?: unknown }).status;
  } catch {
    status = undefined;
  }
  if (answer.statusCode !== 200 || status !== 'RS_OK') {
    return `answered HTTP ${answer.statusCode} ${typeof status === 'string' ? status : answer.body.slice(0, 200)}`;
  }
  if (!verifyBody(answer.body, answer.signature, verifier))
    return 'answered RS_OK with a signature that does not verify';
  return undefined;
}

interface SpinFigures {
  readonly spinsPerSecond: number;
  readonly spinP50: number;
  readonly spinP99: number;
  readonly requestP50: number;
  readonly requestP99: number;
}

async function spinLoad(
  label: string,
  database: string,
  prepared: SpinSetup,
  platformKey: KeyObject,
): Promise<SpinFigures> {
  const url = databaseUrl(database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bench-'));
  const server = await startProductionServer(url, dataDir, platformKey);
  let succeeded = false;
  try {
    const base = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    // A timed run signs enough spins for the highest rate expected (BENCH_MAX_RATE spins/s) and fails if
    // they run out before its time is up; the quick run plays its spins and is timed from first to last.
    const maxRate = Number(process.env.BENCH_MAX_RATE ?? 1_500);
    const spins = signedSpins(
      prepared.players,
      quick ? quickSpins : maxRate * (seconds + warmupSeconds),
      prepared.providerKey,
    );
    const verifier = createPublicKey(publicKeyPem(platformKey));
    let next = 0;
    let failure: Error | undefined;
    const spinTimes: number[] = [];
    const requestTimes: number[] = [];
    const startedAt = performance.now();
    const measureFrom = startedAt + warmupSeconds * 1000;
    const deadline = quick ? Infinity : measureFrom + seconds * 1000;
    let lastEnd = startedAt;
    let measuredSpins = 0;
    let cpuAtStart: { server: number; postgres: number; client: number; machine: number } | undefined;
    const cpuNow = () => ({
      server: server.child.pid ? processCpuSeconds(server.child.pid) : 0,
      postgres: postgresCpuSeconds(),
      client: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
      machine: machineBusySeconds(),
    });
    if (warmupSeconds === 0) cpuAtStart = cpuNow();
    const startCpuClock = setTimeout(() => (cpuAtStart = cpuNow()), warmupSeconds * 1000);

    /** Sends one call; a refusal, a bad signature, an error or a time-out stops the whole load. */
    async function call(what: string, pathname: string, signed: { body: string; signature: string }) {
      const answer = await post(agent, base, pathname, signed.body, signed.signature).catch(
        (error: unknown) => error as Error,
      );
      const problem = answer instanceof Error ? `failed: ${answer.message}` : answerProblem(answer, verifier);
      if (problem) {
        failure ??= new Error(`${label}: POST ${pathname} (${what}) ${problem}`);
        return false;
      }
      return true;
    }

    async function client(): Promise<void> {
      while (!failure && performance.now() < deadline) {
        const spin = spins[next];
        next += 1;
        if (!spin) return;
        const spinStart = performance.now();
        if (!(await call(`bet of ${spin.player}`, walletApiPaths.bet, spin.bet))) return;
        const betDone = performance.now();
        if (!(await call(`win of ${spin.player}`, walletApiPaths.win, spin.win))) return;
        const end = performance.now();
        lastEnd = Math.max(lastEnd, end);
        if (spinStart >= measureFrom && end <= deadline) {
          measuredSpins += 1;
          spinTimes.push(end - spinStart);
          requestTimes.push(betDone - spinStart, end - betDone);
        }
      }
    }

    await Promise.all(Array.from({ length: clients }, () => client()));
    clearTimeout(startCpuClock);
    const cpuAtEnd = cpuNow();
    agent.destroy();
    if (failure) throw failure;
    if (!quick && next >= spins.length) {
      throw new Error(
        `${label}: the ${spins.length} signed spins ran out before the ${seconds} s were up; raise BENCH_MAX_RATE`,
      );
    }
    const measuredSeconds = quick ? (lastEnd - startedAt) / 1000 : seconds;
    spinTimes.sort((a, b) => a - b);
    requestTimes.sort((a, b) => a - b);
    const figures: SpinFigures = {
      spinsPerSecond: measuredSpins / measuredSeconds,
      spinP50: percentile(spinTimes, 50),
      spinP99: percentile(spinTimes, 99),
      requestP50: percentile(requestTimes, 50),
      requestP99: percentile(requestTimes, 99),
    };
    console.log(
      `  ${label}: ${measuredSpins} spins in ${measuredSeconds.toFixed(1)} s, every bet and win RS_OK: ` +
        `${figures.spinsPerSecond.toFixed(0)} spins/s (${(figures.spinsPerSecond * 2).toFixed(0)} wallet calls/s); ` +
        `spin (bet then win) p50 ${figures.spinP50.toFixed(2)} ms, p99 ${figures.spinP99.toFixed(2)} ms; ` +
        `one call p50 ${figures.requestP50.toFixed(2)} ms, p99 ${figures.requestP99.toFixed(2)} ms`,
    );
    if (cpuAtStart && measuredSpins > 0) {
      const perSpin = (key: keyof typeof cpuAtEnd) =>
        (((cpuAtEnd[key] - (cpuAtStart?.[key] ?? 0)) * 1000) / measuredSpins).toFixed(2);
      const busy = cpuAtEnd.machine - cpuAtStart.machine;
      const mine =
        cpuAtEnd.server +
        cpuAtEnd.postgres +
        cpuAtEnd.client -
        cpuAtStart.server -
        cpuAtStart.postgres -
        cpuAtStart.client;
      console.log(
        `  CPU per spin: server ${perSpin('server')} ms, PostgreSQL ${perSpin('postgres')} ms, load client ${perSpin('client')} ms; ` +
          `machine ${((busy / measuredSeconds / os.cpus().length) * 100).toFixed(0)}% busy, ${(((busy - mine) / Math.max(busy, 1e-9)) * 100).toFixed(0)}% of it other processes`,
      );
    }
    succeeded = true;
    return figures;
  } finally {
    await server.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    // After a failed load the failure is the news; a ledger problem is reported after a completed one.
    if (succeeded) await checkLedger(url);
  }
}

/** The ledger's invariants after a load; a broken one stops the benchmark. */
async function checkLedger(url: string): Promise<void> {
  const check = await openDatabase({ url, poolSize: 2 });
  try {
    const report = await createWalletService(check).checkInvariants();
    if (!report.ok) throw new Error(`ledger check after the load: ${report.problems[0]?.message}`);
    console.log('  ledger check after the load: all invariants hold');
  } finally {
    await check.close();
  }
}

// 4. History on a player with a million transfers ------------------------------------------------------

async function historyAtScale(database: string): Promise<void> {
  const url = databaseUrl(database);
  const db = await openDatabase({ url, poolSize: 2 });
  try {
    await db.migrate();
    const wallet = createWalletService(db);
    const gaming = createGamingService(db, wallet, { sessionTtlMinutes: 60 });
    const key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const { provider } = await gaming.registerProvider(db.db, {
      code: 'history',
      name: 'History Studio',
      publicKeyPem: publicKeyPem(key),
    });
    const [player] = await withSetupApp(db, url, (app) =>
      openVerifiedPlayers(app, {
        count: 1,
        depositEuros: '20',
        providerCode: 'history',
        gameCode: 'history-slot',
        sessionMinutes: 60,
      }),
    );
    const playerId = player?.playerId ?? 0;
    const accounts = await wallet.playerAccounts(db.db, playerId);
    if (!accounts) throw new Error(`the history player ${playerId} has no accounts`);
    const house = await wallet.systemAccount(db.db, {
      kind: accountKinds.houseRevenue,
      reference: 'history',
      currency: 'EUR',
    });
    const sepa = await wallet.systemAccount(db.db, {
      kind: accountKinds.cashierClearing,
      reference: 'sepa',
      currency: 'EUR',
    });
    const cash = accounts.cash.id.toString();
    const started = performance.now();
    // A deposit every 1000 transfers, the rest bets of 1 cent, spread over a year; the totals follow.
    await db.db.execute(sql`
      insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, created_at)
      select 'h:' || g,
             case when g % 1000 = 0 then ${sepa.id.toString()}::int8 else ${cash}::int8 end,
             case when g % 1000 = 0 then ${cash}::int8 else ${house.id.toString()}::int8 end,
             case when g % 1000 = 0 then 100000 else 1 end,
             'EUR',
             case when g % 1000 = 0 then 'deposit' else 'bet' end,
             'posted',
             now() - interval '365 days' + (g * interval '365 days' / ${historyRows})
      from generate_series(1, ${historyRows}) g`);
    await db.db.execute(sql`
      update ledger_accounts set
        credits_posted = (select coalesce(sum(amount), 0) from ledger_transfers where credit_account_id = ${cash}::int8),
        debits_posted = (select coalesce(sum(amount), 0) from ledger_transfers where debit_account_id = ${cash}::int8)
      where id = ${cash}::int8`);
    await db.db.execute(sql`
      insert into game_rounds (provider_id, player_id, round, game_code, currency, bet_total, win_total, closed, created_at)
      select ${provider.id}, ${playerId}, 'r' || g, 'history-slot', 'EUR', 1, case when g % 3 = 0 then 2 else 0 end, true,
             now() - interval '365 days' + (g * interval '365 days' / ${historyRows})
      from generate_series(1, ${historyRows}) g`);
    await db.db.execute(sql`analyze`);
    console.log(
      `  ${historyRows.toLocaleString('en-US')} transfers and as many rounds for one player written in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const timed = async (label: string, run: () => Promise<unknown>) => {
      await run();
      const times: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const start = performance.now();
        await run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label}: median ${percentile(times, 50).toFixed(2)} ms, worst ${(times.at(-1) ?? NaN).toFixed(2)} ms`,
      );
    };
    const yearAgo = new Date(Date.now() - 366 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const financeFirst = await wallet.financeHistory(playerId, {
      page: 1,
      perPage: 10,
      startDate: yearAgo,
      endDate: today,
    });
    await timed('finance history, page 1 of a year (10 rows, total counted)', () =>
      wallet.financeHistory(playerId, { page: 1, perPage: 10, startDate: yearAgo, endDate: today }),
    );
    await timed('finance history, next page by cursor', () =>
      wallet.financeHistory(playerId, {
        page: 2,
        perPage: 10,
        startDate: yearAgo,
        endDate: today,
        cursor: financeFirst.pagination.next_cursor ?? undefined,
      }),
    );
    await timed('bet history, page 1 of the default 3 days', () =>
      gaming.gameHistory(playerId, { page: 1, perPage: 10 }),
    );
    const betsFirst = await gaming.gameHistory(playerId, {
      page: 1,
      perPage: 10,
      startDate: yearAgo,
      endDate: today,
    });
    await timed('bet history, page 1 of a year (total counted to 10,000)', () =>
      gaming.gameHistory(playerId, { page: 1, perPage: 10, startDate: yearAgo, endDate: today }),
    );
    await timed('bet history, next page by cursor', () =>
      gaming.gameHistory(playerId, {
        page: 2,
        perPage: 10,
        startDate: yearAgo,
        endDate: today,
        cursor: betsFirst.pagination.next_cursor ?? undefined,
      }),
    );
    await timed('bet history, page 500 by offset', () =>
      gaming.gameHistory(playerId, { page: 500, perPage: 10, startDate: yearAgo, endDate: today }),
    );

    const plan = async (label: string, statement: ReturnType<typeof sql>) => {
      const rows = await queryRows<Record<string, unknown>>(
        db.db,
        sql`explain (analyze, costs off, timing off, summary on) ${statement}`,
      );
      console.log(`\n  plan: ${label}`);
      for (const row of rows) console.log(`    ${String(Object.values(row)[0])}`);
    };
    await plan(
      'bet history page (rounds by player, newest first)',
      sql`select r.id, r.created_at from game_rounds r where r.player_id = ${playerId}
          and r.created_at >= now() - interval '365 days' and r.created_at < now()
          order by r.created_at desc, r.id desc limit 11`,
    );
    await plan(
      'finance history page (deposits of one account, newest first)',
      sql`select t.id from ledger_transfers t left join ledger_transfers r on r.pending_id = t.id
          where t.kind = 'deposit' and t.credit_account_id = ${cash}::int8 and t.phase in ('posted', 'pending')
          and t.created_at >= now() - interval '365 days' order by t.created_at desc, t.id desc limit 11`,
    );
  } finally {
    await db.close();
  }
}

// 5. The bank test, larger ------------------------------------------------------------------------------

async function largeBank(database: string): Promise<void> {
  const url = databaseUrl(database);
  const db = await openDatabase({ url, poolSize: 8 });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bank-'));
  try {
    await db.migrate();
    const wallet = createWalletService(db);
    const gaming = createGamingService(db, wallet, { sessionTtlMinutes: 600 });
    const providerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const provider = { code: 'bank', privateKey: providerKey, publicKeyPem: publicKeyPem(providerKey) };
    const { provider: registered } = await gaming.registerProvider(db.db, {
      code: provider.code,
      name: 'Bank Studio',
      publicKeyPem: provider.publicKeyPem,
    });
    const initialCents = 50_000n;
    const verified = await withSetupApp(db, url, (app) =>
      openVerifiedPlayers(app, {
        count: bankPlayers,
        depositEuros: (initialCents / 100n).toString(),
        providerCode: provider.code,
        gameCode: 'bank-slot',
        sessionMinutes: 24 * 60,
      }),
    );
    const players = verified.map((player) => ({
      playerId: player.playerId,
      initialCents,
      session: { token: player.token, user: player.user, gameCode: 'bank-slot', currency: player.currency },
    }));
    const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const server = await startProductionServer(url, dataDir, platformKey);
    const model = new BankModel(players);
    const started = performance.now();
    try {
      const client = new WalletApiClient(
        httpTransport(server.url, callTimeoutMs),
        provider,
        publicKeyPem(platformKey),
      );
      await runBank(model, {
        players,
        channels: [httpChannel(client), serviceChannel(gaming, provider.code)],
        cashier: ledgerCashier(wallet),
        workers: bankWorkers,
        operationsPerWorker: bankOperations,
        seed: Number(process.env.BANK_SEED ?? 1),
      });
    } finally {
      await server.stop('SIGTERM');
    }
    const verdict = await verifyBank(model, db, wallet, registered.id);
    const problems = [
      ...(model.unanswered > 0 ? [`${model.unanswered} calls got no answer (error or time-out)`] : []),
      ...verdict.problems,
    ];
    if (problems.length > 0) throw new Error(`the bank test failed: ${problems.slice(0, 10).join('; ')}`);
    console.log(
      `  ${verdict.requests} transactions (${model.answered} answers, ${verdict.okAnswers} RS_OK), ` +
        `${model.deposits.length} deposits, ${model.holds.size} withdrawal holds, ${bankWorkers} workers, ` +
        `${players.length} players, ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        'every answer expected, every balance and transfer as the answers imply',
    );
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Run ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    throw new Error(
      'bench:wallet needs a PostgreSQL server: set DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/postgres); its scratch databases are made there and dropped',
    );
  }
  if (!existsSync(pgbenchPath))
    throw new Error(`bench:wallet needs pgbench at ${pgbenchPath} (postgresql-client)`);
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const names = {
    pgbench: `rv_bench_pgbench_${tag}`,
    wallet: `rv_bench_wallet_${tag}`,
    hot: `rv_bench_hot_${tag}`,
    history: `rv_bench_history_${tag}`,
    bank: `rv_bench_bank_${tag}`,
  };
  console.log(
    `Wallet benchmark on ${new URL(serverUrl).host}${quick ? ' (quick: tiny sizes, not a measurement)' : ''}: ` +
      `${clients} clients, ${quick ? `${quickSpins} spins` : `${seconds} s`} per load, ${playerCount} players, ${os.cpus().length} CPUs`,
  );
  const hotRun = process.env.BENCH_HOT !== '0';
  try {
    // The stored-balance run's database is a copy of the spin load's, made after its players (below).
    for (const name of [names.pgbench, names.wallet, names.history, names.bank])
      await onServer(`create database "${name}"`);
    console.log('\n1. Baseline');
    const tps = runPgbench(names.pgbench);
    console.log('\n2. Spin load through the signed HTTP wallet API');
    const prepared = await prepareSpinDatabase(names.wallet);
    if (hotRun) {
      await onServer(`create database "${names.hot}" template "${names.wallet}"`);
      const hot = await openDatabase({ url: databaseUrl(names.hot), poolSize: 1 });
      try {
        // The house account keeps a stored balance: every bet and win must update its one row.
        await hot.db.execute(
          sql`insert into ledger_accounts (kind, reference, currency, tracks_balance, debits_must_not_exceed_credits)
              values (${accountKinds.houseRevenue}, 'bench', 'EUR', true, false)`,
        );
      } finally {
        await hot.close();
      }
    }
    const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const spins = await spinLoad('derived house balance (as built)', names.wallet, prepared, platformKey);
    const ratio = spins.spinsPerSecond / tps;
    console.log(
      `\n  ratio spins/s : pgbench tps = ${ratio.toFixed(2)} (target at least 0.5 at 8 clients); ` +
        `spin p99 ${spins.spinP99.toFixed(2)} ms (target under 25 ms)`,
    );
    if (hotRun) {
      console.log('\n3. The same load with a stored house balance (one hot row)');
      const hot = await spinLoad('stored house balance (for comparison)', names.hot, prepared, platformKey);
      console.log(
        `  derived / stored: ${(spins.spinsPerSecond / hot.spinsPerSecond).toFixed(2)}x the spins per second`,
      );
    }
    if (historyRows > 0) {
      console.log('\n4. History on a player with many transfers');
      await historyAtScale(names.history);
    }
    if (process.env.BENCH_BANK !== '0') {
      console.log('\n5. The bank test, larger');
      await largeBank(names.bank);
    }
    console.log('\nbench:wallet completed: every call answered as expected.');
  } finally {
    for (const name of Object.values(names))
      await onServer(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:wallet stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
