// `npm run fuzz`: fuzzes every operation of the API contract (decision 0025). Builds the app in this
// process on an embedded database in memory, or on a scratch database of its own on the PostgreSQL server
// that DATABASE_URL names (dropped afterwards), and sends each operation requests generated from its zod
// schemas and broken variants of them, as a caller without a session and with credentials. Prints the
// figures (operations, requests, answers by status, duration) and every request that broke a rule: then it
// exits 1. The seed is random unless given; it is printed so that a failure can be replayed.
// Options: --runs N (requests per operation and caller, 25), --seed N, --operation NAME (only the
// operations whose name contains NAME).
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { fuzzApp, printable } from '../test/fuzz/run';
import { createScratchDatabase, testConfig, type ScratchDatabase } from '../test/helper';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '25' },
    seed: { type: 'string' },
    operation: { type: 'string' },
  },
});
const runs = Number(values.runs);
const seed = values.seed === undefined ? randomInt(0, 2 ** 31) : Number(values.seed);

async function main(): Promise<number> {
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, not ${values.seed}`);
  console.log(`fuzz: seed ${seed}, ${runs} runs per operation and caller`);
  let scratch: ScratchDatabase | undefined;
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  try {
    const database = await openDatabase(
      scratch ? { url: scratch.url, poolSize: 4 } : { pgliteDataDir: 'memory://' },
    );
    try {
      await database.migrate();
      const app = await buildApp(testConfig(), { reportsRollupIntervalMs: 0, database });
      try {
        await app.ready();
        const figures = await fuzzApp(app, {
          runs,
          seed,
          ...(values.operation ? { only: values.operation } : {}),
        });
        const statuses = Object.entries(figures.byStatus)
          .map(([status, count]) => `${status}: ${count}`)
          .join(', ');
        console.log(
          `operations: ${figures.operations}\nrequests: ${figures.requests}\nanswers by status: ${statuses}\n` +
            `duration: ${(figures.durationMs / 1000).toFixed(1)} s (${scratch ? 'postgres' : 'pglite'})\n` +
            `slowest operations: ${figures.slowest.map(({ operation, ms }) => `${operation} ${ms} ms`).join(', ')}\n` +
            `slowest request: ${figures.slowestRequest.operation} ${figures.slowestRequest.ms} ms` +
            (figures.slowestRequest.request ? ` ${printable(figures.slowestRequest.request)}` : ''),
        );
        for (const failure of figures.failures) {
          console.log(
            `\nFAILED ${failure.operation} (${failure.mode}): ${failure.rule}\n  request: ${printable(failure.request)}` +
              `\n  replay: npm run fuzz -- --seed ${seed} --runs ${runs} --operation ${failure.operation}`,
          );
        }
        console.log(
          figures.failures.length === 0
            ? `fuzz completed: ${figures.requests} requests, every answer kept the rules.`
            : `fuzz found ${figures.failures.length} operation(s) breaking a rule (seed ${seed}).`,
        );
        return figures.failures.length === 0 ? 0 : 1;
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await scratch?.drop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
