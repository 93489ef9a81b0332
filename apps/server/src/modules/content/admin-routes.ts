// HTTP of legal pages and SEO entries: the back office's calls under /api/admin/content (decision 0719),
// thin handlers over the content admin service, and the player site's SEO entries, never cached so that an
// operator's change shows at once.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { requestLocale } from '../../http/request-locale';
import type { AdminCaller } from '../backoffice/service';
import type { ContentAdminService } from './admin-service';
import type { ContentService } from './service';

const callerOf = (request: FastifyRequest): AdminCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function contentAdminRoutes(service: ContentAdminService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminLegalPages, async ({ request }) => ({
      data: await service.legalPages(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminLegalPageVersions, async ({ params, query, request }) => ({
      data: await service.versions(requireAdmin(request), params.id, query.locale),
    }));
    contractRoute(app, routes.adminSaveLegalPage, async ({ params, body, request }) => ({
      message: 'The version is saved; players read it once it is published.',
      data: await service.save(requireAdmin(request), callerOf(request), params.id, body),
    }));
    contractRoute(app, routes.adminPublishLegalPage, async ({ params, request }) => ({
      message: 'The version is published.',
      data: await service.publish(requireAdmin(request), callerOf(request), params.id, params.versionId),
    }));
    contractRoute(app, routes.adminSeoEntries, async ({ query, request }) => ({
      data: await service.seoEntries(requireAdmin(request), query.locale),
    }));
    contractRoute(app, routes.adminSaveSeoEntry, async ({ params, body, request }) => ({
      message: 'The SEO entry is saved.',
      data: await service.saveSeoEntry(
        requireAdmin(request),
        callerOf(request),
        params.name,
        params.locale,
        body,
      ),
    }));
    contractRoute(app, routes.adminDeleteSeoEntry, async ({ params, request }) => {
      await service.deleteSeoEntry(requireAdmin(request), callerOf(request), params.name, params.locale);
      return { message: 'The SEO entry is removed; the site’s own texts apply again.' };
    });
    contractRoute(app, routes.adminPlayerTerms, async ({ params, request }) => ({
      data: await service.playerTerms(requireAdmin(request), params.id),
    }));
  };
}

export function seoEntriesRoutes(service: Pick<ContentService, 'seoEntries'>) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.seoEntries, async ({ request, reply }) => {
      void reply.header('cache-control', 'no-cache');
      void reply.header('vary', 'Accept-Language');
      return { data: await service.seoEntries(requestLocale(request).code) };
    });
  };
}
