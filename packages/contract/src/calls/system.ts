// System calls: health.
import { z } from 'zod';
import { defineRoute } from '../route';

export const healthReply = z
  .object({
    /**
     * `ok`; `degraded` when the database or the configured Redis does not answer; `draining` while the
     * process finishes its requests before it stops, answered with 503 so that a load balancer's health
     * check takes the node out of rotation (decision 0026).
     */
    status: z.enum(['ok', 'degraded', 'draining']),
    version: z.string(),
    uptime_seconds: z.number(),
    database: z.object({
      reachable: z.boolean(),
      driver: z.enum(['pglite', 'postgres']),
      latency_ms: z.number().nullable(),
    }),
    /** The Redis that processes and nodes share (REDIS_URL), when one is configured. */
    redis: z.object({
      configured: z.boolean(),
      reachable: z.boolean().nullable(),
      latency_ms: z.number().nullable(),
    }),
    /** The server process that answered, and the single-instance workers it runs (decision 0023). */
    process: z.object({
      pid: z.number().int(),
      workers: z.array(z.string()),
    }),
  })
  .meta({ id: 'Health' });

export const health = defineRoute({
  method: 'GET',
  path: '/api/health',
  summary: 'Reports whether the server and its database are reachable',
  tags: ['system'],
  auth: 'none',
  reply: healthReply,
});
