// HTTP of the bonus engine's back office under /api/admin (decisions 1130, 1131): thin handlers over the
// admin service, which checks each operator's permission and audits each change.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { AdminCaller } from '../backoffice/service';
import type { BonusAdminService } from './admin-service';

const callerOf = (request: FastifyRequest): AdminCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

export function bonusAdminRoutes(service: BonusAdminService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminBonusOffers, async ({ query, request }) =>
      service.offers(requireAdmin(request), {
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminCreateBonusOffer, async ({ body, request }) => ({
      message: 'The offer is created.',
      data: await service.saveOffer(requireAdmin(request), callerOf(request), null, body),
    }));
    contractRoute(app, routes.adminUpdateBonusOffer, async ({ params, body, request }) => ({
      message: 'The offer is saved; bonuses granted before keep their terms.',
      data: await service.saveOffer(requireAdmin(request), callerOf(request), params.id, body),
    }));
    contractRoute(app, routes.adminPauseBonusOffer, async ({ params, request }) => ({
      message: 'The offer is paused.',
      data: await service.pauseOffer(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminResumeBonusOffer, async ({ params, request }) => ({
      message: 'The offer is resumed.',
      data: await service.resumeOffer(requireAdmin(request), callerOf(request), params.id),
    }));

    contractRoute(app, routes.adminPromoCodes, async ({ query, request }) =>
      service.promoCodes(requireAdmin(request), {
        offerId: query.offer_id,
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminCreatePromoCode, async ({ body, request }) => ({
      message: 'The promo code is created.',
      data: await service.createPromoCode(requireAdmin(request), callerOf(request), body),
    }));
    contractRoute(app, routes.adminUpdatePromoCode, async ({ params, body, request }) => ({
      message: 'The promo code is saved.',
      data: await service.updatePromoCode(requireAdmin(request), callerOf(request), params.id, body),
    }));
    contractRoute(app, routes.adminPausePromoCode, async ({ params, request }) => ({
      message: 'The promo code is paused.',
      data: await service.pausePromoCode(requireAdmin(request), callerOf(request), params.id),
    }));
    contractRoute(app, routes.adminResumePromoCode, async ({ params, request }) => ({
      message: 'The promo code is resumed.',
      data: await service.resumePromoCode(requireAdmin(request), callerOf(request), params.id),
    }));

    contractRoute(app, routes.adminPlayerBonuses, async ({ params, request }) =>
      service.playerBonuses(requireAdmin(request), params.id),
    );
    contractRoute(app, routes.adminGrantPlayerBonus, async ({ params, body, request }) => {
      // A repeat of the same id answers 201 with the first grant.
      const granted = await service.grant(requireAdmin(request), callerOf(request), params.id, {
        id: body.id,
        amount: body.amount,
        offerId: body.offer_id,
        reason: body.reason,
      });
      const { bonus } = granted;
      return {
        message:
          bonus === null
            ? 'The bonus is above what one operator may grant: it waits for a second operator to approve it.'
            : bonus.status === 'queued'
              ? 'The bonus is granted; it starts when the active bonus ends.'
              : "The bonus is granted and credited to the player's bonus balance.",
        data: bonus,
        request: granted.request,
      };
    });
    contractRoute(app, routes.adminCancelPlayerBonus, async ({ params, body, request }) => ({
      message: 'The bonus is cancelled; its bonus balance is forfeited.',
      data: await service.cancel(
        requireAdmin(request),
        callerOf(request),
        params.id,
        BigInt(params.bonusId),
        body.reason,
      ),
    }));
  };
}
