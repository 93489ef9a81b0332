// Counts failed credential attempts (wrong password, wrong two-factor code) per key (an account, an IP)
// in a sliding window. Once a key has `max` failures in the window, further attempts are refused until the
// oldest failure leaves the window. One process keeps them in memory; several processes or nodes keep
// them in the Redis they share (REDIS_URL, decision 0026), so that a client spread over N nodes gets the
// same allowance as on one.
import type { Clock } from '../../clock';
import type { SharedRedis } from '../../shared-state/redis';

export interface AttemptLimits {
  readonly max: number;
  readonly windowMs: number;
}

export interface AttemptLimiter {
  /** Seconds to wait when any key is at its limit; undefined when an attempt may go ahead. */
  retryAfterSeconds(keys: readonly string[]): Promise<number | undefined>;
  recordFailure(keys: readonly string[]): Promise<void>;
  /** Forgets a key's failures (an account after a successful login). */
  clear(key: string): Promise<void>;
}

/** The wait before the next attempt, from each key's failure times (oldest first) still in the window. */
function waitSeconds(failuresByKey: readonly (readonly number[])[], now: number, limits: AttemptLimits) {
  let waitMs = 0;
  for (const recent of failuresByKey) {
    if (recent.length < limits.max) continue;
    const oldestCounted = recent[recent.length - limits.max] ?? now;
    waitMs = Math.max(waitMs, oldestCounted + limits.windowMs - now);
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : undefined;
}

/** One process's counts. */
export function memoryAttemptLimiter(clock: Clock, limits: AttemptLimits): AttemptLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (failures.get(key) ?? []).filter((at) => at > now - limits.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  return {
    async retryAfterSeconds(keys) {
      const now = clock.now().getTime();
      return waitSeconds(
        keys.map((key) => recent(key, now)),
        now,
        limits,
      );
    },
    async recordFailure(keys) {
      const now = clock.now().getTime();
      for (const key of keys) failures.set(key, [...recent(key, now), now]);
      if (failures.size > 50_000) for (const key of [...failures.keys()]) recent(key, now);
    },
    async clear(key) {
      failures.delete(key);
    },
  };
}

/**
 * Counts shared through Redis: a sorted set per key (`<prefix>attempts:<key>`) of failure times, trimmed
 * to the window and expiring with it. While Redis cannot answer (a restart), this process's own counts
 * stand in, so a guesser is never let through unlimited.
 */
export function redisAttemptLimiter(
  redis: SharedRedis,
  clock: Clock,
  limits: AttemptLimits,
  onError: (error: unknown) => void,
): AttemptLimiter {
  const local = memoryAttemptLimiter(clock, limits);
  const keyOf = (key: string) => `${redis.keyPrefix}attempts:${key}`;

  async function orLocal<T>(shared: () => Promise<T>, standIn: () => Promise<T>): Promise<T> {
    try {
      return await shared();
    } catch (error) {
      onError(error);
      return standIn();
    }
  }

  return {
    retryAfterSeconds: (keys) =>
      orLocal(
        async () => {
          const now = clock.now().getTime();
          const pipeline = redis.commands.pipeline();
          for (const key of keys) {
            pipeline.zremrangebyscore(keyOf(key), '-inf', now - limits.windowMs);
            pipeline.zrange(keyOf(key), '0', '-1', 'WITHSCORES');
          }
          const answers = (await pipeline.exec()) ?? [];
          const failuresByKey = keys.map((_, index) => {
            const [error, members] = answers[index * 2 + 1] ?? [new Error('no answer'), []];
            if (error) throw error;
            const list = members as string[];
            return list.filter((_, at) => at % 2 === 1).map(Number);
          });
          return waitSeconds(failuresByKey, now, limits);
        },
        () => local.retryAfterSeconds(keys),
      ),
    recordFailure: async (keys) => {
      await local.recordFailure(keys);
      await orLocal(
        async () => {
          const now = clock.now().getTime();
          const pipeline = redis.commands.pipeline();
          for (const key of keys) {
            pipeline.zadd(keyOf(key), now, `${now}:${Math.random().toString(36).slice(2)}`);
            pipeline.pexpire(keyOf(key), limits.windowMs);
          }
          for (const [error] of (await pipeline.exec()) ?? []) if (error) throw error;
        },
        async () => undefined,
      );
    },
    clear: async (key) => {
      await local.clear(key);
      await orLocal(
        async () => {
          await redis.commands.del(keyOf(key));
        },
        async () => undefined,
      );
    },
  };
}
