// Serialised answers of the catalogue's GET calls, kept per catalogue revision: the catalogue changes only
// on import, and many players ask for the same pages, rows and searches. A hit is answered from memory
// before any query or serialisation; the cache empties itself when the revision moves on. Entries are
// dropped least recently used first once their total size passes the limit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export interface ReplyCacheOptions {
  /** The revision the answers belong to. */
  readonly revision: () => Promise<number>;
  /** Upper bound of the cached bodies' total size, in bytes. */
  readonly maxBytes: number;
  /** Routes (Fastify URL patterns) whose answers are not cached. */
  readonly skip?: readonly string[];
  /**
   * What besides the URL an answer depends on (the request's language: category names are the operator's
   * per language, decision 0807); answers then carry `Vary: Accept-Language`.
   */
  readonly variant?: (request: FastifyRequest) => string;
}

const stored = new WeakMap<FastifyRequest, { key: string; revision: number }>();

/** Registers the cache on the routes of the calling plugin (hooks stay in the plugin's context). */
export function cacheReplies(app: FastifyInstance, options: ReplyCacheOptions): void {
  // Kept as UTF-8 bytes: a hit is written out as is, without encoding the text again.
  const entries = new LRUCache<string, Buffer>({
    maxSize: options.maxBytes,
    sizeCalculation: (body) => Math.max(1, body.length),
  });
  let revision = -1;
  const skip = new Set(options.skip ?? []);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || skip.has(request.routeOptions.url ?? '')) return;
    const current = await options.revision();
    if (current !== revision) {
      entries.clear();
      revision = current;
    }
    const key = options.variant ? `${options.variant(request)} ${request.url}` : request.url;
    if (options.variant) void reply.header('vary', 'Accept-Language');
    const body = entries.get(key);
    if (body === undefined) {
      stored.set(request, { key, revision: current });
      return;
    }
    return reply.status(200).type('application/json; charset=utf-8').send(body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = stored.get(request);
    if (!pending || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (pending.revision !== revision || payload.length > options.maxBytes / 8) return payload;
    const body = Buffer.from(payload);
    entries.set(pending.key, body);
    return body;
  });
}
