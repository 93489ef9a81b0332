import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import type { SystemService } from './service';

export function systemRoutes(service: SystemService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.health, async ({ reply }) => {
      const report = await service.health();
      // A load balancer takes a node out of rotation on 503; the body still says why.
      if (report.status !== 'ok') void reply.header('cache-control', 'no-store');
      return report;
    });
  };
}
