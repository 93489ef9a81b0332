// The demo seed as `npm start` runs it: an app built with DEMO_SEED applies every step before it is handed
// over (the studio, the catalogue, the pages, the paid-up player), and an app built again on the same
// database applies none of them twice.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { balanceReply } from '@reelvault/contract/calls/wallet';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testConfig, type TestDatabase } from '../../test/helper';
import { bearer, loginPlayer } from '../../test/players';
import { buildApp } from '../app';
import { houseProviderCode } from '../modules/gaming/service';
import { demoPlayer } from './player';
import { demoStepNames } from './steps';

describe('the demo seed of an app built with DEMO_SEED', () => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  const build = () =>
    buildApp(testConfig({ DEMO_SEED: 'true', DATA_DIR: dataDir }), { database: testDatabase.database });
  const count = async (query: ReturnType<typeof sql>) =>
    (await testDatabase.database.db.execute<{ count: number }>(query)).rows[0]?.count;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'reelvault-demo-'));
    testDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies every step before the app is handed over, the player paid up', async () => {
    const app: FastifyInstance = await build();
    try {
      const steps = await testDatabase.database.db.execute<{ name: string }>(
        sql`select name from demo_seed_steps order by applied_at, name`,
      );
      expect(new Set(steps.rows.map((row) => row.name))).toEqual(new Set(Object.values(demoStepNames)));
      expect((await app.gaming.providerByCode(houseProviderCode))?.name).toBe('Reelvault Studio');

      const session = await loginPlayer(app, demoPlayer.username, demoPlayer.password);
      const balance = await app.inject({
        method: 'GET',
        url: '/api/user/balance',
        headers: bearer(session.token),
      });
      expect(balanceReply.parse(balance.json())).toMatchObject({ balance: '1000.00', currency: 'EUR' });
      expect((await app.wallet.checkInvariants()).ok).toBe(true);
    } finally {
      await app.close();
    }
    // The whole demo catalogue is imported on the way.
  }, 180_000);

  it('seeds nothing twice when the app is built again on the same database', async () => {
    const before = {
      players: await count(sql`select count(*)::int as count from users`),
      deposits: await count(sql`select count(*)::int as count from deposits`),
      promotions: await count(sql`select count(*)::int as count from promotions`),
      games: await count(sql`select count(*)::int as count from games`),
    };
    expect(before).toMatchObject({ players: 1, deposits: 1 });
    const app = await build();
    try {
      expect({
        players: await count(sql`select count(*)::int as count from users`),
        deposits: await count(sql`select count(*)::int as count from deposits`),
        promotions: await count(sql`select count(*)::int as count from promotions`),
        games: await count(sql`select count(*)::int as count from games`),
      }).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
