// Several Reelvault nodes behind HAProxy on one machine (decision 0027), for `npm run start:cluster` and
// the soak test: N server processes, each on its own loopback port with the same DATABASE_URL and
// REDIS_URL, and HAProxy (Debian's package) in the foreground on the public port with the configuration
// rendered from deploy/haproxy.cfg.template, the one compose.yaml uses too. A node that dies is started
// again (after the same waits as a worker of decision 0023); stopping sends HAProxy its soft stop and
// every node SIGTERM, each of which drains as the server does (503 "draining" on /api/health).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restartDelayMs, sharedKeys } from '../src/cluster';
import { loadConfig } from '../src/config';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** How each node is started (after `node`): the same command as `npm start`'s server and the Dockerfile's. */
export const nodeArguments = ['--import', 'tsx', 'apps/server/src/main.ts'] as const;

export const haproxyTemplateFile = path.join(repoRoot, 'deploy/haproxy.cfg.template');
const haproxyBinary = process.env.HAPROXY_BIN ?? 'haproxy';

/** A node that ran this long before it died had been serving: it starts again at once. */
const steadyMs = 30_000;
/** How long the nodes get to close (each gives itself 10 s, main.ts) before they are killed. */
const stopGraceMs = 15_000;
const configExitCode = 78;

export interface HaproxyServer {
  readonly name: string;
  /** host:port */
  readonly address: string;
}

/** The HAProxy configuration for `servers` behind `bind` (host:port), from the one template. */
export function renderHaproxyConfig(bind: string, servers: readonly HaproxyServer[]): string {
  const lines = servers.map((server) => `    server ${server.name} ${server.address}`).join('\n');
  return readFileSync(haproxyTemplateFile, 'utf8')
    .replaceAll('{{BIND}}', bind)
    .replaceAll('{{SERVERS}}', lines);
}

/** HAProxy's configuration in compose.yaml (deploy/haproxy.compose.cfg): its services node1 and node2. */
export function composeHaproxyConfig(): string {
  return renderHaproxyConfig('*:3000', [
    { name: 'node1', address: 'node1:3000' },
    { name: 'node2', address: 'node2:3000' },
  ]);
}

