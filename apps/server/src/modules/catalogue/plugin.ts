// The catalogue module as a plugin: games, providers, categories, their art, and the players' favourites.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { favouriteRoutes } from './favourites-routes';
import { catalogueRoutes } from './routes';
import { createCatalogueService, type CatalogueService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Other modules reach the catalogue (launch targets, country rules) through this service. */
    catalogue: CatalogueService;
  }
}

async function catalogue(app: FastifyInstance): Promise<void> {
  const service = createCatalogueService(app.database);
  app.decorate('catalogue', service);
  await app.register(catalogueRoutes(service));
  await app.register(favouriteRoutes(service));
}

// `identity` for the guards of its routes.
export const cataloguePlugin = fp(catalogue, { name: 'catalogue', dependencies: ['platform', 'identity'] });
