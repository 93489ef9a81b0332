// HTTP of the rewards for players: GET /api/user/vip, GET /api/user/cashback and the review claims
// (POST and GET /api/user/review-claims).
import { formatAmount } from '@reelvault/contract/money';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { RewardsService } from './rewards-service';

const euros = (cents: bigint) => formatAmount(cents, 2);

export function rewardsRoutes(service: RewardsService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.userVip, async ({ request }) => {
      const { level, next, progress, wageredCents } = await service.vipStatus(requirePlayer(request).id);
      return {
        status: 'success' as const,
        data: {
          level: level ? { key: level.key, name: level.name } : null,
          next: next ? { key: next.key, name: next.name, threshold: `${next.wagerThreshold}.00` } : null,
          wagered: euros(wageredCents),
          currency: 'EUR' as const,
          progress,
          weekly_cashback_percent: level?.weeklyCashbackPercent ?? 0,
          level_up_bonus: next ? `${next.levelUpBonus}.00` : null,
        },
      };
    });

    contractRoute(app, routes.userCashback, async ({ request }) => ({
      status: 'success' as const,
      data: await service.cashbackPayments(requirePlayer(request).id),
    }));

    contractRoute(app, routes.submitReviewClaim, async ({ body, request }) => ({
      status: 'success' as const,
      data: await service.submitReviewClaim(requirePlayer(request).id, body.platform, body.link),
    }));

    contractRoute(app, routes.playerReviewClaims, async ({ request }) => ({
      status: 'success' as const,
      data: await service.reviewClaims(requirePlayer(request).id),
    }));
  };
}
