// System calls: health.
import { z } from 'zod';
import { defineRoute } from '../route';

export const healthReply = z
  .object({
    status: z.enum(['ok', 'degraded']),
    version: z.string(),
    uptime_seconds: z.number(),
    database: z.object({
      reachable: z.boolean(),
      driver: z.enum(['pglite', 'postgres']),
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
