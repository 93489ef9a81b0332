// The player's bonus calls: GET /api/user/bonuses and POST /api/user/bonuses/{id}/cancel.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { requestLocale } from '../../http/request-locale';
import type { PlayerBonusesPage } from './player-page';

export function bonusRoutes(page: PlayerBonusesPage) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.playerBonuses, async ({ request }) => {
      const player = requirePlayer(request);
      return page.list(player, requestLocale(request));
    });

    contractRoute(app, routes.cancelPlayerBonus, async ({ request, params }) => {
      const player = requirePlayer(request);
      await page.cancel(player.id, BigInt(params.id));
      return page.list(player, requestLocale(request));
    });
  };
}