/** Listens on `port` of 127.0.0.1 (0: a free one) and answers the port, or undefined when it is taken. */
function holdPort(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * A port nobody listens on now, on 127.0.0.1; with `count`, the first of that many consecutive free ports
 * (start:cluster's public port, then one per node).
 */
export async function freePort(count = 1): Promise<number> {
  for (;;) {
    const first = await holdPort(0);
    const address = first?.address();
    if (!first || typeof address !== 'object' || !address) throw new Error('no free port on 127.0.0.1');
    const held = [first];
    for (let next = 1; next < count && held.length === next; next += 1) {
      const server = address.port + next <= 65_535 ? await holdPort(address.port + next) : undefined;
      if (server) held.push(server);
    }
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
    if (held.length === count) return address.port;
  }
}

export interface ClusterOptions {
  /** How many nodes (at least 1). */
  readonly nodes: number;
  readonly host: string;
  /** The public port HAProxy listens on; 0 picks free ports for it and the nodes. */
  readonly port: number;
  /** The nodes' environment (DATABASE_URL and REDIS_URL required). */
  readonly env: Record<string, string | undefined>;
  /** Where the nodes' and HAProxy's output lines go, each prefixed with its name. */
  readonly log: (line: string) => void;
}

export interface ClusterNode {
  readonly name: string;
  readonly port: number;
  /** The running process's id; undefined between a death and its restart. */
  pid: number | undefined;
  starts: number;
}

export interface Cluster {
  readonly url: string;
  readonly nodes: readonly ClusterNode[];
  /** Resolves once HAProxy and every node are gone: 0 when all stopped cleanly. */
  readonly exited: Promise<number>;
  /** Resolves once every node answers its health check with 200 (after a restart too). */
  allHealthy(timeoutMs?: number): Promise<void>;
  stop(): Promise<number>;
  /** Kills HAProxy and every node at once (a second Ctrl-C). */
  kill(): void;
}

/** Why the cluster cannot start with this environment, if it cannot. */
export function clusterProblem(env: Record<string, string | undefined>): string | undefined {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((name) => !env[name]);
  if (missing.length === 0) return undefined;
  return (
    `${missing.join(' and ')}: several nodes share one PostgreSQL database and one Redis; ` +
    'set DATABASE_URL=postgres://... and REDIS_URL=redis://... (decision 0027)'
  );
}

async function healthStatus(url: string): Promise<number> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

function pipeLines(child: ChildProcess, name: string, log: (line: string) => void): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim() !== '') log(`[${name}] ${line}`);
    });
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const problem = clusterProblem(options.env);
  if (problem) throw new Error(problem);
  // The keys every node must share, settled once as the primary of decision 0023 does.
  const shared = await sharedKeys(loadConfig(options.env));
  const publicPort = options.port === 0 ? await freePort() : options.port;
  const nodePorts: number[] = [];
  for (let index = 1; index <= options.nodes; index += 1) {
    nodePorts.push(options.port === 0 ? await freePort() : publicPort + index);
  }
  const nodes: ClusterNode[] = nodePorts.map((port, index) => ({
    name: `node${index + 1}`,
    port,
    pid: undefined,
    starts: 0,
  }));
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-cluster-'));
  const configFile = path.join(workDir, 'haproxy.cfg');
  await writeFile(
    configFile,
    renderHaproxyConfig(
      `${options.host}:${publicPort}`,
      nodes.map((node) => ({ name: node.name, address: `127.0.0.1:${node.port}` })),
    ),
  );

  const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${publicPort}`;
  const children = new Map<ClusterNode, ChildProcess>();
  let stopping = false;
  let exitCode = 0;
  let haproxy: ChildProcess | undefined;
  let settle: (code: number) => void = () => undefined;
  const exited = new Promise<number>((resolve) => (settle = resolve));
  const servedOnce = new Set<ClusterNode>();

  const finishIfGone = () => {
    if (stopping && children.size === 0 && !haproxy) {
      void rm(workDir, { recursive: true, force: true }).then(() => settle(exitCode));
    }
  };

  function stopAll(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    haproxy?.kill('SIGUSR1');
    for (const child of children.values()) child.kill('SIGTERM');
    setTimeout(() => {
      haproxy?.kill('SIGKILL');
      for (const child of children.values()) child.kill('SIGKILL');
    }, stopGraceMs).unref();
    finishIfGone();
  }

  function startNode(node: ClusterNode, quickDeaths: number): void {
    const child = spawn(process.execPath, [...nodeArguments], {
      cwd: repoRoot,
      env: {
        ...options.env,
        ...shared,
        TRUST_PROXY: options.env.TRUST_PROXY ?? 'true',
        SERVER_PROCESSES: options.env.SERVER_PROCESSES ?? '1',
        HOST: '127.0.0.1',
        PORT: String(node.port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const startedAt = Date.now();
    node.pid = child.pid;
    node.starts += 1;
    children.set(node, child);
    pipeLines(child, node.name, options.log);
    child.on('exit', (code, signal) => {
      children.delete(node);
      node.pid = undefined;
      if (stopping) {
        if (code !== 0) exitCode ||= 1;
        finishIfGone();
        return;
      }
      const ended = signal ? `was killed (${signal})` : `exited with code ${code}`;
      if (code === configExitCode || !servedOnce.has(node)) {
        options.log(`[cluster] ${node.name} ${ended} before serving; stopping the others.`);
        stopAll(code || 1);
        return;
      }
      const deaths = Date.now() - startedAt >= steadyMs ? 0 : quickDeaths + 1;
      const delay = restartDelayMs(deaths);
      options.log(`[cluster] ${node.name} (${child.pid}) ${ended}; it starts again in ${delay} ms.`);
      setTimeout(() => {
        if (!stopping) startNode(node, deaths);
      }, delay);
    });
  }

  for (const node of nodes) startNode(node, 0);
  haproxy = spawn(haproxyBinary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  pipeLines(haproxy, 'haproxy', options.log);
  haproxy.on('error', (error) => options.log(`[haproxy] could not start ${haproxyBinary}: ${error.message}`));
  haproxy.on('exit', (code, signal) => {
    haproxy = undefined;
    if (!stopping) {
      options.log(`[haproxy] ended (${signal ?? `code ${code}`}); stopping the nodes.`);
      stopAll(1);
    } else {
      if (code !== 0 && signal !== 'SIGUSR1') exitCode ||= 1;
      finishIfGone();
    }
  });

  /** Whether a round of health requests through HAProxy is answered by every node's process. */
  async function balancerReachesAll(): Promise<boolean> {
    const answered = new Set<number>();
    for (let request = 0; request < nodes.length * 2; request += 1) {
      try {
        const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        const report = (await response.json()) as { process?: { pid?: number } };
        if (response.status === 200 && report.process?.pid) answered.add(report.process.pid);
      } catch {
        return false;
      }
    }
    return nodes.every((node) => node.pid !== undefined && answered.has(node.pid));
  }

  async function allHealthy(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (stopping) throw new Error('the cluster stopped before its nodes were healthy');
      const statuses = await Promise.all(nodes.map((node) => healthStatus(`http://127.0.0.1:${node.port}`)));
      statuses.forEach((status, index) => {
        const node = nodes[index];
        if (status === 200 && node) servedOnce.add(node);
      });
      // Every node answers, and HAProxy hands requests to each (its checks have seen them all up).
      if (statuses.every((status) => status === 200) && (await balancerReachesAll())) return;
      if (Date.now() > deadline) {
        throw new Error(`nodes not healthy within ${timeoutMs / 1000} s: ${statuses.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return {
    url,
    nodes,
    exited,
    allHealthy,
    stop() {
      stopAll(0);
      return exited;
    },
    kill() {
      stopAll(1);
      haproxy?.kill('SIGKILL');
      for (const child of children.values()) child.kill('SIGKILL');
    },
  };
}
