// OpenAPI 3.1 generated from the contract's schemas, served as JSON and as a browsable UI at /api/docs
// when the configuration serves it (API_DOCS; off in production unless set). The document itself is always
// built, for `npm run openapi`.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const openApiInfo = {
  title: 'Reelvault API',
  description: 'The player-facing API of the Reelvault casino platform.',
  version: '0.1.0',
};

export async function registerOpenApi(app: FastifyInstance, serve: boolean): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: openApiInfo,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (!serve) return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
