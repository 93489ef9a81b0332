import { healthReply } from '@reelvault/contract/calls/system';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';

describe('GET /api/health', () => {
  const ctx = useTestApp();

  it('reports ok with the database reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = healthReply.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
  });
});
