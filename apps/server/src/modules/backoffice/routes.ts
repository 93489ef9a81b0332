// HTTP of the back office under /api/admin: the operator's login and the withdrawal decisions.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { AdminCaller, BackofficeService } from './service';

const loginLimit = { max: 10, timeWindow: '1 minute' };

function callerOf(request: FastifyRequest): AdminCaller {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

export function backofficeRoutes(service: BackofficeService) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      routes.adminLogin,
      async ({ body, request }) => {
        const session = await service.login(body, callerOf(request));
        return {
          access_token: session.token,
          token_type: 'Bearer' as const,
          expires_at: session.expiresAt.toISOString(),
          admin: { id: session.admin.id, email: session.admin.email, role: session.admin.role },
        };
      },
      { rateLimit: loginLimit },
    );
    contractRoute(app, routes.adminLogout, async ({ request }) => {
      await service.logout(requireAdmin(request));
      return { message: 'You have been logged out.' };
    });
    contractRoute(app, routes.adminMe, async ({ request }) => {
      const admin = requireAdmin(request);
      return { data: { id: admin.id, email: admin.email, role: admin.role } };
    });
    contractRoute(app, routes.adminWithdrawals, async ({ query, request }) =>
      service.withdrawals(requireAdmin(request), {
        status: query.status,
        page: query.page,
        perPage: query.per_page,
      }),
    );
    contractRoute(app, routes.adminApproveWithdrawal, async ({ params, body, request }) => ({
      message: 'The withdrawal is approved; the payout is under way.',
      data: await service.approveWithdrawal(requireAdmin(request), callerOf(request), params.id, body?.note),
    }));
    contractRoute(app, routes.adminConfirmPayout, async ({ params, body, request }) => ({
      message: 'The payout is confirmed; the withdrawal is completed.',
      data: await service.confirmPayout(requireAdmin(request), callerOf(request), params.id, body?.reference),
    }));
    contractRoute(app, routes.adminRejectWithdrawal, async ({ params, body, request }) => ({
      message: "The withdrawal is rejected; the amount is back in the player's balance.",
      data: await service.rejectWithdrawal(requireAdmin(request), callerOf(request), params.id, body.reason),
    }));
    contractRoute(app, routes.adminAuditLog, async ({ query, request }) =>
      service.auditLog(requireAdmin(request), {
        page: query.page,
        perPage: query.per_page,
        targetId: query.target_id,
      }),
    );
  };
}
