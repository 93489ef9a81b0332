// Several server processes on one machine (SERVER_PROCESSES, decision 0023), as an operator runs them:
// both processes answer on the one port, each single-instance worker runs in exactly one of them, a killed
// process is replaced and its workers taken over, SIGTERM stops them all, and the embedded database
// refuses the setting.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { healthReply } from '@reelvault/contract/calls/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateRsaKeyPair } from '../src/modules/gaming/keys';
import { createScratchDatabase, type ScratchDatabase } from './helper';
import { redisTestPrefix, testRedisUrl } from './redis';
import { startServerProcess } from './server-process';

/**
 * The workers this configuration starts: the aggregators' catalogue sync, deposit expiry, the bonus engine's
 * expiry, cashback, rakeback and new-play passes, the reports' rollup and the fairness totals always, the payout follower with the demo wallet's signer,
 * the outbox with SMTP, the studio's sweeper and game show round driver with its key.
 */
const singleInstanceWorkers = [
  'aggregator-catalogue-sync',
  'bonus-expiry',
  'cashback',
  'crypto-payout-follower',
  'deposit-expiry',
  'email-outbox',
  'fairness-totals',
  'house-game-show',
  'house-sweeper',
  'rakeback',
  'reports-rollup',
  'vip-and-referrals',
];

/**
 * The health report over a connection of its own (the cluster hands each new connection to the next
 * process); a connection handed to a process as it was killed is never answered: given up after 5 s.
 */
function healthOnNewConnection(url: string) {
  return new Promise<ReturnType<typeof healthReply.parse>>((resolve, reject) => {
    http
      .get(`${url}/api/health`, { agent: false, timeout: 5_000 }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          try {
            resolve(healthReply.parse(JSON.parse(body)));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      })
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error('no answer'));
      })
      .on('error', reject);
  });
}

/** Which processes answer, and the workers each says it runs, from a round of requests. */
async function survey(url: string): Promise<Map<number, string[]>> {
  const processes = new Map<number, string[]>();
  for (let request = 0; request < 8; request += 1) {
    const report = await healthOnNewConnection(url).catch(() => undefined);
    if (report) processes.set(report.process.pid, report.process.workers);
  }
  return processes;
}

/** For each worker, the processes that run it. */
function runners(processes: Map<number, string[]>): Record<string, number[]> {
  const byWorker: Record<string, number[]> = {};
  for (const [pid, workers] of processes) {
    for (const worker of workers) (byWorker[worker] ??= []).push(pid);
  }
  return byWorker;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('several server processes', () => {
  let dataDir: string;
  let scratch: ScratchDatabase | undefined;
  const redisKeys = redisTestPrefix();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-processes-'));
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
  });
  afterAll(async () => {
    await redisKeys.clean();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.runIf(process.env.DATABASE_URL)(
    'share the port, run each worker once, replace a killed process, and all stop on SIGTERM',
    async () => {
      if (!scratch) throw new Error('no scratch database');
      // An empty database: both processes start at once and migrate it one after the other.
      const server = await startServerProcess({
        SERVER_PROCESSES: '2',
        DATABASE_URL: scratch.url,
        // Several processes share their rate limits, attempt counts and pushes through Redis (decision 0026).
        REDIS_URL: testRedisUrl,
        REDIS_KEY_PREFIX: redisKeys.prefix,
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web-build'),
        SMTP_URL: 'smtp://127.0.0.1:9',
        HOUSE_PRIVATE_KEY: generateRsaKeyPair().privateKeyPem,
      });
      try {
        const settled = async () => {
          const processes = await survey(server.url);
          return { pids: [...processes.keys()].sort(), runners: runners(processes) };
        };
        const onceEach = Object.fromEntries(
          singleInstanceWorkers.map((name) => [name, [expect.any(Number)]]),
        );
        await expect.poll(settled, { timeout: 120_000, interval: 200 }).toEqual({
          pids: [expect.any(Number), expect.any(Number)],
          runners: onceEach,
        });
        const first = await settled();
        expect(first.pids).not.toContain(server.child.pid);

        // The process that runs the deposit expiry dies; another takes its place and its work.
        const killed = first.runners['deposit-expiry']?.[0] ?? 0;
        process.kill(killed, 'SIGKILL');
        await expect
          .poll(
            async () => {
              const now = await settled();
              return { ...now, killedAnswers: now.pids.includes(killed) };
            },
            { timeout: 120_000, interval: 200 },
          )
          .toEqual({
            pids: [expect.any(Number), expect.any(Number)],
            runners: onceEach,
            killedAnswers: false,
          });
        expect(server.output()).toMatch(new RegExp(`Server process ${killed} was killed \\(SIGKILL\\)`));
        const second = await settled();

        const exit = await server.stop('SIGTERM');
        expect(exit.code).toBe(0);
        expect(second.pids.filter(alive)).toEqual([]);
      } finally {
        await server.stop('SIGKILL');
      }
    },
    300_000,
  );

  it('refuses several processes on the embedded database and names the variable', async () => {
    const refused = startServerProcess(
      { SERVER_PROCESSES: '2', DATABASE_URL: '', DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'none') },
      20_000,
    );
    await expect(refused).rejects.toThrow(/SERVER_PROCESSES: several server processes need PostgreSQL/);
  });
});
