// HTTP of the payment methods' back office under /api/admin/payment-methods (decision 0717): thin
// handlers over the admin service, which checks each operator's permission and audits each change.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import type { PaymentMethodsAdmin } from './payment-methods-admin';

export function paymentMethodsAdminRoutes(service: PaymentMethodsAdmin) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.adminPaymentGateways, async ({ request }) => ({
      data: await service.gateways(requireAdmin(request)),
    }));
    contractRoute(app, routes.adminPaymentMethods, async ({ params, request }) => ({
      data: await service.methods(requireAdmin(request), params.currency),
    }));
    contractRoute(app, routes.adminSavePaymentMethods, async ({ params, body, request }) => ({
      message: 'The payment methods are saved.',
      data: await service.save(
        requireAdmin(request),
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        params.currency,
        body.methods,
      ),
    }));
  };
}
