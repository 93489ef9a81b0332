// Starts the real Reelvault server for the browser tests: `node --import tsx apps/server/src/main.ts` from
// the repository root on a free port with a fresh data directory, waits for its "running on" line, hands
// the URL to the workers in E2E_BASE_URL, and returns the teardown that stops it and removes the data.
// The port is picked before the start so that PUBLIC_URL, and with it the links in the dev mailbox's
// mails, point at this server. The server trusts X-Forwarded-For (TRUST_PROXY), which the fixture sets to
// an address per test, so that per-IP limits count each test as its own visitor; the registration limit
// is raised as well (REGISTRATION_LIMIT_PER_HOUR) for tests that register from one address.
//
// The cashier and back-office tests need operators: an administrator and a finance operator are created
// before the server starts with the same command operators use (`npm run admin:create`, here its script
// with --json, on the same data directory and two-factor key), then each logged in once with a computed
// code; the workers get their tokens in E2E_ADMIN_TOKEN and E2E_SECOND_ADMIN_TOKEN (one login each: a code
// is accepted once, and workers run in parallel). A third administrator is left signed out for the test that
// signs in through the page with the keyboard alone: its e-mail, password and two-factor secret are in
// E2E_KEYBOARD_OPERATOR (JSON).
//
// Instant verification is offered because a fixture server for Veriff's API (apps/server/test/veriff-fixture.ts)
// runs beside the server; the workers get its URL and the integration's keys in E2E_VERIFF_URL,
// E2E_VERIFF_API_KEY and E2E_VERIFF_SHARED_SECRET, to sign the decisions Veriff would send.
//
// A Hub88 fixture (apps/server/test/hub88-fixture.ts, see hub88.ts) is connected as the aggregator `hub88`
// before the server starts, with its one playable slot synced into the catalogue: the back office's
// aggregators screen reads it, and a player plays the slot (its game page calls the server's wallet API).
// E2E_HUB88_DAY is the day it reports.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { startVeriffFixture } from '../../server/test/veriff-fixture';
import { fundDemoHotWallet, startDevChain } from './dev-chain';
import { connectHub88Fixture } from './hub88';
import { freePort, repoRoot, startServer } from './server-process';

const startTimeoutMs = 240_000;

interface CreatedOperator {
  readonly email: string;
  readonly totp_secret: string;
}

/**
 * `npm run admin:create -- --email … --role admin --password-stdin --json`, before the server starts (the
 * admin role decides withdrawals and reviews verification documents).
 */
function createOperator(
  environment: NodeJS.ProcessEnv,
  password: string,
  email = 'finance@e2e.test',
  role = 'admin',
): CreatedOperator {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'apps/server/src/cli/admin-create.ts',
      '--email',
      email,
      '--role',
      role,
      '--password-stdin',
      '--json',
    ],
    { cwd: repoRoot, env: environment, input: `${password}\n`, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as CreatedOperator;
}

async function operatorToken(baseUrl: string, operator: CreatedOperator, password: string): Promise<string> {
  const code = await generate({ secret: operator.totp_secret, epoch: Math.floor(Date.now() / 1000) });
  const response = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: operator.email, password, code }),
  });
  if (!response.ok)
    throw new Error(`The operator could not log in: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  // WEB_DIST (passed on to the server) tests a build made elsewhere.
  const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built in ${webDist}: run \`npm run build -w @reelvault/web\` (npm run test:e2e does).`,
    );
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelvault-e2e-'));
  const port = await freePort();
  // The crypto cashier's EVM watcher reads a local dev chain with a USDT token of its own.
  const chain = await startDevChain();
  process.env.E2E_CHAIN_URL = chain.url;
  process.env.E2E_USDT_CONTRACT = chain.usdt;
  // The server's test payout signer pays approved crypto withdrawals from a funded hot wallet.
  process.env.E2E_HOT_WALLET = await fundDemoHotWallet(chain.url, dataDir);
  const veriff = await startVeriffFixture();
  process.env.E2E_VERIFF_URL = veriff.url;
  process.env.E2E_VERIFF_API_KEY = veriff.keys.apiKey;
  process.env.E2E_VERIFF_SHARED_SECRET = veriff.keys.sharedSecret;
  const environment: NodeJS.ProcessEnv = {
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
    // The operator's two-factor secret is sealed by the command and opened by the server: one key.
    TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    CRYPTO_ETHEREUM_RPC_URL: chain.url,
    CRYPTO_TOKEN_CONTRACTS: `USDT/ERC20=${chain.usdt}:6`,
    CRYPTO_WATCH_INTERVAL_SECONDS: '1',
    // The back office's dashboard test plays a day in New Zealand dollars, withdrawal included.
    KYC_WITHDRAWAL_THRESHOLDS: 'EUR:2000,NZD:2000',
    VERIFF_API_URL: veriff.url,
    VERIFF_API_KEY: veriff.keys.apiKey,
    VERIFF_SHARED_SECRET: veriff.keys.sharedSecret,
  };
  const operatorPassword = `e2e-operator-${randomBytes(8).toString('hex')}`;
  const operator = createOperator(environment, operatorPassword);
  // A second operator (finance) approves what the first one asks for: the four-eyes adjustments.
  const secondPassword = `e2e-second-${randomBytes(8).toString('hex')}`;
  const second = createOperator(environment, secondPassword, 'second@e2e.test', 'finance');
  const keyboardPassword = `e2e-keyboard-${randomBytes(8).toString('hex')}`;
  const keyboard = createOperator(environment, keyboardPassword, 'keyboard@e2e.test', 'admin');
  const hub88 = await connectHub88Fixture(environment, dataDir);
  process.env.E2E_HUB88_DAY = hub88.day;
  const server = await startServer(environment, startTimeoutMs).catch(async (error: unknown) => {
    await chain.stop();
    await veriff.close();
    await hub88.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  const { url } = server;
  hub88.serveWallet(url);

  process.env.E2E_BASE_URL = url;
  process.env.E2E_ADMIN_TOKEN = await operatorToken(url, operator, operatorPassword);
  process.env.E2E_SECOND_ADMIN_TOKEN = await operatorToken(url, second, secondPassword);
  process.env.E2E_KEYBOARD_OPERATOR = JSON.stringify({
    email: keyboard.email,
    password: keyboardPassword,
    totp_secret: keyboard.totp_secret,
  });

  return async () => {
    await server.stop();
    await chain.stop();
    await veriff.close();
    await hub88.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
