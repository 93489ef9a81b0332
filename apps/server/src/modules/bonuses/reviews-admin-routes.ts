// The back office's review-claims queue: list (status, page), approve (the reward is credited) and reject
// with a reason; each decision and its audit entry commit together (permission `reviews.decide`).
import { paginationOf } from '@reelvault/contract/pagination';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbExecutor } from '../../db/database';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { BackofficeService } from '../backoffice/service';
import type { ReviewClaimView, ReviewsService } from './reviews-service';

export function reviewsAdminRoutes(reviews: ReviewsService, backoffice: BackofficeService) {
  /** Runs one decision in the audited transaction; answers the claim as the queue shows it now. */
  async function decide(
    request: FastifyRequest,
    id: number,
    action: 'approve' | 'reject',
    run: (tx: DbExecutor, adminId: number) => Promise<{ before: ReviewClaimView; after: ReviewClaimView }>,
  ) {
    const admin = requireAdmin(request);
    await backoffice.auditedDecision(
      admin,
      { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      'reviews.decide',
      { action: `review_claim.${action}`, type: 'review_claim', id: String(id) },
      (tx) => run(tx, admin.id),
    );
    return reviews.adminReviewClaim(id);
  }

  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminReviewClaims, async ({ query, request }) => {
      backoffice.requirePermission(requireAdmin(request), 'reviews.decide');
      const { rows, total } = await reviews.reviewClaimQueue(query.status, query.page, query.per_page);
      return { data: rows, pagination: paginationOf(total, query.page, query.per_page) };
    });

    contractRoute(app, routes.adminApproveReviewClaim, async ({ params, request }) => ({
      message: 'The review is approved and its reward credited.',
      data: await decide(request, params.id, 'approve', (tx, adminId) =>
        reviews.approveReviewClaim(tx, params.id, adminId),
      ),
    }));

    contractRoute(app, routes.adminRejectReviewClaim, async ({ params, body, request }) => ({
      message: 'The review is rejected; the player sees the reason.',
      data: await decide(request, params.id, 'reject', (tx, adminId) =>
        reviews.rejectReviewClaim(tx, params.id, adminId, body.reason),
      ),
    }));
  };
}
