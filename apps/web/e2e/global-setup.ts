// Starts the real Reelvault server for the browser tests: `node --import tsx apps/server/src/main.ts` from
// the repository root on a free port with a fresh data directory, waits for its "running on" line, hands
// the URL to the workers in E2E_BASE_URL, and returns the teardown that stops it and removes the data.
// The port is picked before the start so that PUBLIC_URL, and with it the links in the dev mailbox's
// mails, point at this server. The server trusts X-Forwarded-For (TRUST_PROXY), which the fixture sets to
// an address per test, so that per-IP limits count each test as its own visitor; the registration limit
// is raised as well (REGISTRATION_LIMIT_PER_HOUR) for tests that register from one address.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const startTimeoutMs = 240_000;

/** A port nothing listens on right now (the system picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The web app is not built: run `npm run build -w @reelvault/web` (npm run test:e2e does).',
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelvault-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      REGISTRATION_LIMIT_PER_HOUR: '10000',
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time:\n${output}`)),
      startTimeoutMs,
    );
    const onStdout = () => {
      const match = /Reelvault is running on (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      server.stdout.off('data', onStdout);
      resolve(match[1]);
    };
    server.stdout.on('data', onStdout);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped (exit ${code}) before it listened:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    server.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  // From here on the server's warnings go to the test output; stdout is drained so it never blocks.
  server.stdout.off('data', collect);
  server.stderr.off('data', collect);
  server.stdout.resume();
  server.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));

  process.env.E2E_BASE_URL = url;

  return async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
