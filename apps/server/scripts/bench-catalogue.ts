// `npm run bench:catalogue`: starts the real server (a child process, as `npm start` runs it) on a free
// 127.0.0.1 port with the full demo catalogue, embedded or on a fresh database of DATABASE_URL's server,
// then drives each catalogue call with 32 concurrent keep-alive clients and prints requests per second,
// p50 and p99, and the throughput relative to /api/health measured in the same run. Any answer but 200,
// a failed connection or no answer within 10 s stops it with an error naming the call (exit code 1).
// BENCH_SECONDS (default 5) sets the time per call; BENCH_CLIENTS (default 32) the concurrency.
// `-- --quick`: 4 clients, 20 measured requests and at most 10 cold paths per call, no warm-up (about
// 400 calls, seconds once the server is up), to check that it works, not to measure.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase, type ScratchDatabase } from '../test/helper';
import { startServerProcess } from '../test/server-process';

const quick = parseArgs({ options: { quick: { type: 'boolean' } } }).values.quick === true;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? (quick ? 4 : 32));
const coldPaths = quick ? 10 : 100;
/** The quick run measures this many requests per call instead of running for `seconds`. */
const quickRequests = 20;
const callTimeoutMs = 10_000;

interface Result {
  readonly call: string;
  /** One client, each path once, before anything was cached: the cost of the queries themselves. */
  readonly coldP50: number;
  readonly coldMax: number;
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: clients });

/**
 * Sends a GET and fails unless it is answered 200 within `callTimeoutMs`; the body is kept only when
 * `keep` is set (the measured loops just drain it).
 */
function request(base: URL, pathname: string, keep = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const call = http.get({ host: base.hostname, port: base.port, path: pathname, agent }, (response) => {
      let body = '';
      const failed = response.statusCode !== 200;
      if (keep || failed) {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
      } else response.resume();
      response.on('end', () => {
        if (failed)
          reject(new Error(`GET ${pathname} answered ${response.statusCode}: ${body.slice(0, 200)}`));
        else resolve(body);
      });
      response.on('error', reject);
    });
    call.setTimeout(callTimeoutMs, () =>
      call.destroy(new Error(`GET ${pathname} got no answer within ${callTimeoutMs / 1000} s`)),
    );
    call.on('error', (error) =>
      reject(
        error.message.startsWith('GET ') ? error : new Error(`GET ${pathname} failed: ${error.message}`),
      ),
    );
  });
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * `clients` loops, each sending the next path of the list as soon as its last answer arrived. Before
 * that, one client asks for (up to `coldPaths` of) the paths once each: the "cold" figures, before
 * anything is cached. A path list longer than the run can use gives figures with no cache hits at all.
 * The first failed call ends every loop and rejects.
 */
async function drive(base: URL, call: string, paths: readonly string[]): Promise<Result> {
  const cold: number[] = [];
  for (const pathname of [...new Set(paths)].slice(0, coldPaths)) {
    const sent = performance.now();
    await request(base, pathname);
    cold.push(performance.now() - sent);
  }
  cold.sort((a, b) => a - b);
  let next = 0;
  const take = () => paths[next++ % paths.length] ?? '/';
  let failure: unknown;
  let sent = 0;
  const loops = async (done: () => boolean, latencies?: number[]) => {
    sent = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (failure === undefined && !done()) {
          sent += 1;
          const sentAt = performance.now();
          try {
            await request(base, take());
          } catch (error) {
            failure ??= error;
            return;
          }
          latencies?.push(performance.now() - sentAt);
        }
      }),
    );
    if (failure !== undefined) throw failure;
  };
  // A short warm-up, not counted (none in a quick run).
  const warmUntil = performance.now() + (quick ? 0 : 500);
  await loops(() => performance.now() >= warmUntil);
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await loops(() => (quick ? sent >= quickRequests : performance.now() >= until), latencies);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    call,
    coldP50: percentile(cold, 50),
    coldMax: cold.at(-1) ?? 0,
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
  };
}

