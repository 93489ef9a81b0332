// HTTP of the back office's dashboard: GET /api/admin/dashboard and the ledger check (decision 0710).
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { DashboardService } from './dashboard-service';

export function dashboardRoutes(service: DashboardService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminDashboard, async ({ query, request }) => ({
      data: await service.dashboard(requireAdmin(request), {
        period: query.period,
        from: query.from,
        to: query.to,
      }),
    }));
    contractRoute(app, routes.adminLedgerCheck, async ({ request }) => ({
      data: await service.ledgerCheck(requireAdmin(request)),
    }));
  };
}
