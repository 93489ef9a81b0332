// `npm run bench:admin-search`: the back office's player search over 100,000 players (decision 0709).
// Seeds a fresh database (embedded in a new DATA_DIR, or a scratch database on DATABASE_URL's server) with
// players, their sessions and login log by SQL generate_series, creates an operator, starts the real server
// (a child process, as `npm start` runs it) and sends each kind of search one at a time, printing p50, p95
// and p99 per kind. Every search must answer 200 and, where it looks for one player, find that player:
// anything else stops it with an error naming the call (exit code 1).
// BENCH_PLAYERS (100000) sets the size, BENCH_REQUESTS (200) the searches per kind. The seeding ends with
// `analyze`, as PostgreSQL's autovacuum would soon after such an insert; BENCH_ANALYZE=0 leaves the
// statistics to the server (autovacuum; the embedded server's `analyze` at its start).
// `-- --quick`: 2,000 players and 10 searches per kind, to check that it works, not to measure.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import { openDatabase } from '../src/db/database';
import { createOperator } from '../src/modules/backoffice/service';
import { benchOperatorToken, withBenchServer } from '../test/bench-server';
import { createScratchDatabase, type ScratchDatabase } from '../test/helper';

const quick = parseArgs({ options: { quick: { type: 'boolean' } } }).values.quick === true;
const playerCount = Number(process.env.BENCH_PLAYERS ?? (quick ? 2_000 : 100_000));
const requestsPerKind = Number(process.env.BENCH_REQUESTS ?? (quick ? 10 : 200));
const analyzeAfterSeeding = process.env.BENCH_ANALYZE !== '0';
const callTimeoutMs = 10_000;
const target95Ms = 50;

const firstNames = [
  'Anna',
  'Maria',
  'Nikos',
  'Jonas',
  'Lea',
  'Omar',
  'Sofia',
  'Chen',
  'Lucas',
  'Elena',
  'Yusuf',
  'Ida',
];
const lastNames = [
  'Berg',
  'Papadopoulou',
  'Schmidt',
  'Rossi',
  'Novak',
  'Kowalski',
  'Silva',
  'Dubois',
  'Costa',
  'Meyer',
];
const domains = ['mail.test', 'post.test', 'inbox.test', 'example.com'];

/** The n-th seeded player's values, as the seeding SQL writes them (1-based). */
const seeded = (n: number) => ({
  username: `player${n}`,
  first: firstNames[n % firstNames.length] ?? '',
  last: `${lastNames[n % lastNames.length] ?? ''}${n % 997}`,
  email: `${(firstNames[n % firstNames.length] ?? '').toLowerCase()}.${n}@${domains[n % domains.length] ?? ''}`,
  phone: `+30690${String(n).padStart(7, '0')}`,
  /** Every 25 players share an address (a household, a café). */
  ip: `10.${Math.floor(n / 25 / 65536) % 256}.${Math.floor(n / 25 / 256) % 256}.${Math.floor(n / 25) % 256}`,
});

function arrayLiteral(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value}'`).join(',')}]`;
}

