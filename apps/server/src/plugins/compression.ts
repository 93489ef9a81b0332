// Compressed answers (Brotli, else gzip) for every client that accepts them: the web app's scripts, styles
// and locale chunks and the API's JSON shrink to a fraction, which is most of a phone's first paint on a
// slow connection. Small bodies (under 1 KB) and streams the handler takes over (server-sent events) are
// sent as they are.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
