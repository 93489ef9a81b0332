// The back office as a plugin: operators, their sessions and guard, roles, the audit log and the
// withdrawal queue. It comes before the modules whose routes need its `admin` guard (compliance, crypto);
// the withdrawal decisions it hands to the cashier, registered after it, through `app.cashier`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lateBound, requireLater } from '../../plugins/late-bound';
import { registerAdminGuard } from './guards';
import { backofficeRoutes } from './routes';
import { createBackofficeService, type BackofficeService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    backoffice: BackofficeService;
  }
}

async function backoffice(app: FastifyInstance): Promise<void> {
  const service = createBackofficeService({
    db: app.database.db,
    clock: app.clock,
    totpEncryptionKey: app.secrets.totpEncryptionKey,
    sessionHours: app.config.adminSessionHours,
    cashier: lateBound(() => app.cashier),
  });
  requireLater(app, 'backoffice', ['cashier']);
  app.decorate('backoffice', service);
  registerAdminGuard(app, service);
  await app.register(backofficeRoutes(service));
}

export const backofficePlugin = fp(backoffice, { name: 'backoffice', dependencies: ['platform'] });
