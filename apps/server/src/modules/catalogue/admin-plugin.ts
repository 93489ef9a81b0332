// The catalogue's back office as a plugin (decision 0718): after the back office, whose guard, roles and
// audit log its calls use, and after the catalogue, whose snapshot a change drops.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueAdminRoutes } from './admin-routes';
import { createCatalogueAdminService } from './admin-service';
import { createCatalogueImports } from './import-jobs';

async function catalogueAdmin(app: FastifyInstance): Promise<void> {
  const service = createCatalogueAdminService({
    db: app.database.db,
    backoffice: app.backoffice,
    catalogue: app.catalogue,
  });
  const imports = createCatalogueImports({
    db: app.database.db,
    backoffice: app.backoffice,
    catalogue: app.catalogue,
    onJobFailed: (error) => app.log.error({ err: error }, 'catalogue import failed'),
  });
  // A closing server lets a running import finish (or roll back) before the database closes.
  app.addHook('onClose', () => imports.idle());
  await app.register(catalogueAdminRoutes(service, imports));
}

export const catalogueAdminPlugin = fp(catalogueAdmin, {
  name: 'catalogue-admin',
  dependencies: ['platform', 'identity', 'catalogue', 'backoffice'],
});
