// Runs the real Reelvault server as a child process, `node --import tsx apps/server/src/main.ts` from the
// repository root, for the browser tests' global setup and `npm run lighthouse`: a free port picked before
// the start (so that PUBLIC_URL can name it), the server's "running on" line awaited, and a stop that waits
// for the process to end.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A port nothing listens on right now (the system picks it). */
export function freePort(): Promise<number> {
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

export interface RunningServer {
  readonly url: string;
  /** Stops the server (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the server with `environment` and resolves with its URL once it listens. Until then its output is
 * kept for the error that a failed or slow start throws; afterwards stdout is drained (so it never blocks)
 * and stderr goes to this process's stderr.
 */
export async function startServer(environment: NodeJS.ProcessEnv, timeoutMs: number): Promise<RunningServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
  };

  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The server did not start in time:\n${output}`)),
      timeoutMs,
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
    await stop();
    throw error;
  });
  server.stdout.off('data', collect);
  server.stderr.off('data', collect);
  server.stdout.resume();
  server.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  return { url, stop };
}
