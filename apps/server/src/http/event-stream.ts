// A server-sent events response: the handler takes the reply over from Fastify, so that neither the
// compression plugin nor any hook buffers what it writes, and proxies are asked not to buffer it either.
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Takes over `reply`, writes the event-stream head and the client's reconnect delay; answers the socket. */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  retryMs: number,
): ServerResponse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  raw.write(`retry: ${retryMs}\n\n`);
  return raw;
}
