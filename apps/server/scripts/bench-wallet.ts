// `npm run bench:wallet`: how fast the wallet is next to the PostgreSQL server it runs on.
//  1. pgbench's built-in TPC-B-like script on a scratch database (scale = clients), for a baseline.
//  2. A spin load against a real server process: each client places a bet and then a win for many
//     players through the signed HTTP wallet API, with the same number of clients.
//  3. The same spin load with the house account keeping a stored balance (the hot row the ledger avoids),
//     to show what deriving system balances buys.
//  4. Bet and finance history on a player with a million transfers: the plans and the time per page.
// Figures go to docs/performance.md. Settings: DATABASE_URL (the server to use; scratch databases of the
// bench's own are created and dropped), BENCH_CLIENTS (8), BENCH_SECONDS (10), BENCH_PLAYERS (400),
// BENCH_HISTORY_ROWS (1000000; 0 skips part 4), BENCH_HOT=0 skips part 3, BENCH_BANK=0 skips part 5.
//  5. The bank test at a larger size: a real server over HTTP and the service in this process, at once.
import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { walletApiPaths, signatureHeader } from '@reelvault/contract/calls/wallet-api';
import { openDatabase, type Database } from '../src/db/database';
import { queryRows } from '../src/db/sql';
import { createGamingService, type GamingService } from '../src/modules/gaming/service';
import { publicKeyPem, signBody, verifyBody } from '../src/modules/gaming/signatures';
import { accountKinds, createWalletService, type WalletService } from '../src/modules/wallet/service';
import {
  BankModel,
  httpChannel,
  ledgerCashier,
  openBankPlayers,
  runBank,
  serviceChannel,
  verifyBank,
} from '../test/bank';
import { startServerProcess } from '../test/server-process';
import { httpTransport, WalletApiClient } from '../test/wallet-api';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const playerCount = Number(process.env.BENCH_PLAYERS ?? 400);
const historyRows = Number(process.env.BENCH_HISTORY_ROWS ?? 1_000_000);
const warmupSeconds = 2;

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

/** CPU seconds used so far by a process (user + system), from /proc. */
function processCpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine. */
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processCpuSeconds(Number(entry));
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
  const init = spawnSync('/usr/bin/pgbench', [...connection, '-i', '-q', '-s', String(clients), database], {
    env,
    encoding: 'utf8',
  });
  if (init.status !== 0) throw new Error(`pgbench -i failed:\n${init.stderr}`);
  const threads = Math.max(1, Math.min(clients, os.cpus().length));
  const postgresBefore = postgresCpuSeconds();
  const machineBefore = machineBusySeconds();
  const run = spawnSync(
    '/usr/bin/pgbench',
    [...connection, '-c', String(clients), '-j', String(threads), '-T', String(seconds), database],
    { env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`pgbench failed:\n${run.stderr}`);
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout);
  if (!match?.[1]) throw new Error(`no tps in pgbench output:\n${run.stdout}`);
  const transactions = Number(match[1]) * seconds;
  const postgresCpu = postgresCpuSeconds() - postgresBefore;
  const busy = machineBusySeconds() - machineBefore;
  console.log(
    `  pgbench TPC-B-like, scale ${clients}, ${clients} clients, ${threads} threads, ${seconds} s: ` +
      `${Number(match[1]).toFixed(0)} tps, average latency ${latency?.[1] ?? '?'} ms; ` +
      `PostgreSQL CPU per transaction ${((postgresCpu * 1000) / transactions).toFixed(2)} ms, ` +
      `machine ${((busy / seconds / os.cpus().length) * 100).toFixed(0)}% busy`,
  );
  return Number(match[1]);
}

// 2. Spin load -------------------------------------------------------------------------------------

interface Spin {
  readonly bet: { body: string; signature: string };
  readonly win: { body: string; signature: string };
}

interface Player {
  readonly user: string;
  readonly token: string;
}

async function preparePlayers(
  wallet: WalletService,
  gaming: GamingService,
  providerCode: string,
): Promise<Player[]> {
  const db = wallet.database.db;
  const clearing = await wallet.systemAccount(db, {
    kind: accountKinds.cashierClearing,
    reference: 'bench',
    currency: 'EUR',
  });
  const players: Player[] = [];
  for (let index = 0; index < playerCount; index += 1) {
    const playerId = 100_000 + index;
    const accounts = await wallet.openPlayerAccounts(db, { id: playerId, currency: 'EUR' });
    await wallet.transfer(db, {
      id: `deposit:bench:${playerId}`,
      debitAccountId: clearing.id,
      creditAccountId: accounts.cash.id,
      amount: 100_000_000n,
      kind: 'deposit',
    });
    const session = await gaming.openGameSession({
      playerId,
      providerCode,
      gameCode: 'bench-slot',
      ttlMinutes: 600,
    });
    players.push({ user: session.user, token: session.token });
  }
  return players;
}

