// HTTP of manual adjustments under /api/admin/adjustments (decision 0707): thin handlers over the service.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { AdjustmentsService } from './adjustments-service';
import type { AdminCaller } from './service';

const callerOf = (request: FastifyRequest): AdminCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function adjustmentsRoutes(service: AdjustmentsService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminCreateAdjustment, async ({ body, request }) => {
      // A repeat of the same id answers 201 with the first request's adjustment.
      const { adjustment } = await service.requestAdjustment(requireAdmin(request), callerOf(request), {
        id: body.id,
        playerId: body.player_id,
        currency: body.currency,
        balance: body.balance,
        direction: body.direction,
        amount: body.amount,
        category: body.category,
        note: body.note,
      });
      return {
        message:
          adjustment.status === 'applied'
            ? "The adjustment is applied to the player's balance."
            : 'The adjustment waits for a second operator to approve it.',
        data: adjustment,
      };
    });
    contractRoute(app, routes.adminAdjustments, async ({ query, request }) =>
      service.adjustments(requireAdmin(request), {
        status: query.status,
        playerId: query.player_id,
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminApproveAdjustment, async ({ params, request }) => ({
      message: "The adjustment is approved and applied to the player's balance.",
      data: await service.approveAdjustment(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminRefuseAdjustment, async ({ params, body, request }) => ({
      message: 'The adjustment is refused; the balance is unchanged.',
      data: await service.refuseAdjustment(requireAdmin(request), callerOf(request), params.id, body.reason),
    }));
  };
}
