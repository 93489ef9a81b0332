// Registers a route of the contract's table on Fastify: the contract's zod schemas validate the request,
// shape the reply and feed the OpenAPI document. Handlers get typed, already-validated input.
import { errorBodySchema } from '@reelvault/contract/errors';
import type { RouteDefinition } from '@reelvault/contract/route';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// The route's schemas are optional properties, so their types carry `| undefined`: strip it first.
type Output<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface ContractInput<R extends RouteDefinition> {
  readonly params: Output<R['params']>;
  readonly query: Output<R['query']>;
  readonly body: Output<R['body']>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type ContractHandler<R extends RouteDefinition> = (
  input: ContractInput<R>,
) => Promise<z.input<R['reply']>>;

export interface ContractRouteOptions {
  /** Per-route rate limit (see plugins/rate-limit). */
  readonly rateLimit?: { max: number; timeWindow: number | string };
  readonly bodyLimit?: number;
}

/** Guards for the route table's `auth` values; the identity module provides `player` and `optional`. */
export type AuthGuards = Partial<Record<RouteDefinition['auth'], onRequestHookHandler>>;

declare module 'fastify' {
  interface FastifyInstance {
    authGuards: AuthGuards;
  }
}

export function contractRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
  options: ContractRouteOptions = {},
): void {
  const guard = route.auth === 'none' ? undefined : app.authGuards[route.auth];
  if (route.auth !== 'none' && !guard) {
    throw new Error(
      `${route.method} ${route.path} needs the '${route.auth}' guard, which no plugin registered`,
    );
  }
  const status = route.status ?? 200;
  const shorthand: RouteShorthandOptions = {
    schema: {
      summary: route.summary,
      tags: [...route.tags],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.auth === 'player' || route.auth === 'admin' ? { security: [{ bearer: [] }] } : {}),
      response: {
        [status]: route.reply,
        '4xx': errorBodySchema,
        '5xx': errorBodySchema,
      },
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
  };
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    ...shorthand,
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Output<R['params']>,
        query: request.query as Output<R['query']>,
        body: request.body as Output<R['body']>,
        request,
        reply,
      });
      return reply.status(status).send(result);
    },
  });
}
