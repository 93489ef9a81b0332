// `npm run start:cluster`: several nodes behind HAProxy on this machine (decision 0027). CLUSTER_NODES
// (default 2) server processes on 127.0.0.1, ports PORT+1..PORT+N, with the same DATABASE_URL and
// REDIS_URL (both required), and HAProxy on HOST:PORT (127.0.0.1:3000) in the foreground. SIGTERM or
// SIGINT stops HAProxy and drains every node; the exit code is 0 when all stopped cleanly. Build the web
// apps first (`npm run build`) when the nodes should serve them.
// `-- --compose-config` prints HAProxy's configuration for compose.yaml instead (deploy/haproxy.compose.cfg).
import { parseArgs } from 'node:util';
import { clusterProblem, composeHaproxyConfig, startCluster } from './cluster-nodes';

const nodeCount = Number(process.env.CLUSTER_NODES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'compose-config': { type: 'boolean' } } });
  if (values['compose-config']) {
    process.stdout.write(composeHaproxyConfig());
    return 0;
  }
  if (!Number.isInteger(nodeCount) || nodeCount < 1 || nodeCount > 64) {
    process.stderr.write(
      `CLUSTER_NODES: a number of nodes from 1 to 64 (got "${process.env.CLUSTER_NODES}")\n`,
    );
    return 78;
  }
  if (!Number.isInteger(port) || port < 1 || port > 65_535 - nodeCount) {
    process.stderr.write(
      `PORT: the public port, from 1 to ${65_535 - nodeCount} (got "${process.env.PORT}")\n`,
    );
    return 78;
  }
  const problem = clusterProblem(process.env);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    return 78;
  }
  const cluster = await startCluster({
    nodes: nodeCount,
    host,
    port,
    env: process.env,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  let signals = 0;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      signals += 1;
      // A second signal (a second Ctrl-C) does not wait for the nodes to drain.
      if (signals > 1) cluster.kill();
      else void cluster.stop();
    });
  }
  try {
    await cluster.allHealthy();
    process.stdout.write(
      `\nReelvault is running on ${cluster.url} (${nodeCount} nodes behind HAProxy: ` +
        `${cluster.nodes.map((node) => `${node.name} on port ${node.port}`).join(', ')})\n\n`,
    );
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  }
  return cluster.exited;
}

process.exit(await main());
