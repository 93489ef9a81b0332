// The system module as a plugin: the health report and the build's version.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { timed } from '../../db/database';
import { systemRoutes } from './routes';
import { createSystemService, type SystemService } from './service';

export interface SystemPluginOptions {
  /** The server's version, as the health report gives it. */
  readonly version: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    system: SystemService;
  }
}

async function system(app: FastifyInstance, options: SystemPluginOptions): Promise<void> {
  const { redis } = app.sharedState;
  let draining = false;
  // From the moment the process begins to stop, the health check says so (503): a load balancer stops
  // sending new requests while the ones in flight finish (decision 0026).
  app.addHook('preClose', async () => {
    draining = true;
  });
  const service = createSystemService({
    database: app.database,
    version: options.version,
    workers: () => app.singleInstance.held(),
    ...(redis && {
      redisPing: () => timed(() => redis.commands.ping()),
    }),
    draining: () => draining,
  });
  app.decorate('system', service);
  await app.register(systemRoutes(service));
}

export const systemPlugin = fp(system, {
  name: 'system',
  dependencies: ['platform', 'shared-state', 'single-instance'],
});
