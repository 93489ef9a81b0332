// The HTTP pipeline every route shares, registered before any module: the contract's (zod) validation and
// serialization, the request id on every answer, the error shape, security headers, compression, rate
// limits, the OpenAPI document, the site check.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../http/error-handler';
import { validatorCompiler } from '../http/validation';
import { registerCompression } from './compression';
import { registerOpenApi } from './openapi';
import { registerRateLimit } from './rate-limit';
import { registerSecurityHeaders } from './security-headers';
import { registerSiteCheck } from './site-id';

async function http(app: FastifyInstance): Promise<void> {
  const { config } = app;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    sportsbookUrl: config.sportsbookUrl,
    liveChat: config.liveChatAppId !== undefined,
    // The aggregators module registers later; until it has, no aggregator's host is allowed.
    imageHosts: () => (app.hasDecorator('aggregators') ? app.aggregators.imageHosts() : []),
    frameSources: () => (app.hasDecorator('aggregators') ? app.aggregators.frameSources() : []),
  });
  await registerCompression(app);
  await registerRateLimit(app);
  await registerOpenApi(app, config.apiDocs);
  registerSiteCheck(app, config.siteId);
}

export const httpPlugin = fp(http, { name: 'http', dependencies: ['platform', 'shared-state'] });
