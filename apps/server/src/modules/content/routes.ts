// HTTP of promotions, legal pages and the site settings: thin handlers over the content service.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { requestLocale } from '../../http/request-locale';
import type { ContentService } from './service';

export interface PublicSiteSettings {
  readonly operatorName: string;
  readonly sportsbookUrl: string | undefined;
  readonly liveChatAppId: string | undefined;
  readonly adNetworkRedirect: { readonly utmSource: string; readonly path: string } | undefined;
}

export function contentRoutes(service: ContentService, site: PublicSiteSettings) {
  return async (app: FastifyInstance) => {
    // Texts differ by language: a shared cache must keep one copy per Accept-Language.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('vary', 'Accept-Language');
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'public, max-age=60');
    });

    contractRoute(app, routes.listPromotions, async ({ query, request }) => ({
      status: 'success' as const,
      data: await service.activePromotions(requestLocale(request).code, query.type, query.currency),
    }));

    contractRoute(app, routes.promotionDetail, async ({ params, query, request }) => ({
      status: 'success' as const,
      data: {
        promotion: await service.activePromotion(params.id, requestLocale(request).code, query.currency),
      },
    }));

    // A published version of a legal page shows at once (decision 0719): caches ask again every time.
    contractRoute(app, routes.listPages, async ({ request, reply }) => {
      void reply.header('cache-control', 'no-cache');
      return { status: 'success' as const, data: await service.publishedPages(requestLocale(request).code) };
    });

    contractRoute(app, routes.getPage, async ({ params, request, reply }) => {
      void reply.header('cache-control', 'no-cache');
      return {
        status: 'success' as const,
        data: await service.publishedPage(params.id, requestLocale(request).code),
      };
    });

    contractRoute(app, routes.siteSettings, async () => ({
      operator_name: site.operatorName,
      sportsbook_url: site.sportsbookUrl ?? null,
      live_chat_app_id: site.liveChatAppId ?? null,
      ad_network_redirect: site.adNetworkRedirect
        ? { utm_source: site.adNetworkRedirect.utmSource, path: site.adNetworkRedirect.path }
        : null,
    }));
  };
}
