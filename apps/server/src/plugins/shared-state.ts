// What several server processes and nodes share (decision 0026): with REDIS_URL, the Redis connections and
// topics through its pub/sub; without, this process's topics in memory. Rate limits, attempt counters and
// pushes to players read it from here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openRedis, type SharedRedis } from '../shared-state/redis';
import { inProcessTopics, redisTopics, type Topics } from '../shared-state/topics';

export interface SharedState {
  /** The shared Redis, when REDIS_URL names one. */
  readonly redis: SharedRedis | undefined;
  /** Pushes to players on every node: balance changes, crypto deposits, game-show rounds. */
  readonly topics: Topics;
}

declare module 'fastify' {
  interface FastifyInstance {
    sharedState: SharedState;
  }
}

async function sharedState(app: FastifyInstance): Promise<void> {
  const settings = app.config.redis;
  const redis = settings ? await openRedis(settings) : undefined;
  const log = app.log.child({ component: 'redis' });
  const topics = redis
    ? redisTopics(redis, (error) => log.warn({ err: error }, 'a push to the other nodes failed'))
    : inProcessTopics();
  app.decorate('sharedState', { redis, topics });
  // Every topic the modules made is subscribed to before the first request is served.
  app.addHook('onReady', async () => topics.ready());
  if (redis) app.addHook('onClose', async () => redis.close());
}

export const sharedStatePlugin = fp(sharedState, { name: 'shared-state', dependencies: ['platform'] });
