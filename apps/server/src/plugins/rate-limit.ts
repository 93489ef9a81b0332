// Rate limiting, off by default and switched on per route (`contractRoute(..., { rateLimit })`).
// Answers 429 in the spec's error shape with Retry-After. With REDIS_URL the counts are shared by every
// process and node (decision 0026); while Redis cannot answer, requests go through uncounted rather than fail.
import rateLimit from '@fastify/rate-limit';
import { errorBody } from '@reelvault/contract/errors';
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../http/request-locale';
import { errorMessage } from '../i18n/server-texts';

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const redis = app.sharedState.redis;
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis: redis.commands, nameSpace: `${redis.keyPrefix}rate-limit:`, skipOnError: true }
      : {}),
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
    // The wait is in Retry-After; the message is the catalogue's, in the request's language.
    errorResponseBuilder: (request) => ({
      statusCode: 429,
      ...errorBody('RATE_LIMITED', errorMessage('RATE_LIMITED', requestLocale(request))),
    }),
  });
}
