// The player's offer calls: a promo code looked up and redeemed, an offer activated by id.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { requestLocale } from '../../http/request-locale';
import type { OffersService } from './offers-service';
import type { PromoCodesService } from './promo-codes-service';

export function offerRoutes(offers: OffersService, promoCodes: PromoCodesService) {
  return async (app: FastifyInstance) => {
    // A code is a guess away from money: look-ups and redemptions are limited per address.
    contractRoute(
      app,
      routes.promoCode,
      async ({ request, params }) =>
        promoCodes.promoCode(requirePlayer(request), params.code, requestLocale(request)),
      { rateLimit: { max: 60, timeWindow: '10 minutes' } },
    );

    contractRoute(
      app,
      routes.redeemPromoCode,
      async ({ request, params }) =>
        promoCodes.redeemPromoCode(requirePlayer(request), params.code, requestLocale(request)),
      { rateLimit: { max: 30, timeWindow: '10 minutes' } },
    );

    contractRoute(app, routes.activateOffer, async ({ request, params }) =>
      offers.activateOffer(requirePlayer(request), params.id, requestLocale(request)),
    );
  };
}
