// `npm run bench:reports`: the back office's reports over 1,000,000 rounds and 100,000 players (decisions
// 0720 and 0906). Seeds a fresh database (embedded in a new DATA_DIR, or a scratch database on
// DATABASE_URL's server) by set-based SQL: players with their cash accounts, a studio's games in the
// catalogue, one bet per round (with its provider transaction, ledger transfer and game round), wins on half
// of them, rollbacks on a twentieth, deposits and withdrawals, over the last 30 days. Then runs the rollup
// and the fairness pass (timed), starts the real server (a child process, as `npm start` runs it) and sends
// every call of `timedCalls` BENCH_REQUESTS (20) times with an operator's token, printing p50 and max per
// call. Exits 1 if any call answers other than 200 or any report takes a second or more. BENCH_ROUNDS and
// BENCH_PLAYERS set the sizes; `-- --quick` makes them tiny (to check that it works, not to measure).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/clock';
import { openDatabase, type Db } from '../src/db/database';
import { createOperator } from '../src/modules/backoffice/service';
import { createFairnessPass } from '../src/modules/monitoring/fairness-pass';
import { createRollupService } from '../src/modules/reports/rollup-service';
import { benchOperatorToken, withBenchServer } from '../test/bench-server';
import { createScratchDatabase, type ScratchDatabase } from '../test/helper';

const quick = parseArgs({ options: { quick: { type: 'boolean' } } }).values.quick === true;
const roundCount = Number(process.env.BENCH_ROUNDS ?? (quick ? 20_000 : 1_000_000));
const playerCount = Number(process.env.BENCH_PLAYERS ?? (quick ? 2_000 : 100_000));
const requestsPerCall = Number(process.env.BENCH_REQUESTS ?? (quick ? 3 : 20));
const limitMs = 1_000;
const callTimeoutMs = 30_000;
const days = 30;

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const last30 = `from=${daysAgo(days - 1)}&to=${today}`;

/**
 * The timed calls: a name and the path with its query. Other reports add theirs here; each must answer
 * 200 within a second.
 */
export const timedCalls: readonly { readonly name: string; readonly path: string }[] = [
  { name: 'revenue by day, 30 days', path: `/api/admin/reports/revenue?group_by=day&${last30}` },
  {
    name: 'revenue by game, 30 days',
    path: `/api/admin/reports/revenue?group_by=game&${last30}&sort=ggr&order=desc`,
  },
  { name: 'revenue by studio, 30 days', path: `/api/admin/reports/revenue?group_by=studio&${last30}` },
  { name: 'revenue by country, 30 days', path: `/api/admin/reports/revenue?group_by=country&${last30}` },
  { name: 'revenue by currency, 30 days', path: `/api/admin/reports/revenue?group_by=currency&${last30}` },
  {
    name: 'revenue by day, today',
    path: `/api/admin/reports/revenue?group_by=day&from=${today}&to=${today}`,
  },
  {
    name: 'revenue by day, EUR, CSV',
    path: `/api/admin/reports/revenue?group_by=day&${last30}&currency=EUR&format=csv`,
  },
  { name: 'payments by day, 30 days', path: `/api/admin/reports/payments?group_by=day&${last30}` },
  { name: 'payments by method, 30 days', path: `/api/admin/reports/payments?group_by=method&${last30}` },
  { name: 'registrations, 30 days', path: `/api/admin/reports/registrations?${last30}` },
  { name: 'registrations, CSV', path: `/api/admin/reports/registrations?${last30}&format=csv` },
  { name: 'dashboard, 30 days', path: '/api/admin/dashboard?period=30d' },
  { name: 'dashboard, today', path: '/api/admin/dashboard?period=today' },
  // Compliance reports and fairness monitoring (decision 0906).
  { name: 'responsible gambling, 30 days', path: `/api/admin/reports/responsible-gambling?${last30}` },
  { name: 'AML transactions, 30 days', path: `/api/admin/reports/aml/transactions?${last30}` },
  { name: 'AML transactions, CSV', path: `/api/admin/reports/aml/transactions?${last30}&format=csv` },
  { name: 'AML structuring, 30 days', path: `/api/admin/reports/aml/structuring?${last30}` },
  { name: 'game fairness', path: '/api/admin/fairness' },
  { name: 'game fairness, CSV', path: '/api/admin/fairness?format=csv' },
];

