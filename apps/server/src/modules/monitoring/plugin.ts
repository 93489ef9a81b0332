// Compliance reports and game fairness monitoring as a plugin (decision 0906): after the back office, whose
// guard, roles and audit log its calls use, and gaming, whose settled rounds the fairness pass counts once
// across every process and node (plugins/single-instance.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { houseProviderCode } from '../gaming/service';
import { createFairnessPass } from './fairness-pass';
import { createMonitoringService, type MonitoringService } from './monitoring-service';
import { monitoringRoutes } from './routes';

/** The module's service on the app, with the pass that keeps the fairness totals (run it by hand in tests). */
export interface MonitoringModule extends MonitoringService {
  /** Brings every game's fairness totals up to date; answers how many batches it read. */
  readonly countSettledRounds: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    monitoring: MonitoringModule;
  }
}

/** How often the fairness pass brings the running totals up to date. */
const fairnessPassIntervalMs = 30_000;

async function monitoring(app: FastifyInstance): Promise<void> {
  const now = () => app.clock.now();
  const service = createMonitoringService({
    db: app.database.db,
    backoffice: app.backoffice,
    now,
    houseProviderCode,
  });
  const fairnessPass = createFairnessPass({ db: app.database.db, now });
  app.decorate('monitoring', { ...service, countSettledRounds: () => fairnessPass.pass() });
  app.singleInstance.run({
    name: 'fairness-totals',
    intervalMs: fairnessPassIntervalMs,
    pass: () => fairnessPass.pass(),
    failure: 'counting settled rounds for fairness monitoring failed',
  });
  await app.register(monitoringRoutes(service));
}

export const monitoringPlugin = fp(monitoring, {
  name: 'monitoring',
  dependencies: ['platform', 'single-instance', 'backoffice', 'gaming'],
});
