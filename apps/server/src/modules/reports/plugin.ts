// The reports as a plugin (decision 0720): after the back office (guard, roles) and the bonus engine's
// back office (bonus cost). The rollup runs every few seconds in one process across every node
// (plugins/single-instance.ts); `app.reports` gives the dashboard its ledger figures from the aggregates,
// and the rollup and the recount to the commands and tests.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRollupService, type RollupService } from './rollup-service';
import { reportsRoutes } from './reports-routes';
import { createReportsService, type ReportsService } from './reports-service';

/** The reports' calls, and the rollup's pass and recount (what the job, the command and the tests run). */
export type ReportsModule = ReportsService & RollupService;

declare module 'fastify' {
  interface FastifyInstance {
    reports: ReportsModule;
  }
}

/** How often the rollup passes by default: reports read the ledger itself from the hour before the last pass. */
const rollupIntervalMs = 5_000;

async function reports(
  app: FastifyInstance,
  options: { rollupIntervalMs?: number | undefined },
): Promise<void> {
  const db = app.database.db;
  const service = createReportsService({
    db,
    clock: app.clock,
    // Registered before the bonus engine's back office on some servers: reached at call time.
    bonusFigures: (from, to) => app.bonusAdmin.costFigures(from, to),
    countryOf: (id) => app.identity.countries().data.find((country) => country.id === id),
  });
  const rollup = createRollupService(db);
  app.decorate('reports', { ...service, ...rollup });
  const intervalMs = options.rollupIntervalMs ?? rollupIntervalMs;
  if (intervalMs > 0) {
    app.singleInstance.run({
      name: 'reports-rollup',
      intervalMs,
      pass: () => rollup.rollUp(),
      failure: 'the reports rollup failed',
    });
  }
  await app.register(reportsRoutes(service));
}

export const reportsPlugin = fp(reports, {
  name: 'reports',
  dependencies: ['platform', 'single-instance', 'identity', 'wallet', 'backoffice'],
});
