// HTTP of the catalogue's back office under /api/admin/catalogue (decision 0718): thin handlers over the
// admin service, which checks each operator's permission and audits each change.
import { catalogueFeedUploadMaxBytes } from '@reelvault/contract/calls/backoffice-catalogue';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { AdminCaller } from '../backoffice/service';
import type { CatalogueAdminService } from './admin-service';
import type { CatalogueImports } from './import-jobs';

const callerOf = (request: FastifyRequest): AdminCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function catalogueAdminRoutes(service: CatalogueAdminService, imports: CatalogueImports) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminCatalogueStudios, async ({ request }) => ({
      data: await service.studios(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminEnableStudio, async ({ params, request }) => ({
      message: 'The studio is switched on: its games are back in the lobby.',
      data: await service.enableStudio(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminDisableStudio, async ({ params, request }) => ({
      message: 'The studio is switched off: its games are gone from the lobby.',
      data: await service.disableStudio(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminSetStudioCountries, async ({ params, body, request }) => ({
      message: 'The country rules are saved.',
      data: await service.setStudioCountries(
        requireAdmin(request),
        callerOf(request),
        params.id,
        body.countries,
      ),
    }));

    contractRoute(app, routes.adminCatalogueGames, async ({ query, request }) =>
      service.games(requireAdmin(request), {
        search: query.search || undefined,
        studioId: query.studio,
        categoryId: query.category,
        enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminEnableGame, async ({ params, request }) => ({
      message: 'The game is switched on: it is back in the lobby.',
      data: await service.enableGame(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminDisableGame, async ({ params, request }) => ({
      message: 'The game is switched off: it is gone from the lobby.',
      data: await service.disableGame(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminSetGameCategories, async ({ params, body, request }) => ({
      message: "The game's categories are saved.",
      data: await service.setGameCategories(
        requireAdmin(request),
        callerOf(request),
        params.id,
        body.category_ids,
      ),
    }));

    contractRoute(app, routes.adminCatalogueCategories, async ({ request }) => ({
      data: await service.categories(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminCreateCategory, async ({ body, request }) => ({
      message: 'The category is created, last in its lobby.',
      data: await service.createCategory(requireAdmin(request), callerOf(request), body),
    }));
    contractRoute(app, routes.adminUpdateCategory, async ({ params, body, request }) => ({
      message: 'The category is saved.',
      data: await service.updateCategory(requireAdmin(request), callerOf(request), params.id, body),
    }));
    contractRoute(app, routes.adminOrderCategories, async ({ body, request }) => ({
      message: 'The order of the categories is saved.',
      data: await service.orderCategories(
        requireAdmin(request),
        callerOf(request),
        body.type,
        body.category_ids,
      ),
    }));
    contractRoute(app, routes.adminSetGameBadges, async ({ params, body, request }) => ({
      message: "The game's badges are saved.",
      data: await service.setGameBadges(requireAdmin(request), callerOf(request), params.id, body.badges),
    }));

    contractRoute(app, routes.adminHomeLists, async ({ request }) => ({
      data: await service.homeLists(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminSetHomeList, async ({ params, body, request }) => ({
      message: 'The list is saved: the home page shows it in this order.',
      data: await service.setHomeList(requireAdmin(request), callerOf(request), params.id, body.game_ids),
    }));

    contractRoute(
      app,
      routes.adminPreviewCatalogueImport,
      async ({ body, request }) => ({
        message: 'The feed is checked: here is what importing it changes.',
        data: await imports.preview(requireAdmin(request), body.file_name, body.document),
      }),
      { bodyLimit: catalogueFeedUploadMaxBytes },
    );
    contractRoute(app, routes.adminCatalogueImportStatus, async ({ params, request }) => ({
      data: await imports.status(requireAdmin(request), params.id),
    }));
    contractRoute(app, routes.adminApplyCatalogueImport, async ({ params, request }) => {
      const applied = await imports.apply(requireAdmin(request), callerOf(request), params.id);
      return {
        message: applied.status === 'applied' ? 'This feed is already imported.' : 'The import is running.',
        data: applied,
      };
    });
  };
}
