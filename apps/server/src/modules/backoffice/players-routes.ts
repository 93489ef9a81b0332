// HTTP of the back office's player search and player page (decision 0709): thin handlers over the players
// service, which checks `players.read` and asks each owning module for its part.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { PlayersService } from './players-service';

export function playersRoutes(service: PlayersService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminPlayers, async ({ query, request }) =>
      service.searchPlayers(requireAdmin(request), query),
    );
    contractRoute(app, routes.adminPlayer, async ({ params, request }) => ({
      data: await service.player(requireAdmin(request), params.id),
    }));
    contractRoute(app, routes.adminPlayerTransfers, async ({ params, query, request }) =>
      service.transfers(requireAdmin(request), params.id, query),
    );
    contractRoute(app, routes.adminPlayerRounds, async ({ params, query, request }) =>
      service.rounds(requireAdmin(request), params.id, query),
    );
    contractRoute(app, routes.adminPlayerRound, async ({ params, request }) => ({
      data: await service.round(requireAdmin(request), params.id, params.roundId),
    }));
    contractRoute(app, routes.adminPlayerPayments, async ({ params, query, request }) =>
      service.payments(requireAdmin(request), params.id, query),
    );
    contractRoute(app, routes.adminPlayerDocuments, async ({ params, query, request }) =>
      service.documents(requireAdmin(request), params.id, query),
    );
    contractRoute(app, routes.adminPlayerLimits, async ({ params, query, request }) =>
      service.limits(requireAdmin(request), params.id, query),
    );
    contractRoute(app, routes.adminPlayerSessions, async ({ params, query, request }) =>
      service.sessions(requireAdmin(request), params.id, query),
    );
  };
}
