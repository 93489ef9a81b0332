// Pushes to players across processes and nodes (decision 0026): a topic carries events (a balance that
// changed, a crypto deposit seen) to every subscriber on every node. Without Redis the topic is this
// process's memory, as one node needs; with Redis each event is also published on the topic's channel and
// the other nodes hand it to their own subscribers. The node that publishes delivers at once to its own,
// and skips its own message when Redis brings it back.
import { randomUUID } from 'node:crypto';
import type { SharedRedis } from './redis';

export type TopicListener<T> = (event: T) => void;

export interface Topic<T> {
  /** Hands `event` to every subscriber, on this node at once and on the others through Redis. */
  publish(event: T): void;
  /** Calls `listener` with every event until the returned function is called. */
  subscribe(listener: TopicListener<T>): () => void;
}

export interface Topics {
  /** The topic of `name`: one per name per process; events must survive JSON. */
  topic<T>(name: string): Topic<T>;
  /** Settles when every topic made so far is subscribed to on Redis (the app waits before it serves). */
  ready(): Promise<void>;
}

interface LocalTopic<T> extends Topic<T> {
  deliver(event: T): void;
}

function localTopic<T>(onPublish: (event: T) => void): LocalTopic<T> {
  const listeners = new Set<TopicListener<T>>();
  const deliver = (event: T) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch {
        // One subscriber's failure must not keep the others, or the publisher, from going on.
      }
    }
  };
  return {
    deliver,
    publish(event) {
      deliver(event);
      onPublish(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** One process's topics: enough while one node serves every player. */
export function inProcessTopics(): Topics {
  const topics = new Map<string, LocalTopic<unknown>>();
  return {
    topic<T>(name: string): Topic<T> {
      const found = topics.get(name) ?? localTopic<unknown>(() => undefined);
      topics.set(name, found);
      return found as Topic<T>;
    },
    ready: async () => undefined,
  };
}

interface Envelope {
  readonly from: string;
  readonly event: unknown;
}

/**
 * Topics shared through Redis pub/sub, one channel each (`<prefix>topic:<name>`). A publish that Redis
 * cannot take (it is restarting) reaches this node's subscribers only; pages catch up with their refresh.
 */
export function redisTopics(redis: SharedRedis, onError: (error: unknown) => void): Topics {
  const node = randomUUID();
  const channelOf = (name: string) => `${redis.keyPrefix}topic:${name}`;
  const topics = new Map<string, LocalTopic<unknown>>();
  const subscriptions: Promise<unknown>[] = [];
  redis.subscriber.on('message', (channel: string, message: string) => {
    const topic = topics.get(channel);
    if (!topic) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      return;
    }
    if (envelope.from !== node) topic.deliver(envelope.event);
  });
  return {
    topic<T>(name: string): Topic<T> {
      const channel = channelOf(name);
      const found = topics.get(channel);
      if (found) return found as Topic<T>;
      const created = localTopic<unknown>((event) => {
        const envelope: Envelope = { from: node, event };
        redis.commands.publish(channel, JSON.stringify(envelope)).catch(onError);
      });
      topics.set(channel, created);
      subscriptions.push(redis.subscriber.subscribe(channel));
      return created as Topic<T>;
    },
    async ready() {
      await Promise.all(subscriptions);
    },
  };
}
