// Seed steps: named steps applied once each, in order, and recorded in the database so that a restart never
// applies one twice. The demo seed's steps are in apps/server/src/demo/steps.ts.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './database';
import { demoSeedSteps } from './system-schema';

/**
 * A step that writes through `tx`, the transaction that records it: a failure leaves nothing behind and
 * the step runs again next time.
 */
export interface TransactionalSeedStep {
  readonly name: string;
  run(tx: Db): Promise<void>;
}

/**
 * A step that calls the modules' services, each call a transaction of its own (it is given no `tx`: on the
 * embedded database a query beside an open transaction waits for it). It is recorded once it has run
 * through; a failed one runs again next time, so it must cope with what an earlier attempt left.
 */
export interface ServiceSeedStep {
  readonly name: string;
  readonly ownTransactions: true;
  run(): Promise<void>;
}

export type SeedStep = TransactionalSeedStep | ServiceSeedStep;

export async function runSeedSteps(
  database: Database,
  steps: readonly SeedStep[],
  log?: FastifyBaseLogger,
): Promise<string[]> {
  const applied: string[] = [];
  for (const step of steps) {
    const done = await database.db.select().from(demoSeedSteps).where(eq(demoSeedSteps.name, step.name));
    if (done.length > 0) continue;
    if ('ownTransactions' in step) {
      await step.run();
      await database.db.insert(demoSeedSteps).values({ name: step.name });
    } else {
      await database.db.transaction(async (tx) => {
        await step.run(tx as unknown as Db);
        await tx.insert(demoSeedSteps).values({ name: step.name });
      });
    }
    log?.info({ step: step.name }, 'demo seed step applied');
    applied.push(step.name);
  }
  return applied;
}
