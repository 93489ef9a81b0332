// HTTP of players' favourite games. A plugin of its own, outside the catalogue's reply cache: these answers
// belong to one player and change with every click. The spec's client adds with a GET; PUT and DELETE are
// the proper calls. Every call acts on the player of the session and nobody else.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute, type ContractHandler } from '../../http/contract-route';
import { requestLocale, requestTexts } from '../../http/request-locale';
import type { CatalogueService } from './service';

export function favouriteRoutes(service: CatalogueService) {
  return async (app: FastifyInstance) => {
    // A player's own list is never stored by a browser or a proxy for someone else.
    app.addHook('onSend', async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
    });

    contractRoute(app, routes.listFavouriteGames, async ({ query, request }) => ({
      data: await service.favouriteGames(requirePlayer(request).id, query.type, requestLocale(request).code),
    }));

    const add: ContractHandler<typeof routes.addFavouriteGame> = async ({ params, request }) => {
      await service.addFavourite(requirePlayer(request).id, params.id);
      return {
        message: requestTexts(request)('replies.favouriteAdded'),
        data: { game_id: params.id, favorite: true },
      };
    };
    contractRoute(app, routes.addFavouriteGame, add);
    contractRoute(app, routes.addFavouriteGameByGet, add);

    contractRoute(app, routes.removeFavouriteGame, async ({ params, request }) => {
      await service.removeFavourite(requirePlayer(request).id, params.id);
      return {
        message: requestTexts(request)('replies.favouriteRemoved'),
        data: { game_id: params.id, favorite: false },
      };
    });
  };
}
