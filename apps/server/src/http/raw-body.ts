// Routes whose bodies a signature covers keep them as raw bytes, whatever content type the sender names:
// the signature is checked over exactly what arrived, before anything is parsed.
import type { FastifyInstance } from 'fastify';

/** In this (encapsulated) plugin every body is a Buffer of at most `bodyLimit` bytes. */
export function acceptRawBodies(app: FastifyInstance, bodyLimit: number): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}
