// The catalogue's HTTP calls: thin handlers over the service, the reply cache, and the game art.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { contractRoute, type ContractHandler } from '../../http/contract-route';
import { sendError } from '../../http/error-handler';
import { cacheReplies } from './reply-cache';
import type { CatalogueService } from './service';

const immutable = 'public, max-age=31536000, immutable';
const gameArtRoute = '/api/game-art/:file';

/** Whether an If-None-Match header (a list, possibly weak) names this ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function catalogueRoutes(service: CatalogueService) {
  return async (app: FastifyInstance) => {
    cacheReplies(app, {
      revision: () => service.revision(),
      maxBytes: 32 * 1024 * 1024,
      skip: [gameArtRoute],
    });

    const gamesHandler: ContractHandler<typeof routes.listGames> = async ({ query }) => {
      const result = await service.listGames({
        type: query.type,
        provider: query.provider,
        categoryId: query.category_id,
        page: query.page,
        perPage: query.per_page,
        search: query.search || undefined,
      });
      return { games: { data: result.games }, pagination: result.pagination };
    };
    contractRoute(app, routes.listGames, gamesHandler);
    contractRoute(app, routes.listCategoryGames, gamesHandler);

    contractRoute(app, routes.categoryGames, async ({ params, query }) => {
      const result = await service.categoryGames(params.slug, query.page, query.page_size);
      return { data: { category: result.category, games: result.games }, pagination: result.pagination };
    });

    contractRoute(app, routes.getGame, async ({ params }) => ({ data: await service.game(params.id) }));

    contractRoute(app, routes.listProviders, async () => ({ data: await service.providers() }));

    contractRoute(app, routes.casinoConfig, async () => ({ data: await service.config('slot') }));
    contractRoute(app, routes.liveCasinoConfig, async () => ({ data: await service.config('live') }));

    contractRoute(app, routes.homePage, async () => ({ data: await service.homePage() }));

    contractRoute(app, routes.searchGames, async ({ query }) => ({
      data: { data: await service.search(query.search, query.type, query.limit) },
    }));

    // The art is an image, not a JSON call, so it sits outside the contract's route table.
    app.get<{ Params: { file: string } }>(
      gameArtRoute,
      { schema: { hide: true } },
      async (request, reply) => {
        const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(request.params.file);
        const art = match?.[1] ? await service.art(match[1]) : undefined;
        if (!art) return sendError(reply, new AppError('GAME_NOT_FOUND'));
        void reply
          .header('cache-control', immutable)
          .header('etag', art.etag)
          // An SVG opened on its own is a document: it may run nothing and load nothing.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff');
        if (matchesEtag(request.headers['if-none-match'], art.etag)) return reply.status(304).send();
        return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
      },
    );
  };
}