/** Players, the catalogue's games, rounds with their transfers, deposits and withdrawals: set-based SQL. */
async function seed(db: Db): Promise<void> {
  const spread = `(now() - interval '1 second' * ((n::bigint * 2654435761) % ${days * 86_400}))`;
  const player = `(1 + (n::bigint * 7919) % ${playerCount})`;
  const statements = [
    `insert into users (username, email, password_hash, country_id, currency, status, player_status, locale,
       age_confirmed_at, password_changed_at, created_at, updated_at)
     select 'player' || n, 'player' || n || '@bench.test', '!', (array[85, 82, 75, 181, 73, 59])[n % 6 + 1],
       (array['EUR', 'EUR', 'USD'])[n % 3 + 1], 1, 1, 'en', now(), now(),
       now() - interval '1 second' * ((n::bigint * 40503) % ${90 * 86_400}), now()
     from generate_series(1, ${playerCount}) n`,
    `insert into ledger_accounts (kind, player_id, reference, currency, tracks_balance, debits_must_not_exceed_credits)
     select 'player_cash', id, '', currency, false, false from users`,
    `insert into ledger_accounts (kind, player_id, reference, currency, tracks_balance, debits_must_not_exceed_credits)
     select k, null, r, c, false, false
     from (values ('house_revenue', 'bench-studio'), ('cashier_clearing', 'card'), ('cashier_clearing', 'sepa'),
       ('cashier_clearing', 'crypto')) v(k, r), (values ('EUR'), ('USD')) w(c)`,
    `insert into game_providers (code, name, public_key) values ('bench-studio', 'Bench studio', '-')`,
    `insert into providers (slug, name) select 'studio-' || s, 'Studio ' || s from generate_series(1, 10) s`,
    `insert into games (identifier, name, provider_id, type, rtp, engine, model, skin, content_hash, art_version)
     select 'game-' || g, 'Game ' || g, p.id, 4, 96.00, 'slot', 'slot-high', '{}'::jsonb, 'bench', 'bench'
     from generate_series(1, 60) g join providers p on p.slug = 'studio-' || (g % 10 + 1)`,
    // One bet per round; the game skewed towards the first ones, as play is.
    `create temporary table bench_rounds as
     select n, a.id as account_id, a.player_id, a.currency, ${spread} as at,
       'game-' || (1 + floor(60 * power(((n::bigint * 48271) % 1000) / 1000.0, 2)))::int as game,
       100 + (n % 900) as stake
     from generate_series(1, ${roundCount}) n
     join ledger_accounts a on a.kind = 'player_cash' and a.player_id = ${player}`,
    `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, created_at)
     select 'bet:' || gp.id || ':b' || r.n, r.account_id, h.id, r.stake, r.currency, 'bet', 'posted', r.at
     from bench_rounds r cross join game_providers gp
     join ledger_accounts h on h.kind = 'house_revenue' and h.currency = r.currency
     where gp.code = 'bench-studio'`,
    `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, created_at)
     select 'win:' || gp.id || ':w' || r.n, h.id, r.account_id, (r.stake * ((r.n * 31) % 40)) / 10, r.currency,
       'win', 'posted', r.at
     from bench_rounds r cross join game_providers gp
     join ledger_accounts h on h.kind = 'house_revenue' and h.currency = r.currency
     where gp.code = 'bench-studio' and r.n % 2 = 0`,
    `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, created_at)
     select 'refund:' || gp.id || ':b' || r.n, h.id, r.account_id, r.stake, r.currency, 'refund', 'posted', r.at
     from bench_rounds r cross join game_providers gp
     join ledger_accounts h on h.kind = 'house_revenue' and h.currency = r.currency
     where gp.code = 'bench-studio' and r.n % 20 = 1`,
    `insert into provider_transactions (provider_id, transaction_uuid, kind, state, player_id, game_code, round,
       currency, amount, ledger_transfer_id, created_at)
     select gp.id, 'b' || r.n, 'bet', case when r.n % 20 = 1 then 'rolled_back' else 'done' end, r.player_id,
       r.game, 'r' || r.n, r.currency, r.stake, 'bet:' || gp.id || ':b' || r.n, r.at
     from bench_rounds r cross join game_providers gp where gp.code = 'bench-studio'`,
    `insert into provider_transactions (provider_id, transaction_uuid, kind, state, player_id, game_code, round,
       currency, amount, ledger_transfer_id, created_at)
     select gp.id, 'w' || r.n, 'win', 'done', r.player_id, r.game, 'r' || r.n, r.currency,
       (r.stake * ((r.n * 31) % 40)) / 10, 'win:' || gp.id || ':w' || r.n, r.at
     from bench_rounds r cross join game_providers gp where gp.code = 'bench-studio' and r.n % 2 = 0`,
    // Each round as the bet history and fairness monitoring read it: settled, its win and any rollback.
    `insert into game_rounds (provider_id, player_id, round, game_code, currency, bet_total, win_total,
       refund_total, closed, created_at, updated_at)
     select gp.id, r.player_id, 'r' || r.n, r.game, r.currency, r.stake,
       case when r.n % 2 = 0 then (r.stake * ((r.n * 31) % 40)) / 10 else 0 end,
       case when r.n % 20 = 1 then r.stake else 0 end, true, r.at, r.at
     from bench_rounds r cross join game_providers gp where gp.code = 'bench-studio'`,
    // Two deposits per player (card, sepa or crypto), a withdrawal paid for every third.
    `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, metadata, created_at)
     select 'deposit:bench:' || a.player_id || ':' || k, c.id, a.id, 1000 * (1 + (a.player_id + k) % 20), a.currency,
       'deposit', 'posted', jsonb_build_object('method', c.reference),
       now() - interval '1 second' * (((a.player_id::bigint + k) * 2654435761) % ${days * 86_400})
     from ledger_accounts a cross join generate_series(1, 2) k
     join ledger_accounts c on c.kind = 'cashier_clearing' and c.currency = a.currency
       and c.reference = (array['card', 'sepa', 'crypto'])[(a.player_id + k) % 3 + 1]
     where a.kind = 'player_cash'`,
    `insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, kind, phase, metadata, created_at)
     select 'withdrawal:bench:' || a.player_id, a.id, c.id, 500 * (1 + a.player_id % 10), a.currency,
       'withdrawal', 'posted', jsonb_build_object('method', c.reference),
       now() - interval '1 second' * ((a.player_id::bigint * 2654435761) % ${days * 86_400})
     from ledger_accounts a
     join ledger_accounts c on c.kind = 'cashier_clearing' and c.currency = a.currency and c.reference = 'sepa'
     where a.kind = 'player_cash' and a.player_id % 3 = 0`,
    `analyze`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bench-reports-'));
  let scratch: ScratchDatabase | undefined;
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const totpKey = randomBytes(32);
  const password = `bench-${randomBytes(12).toString('hex')}`;
  try {
    const database = await openDatabase(
      scratch ? { url: scratch.url, poolSize: 2 } : { pgliteDataDir: path.join(dataDir, 'pgdata') },
    );
    let totpSecret: string;
    try {
      await database.migrate();
      const seedStarted = performance.now();
      await seed(database.db);
      console.log(
        `${roundCount} rounds and ${playerCount} players seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s ` +
          `(${database.driver})${quick ? ' (quick: tiny sizes, not a measurement)' : ''}`,
      );
      const rollupStarted = performance.now();
      await createRollupService(database.db).rollUp();
      console.log(
        `First rollup pass (every hour of ${days} days): ${((performance.now() - rollupStarted) / 1000).toFixed(1)} s`,
      );
      const nextStarted = performance.now();
      await createRollupService(database.db).rollUp();
      console.log(
        `A following pass (the current and previous hour): ${(performance.now() - nextStarted).toFixed(0)} ms`,
      );
      const fairnessStarted = performance.now();
      const batches = await createFairnessPass({ db: database.db, now: () => new Date() }).pass();
      console.log(
        `First fairness pass (every settled round, ${batches} batches): ${((performance.now() - fairnessStarted) / 1000).toFixed(1)} s`,
      );
      // A live database's steady state, as autovacuum keeps it: statistics and the visibility map set, so
      // that index-only scans read no table pages.
      await database.db.execute(sql`vacuum analyze`);
      const created = await createOperator(
        { db: database.db, clock: systemClock, totpEncryptionKey: totpKey },
        { email: 'bench.finance@ops.test', role: 'finance', password },
      );
      totpSecret = created.totpSecret;
    } finally {
      await database.close();
    }
    await withBenchServer({ dataDir, scratch, totpKey }, (base) => measure(base, totpSecret, password));
  } finally {
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measure(base: string, totpSecret: string, password: string): Promise<void> {
  const token = await benchOperatorToken(base, { email: 'bench.finance@ops.test', password, totpSecret });
  console.log(
    `\n${'call'.padEnd(34)}  ${'calls'.padStart(5)}  ${'p50 ms'.padStart(8)}  ${'max ms'.padStart(8)}`,
  );
  const slow: string[] = [];
  for (const timed of timedCalls) {
    const latencies: number[] = [];
    for (let i = 0; i < requestsPerCall; i += 1) {
      const sent = performance.now();
      const response = await fetch(`${base}${timed.path}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(callTimeoutMs),
      });
      const body = await response.text();
      latencies.push(performance.now() - sent);
      if (response.status !== 200)
        throw new Error(`GET ${timed.path} answered ${response.status}: ${body.slice(0, 300)}`);
    }
    latencies.sort((a, b) => a - b);
    const max = latencies.at(-1) ?? 0;
    if (max >= limitMs) slow.push(`${timed.name} (${max.toFixed(0)} ms)`);
    console.log(
      `${timed.name.padEnd(34)}  ${String(latencies.length).padStart(5)}  ${percentile(latencies, 50).toFixed(1).padStart(8)}  ${max.toFixed(1).padStart(8)}`,
    );
  }
  console.log(`Machine: ${os.cpus().length} CPUs, load average ${(os.loadavg()[0] ?? 0).toFixed(1)}.`);
  // Quick mode checks that every call answers; its sizes are too small for its times to mean anything,
  // and a cold first call on a busy machine must not fail the check.
  if (slow.length > 0 && !quick) throw new Error(`over ${limitMs} ms: ${slow.join(', ')}`);
  console.log(
    quick
      ? `bench:reports completed: every call answered 200 (quick: times not checked${slow.length > 0 ? `; over ${limitMs} ms: ${slow.join(', ')}` : ''}).`
      : `bench:reports completed: every call answered 200 within ${limitMs} ms.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:reports stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
