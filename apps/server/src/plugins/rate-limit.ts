// Rate limiting, off by default and switched on per route (`contractRoute(..., { rateLimit })`).
// Answers 429 in the spec's error shape with Retry-After.
import rateLimit from '@fastify/rate-limit';
import { errorBody } from '@reelvault/contract/errors';
import type { FastifyInstance } from 'fastify';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    addHeaders: {
      'retry-after': true,
      'x-ratelimit-limit': true,
      'x-ratelimit-remaining': true,
      'x-ratelimit-reset': true,
    },
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(
        'RATE_LIMITED',
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
    }),
  });
}