async function json<T>(base: URL, pathname: string): Promise<T> {
  return JSON.parse(await request(base, pathname, true)) as T;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-bench-'));
  let scratch: ScratchDatabase | undefined;
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  const startedAt = performance.now();
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      DEMO_SEED: 'true',
      LOG_LEVEL: 'warn',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    300_000,
  );
  try {
    const base = new URL(server.url);
    // Let the seeding's after-work settle before measuring (a check run measures nothing).
    if (!quick) await new Promise((resolve) => setTimeout(resolve, 2000));
    const health = await json<{ database: { driver: string } }>(base, '/api/health');
    console.log(
      `Server up with the demo catalogue in ${((performance.now() - startedAt) / 1000).toFixed(1)} s ` +
        `(database: ${health.database.driver}); ${clients} clients, ${quick ? `${quickRequests} requests` : `${seconds} s`} per call, ${os.cpus().length} CPUs` +
        (quick ? ' (quick: tiny sizes, not a measurement)' : ''),
    );

    const providers = (
      await json<{ data: { slug: string; name: string; game_count: number }[] }>(base, '/api/providers')
    ).data;
    const config = await json<{ data: { categories: { id: number; class: string }[] } }>(
      base,
      '/api/casino-config',
    );
    const liveConfig = await json<{ data: { categories: { id: number; class: string }[] } }>(
      base,
      '/api/live-casino-config',
    );
    const sample = (
      await json<{ games: { data: { name: string }[] } }>(base, '/api/games?type=slot&per_page=100&page=7')
    ).games.data.map((game) => game.name);

    const pages = Array.from({ length: 40 }, (_, i) => i + 1);
    const slotCategories = config.data.categories.filter((category) => category.id > 0);
    const categories = [
      ...slotCategories,
      ...liveConfig.data.categories.filter((category) => category.id > 0),
    ];
    const searchTerms = [
      ...sample.slice(0, 30), // whole names: an exact match
      ...sample.slice(30, 60).map((name) => name.slice(0, 5)), // prefixes
      ...sample.slice(60, 80).map((name) => name.replace(/[aeiou](?=[^aeiou]*$)/, '')), // a letter missing
      ...providers.slice(0, 20).map((provider) => provider.name), // studios
      'book of',
      'roulette',
      'dragon',
      'pharaoh',
      'vikings',
      'xqzvw',
    ];

    const scenarios: [string, string[]][] = [
      ['GET /api/health (first)', ['/api/health']],
      [
        'GET /api/games (slots, pages 1-40 of 63)',
        pages.map((page) => `/api/games?type=slot&per_page=63&page=${page}`),
      ],
      [
        'GET /api/games (live, by page)',
        pages.slice(0, 19).map((page) => `/api/games?type=live&per_page=63&page=${page}`),
      ],
      [
        'GET /api/games (by studio)',
        providers.map(
          (provider, i) =>
            `/api/games?type=${i % 9 === 0 ? 'live' : 'slot'}&provider=${provider.slug}&per_page=27`,
        ),
      ],
      [
        'GET /api/games (by category id)',
        slotCategories.flatMap((category) =>
          [1, 2, 3].map((page) => `/api/games?type=slot&category_id=${category.id}&per_page=48&page=${page}`),
        ),
      ],
      [
        'GET /api/category/{slug}/games',
        categories.flatMap((category) =>
          [1, 2].map((page) => `/api/category/${category.class}/games?page_size=24&page=${page}`),
        ),
      ],
      ['GET /api/providers', ['/api/providers']],
      ['GET /api/home-page', ['/api/home-page?device=1']],
      [
        'GET /api/search/games',
        searchTerms.map((term) => `/api/search/games?search=${encodeURIComponent(term)}`),
      ],
      [
        'GET /api/games?search= (slots)',
        searchTerms
          .slice(0, 40)
          .map((term) => `/api/games?type=slot&per_page=27&search=${encodeURIComponent(term)}`),
      ],
      // Every request a new URL (the same queries, other page sizes): the database answers each one.
      [
        'uncached: GET /api/games (slots)',
        pages.flatMap((page) =>
          Array.from({ length: 100 }, (_, size) => `/api/games?type=slot&per_page=${size + 1}&page=${page}`),
        ),
      ],
      [
        'uncached: GET /api/search/games',
        searchTerms.flatMap((term) =>
          Array.from(
            { length: 60 },
            (_, limit) => `/api/search/games?limit=${limit + 1}&search=${encodeURIComponent(term)}`,
          ),
        ),
      ],
      ['GET /api/health (last)', ['/api/health']],
    ];

    const results: Result[] = [];
    for (const [call, paths] of scenarios) results.push(await drive(base, call, paths));

    // Health is measured first and last; the ratio is against their mean, so drift in the machine's load
    // during the run shows in the two health rows rather than in the ratios.
    const healthRate = ((results[0]?.perSecond ?? 1) + (results.at(-1)?.perSecond ?? 1)) / 2;
    const width = Math.max(...results.map((result) => result.call.length));
    console.log(
      `\n${'call'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'max ms'.padStart(7)}  ${'vs health'.padStart(9)}  ${'cold p50'.padStart(8)}  ${'cold max'.padStart(8)}  ${'requests'.padStart(8)}`,
    );
    for (const result of results) {
      console.log(
        `${result.call.padEnd(width)}  ${result.perSecond.toFixed(0).padStart(7)}  ${result.p50.toFixed(2).padStart(7)}  ` +
          `${result.p99.toFixed(2).padStart(7)}  ${result.max.toFixed(1).padStart(7)}  ` +
          `${(result.perSecond / healthRate).toFixed(2).padStart(9)}  ${result.coldP50.toFixed(2).padStart(8)}  ` +
          `${result.coldMax.toFixed(1).padStart(8)}  ${String(result.requests).padStart(8)}`,
      );
    }
    const cached = results.filter((result) => !/health|uncached/.test(result.call));
    const slowest = cached.reduce((worst, result) => (result.p99 > worst.p99 ? result : worst));
    console.log(
      `\nWorst p99 of the catalogue calls: ${slowest.p99.toFixed(2)} ms, ${slowest.call} (target: under 20 ms)`,
    );
    console.log(
      `bench:catalogue completed: ${results.reduce((sum, result) => sum + result.requests, 0)} measured calls, every one answered 200.`,
    );
  } finally {
    agent.destroy();
    await server.stop('SIGTERM');
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nbench:catalogue stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
