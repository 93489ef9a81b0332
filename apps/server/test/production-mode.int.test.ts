// The server as an operator runs it in production (NODE_ENV=production on PostgreSQL, the settings the
// start requires and nothing more): it serves the casino's API, and none of what exists for development
// and tests: no development calls (/api/dev/*, /dev/mailbox), no sandbox gateway (its page, its webhook,
// its deposit method), no demo seed (no games, no demo player), and no API documentation unless
// API_DOCS asks for it. Its start prints no warning of the database driver.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './helper';
import { startServerProcess, type ServerProcess } from './server-process';

const walletKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
});

describe.runIf(process.env.DATABASE_URL)('production mode', () => {
  let dataDir: string;
  let scratch: ScratchDatabase;
  let server: ServerProcess;

  const get = (url: string) => fetch(`${server.url}${url}`, { redirect: 'manual' });
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-production-'));
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    server = await startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://casino.example',
      TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      WALLET_API_PRIVATE_KEY: walletKey.toString(),
      CRYPTO_RATE_SOURCE: 'static',
      CRYPTO_RATES: 'BTC/EUR=60000,ETH/EUR=2800',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ADMIN_DIST: path.join(dataDir, 'no-admin-build'),
    });
  });
  afterAll(async () => {
    await server.stop();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the API', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(((await health.json()) as { status: string }).status).toBe('ok');
  });

  it('has no development calls', async () => {
    expect((await get('/dev/mailbox')).status).toBe(404);
    expect((await post('/api/dev/player/verification', { player_status: 2 })).status).toBe(404);
    expect((await post('/api/dev/game/1/launch', {})).status).toBe(404);
  });

  it('has no sandbox gateway: neither its page, nor its webhook, nor a deposit method it serves', async () => {
    expect((await get('/sandbox-pay/1')).status).toBe(404);
    expect((await post('/api/cashier/notifications/sandbox', { id: 1 })).status).toBe(404);
  });

  it('seeds no demo data: no games, and the demo player does not exist', async () => {
    const games = await get('/api/games');
    expect(games.status).toBe(200);
    const body = (await games.json()) as { games: { data: unknown[] } };
    expect(body.games.data).toEqual([]);
    const login = await post('/api/auth/login', { email: 'demo@reelvault.local', password: 'demo-password' });
    expect(login.status).toBe(422);
  });

  it('serves no API documentation unless API_DOCS asks for it', async () => {
    expect((await get('/api/docs/json')).status).toBe(404);
    expect((await get('/api/docs/')).status).toBe(404);
  });

  it('starts without a warning of the database driver', () => {
    expect(server.output()).not.toMatch(/DeprecationWarning/);
  });
});
