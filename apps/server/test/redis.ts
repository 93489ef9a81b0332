// The Redis the tests of shared state use (decision 0026): TEST_REDIS_URL, or the one CI machines run on
// 6379. Each test takes a key prefix of its own and deletes its keys afterwards. Where no Redis answers,
// those tests are skipped with a line saying so, except on CI (CI set), where they fail.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function testConnection(): Redis {
  const client = new Redis(testRedisUrl, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  return client;
}

/** Whether Redis answers; on CI its absence is an error rather than a skip. */
export async function redisAvailable(): Promise<boolean> {
  const client = testConnection();
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`no Redis at ${testRedisUrl}: the shared-state tests need it on CI`, { cause: error });
    process.stderr.write(
      `Skipping the shared-state tests: no Redis at ${testRedisUrl} (set TEST_REDIS_URL).\n`,
    );
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix of its own, and the deletion of every key under it. */
export function redisTestPrefix() {
  const prefix = `rv-test:${randomUUID()}:`;
  return {
    prefix,
    /** Deletes the keys; nothing to do where no Redis answers (its tests did not run). */
    async clean(): Promise<void> {
      const client = testConnection();
      try {
        await client.connect();
        const keys = await client.keys(`${prefix}*`);
        if (keys.length > 0) await client.del(...keys);
      } catch {
        // No Redis: no keys were written.
      } finally {
        client.disconnect();
      }
    },
  };
}
