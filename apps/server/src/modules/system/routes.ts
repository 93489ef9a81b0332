import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { SystemService } from './service';

export function systemRoutes(service: SystemService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.health, async ({ reply }) => {
      const report = await service.health();
      // A draining node answers 503, so that a load balancer stops sending it requests while those in flight
      // finish (decision 0026); the body still says why. A degraded one stays in: the others share its fate.
      if (report.status !== 'ok') void reply.header('cache-control', 'no-store');
      if (report.status === 'draining') void reply.code(503);
      return report;
    });
  };
}
