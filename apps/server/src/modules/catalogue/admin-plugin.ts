// The catalogue's back office as a plugin (decision 0718): after the back office, whose guard, roles and
// audit log its calls use, and after the catalogue, whose snapshot a change drops.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueAdminRoutes } from './admin-routes';
import { createCatalogueAdminService } from './admin-service';

async function catalogueAdmin(app: FastifyInstance): Promise<void> {
  const service = createCatalogueAdminService({
    db: app.database.db,
    backoffice: app.backoffice,
    catalogue: app.catalogue,
  });
  await app.register(catalogueAdminRoutes(service));
}

export const catalogueAdminPlugin = fp(catalogueAdmin, {
  name: 'catalogue-admin',
  dependencies: ['platform', 'identity', 'catalogue', 'backoffice'],
});
