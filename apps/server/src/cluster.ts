// Several server processes on one machine (SERVER_PROCESSES, decision 0023). This primary process opens no
// database and serves nothing: it forks the workers, each the whole server as one process would be, which
// share the port (node:cluster hands them the connections); it replaces a worker that dies, waiting longer
// after each quick death; on SIGTERM or SIGINT it stops them all and exits once they are gone.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Config } from './config';
import { keptDemoWallet } from './modules/crypto/keys';
import { platformSigningKey } from './modules/gaming/keys';
import { resolveSandboxGatewaySecret, resolveSecrets } from './secrets';

/** A worker that ran this long before it died had been serving: its replacement starts at once. */
const steadyMs = 30_000;
const firstRetryMs = 500;
const longestRetryMs = 30_000;
/** How long the workers get to close (each gives itself 10 s, main.ts) before they are killed. */
const stopGraceMs = 15_000;
/** The exit code of a bad configuration (main.ts): a replacement would fail the same way. */
const configExitCode = 78;

/** How long to wait before replacing a worker after `quickDeaths` deaths in a row within `steadyMs`. */
export function restartDelayMs(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(firstRetryMs * 2 ** (quickDeaths - 1), longestRetryMs);
}

/**
 * The keys one process would make for itself when the environment gives none (kept in DATA_DIR, throwaway
 * in tests), settled once here and handed to every worker, so that they all sign, check and decrypt with
 * the same keys. Production gives them all (config.ts), and nothing is made.
 */
export async function sharedKeys(config: Config): Promise<Record<string, string>> {
  const shared: Record<string, string> = {};
  if (!config.totpEncryptionKey) {
    shared.TOTP_ENCRYPTION_KEY = (await resolveSecrets(config)).totpEncryptionKey.toString('base64');
  }
  if (!config.walletApiPrivateKey && !config.walletApiPrivateKeyFile) {
    const key = await platformSigningKey(config);
    shared.WALLET_API_PRIVATE_KEY = key.export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  if (!config.sandboxGatewaySecret) {
    // Outside tests the secret is kept in DATA_DIR: written here once, then every worker reads the file.
    if (config.env === 'test') shared.SANDBOX_GATEWAY_SECRET = randomBytes(32).toString('base64');
    else await resolveSandboxGatewaySecret(config);
  }
  // The demo wallet's mnemonic, which every worker then finds in DATA_DIR.
  if (config.crypto.demoWallet) await keptDemoWallet(config.dataDir);
  return shared;
}

/** The site's address as the start-up line gives it (a loopback or any-address host reads `localhost`). */
export function siteAddress(config: Pick<Config, 'host'>, port: number): string {
  const host = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  return `http://${host}:${port}`;
}

function say(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Runs the primary until its workers are gone, then exits the process. */
export async function runPrimary(config: Config): Promise<void> {
  const workerEnv = await sharedKeys(config);
  const running = new Map<Worker, number>();
  let listening = false;
  let stopping = false;
  let exitCode = 0;
  let quickDeaths = 0;

  const fork = () => running.set(cluster.fork(workerEnv), Date.now());

  function stopAll(code: number): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (running.size === 0) process.exit(exitCode);
    for (const worker of running.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
    }, stopGraceMs).unref();
  }

  cluster.on('listening', (_worker, address) => {
    if (listening) return;
    listening = true;
    const where = siteAddress(config, address.port);
    process.stdout.write(
      `\nReelvault is running on ${where} (${config.serverProcesses} processes, database: postgres)\n\n`,
    );
  });

  cluster.on('exit', (worker, code, signal) => {
    const startedAt = running.get(worker) ?? Date.now();
    running.delete(worker);
    if (stopping) {
      if (code !== 0 && signal !== 'SIGTERM') exitCode ||= 1;
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    const ended = signal ? `was killed (${signal})` : `exited with code ${code}`;
    if (!listening || code === configExitCode) {
      // A worker that cannot start tells of a fault every replacement would meet: stop, as one process would.
      say(`A server process ${ended} before serving; stopping the others.`);
      stopAll(code || 1);
      return;
    }
    quickDeaths = Date.now() - startedAt >= steadyMs ? 0 : quickDeaths + 1;
    const delay = restartDelayMs(quickDeaths);
    say(`Server process ${worker.process.pid} ${ended}; a new one starts in ${delay} ms.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // A second signal kills what is left.
      if (stopping) for (const worker of running.keys()) worker.process.kill('SIGKILL');
      else stopAll(0);
    });
  }

  for (let index = 0; index < config.serverProcesses; index += 1) fork();
}
