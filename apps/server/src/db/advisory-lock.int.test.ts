// Advisory locks on PostgreSQL: held by one connection of their own, so that the single-instance workers'
// locks never take the connections requests need, and released to another process when let go.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../test/helper';
import { openDatabase, type Database } from './database';

describe.runIf(process.env.DATABASE_URL)('advisory locks on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  const opened: Database[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await scratch.drop();
  });

  it('holds many locks without using up a pool of one, and lets another process take one released', async () => {
    const first = await openDatabase({ url: scratch.url, poolSize: 1 });
    const second = await openDatabase({ url: scratch.url, poolSize: 1 });
    opened.push(first, second);
    const releases = await Promise.all([11n, 12n, 13n].map((key) => first.tryAdvisoryLock(key)));
    expect(releases.every(Boolean)).toBe(true);
    // The one pooled connection still answers requests while the three locks are held.
    const rows = await first.db.execute(sql`select 1 as one`);
    expect(rows.rows).toEqual([{ one: 1 }]);
    // The holder itself is refused a key it holds (its session's locks would stack), and so is another
    // process (its own session); that one takes it once it is released.
    expect(await first.tryAdvisoryLock(12n)).toBeUndefined();
    expect(await second.tryAdvisoryLock(12n)).toBeUndefined();
    await releases[1]?.();
    const taken = await second.tryAdvisoryLock(12n);
    expect(taken).toBeDefined();
    expect(await second.tryAdvisoryLock(13n)).toBeUndefined();
    await taken?.();
  });
});
