// The spec's client sends a fixed X-Site-Id; a request that names another site is refused.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';

export function registerSiteCheck(app: FastifyInstance, siteId: string): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers['x-site-id'];
    if (header !== undefined && header !== siteId) throw new AppError('SITE_MISMATCH');
  });
}
