// HTTP of the referral outcomes under /api/admin/referrals (decision 1132): thin handlers over the
// referrals' back office, which checks each operator's permission and audits the overturn.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { ReferralsAdmin } from './referrals-admin';

export function referralsAdminRoutes(referrals: ReferralsAdmin) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminReferrals, async ({ query, request }) =>
      referrals.referrals(requireAdmin(request), {
        outcome: query.outcome,
        referrer: query.referrer,
        friend: query.friend,
        referrerId: query.referrer_id,
        friendId: query.friend_id,
        from: query.from,
        to: query.to,
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminOverturnReferral, async ({ params, body, request }) => ({
      message: "The refusal is overturned and the reward credited to the referrer's bonus balance.",
      data: await referrals.overturn(
        requireAdmin(request),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        params.friendId,
        body.reason,
      ),
    }));
  };
}