/** Players, one session each and one login in the log, by generate_series: seconds for 100,000. */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const first = arrayLiteral(firstNames);
  const last = arrayLiteral(lastNames);
  const domain = arrayLiteral(domains);
  const ip = (n: string) =>
    `'10.' || ((${n} / 25 / 65536) % 256) || '.' || ((${n} / 25 / 256) % 256) || '.' || ((${n} / 25) % 256)`;
  await db.execute(
    sql.raw(`
    insert into users (username, email, password_hash, name, surname, country_id, currency, phone, status,
      player_status, excluded_until, locale, age_confirmed_at, password_changed_at, last_login_at, created_at,
      updated_at)
    select 'player' || n,
      lower((${first})[n % ${firstNames.length} + 1]) || '.' || n || '@' || (${domain})[n % ${domains.length} + 1],
      '!', (${first})[n % ${firstNames.length} + 1], (${last})[n % ${lastNames.length} + 1] || (n % 997),
      (array[85, 82, 85, 75, 181])[n % 5 + 1], (array['EUR', 'EUR', 'EUR', 'USD', 'BTC'])[n % 5 + 1],
      '+30690' || lpad(n::text, 7, '0'),
      case when n % 50 = 0 then 2 when n % 40 = 0 then 6 when n % 90 = 0 then 7 else 1 end,
      case when n % 3 = 0 then 1 when n % 7 = 0 then 2 else 0 end,
      case when n % 100 = 0 then now() + interval '30 days' end,
      'en', now(), now(),
      now() - ((n % 365) || ' days')::interval, now() - ((n % 730) || ' days')::interval, now()
    from generate_series(1, ${playerCount}) n`),
  );
  await db.execute(
    sql.raw(`
    insert into sessions (id, user_id, token_hash, user_agent, ip, created_at, last_seen_at, expires_at)
    select gen_random_uuid(), u.id, md5('bench-session-' || u.id), 'bench', ${ip('substr(u.username, 7)::int')},
      u.last_login_at, u.last_login_at, u.last_login_at + interval '8 hours'
    from users u where u.username like 'player%'`),
  );
  await db.execute(
    sql.raw(`
    insert into security_events (user_id, kind, ip, user_agent, created_at)
    select u.id, 'login', ${ip('substr(u.username, 7)::int')}, 'bench', u.last_login_at
    from users u where u.username like 'player%'`),
  );
  if (analyzeAfterSeeding) await db.execute(sql`analyze`);
}

interface Kind {
  readonly name: string;
  /** The query string of the i-th search, and the username it must find (when it looks for one). */
  readonly search: (i: number) => { query: string; finds?: string };
}

const pick = (i: number) => 1 + ((i * 7919 + 13) % playerCount);

