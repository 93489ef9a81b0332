// Platform health: whether the database answers, and how fast; which process answered, and the
// single-instance workers it runs (several processes share the port: decision 0023).
import type { Database } from '../../db/database';

export interface HealthReport {
  status: 'ok' | 'degraded';
  version: string;
  uptime_seconds: number;
  database: { reachable: boolean; driver: 'pglite' | 'postgres'; latency_ms: number | null };
  process: { pid: number; workers: string[] };
}

export function createSystemService(database: Database, version: string, workers: () => string[]) {
  const startedAt = Date.now();
  return {
    async health(): Promise<HealthReport> {
      let latency: number | null = null;
      try {
        latency = await database.ping();
      } catch {
        latency = null;
      }
      const reachable = latency !== null;
      return {
        status: reachable ? 'ok' : 'degraded',
        version,
        uptime_seconds: Math.round((Date.now() - startedAt) / 1000),
        database: { reachable, driver: database.driver, latency_ms: latency },
        process: { pid: process.pid, workers: workers() },
      };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