/** Every request of the run, signed before the clock starts: signing is the provider's work, not ours. */
function signedSpins(players: readonly Player[], count: number, key: KeyObject): Spin[] {
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
      currency: 'EUR',
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
      bet: { body: bet, signature: signBody(bet, key) },
      win: { body: win, signature: signBody(win, key) },
    });
  }
  return spins;
}

function post(agent: http.Agent, base: URL, pathname: string, body: string, signature: string) {
  return new Promise<{ body: string; signature: string | undefined }>((resolve, reject) => {
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
            body: Buffer.concat(chunks).toString('utf8'),
            signature: typeof header === 'string' ? header : undefined,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

interface SpinFigures {
  readonly spinsPerSecond: number;
  readonly spinP50: number;
  readonly spinP99: number;
  readonly requestP50: number;
  readonly requestP99: number;
  readonly failures: number;
}

async function spinLoad(
  label: string,
  database: string,
  options: { hotHouse: boolean },
): Promise<SpinFigures> {
  const url = databaseUrl(database);
  const providerKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const platformPublic = publicKeyPem(platformKey);
  const setup: Database = await openDatabase({ url, poolSize: 4 });
  let players: Player[];
  try {
    await setup.migrate();
    const wallet = createWalletService(setup);
    const gaming = createGamingService(setup, wallet, { sessionTtlMinutes: 600 });
    await gaming.registerProvider(setup.db, {
      code: 'bench',
      name: 'Bench Studio',
      publicKeyPem: publicKeyPem(providerKey),
    });
    if (options.hotHouse) {
      // The house account keeps a stored balance: every bet and win must update its one row.
      await setup.db.execute(
        sql`insert into ledger_accounts (kind, reference, currency, tracks_balance, debits_must_not_exceed_credits)
            values (${accountKinds.houseRevenue}, 'bench', 'EUR', true, false)`,
      );
    }
    players = await preparePlayers(wallet, gaming, 'bench');
  } finally {
    await setup.close();
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bench-'));
  const server = await startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    WALLET_API_PRIVATE_KEY: platformKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  });
  try {
    const base = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
    // Enough signed spins for the highest rate expected (BENCH_MAX_RATE spins/s); the load stops at the
    // deadline, or earlier (with a warning) if it runs out.
    const maxRate = Number(process.env.BENCH_MAX_RATE ?? 1_500);
    const spins = signedSpins(players, maxRate * (seconds + warmupSeconds), providerKey);
    const verifier = createPublicKey(platformPublic);
    let next = 0;
    let failures = 0;
    const spinTimes: number[] = [];
    const requestTimes: number[] = [];
    const startedAt = performance.now();
    const measureFrom = startedAt + warmupSeconds * 1000;
    const deadline = measureFrom + seconds * 1000;
    let measuredSpins = 0;
    let cpuAtStart: { server: number; postgres: number; client: number; machine: number } | undefined;
    const cpuNow = () => ({
      server: server.child.pid ? processCpuSeconds(server.child.pid) : 0,
      postgres: postgresCpuSeconds(),
      client: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
      machine: machineBusySeconds(),
    });
    const startCpuClock = setTimeout(() => (cpuAtStart = cpuNow()), warmupSeconds * 1000);

    async function client(): Promise<void> {
      while (performance.now() < deadline) {
        const spin = spins[next];
        next += 1;
        if (!spin) return;
        const spinStart = performance.now();
        const bet = await post(agent, base, walletApiPaths.bet, spin.bet.body, spin.bet.signature);
        const betDone = performance.now();
        const win = await post(agent, base, walletApiPaths.win, spin.win.body, spin.win.signature);
        const end = performance.now();
        const ok =
          bet.body.includes('"RS_OK"') &&
          win.body.includes('"RS_OK"') &&
          verifyBody(bet.body, bet.signature, verifier) &&
          verifyBody(win.body, win.signature, verifier);
        if (!ok) failures += 1;
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
    if (next >= spins.length)
      console.log(`  warning: the ${spins.length} signed spins ran out; raise BENCH_MAX_RATE`);
    spinTimes.sort((a, b) => a - b);
    requestTimes.sort((a, b) => a - b);
    const figures: SpinFigures = {
      spinsPerSecond: measuredSpins / seconds,
      spinP50: percentile(spinTimes, 50),
      spinP99: percentile(spinTimes, 99),
      requestP50: percentile(requestTimes, 50),
      requestP99: percentile(requestTimes, 99),
      failures,
    };
    console.log(
      `  ${label}: ${figures.spinsPerSecond.toFixed(0)} spins/s (${(figures.spinsPerSecond * 2).toFixed(0)} wallet calls/s); ` +
        `spin (bet then win) p50 ${figures.spinP50.toFixed(2)} ms, p99 ${figures.spinP99.toFixed(2)} ms; ` +
        `one call p50 ${figures.requestP50.toFixed(2)} ms, p99 ${figures.requestP99.toFixed(2)} ms; failures ${failures}`,
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
          `machine ${((busy / seconds / os.cpus().length) * 100).toFixed(0)}% busy, ${(((busy - mine) / Math.max(busy, 1e-9)) * 100).toFixed(0)}% of it other processes`,
      );
    }
    return figures;
  } finally {
    await server.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    const check = await openDatabase({ url, poolSize: 2 });
    try {
      const report = await createWalletService(check).checkInvariants();
      console.log(
        `  ledger check after the load: ${report.ok ? 'all invariants hold' : report.problems[0]?.message}`,
      );
    } finally {
      await check.close();
    }
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
    const playerId = 900_001;
    const accounts = await wallet.openPlayerAccounts(db.db, { id: playerId, currency: 'EUR' });
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
    const players = await openBankPlayers(wallet, gaming, provider.code, 100, 50_000n);
    const platformKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const server = await startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      WALLET_API_PRIVATE_KEY: platformKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    const model = new BankModel(players);
    const started = performance.now();
    try {
      const client = new WalletApiClient(httpTransport(server.url), provider, publicKeyPem(platformKey));
      await runBank(model, {
        players,
        channels: [httpChannel(client), serviceChannel(gaming, provider.code)],
        cashier: ledgerCashier(wallet),
        workers: 16,
        operationsPerWorker: 400,
        seed: Number(process.env.BANK_SEED ?? 1),
      });
    } finally {
      await server.stop('SIGTERM');
    }
    const verdict = await verifyBank(model, db, wallet, registered.id);
    console.log(
      `  ${verdict.requests} transactions (${model.answered} answers, ${verdict.okAnswers} RS_OK), ` +
        `${model.deposits.length} deposits, ${model.holds.size} withdrawal holds, 16 workers, 100 players, ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        (verdict.problems.length === 0
          ? 'every balance and transfer as the answers imply'
          : verdict.problems.join('; ')),
    );
    if (verdict.problems.length > 0) process.exitCode = 1;
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Run ---------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const tag = `${process.pid}_${Date.now().toString(36)}`;
  const names = {
    pgbench: `rv_bench_pgbench_${tag}`,
    wallet: `rv_bench_wallet_${tag}`,
    hot: `rv_bench_hot_${tag}`,
    history: `rv_bench_history_${tag}`,
    bank: `rv_bench_bank_${tag}`,
  };
  console.log(
    `Wallet benchmark on ${new URL(serverUrl).host}: ${clients} clients, ${seconds} s per load, ${os.cpus().length} CPUs`,
  );
  try {
    for (const name of Object.values(names)) await onServer(`create database "${name}"`);
    console.log('\n1. Baseline');
    const tps = runPgbench(names.pgbench);
    console.log('\n2. Spin load through the signed HTTP wallet API');
    const spins = await spinLoad('derived house balance (as built)', names.wallet, { hotHouse: false });
    const ratio = spins.spinsPerSecond / tps;
    console.log(
      `\n  ratio spins/s : pgbench tps = ${ratio.toFixed(2)} (target at least 0.5 at 8 clients); ` +
        `spin p99 ${spins.spinP99.toFixed(2)} ms (target under 25 ms)`,
    );
    if (process.env.BENCH_HOT !== '0') {
      console.log('\n3. The same load with a stored house balance (one hot row)');
      const hot = await spinLoad('stored house balance (for comparison)', names.hot, { hotHouse: true });
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
  } finally {
    for (const name of Object.values(names))
      await onServer(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  }
}

await main();
