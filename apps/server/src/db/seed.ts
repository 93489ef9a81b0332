// The demo seed: named steps applied once each, in order, and recorded so that a restart never seeds
// twice. Each module adds its steps to `demoSeedSteps` in seed-steps.ts.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './database';
import { demoSeedSteps } from './system-schema';

/** What a seed step may need besides the database. */
export interface SeedContext {
  /** DATA_DIR: where generated demo secrets (key pairs) are kept. */
  readonly dataDir: string;
  /** PUBLIC_URL: the platform's own address, for the links seeded records carry. */
  readonly publicUrl?: string;
}

/** What a step is given: the context and the database itself (module services are built over it). */
export interface SeedStepContext extends SeedContext {
  readonly database: Database;
}

export interface SeedStep {
  readonly name: string;
  run(db: Db, context: SeedStepContext): Promise<void>;
}

export async function runSeedSteps(
  database: Database,
  steps: readonly SeedStep[],
  log?: FastifyBaseLogger,
  context: SeedContext = { dataDir: 'data' },
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await database.db.select().from(demoSeedSteps).where(eq(demoSeedSteps.name, step.name));
    if (done.length > 0) continue;
    await database.db.transaction(async (tx) => {
      await step.run(tx as unknown as Db, { ...context, database });
      await tx.insert(demoSeedSteps).values({ name: step.name });
    });
    log?.info({ step: step.name }, 'demo seed step applied');
    applied.push(step.name);
  }
  return applied;
}
