// The content module as a plugin: pages, promotions, the public site settings, robots.txt and the sitemap.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contentAdminRoutes, seoEntriesRoutes } from './admin-routes';
import { createContentAdminService } from './admin-service';
import { createHeroSlidesAdminService, createHeroSlidesReader } from './hero-slides-service';
import { createPromotionsAdminService } from './promotions-admin-service';
import { createPromotionsRepository } from './promotions-repository';
import { contentPictureRoutes, promotionsAdminRoutes } from './promotions-routes';
import { contentRoutes } from './routes';
import { seoRoutes } from './seo';
import { createContentService, type ContentService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}

async function content(app: FastifyInstance): Promise<void> {
  const { config, catalogue } = app;
  // The bonus engine, where it runs, states the figures of the offers behind promotion pages.
  const bonuses = app.hasDecorator('bonuses') ? app.bonuses : undefined;
  // Promotions are shown inside their schedule, read at the platform's clock (decision 0313).
  const service = createContentService(app.database.db, config, bonuses, () => app.clock.now());
  app.decorate('content', service);
  await app.register(
    seoRoutes(config.publicUrl, {
      content: service,
      sportsbook: config.sportsbookUrl !== undefined,
      providerSlugs: async () => (await catalogue.providers()).map((provider) => provider.slug),
      gameIds: () => catalogue.activeGameIds(),
    }),
  );
  // Legal pages' versions and SEO entries (decision 0719).
  await app.register(seoEntriesRoutes(service));
  await app.register(
    contentAdminRoutes(
      createContentAdminService({
        db: app.database.db,
        clock: app.clock,
        backoffice: app.backoffice,
        identity: app.identity,
      }),
    ),
  );
  // Promotions, hero slides and their pictures in the back office, and on the site (decision 0313).
  await app.register(
    promotionsAdminRoutes(
      createPromotionsAdminService({
        db: app.database.db,
        clock: app.clock,
        backoffice: app.backoffice,
        offers: bonuses,
      }),
      createHeroSlidesAdminService({ db: app.database.db, clock: app.clock, backoffice: app.backoffice }),
    ),
  );
  await app.register(
    contentPictureRoutes(
      (sha256) => createPromotionsRepository(app.database.db).image(sha256),
      createHeroSlidesReader(app.database.db, app.clock),
    ),
  );
  await app.register(
    contentRoutes(service, {
      operatorName: config.operatorName,
      sportsbookUrl: config.sportsbookUrl,
      liveChatAppId: config.liveChatAppId,
      adNetworkRedirect: config.adNetworkRedirect,
    }),
  );
}

// The sitemap lists the catalogue's providers and games; the back office's calls use its guard, roles and
// audit log, and read the terms a player accepted from identity.
export const contentPlugin = fp(content, {
  name: 'content',
  dependencies: ['platform', 'catalogue', 'identity', 'backoffice'],
});
