import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { startSingleInstanceWorker, workerLockKey } from './single-instance';

/** Advisory locks as PostgreSQL keeps them: one holder per key, across every process sharing it. */
function lockTable() {
  const holders = new Set<bigint>();
  return {
    async tryAdvisoryLock(key: bigint) {
      if (holders.has(key)) return undefined;
      holders.add(key);
      return async () => {
        holders.delete(key);
      };
    },
  };
}

const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

describe('a single-instance worker', () => {
  it('runs its passes in the one process holding its lock, and another takes over when that one stops', async () => {
    const locks = lockTable();
    const passes = { first: 0, second: 0 };
    const worker = (process: keyof typeof passes) => ({
      name: 'deposit-expiry',
      intervalMs: 5,
      failure: 'expiring deposits failed',
      pass: async () => {
        passes[process] += 1;
      },
    });
    const held: string[] = [];
    const stopFirst = startSingleInstanceWorker(locks, log, worker('first'), (holds) =>
      held.push(holds ? 'first holds' : 'first let go'),
    );
    const stopSecond = startSingleInstanceWorker(locks, log, worker('second'));
    await expect.poll(() => passes.first).toBeGreaterThanOrEqual(3);
    expect(passes.second).toBe(0);

    await stopFirst();
    const firstPasses = passes.first;
    await expect.poll(() => passes.second).toBeGreaterThanOrEqual(2);
    expect(passes.first).toBe(firstPasses);
    expect(held).toEqual(['first holds', 'first let go']);
    await stopSecond();
  });

  it('goes on after a failed pass', async () => {
    const errors = vi.fn();
    let passes = 0;
    const stop = startSingleInstanceWorker(lockTable(), { ...log, error: errors } as FastifyBaseLogger, {
      name: 'email-outbox',
      intervalMs: 5,
      failure: 'sending the e-mail outbox failed',
      pass: async () => {
        passes += 1;
        if (passes === 1) throw new Error('SMTP refused');
      },
    });
    await expect.poll(() => passes).toBeGreaterThanOrEqual(2);
    await stop();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ worker: 'email-outbox' }),
      'sending the e-mail outbox failed',
    );
  });

  it('keys each worker by its name, the same in every process', () => {
    expect(workerLockKey('house-sweeper')).toBe(workerLockKey('house-sweeper'));
    expect(workerLockKey('house-sweeper')).not.toBe(workerLockKey('deposit-expiry'));
  });
});
