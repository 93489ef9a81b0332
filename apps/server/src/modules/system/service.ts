// Platform health: whether the database and the shared Redis answer, and how fast; whether the process is
// draining before it stops; which process answered, and the single-instance workers it runs (several
// processes share the port: decisions 0023 and 0026).
import type { Database } from '../../db/database';

export interface HealthReport {
  status: 'ok' | 'degraded' | 'draining';
  version: string;
  uptime_seconds: number;
  database: { reachable: boolean; driver: 'pglite' | 'postgres'; latency_ms: number | null };
  redis: { configured: boolean; reachable: boolean | null; latency_ms: number | null };
  process: { pid: number; workers: string[] };
}

export interface HealthSources {
  readonly database: Database;
  readonly version: string;
  /** The single-instance workers this process runs. */
  readonly workers: () => string[];
  /** Redis's answer time in ms, when REDIS_URL names one. */
  readonly redisPing?: () => Promise<number>;
  /** True once the process has begun to stop. */
  readonly draining: () => boolean;
}

/** A ping's answer time, or null when it failed. */
const answered = (ping: () => Promise<number>) => ping().catch(() => null);

export function createSystemService(sources: HealthSources) {
  const { database, version, workers, redisPing } = sources;
  const startedAt = Date.now();
  return {
    async health(): Promise<HealthReport> {
      const [latency, redisLatency] = await Promise.all([
        answered(() => database.ping()),
        redisPing ? answered(redisPing) : null,
      ]);
      const reachable = latency !== null;
      const redisReachable = redisPing ? redisLatency !== null : null;
      const degraded = !reachable || redisReachable === false;
      return {
        status: sources.draining() ? 'draining' : degraded ? 'degraded' : 'ok',
        version,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        database: { reachable, driver: database.driver, latency_ms: latency },
        redis: { configured: redisPing !== undefined, reachable: redisReachable, latency_ms: redisLatency },
        process: { pid: process.pid, workers: workers() },
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
