// The Redis that several server processes and nodes share (REDIS_URL, decision 0026): one connection for
// commands (rate limits, attempt counters, publishing) and one for subscriptions, as Redis requires. Both
// reconnect on their own after a restart of Redis; a command sent meanwhile fails at once rather than
// waiting, and its caller decides (a rate limit lets the request through, a push is dropped).
import { Redis } from 'ioredis';

export interface SharedRedis {
  readonly commands: Redis;
  readonly subscriber: Redis;
  /** What this casino's keys and channels start with (REDIS_KEY_PREFIX). */
  readonly keyPrefix: string;
  close(): Promise<void>;
}

/** Where Redis is, without the password an address may carry: for messages and logs. */
export function redisPlace(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '6379'}`;
}

function connection(url: string): Redis {
  return new Redis(url, {
    lazyConnect: true,
    // A command waits for no reconnection: rate limits and pushes must not hold requests up.
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
}

/** Connects both connections, or fails with where Redis was looked for. */
export async function openRedis(settings: { url: string; keyPrefix: string }): Promise<SharedRedis> {
  const commands = connection(settings.url);
  const subscriber = connection(settings.url);
  // ioredis reports connection errors as events too; the reconnects and the callers' failures say enough.
  const quiet = () => undefined;
  commands.on('error', quiet);
  subscriber.on('error', quiet);
  try {
    await Promise.all([commands.connect(), subscriber.connect()]);
  } catch (error) {
    commands.disconnect();
    subscriber.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL: Redis is not reachable at ${redisPlace(settings.url)} (${reason})`);
  }
  return {
    commands,
    subscriber,
    keyPrefix: settings.keyPrefix,
    async close() {
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}
