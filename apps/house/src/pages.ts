// The game pages: one built HTML shell (apps/house/dist, made by `npm run build`) for every engine, and its
// hashed assets. The platform's strict Content-Security-Policy applies unchanged except that the site may
// show a game in a frame of its own origin (frame-ancestors 'self').
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { StudioError } from './errors';

const gamePagePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export async function registerGamePages(
  app: FastifyInstance,
  clientDist: string,
  engines: readonly string[],
): Promise<void> {
  const assets = path.join(clientDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      decorateReply: false,
      wildcard: true,
      setHeaders: (response) => {
        void response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  } else {
    app.log.warn({ clientDist }, 'house: the game client is not built (npm run build); game pages are off');
  }

  app.get<{ Params: { engine: string } }>(
    '/play/:engine',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!engines.includes(request.params.engine)) throw new StudioError('NOT_FOUND');
      const index = path.join(clientDist, 'index.html');
      if (!existsSync(index)) throw new StudioError('NOT_FOUND', 'The game client is not built.');
      return reply
        .header('content-security-policy', gamePagePolicy)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await readFile(index, 'utf8'));
    },
  );
}
