// The configuration of scale-out (decision 0026): how many server processes, and the Redis that several
// processes or nodes share for rate limits, attempt counters and pushes to players.
import { availableParallelism } from 'node:os';
import { z } from 'zod';

export const scaleVariables = {
  /** Server processes sharing the port (node:cluster); `auto`: one per core. Several need PostgreSQL and Redis. */
  SERVER_PROCESSES: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'must be a number of processes from 1 to 64, or auto (one per core)',
    })
    .default(1),
  /** Redis shared by every process and node: rate limits, attempt counters, pushes. Unset: one process's memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// address')
    .optional(),
  /** What this casino's Redis keys and channels start with, so that several casinos (or tests) share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or : . _ -')
    .default('reelvault:'),
};

export interface ScaleSettings {
  /** How many processes serve the port (decision 0023); more than one only on PostgreSQL with Redis. */
  readonly serverProcesses: number;
  /** The shared Redis, or undefined: rate limits, attempt counters and pushes stay in this process. */
  readonly redis: { readonly url: string; readonly keyPrefix: string } | undefined;
}

interface Values {
  readonly SERVER_PROCESSES: number | 'auto';
  readonly REDIS_URL?: string | undefined;
  readonly REDIS_KEY_PREFIX: string;
  readonly DATABASE_URL?: string | undefined;
}

/** The settings, and what is wrong with them in `problems`. */
export function scaleSettings(values: Values, problems: string[]): ScaleSettings {
  const several = values.SERVER_PROCESSES === 'auto' || values.SERVER_PROCESSES > 1;
  const serverProcesses =
    values.SERVER_PROCESSES === 'auto' ? availableParallelism() : values.SERVER_PROCESSES;
  if (several && !values.DATABASE_URL) {
    problems.push(
      'SERVER_PROCESSES: several server processes need PostgreSQL (DATABASE_URL); the embedded database opens in one process only',
    );
  }
  if (several && !values.REDIS_URL) {
    problems.push(
      'SERVER_PROCESSES: several server processes need Redis (REDIS_URL) to share rate limits, attempt counters and pushes to players',
    );
  }
  return {
    serverProcesses,
    redis: values.REDIS_URL ? { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX } : undefined,
  };
}
