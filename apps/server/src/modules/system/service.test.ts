// The health report's states (decision 0026): ok, degraded when the database or the configured Redis does
// not answer, draining once the process has begun to stop.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createSystemService } from './service';

const database = (answers: boolean) =>
  ({
    driver: 'postgres',
    ping: async () => {
      if (!answers) throw new Error('connection refused');
      return 1.5;
    },
  }) as unknown as Database;

function service(options: { database?: boolean; redis?: boolean | undefined; draining?: boolean }) {
  return createSystemService({
    database: database(options.database ?? true),
    version: 'test',
    workers: () => ['outbox'],
    ...(options.redis !== undefined && {
      redisPing: async () => {
        if (!options.redis) throw new Error('connection refused');
        return 0.5;
      },
    }),
    draining: () => options.draining ?? false,
  });
}

describe('the health report', () => {
  it('is ok with the database and no Redis configured', async () => {
    const report = await service({}).health();
    expect(report).toMatchObject({
      status: 'ok',
      database: { reachable: true, latency_ms: 1.5 },
      redis: { configured: false, reachable: null, latency_ms: null },
      process: { workers: ['outbox'] },
    });
  });

  it('is degraded when the database or the configured Redis does not answer', async () => {
    expect((await service({ database: false }).health()).status).toBe('degraded');
    const noRedis = await service({ redis: false }).health();
    expect(noRedis).toMatchObject({ status: 'degraded', redis: { configured: true, reachable: false } });
    const both = await service({ redis: true }).health();
    expect(both).toMatchObject({
      status: 'ok',
      redis: { configured: true, reachable: true, latency_ms: 0.5 },
    });
  });

  it('is draining once the process has begun to stop, whatever answers', async () => {
    expect((await service({ draining: true }).health()).status).toBe('draining');
    expect((await service({ draining: true, database: false }).health()).status).toBe('draining');
  });
});
