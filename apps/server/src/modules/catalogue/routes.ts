// The catalogue's HTTP calls: thin handlers over the service, the reply cache, and the game art.
import { gameArtFullWidth, gameArtWidths, type GameArtWidth } from '@reelvault/contract/calls/catalogue';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../http/app-error';
import { contractRoute, type ContractHandler } from '../../http/contract-route';
import { sendError } from '../../http/error-handler';
import { requestLocale } from '../../http/request-locale';
import { createArtRasterizer, type ArtRasterizer } from './game-art-raster';
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

/** `<identifier>.svg` (the drawing), `<identifier>.webp` (the widest picture) or `<identifier>.<width>.webp`. */
const artFile = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.(\d{1,4}))?\.(svg|webp)$/;

type ArtRequest = { identifier: string } & ({ format: 'svg' } | { format: 'webp'; width: GameArtWidth });

function artRequest(file: string): ArtRequest | undefined {
  const match = artFile.exec(file);
  const identifier = match?.[1];
  if (!match || !identifier) return undefined;
  const [, , width, format] = match;
  if (format === 'svg') return width === undefined ? { identifier, format } : undefined;
  const wanted = width === undefined ? gameArtFullWidth : Number(width);
  const known = gameArtWidths.find((candidate) => candidate === wanted);
  return known === undefined ? undefined : { identifier, format: 'webp', width: known };
}

function svgReply(reply: FastifyReply, svg: string): FastifyReply {
  // An SVG opened on its own is a document: it may run nothing and load nothing.
  return reply
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .type('image/svg+xml; charset=utf-8')
    .send(svg);
}

export interface CatalogueRouteOptions {
  /** Draws the art's pictures (default: one of the app's own, with a bounded cache). */
  readonly artRasterizer?: ArtRasterizer;
}

export function catalogueRoutes(service: CatalogueService, options: CatalogueRouteOptions = {}) {
  return async (app: FastifyInstance) => {
    cacheReplies(app, {
      revision: () => service.revision(),
      maxBytes: 32 * 1024 * 1024,
      skip: [gameArtRoute],
      variant: (request) => requestLocale(request).code,
    });

    const gamesHandler: ContractHandler<typeof routes.listGames> = async ({ query, request }) => {
      const result = await service.listGames({
        locale: requestLocale(request).code,
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

    contractRoute(app, routes.categoryGames, async ({ params, query, request }) => {
      const result = await service.categoryGames(
        params.slug,
        query.page,
        query.page_size,
        requestLocale(request).code,
      );
      return { data: { category: result.category, games: result.games }, pagination: result.pagination };
    });

    contractRoute(app, routes.getGame, async ({ params, request }) => ({
      data: await service.game(params.id, requestLocale(request).code),
    }));

    contractRoute(app, routes.listProviders, async () => ({ data: await service.providers() }));

    contractRoute(app, routes.casinoConfig, async ({ request }) => ({
      data: await service.config('slot', requestLocale(request).code),
    }));
    contractRoute(app, routes.liveCasinoConfig, async ({ request }) => ({
      data: await service.config('live', requestLocale(request).code),
    }));

    contractRoute(app, routes.homePage, async ({ request }) => ({
      data: await service.homePage(requestLocale(request).code),
    }));

    contractRoute(app, routes.searchGames, async ({ query }) => ({
      data: { data: await service.search(query.search, query.type, query.limit) },
    }));

    // The art is an image, not a JSON call, so it sits outside the contract's route table.
    const rasterizer =
      options.artRasterizer ??
      createArtRasterizer({
        onUnavailable: (reason) => app.log.warn(`game art is served as SVG drawings: ${reason}`),
      });
    app.get<{ Params: { file: string } }>(
      gameArtRoute,
      { schema: { hide: true } },
      async (request, reply) => {
        const wanted = artRequest(request.params.file);
        const art = wanted ? await service.art(wanted.identifier) : undefined;
        if (!wanted || !art) return sendError(reply, new AppError('GAME_NOT_FOUND'));
        // Each address is one representation: the drawing, or a picture of one width.
        const etag = `"${art.version}.${wanted.format === 'svg' ? 'svg' : `w${String(wanted.width)}`}"`;
        void reply
          .header('cache-control', immutable)
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff');
        if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
        if (wanted.format === 'svg') return svgReply(reply, art.svg());
        const picture = await rasterizer.webp(art.version, art.svg, wanted.width);
        // Where pictures cannot be drawn, the drawing stands in (its type tells the browser what it is).
        if (!picture) return svgReply(reply.header('etag', `"${art.version}.svg"`), art.svg());
        return reply.type('image/webp').send(picture);
      },
    );
  };
}
