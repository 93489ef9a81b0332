import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helper';
import { runSeedSteps, type SeedStep, type ServiceSeedStep } from './seed';

describe('demo seed steps', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await testDatabase.database.db.execute(sql`create table seed_probe (value text not null)`);
  });
  afterAll(async () => testDatabase.drop());

  const probeStep = (name: string, value: string): SeedStep => ({
    name,
    run: async (db) => {
      await db.execute(sql`insert into seed_probe (value) values (${value})`);
    },
  });
  const probeValues = async () =>
    (
      await testDatabase.database.db.execute<{ value: string }>(
        sql`select value from seed_probe order by value`,
      )
    ).rows.map((row) => row.value);

  it('applies each step once, in order, and records it', async () => {
    const steps = [probeStep('probe-a', 'a'), probeStep('probe-b', 'b')];
    expect(await runSeedSteps(testDatabase.database, steps)).toEqual(['probe-a', 'probe-b']);
    expect(await runSeedSteps(testDatabase.database, steps)).toEqual([]);
    expect(await probeValues()).toEqual(['a', 'b']);
  });

  it('applies a step added later without repeating the earlier ones', async () => {
    const steps = [probeStep('probe-a', 'a'), probeStep('probe-b', 'b'), probeStep('probe-c', 'c')];
    expect(await runSeedSteps(testDatabase.database, steps)).toEqual(['probe-c']);
    expect(await probeValues()).toEqual(['a', 'b', 'c']);
  });

  it('leaves nothing behind when a step fails, and retries it next time', async () => {
    const failing: SeedStep = {
      name: 'probe-failing',
      run: async (db) => {
        await db.execute(sql`insert into seed_probe (value) values ('half')`);
        throw new Error('the step broke halfway');
      },
    };
    await expect(runSeedSteps(testDatabase.database, [failing])).rejects.toThrow('halfway');
    expect(await probeValues()).toEqual(['a', 'b', 'c']);
    expect(await runSeedSteps(testDatabase.database, [probeStep('probe-failing', 'd')])).toEqual([
      'probe-failing',
    ]);
  });

  it('runs a step that calls services outside a transaction, and records it only once it ran through', async () => {
    // Its writes go through the database itself, as a service's do: inside an open transaction they would
    // wait for it on the embedded database.
    let attempts = 0;
    const serviceStep: ServiceSeedStep = {
      name: 'probe-services',
      ownTransactions: true,
      run: async () => {
        attempts += 1;
        await testDatabase.database.db.execute(
          sql`insert into seed_probe (value) values (${`e${attempts}`})`,
        );
        if (attempts === 1) throw new Error('the service refused');
      },
    };
    await expect(runSeedSteps(testDatabase.database, [serviceStep])).rejects.toThrow('refused');
    expect(await runSeedSteps(testDatabase.database, [serviceStep])).toEqual(['probe-services']);
    expect(await runSeedSteps(testDatabase.database, [serviceStep])).toEqual([]);
    expect(attempts).toBe(2);
    // What the failed attempt wrote stays: such a step copes with an earlier attempt's leftovers itself.
    expect(await probeValues()).toEqual(['a', 'b', 'c', 'd', 'e1', 'e2']);
  });
});