const kinds: Kind[] = [
  { name: 'username part', search: (i) => ({ query: `q=${seeded(pick(i)).username.slice(1)}` }) },
  {
    name: 'e-mail part',
    search: (i) => {
      const player = seeded(pick(i));
      return {
        query: `q=${encodeURIComponent(`${player.email.split('@')[0] ?? ''}@`)}`,
        finds: player.username,
      };
    },
  },
  {
    name: 'first and last name',
    search: (i) => {
      const player = seeded(pick(i));
      return { query: `q=${encodeURIComponent(`${player.first} ${player.last}`)}` };
    },
  },
  { name: 'id', search: (i) => ({ query: `q=${pick(i)}` }) },
  {
    name: 'phone',
    search: (i) => {
      const player = seeded(pick(i));
      return { query: `q=${encodeURIComponent(player.phone)}`, finds: player.username };
    },
  },
  {
    name: 'IP address',
    search: (i) => {
      const player = seeded(pick(i));
      return { query: `q=${player.ip}`, finds: player.username };
    },
  },
  { name: 'broad text (many matches)', search: (i) => ({ query: `q=${domains[i % domains.length] ?? ''}` }) },
  {
    name: 'filters, sorted by registration',
    search: (i) => ({
      query: `status=${i % 2 === 0 ? 1 : 2}&country=${i % 3 === 0 ? 'GR' : 'DE'}&currency=EUR&sort=created_at&page=${1 + (i % 5)}`,
    }),
  },
  {
    name: 'dates, verified, self-excluded',
    search: (i) => ({
      query: `registered_from=${new Date(Date.now() - (200 + i) * 86_400_000).toISOString().slice(0, 10)}&registered_to=${new Date(Date.now() - (100 + i) * 86_400_000).toISOString().slice(0, 10)}&verified=${i % 2 === 0}&self_excluded=${i % 3 === 0}&sort=last_login_at`,
    }),
  },
  { name: 'no filter, newest first', search: (i) => ({ query: `page=${1 + (i % 20)}&per_page=50` }) },
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function call(
  base: string,
  token: string,
  pathname: string,
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${base}${pathname}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(callTimeoutMs),
  }).catch((error: unknown) => {
    throw new Error(`GET ${pathname} failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return { status: response.status, body: await response.text() };
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bench-search-'));
  let scratch: ScratchDatabase | undefined;
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const totpKey = randomBytes(32);
  const password = `bench-${randomBytes(12).toString('hex')}`;
  try {
    const seedStarted = performance.now();
    const database = await openDatabase(
      scratch ? { url: scratch.url, poolSize: 2 } : { pgliteDataDir: path.join(dataDir, 'pgdata') },
    );
    let totpSecret: string;
    try {
      await database.migrate();
      await seed(database.db);
      const created = await createOperator(
        { db: database.db, clock: systemClock, totpEncryptionKey: totpKey },
        { email: 'bench.support@ops.test', role: 'support', password },
      );
      totpSecret = created.totpSecret;
    } finally {
      await database.close();
    }
    console.log(
      `${playerCount} players with their sessions and login log seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s ` +
        `(${scratch ? 'postgres' : 'pglite'}${analyzeAfterSeeding ? '' : ', no statistics'})` +
        (quick ? ' (quick: tiny sizes, not a measurement)' : ''),
    );
    await withBenchServer({ dataDir, scratch, totpKey }, (base) => measure(base, totpSecret, password));
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measure(base: string, totpSecret: string, password: string): Promise<void> {
  const token = await benchOperatorToken(base, { email: 'bench.support@ops.test', password, totpSecret });

  const loadAtStart = os.loadavg()[0] ?? 0;
  console.log(
    `\n${'search'.padEnd(34)}  ${'calls'.padStart(5)}  ${'p50 ms'.padStart(7)}  ${'p95 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'max ms'.padStart(7)}`,
  );
  const all: number[] = [];
  let worst = { name: '', p95: 0 };
  for (const kind of kinds) {
    // Two unmeasured calls first: the server's first use of a query path.
    for (let i = 0; i < 2; i += 1) await call(base, token, `/api/admin/players?${kind.search(i).query}`);
    const latencies: number[] = [];
    for (let i = 0; i < requestsPerKind; i += 1) {
      const { query, finds } = kind.search(i);
      const pathname = `/api/admin/players?${query}`;
      const sent = performance.now();
      const { status, body } = await call(base, token, pathname);
      latencies.push(performance.now() - sent);
      if (status !== 200) throw new Error(`GET ${pathname} answered ${status}: ${body.slice(0, 200)}`);
      const found = (JSON.parse(body) as { data: { username: string }[] }).data.map((row) => row.username);
      if (finds !== undefined && !found.includes(finds))
        throw new Error(`GET ${pathname} did not find ${finds} (found ${found.slice(0, 5).join(', ')})`);
    }
    latencies.sort((a, b) => a - b);
    all.push(...latencies);
    const p95 = percentile(latencies, 95);
    if (p95 > worst.p95) worst = { name: kind.name, p95 };
    console.log(
      `${kind.name.padEnd(34)}  ${String(latencies.length).padStart(5)}  ${percentile(latencies, 50).toFixed(2).padStart(7)}  ` +
        `${p95.toFixed(2).padStart(7)}  ${percentile(latencies, 99).toFixed(2).padStart(7)}  ${(latencies.at(-1) ?? 0).toFixed(1).padStart(7)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `\nAll searches: p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms, ` +
      `p99 ${percentile(all, 99).toFixed(2)} ms; worst p95 ${worst.p95.toFixed(2)} ms (${worst.name}); target: p95 under ${target95Ms} ms.`,
  );
  // Other work on the machine stretches the tail: the load average says how busy it was.
  console.log(
    `Machine: ${os.cpus().length} CPUs, load average ${loadAtStart.toFixed(1)} at the start of the searches, ` +
      `${(os.loadavg()[0] ?? 0).toFixed(1)} at the end.`,
  );
  console.log(`bench:admin-search completed: ${all.length} measured searches, every one answered 200.`);
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:admin-search stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
