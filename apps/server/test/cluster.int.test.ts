// Several nodes behind HAProxy (decision 0027): the container files say what start:cluster does (Docker
// does not run here, so what can be checked is checked: the compose file parses, HAProxy accepts the
// configuration both render from the one template, the image starts nodes with the cluster's command);
// `npm run start:cluster` serves through HAProxy from two nodes and stops cleanly on SIGTERM; and the
// short soak (two nodes, a node killed, Redis restarted) ends with no unexpected error and no money lost.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { healthReply } from '@reelvault/contract/calls/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  composeHaproxyConfig,
  freePort,
  nodeArguments,
  renderHaproxyConfig,
  repoRoot,
} from '../scripts/cluster-nodes';
import { createScratchDatabase, type ScratchDatabase } from './helper';
import { redisTestPrefix, testRedisUrl } from './redis';

/** `haproxy -c -f`: whether HAProxy accepts a configuration, with what it said. */
function haproxyAccepts(config: string, dir: string) {
  const file = path.join(dir, `haproxy-${Math.random().toString(36).slice(2)}.cfg`);
  return writeFile(file, config).then(() => {
    const run = spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  });
}

/**
 * Whether HAProxy is installed (Debian's package; .ci/run installs it). Without it the checks of its
 * configuration are skipped with a line saying what to install, except on CI, where its absence fails.
 */
function haproxyInstalled(): boolean {
  if (spawnSync('haproxy', ['-v']).status === 0) return true;
  if (process.env.CI) throw new Error('HAProxy is not installed: CI installs it (apt-get install haproxy)');
  process.stderr.write(
    'Skipping the HAProxy configuration check: install HAProxy (apt-get install haproxy).\n',
  );
  return false;
}

/** An environment without the test runner's variables, as from a shell. */
function shellEnv(extra: Record<string, string>): Record<string, string> {
  const inherited = Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && entry[0] !== 'NODE_ENV' && !entry[0].startsWith('VITEST'),
  );
  return { ...Object.fromEntries(inherited), ...extra };
}

