// HTTP of the back office under /api/admin: the operator's login and the withdrawal decisions.
import { permissionsOf } from '@reelvault/contract/calls/backoffice';
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { OpenedSession } from './operator-access';
import type { AdminCaller, BackofficeService } from './service';

export const loginLimit = { max: 10, timeWindow: '1 minute' };

export function callerOf(request: FastifyRequest): AdminCaller {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** A session as the login and the enrolment's confirmation answer it. */
export function sessionReply(session: OpenedSession) {
  return {
    access_token: session.token,
    token_type: 'Bearer' as const,
    expires_at: session.expiresAt.toISOString(),
    admin: { id: session.admin.id, email: session.admin.email, role: session.admin.role },
  };
}

/** The audit log's dates: a day runs from its start to the next day's start (UTC); an instant is itself. */
export function auditPeriod(from: string | undefined, to: string | undefined) {
  const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600 * 1000);
  return {
    from: from === undefined ? undefined : new Date(isDay(from) ? `${from}T00:00:00Z` : from),
    before: to === undefined ? undefined : isDay(to) ? dayAfter(to) : new Date(to),
  };
}

export function backofficeRoutes(service: BackofficeService) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      routes.adminLogin,
      async ({ body, request }) => {
        const outcome = await service.login(body, callerOf(request));
        if ('enrolmentRequired' in outcome) {
          return {
            enrolment_required: true as const,
            enrolment_ticket: outcome.ticket,
            expires_at: outcome.expiresAt.toISOString(),
          };
        }
        return sessionReply(outcome);
      },
      { rateLimit: loginLimit },
    );
    contractRoute(app, routes.adminLogout, async ({ request }) => {
      await service.logout(requireAdmin(request));
      return { message: 'You have been logged out.' };
    });
    contractRoute(app, routes.adminMe, async ({ request }) => {
      const admin = requireAdmin(request);
      return {
        data: { id: admin.id, email: admin.email, role: admin.role, permissions: permissionsOf(admin.role) },
      };
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
        targetType: query.target_type,
        adminId: query.admin_id,
        action: query.action,
        ...auditPeriod(query.from, query.to),
      }),
    );
  };
}
