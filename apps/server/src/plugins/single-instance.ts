// Work that must run once however many processes and nodes serve the site (deposit expiry, the e-mail
// outbox, the studio's sweeper, the chain watchers, the payout follower). A worker runs its passes only in
// the process that holds its PostgreSQL advisory lock, taken on a connection of its own and released when
// the app closes; the other processes try to take it at the worker's pace, so the work of a process or
// node that dies is taken over within one interval (decision 0023).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';

export interface SingleInstanceWorker {
  /** Names the worker in the health report and the logs. */
  readonly name: string;
  /** How often a pass starts (a pass still running then is not doubled). */
  readonly intervalMs: number;
  /** One pass of the work. */
  pass(): Promise<unknown>;
  /** What the log says when a pass fails (the worker goes on). */
  readonly failure: string;
  /** The advisory lock's key; by default one derived from the name. */
  readonly lockKey?: bigint;
}

export interface SingleInstanceWorkers {
  /** Runs `worker` from the app's start to its close, in whichever process holds its lock. */
  run(worker: SingleInstanceWorker): void;
  /** The workers this process runs now, by name. */
  held(): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    singleInstance: SingleInstanceWorkers;
  }
}

/** A lock key of 64 bits from the worker's name, the same in every process and on every node. */
export function workerLockKey(name: string): bigint {
  return createHash('sha256').update(`reelvault:worker:${name}`).digest().readBigInt64BE(0);
}

/**
 * Tries the lock at once, then every `intervalMs` takes it if another process let it go and runs a pass
 * while it holds it; returns the stop, which waits for a running pass and releases the lock.
 */
export function startSingleInstanceWorker(
  database: Pick<Database, 'tryAdvisoryLock'>,
  log: FastifyBaseLogger,
  worker: SingleInstanceWorker,
  onHeld: (held: boolean) => void = () => undefined,
): () => Promise<void> {
  const key = worker.lockKey ?? workerLockKey(worker.name);
  let release: (() => Promise<void>) | undefined;
  let stopped = false;
  let busy = true;

  async function takeLock(): Promise<void> {
    if (release || stopped) return;
    release = await database.tryAdvisoryLock(key);
    if (!release) return; // another process runs it
    if (stopped) {
      await release();
      release = undefined;
      return;
    }
    onHeld(true);
    log.info({ worker: worker.name, pid: process.pid }, 'single-instance worker runs in this process');
  }

  const settle = (attempt: Promise<void>) =>
    attempt
      .catch((error: unknown) => log.error({ err: error, worker: worker.name }, worker.failure))
      .finally(() => {
        busy = false;
      });
  let running = settle(takeLock());
  // A pass still running when the interval comes round again is not doubled.
  const timer = setInterval(() => {
    if (busy || stopped) return;
    busy = true;
    running = settle(
      takeLock().then(async () => {
        if (release && !stopped) await worker.pass();
      }),
    );
  }, worker.intervalMs);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
    if (release) {
      await release();
      release = undefined;
      onHeld(false);
    }
  };
}

async function singleInstance(app: FastifyInstance): Promise<void> {
  const held = new Set<string>();
  const waiting: SingleInstanceWorker[] = [];
  const stops: (() => Promise<void>)[] = [];
  let started = false;
  const start = (worker: SingleInstanceWorker) => {
    stops.push(
      startSingleInstanceWorker(app.database, app.log, worker, (holds) => {
        if (holds) held.add(worker.name);
        else held.delete(worker.name);
      }),
    );
  };
  app.decorate('singleInstance', {
    run(worker) {
      if (started) start(worker);
      else waiting.push(worker);
    },
    held: () => [...held].sort(),
  } satisfies SingleInstanceWorkers);
  // Workers start with the app (not while tests build it) and stop before the database closes.
  app.addHook('onReady', async () => {
    started = true;
    for (const worker of waiting.splice(0)) start(worker);
  });
  app.addHook('onClose', async () => {
    started = false;
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
}

export const singleInstancePlugin = fp(singleInstance, {
  name: 'single-instance',
  dependencies: ['platform'],
});
