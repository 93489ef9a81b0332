// The system module as a plugin: the health report and the build's version.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
  const service = createSystemService(app.database, options.version, () => app.singleInstance.held());
  app.decorate('system', service);
  await app.register(systemRoutes(service));
}

export const systemPlugin = fp(system, { name: 'system', dependencies: ['platform', 'single-instance'] });
