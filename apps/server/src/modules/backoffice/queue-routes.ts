// HTTP of the back office's one withdrawal queue (decision 0713). Its decisions stay the methods' own
// calls: /api/admin/withdrawals/:id/... for a bank withdrawal, /api/admin/crypto-withdrawals/:id/... for
// a crypto one.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { QueueService } from './queue-service';

export function queueRoutes(queue: QueueService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminWithdrawalQueue, async ({ query, request }) =>
      queue.withdrawalQueue(requireAdmin(request), {
        status: query.status,
        method: query.method,
        page: query.page,
        perPage: query.per_page,
      }),
    );
  };
}
