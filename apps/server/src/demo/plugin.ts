// The demo seed, on only when DEMO_SEED is (never in production). Its steps run once per database
// (db/seed.ts), through the services of the modules the plugin depends on. Register the plugin before the
// in-house studio's, which reads the key pair the first step keeps in DATA_DIR/keys; once every plugin is
// in, `seedDemoOnceReady` runs the steps that need the app answering requests.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startupLockKey, withAdvisoryLock } from '../db/advisory-lock';
import { runSeedSteps } from '../db/seed';
import { demoSeedSteps } from './steps';

// Several processes (decision 0023) seed one at a time: the next finds each step recorded.
async function demo(app: FastifyInstance): Promise<void> {
  await withAdvisoryLock(app.database, startupLockKey, () =>
    runSeedSteps(app.database, demoSeedSteps(app).whileBuilding, app.log),
  );
}

export const demoPlugin = fp(demo, {
  name: 'demo',
  dependencies: ['platform', 'identity', 'catalogue', 'cashier'],
});

/**
 * The demo player pays on the sandbox gateway's page, which answers only once the app is ready (a request
 * injected before then waits for the app's start, and so would its onReady hooks): this makes the app
 * ready, so nothing can be registered after it, then runs the steps that need it.
 */
export async function seedDemoOnceReady(app: FastifyInstance): Promise<void> {
  await app.ready();
  await withAdvisoryLock(app.database, startupLockKey, () =>
    runSeedSteps(app.database, demoSeedSteps(app).onceReady, app.log),
  );
}
