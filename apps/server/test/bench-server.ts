// The benchmarks' server: the real one in a child process (as `npm start` runs it) on the database a
// benchmark seeded, and an operator's token from the back office's login over HTTP. No test runner import,
// so that scripts outside Vitest can use it.
import path from 'node:path';
import { totpCode } from './backoffice';
import type { ScratchDatabase } from './helper';
import { startServerProcess } from './server-process';

/** Starts the server on `dataDir` (or the scratch database), runs `work` against its URL, then stops it. */
export async function withBenchServer(
  options: {
    readonly dataDir: string;
    readonly scratch: ScratchDatabase | undefined;
    readonly totpKey: Buffer;
  },
  work: (base: string) => Promise<void>,
): Promise<void> {
  const server = await startServerProcess(
    {
      DATA_DIR: options.dataDir,
      WEB_DIST: path.join(options.dataDir, 'no-web-build'),
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      TOTP_ENCRYPTION_KEY: options.totpKey.toString('base64'),
      ...(options.scratch ? { DATABASE_URL: options.scratch.url } : { DATABASE_URL: '' }),
    },
    300_000,
  );
  try {
    await work(server.url);
  } finally {
    await server.stop('SIGTERM');
  }
}

/** Logs an operator in with a computed two-factor code; answers the bearer token. */
export async function benchOperatorToken(
  base: string,
  operator: { readonly email: string; readonly password: string; readonly totpSecret: string },
): Promise<string> {
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: operator.email,
      password: operator.password,
      code: await totpCode(operator.totpSecret),
    }),
  });
  if (login.status !== 200)
    throw new Error(`the operator's login answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}