describe('several nodes behind HAProxy', () => {
  let workDir: string;
  let scratch: ScratchDatabase | undefined;
  const redisKeys = redisTestPrefix();

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-cluster-test-'));
    if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
    else
      process.stderr.write(
        'Skipping start:cluster and the short soak: they need DATABASE_URL (PostgreSQL).\n',
      );
  });
  afterAll(async () => {
    await redisKeys.clean();
    await scratch?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it.runIf(haproxyInstalled())(
    'renders one HAProxy template that HAProxy accepts, for start:cluster and for compose',
    async () => {
      const loopback = renderHaproxyConfig('127.0.0.1:3000', [
        { name: 'node1', address: '127.0.0.1:3001' },
        { name: 'node2', address: '127.0.0.1:3002' },
      ]);
      expect(loopback).toContain('option httpchk GET /api/health');
      expect(loopback).toContain('    server node2 127.0.0.1:3002');
      expect(loopback).not.toContain('{{');
      const checked = await haproxyAccepts(loopback, workDir);
      expect(checked.status, checked.output).toBe(0);
      // The file compose.yaml mounts is the template rendered for its services, and HAProxy accepts it.
      const composeConfig = readFileSync(path.join(repoRoot, 'deploy/haproxy.compose.cfg'), 'utf8');
      expect(composeConfig, 'npm run start:cluster -- --compose-config > deploy/haproxy.compose.cfg').toBe(
        composeHaproxyConfig(),
      );
      const composeChecked = await haproxyAccepts(composeConfig, workDir);
      expect(composeChecked.status, composeChecked.output).toBe(0);
    },
  );

  it('describes in compose.yaml and the Dockerfile the same nodes start:cluster starts', () => {
    const compose = parse(readFileSync(path.join(repoRoot, 'compose.yaml'), 'utf8')) as {
      services: Record<string, { volumes?: string[]; environment?: Record<string, string>; build?: string }>;
    };
    expect(Object.keys(compose.services).sort()).toEqual(['haproxy', 'node1', 'node2', 'postgres', 'redis']);
    expect(compose.services.haproxy?.volumes).toContain(
      './deploy/haproxy.compose.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro',
    );
    for (const node of ['node1', 'node2']) {
      expect(compose.services[node]?.build).toBe('.');
      expect(compose.services[node]?.environment).toMatchObject({
        REDIS_URL: 'redis://redis:6379',
        TRUST_PROXY: 'true',
      });
    }
    const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    const command = /^CMD (.+)$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? 'null')).toEqual(['node', ...nodeArguments]);
    expect(dockerfile).toMatch(/^FROM node:20-slim/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/api\/health/m);
  });

  it('refuses to start without REDIS_URL, naming it', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/scripts/start-cluster.ts'], {
      cwd: repoRoot,
      env: shellEnv({ DATABASE_URL: 'postgres://127.0.0.1:9/none', REDIS_URL: '' }),
      encoding: 'utf8',
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('REDIS_URL: several nodes share one PostgreSQL database and one Redis');
  });

  it.runIf(process.env.DATABASE_URL)(
    'start:cluster serves from two nodes through HAProxy and stops cleanly on SIGTERM',
    async () => {
      if (!scratch) throw new Error('no scratch database');
      // The public port and the two nodes' ports after it.
      const port = await freePort(3);
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/scripts/start-cluster.ts'], {
        cwd: repoRoot,
        env: shellEnv({
          CLUSTER_NODES: '2',
          PORT: String(port),
          DATABASE_URL: scratch.url,
          REDIS_URL: testRedisUrl,
          REDIS_KEY_PREFIX: redisKeys.prefix,
          DATA_DIR: workDir,
          WEB_DIST: path.join(workDir, 'no-web'),
          DEMO_SEED: 'false',
          LOG_LEVEL: 'warn',
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      try {
        await expect
          .poll(() => output, { timeout: 150_000, interval: 200 })
          .toContain(`Reelvault is running on http://127.0.0.1:${port} (2 nodes behind HAProxy`);
        // Requests through HAProxy reach both nodes' processes. HAProxy's view of a node follows its health
        // checks, so on a busy machine a node may be out for a few checks: the requests go on until both
        // processes answered, and when they never do, HAProxy's and the nodes' lines say why.
        const pids = new Set<number>();
        const deadline = Date.now() + 30_000;
        while (pids.size < 2 && Date.now() < deadline) {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          expect(response.status, output).toBe(200);
          const report = healthReply.parse(await response.json());
          expect(report.redis.reachable, output).toBe(true);
          pids.add(report.process.pid);
          if (pids.size < 2) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(pids.size, output).toBe(2);
        expect(output, 'no node restarted').not.toMatch(/\[cluster\] node\d .*starts again/);
        child.kill('SIGTERM');
        expect(await exited, output).toBe(0);
      } finally {
        child.kill('SIGKILL');
      }
    },
    200_000,
  );

  it.runIf(process.env.DATABASE_URL)(
    'the short soak: two nodes, one killed and Redis restarted, no unexpected error, no money lost',
    async () => {
      const child = spawn('npm', ['run', 'soak', '--', '--short'], {
        cwd: repoRoot,
        env: shellEnv({ DATABASE_URL: process.env.DATABASE_URL ?? '' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const status = await new Promise<number | null>((resolve) =>
        child.once('close', (code) => resolve(code)),
      );
      expect(status, output).toBe(0);
      expect(output).toContain('Soak: 2 nodes behind HAProxy');
      expect(output).toMatch(/killed with SIGKILL/);
      expect(output).toMatch(/Redis restarted at/);
      expect(output).toMatch(
        /Soak figures: \d+ requests, 0 unexpected errors, \d+ retried and settled, ledger ok/,
      );
      expect(output).toContain('Soak complete: no lost or doubled money.');
    },
    200_000,
  );
});
