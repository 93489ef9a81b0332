// The one reader of `Authorization: Bearer <token>` for the player and the back-office guards. Only the
// shape of the platform's opaque tokens (base64url, 20 to 100 characters) is taken: anything else is no
// token at all, so a malformed header never reaches a session lookup.
import type { FastifyRequest } from 'fastify';

const bearerPattern = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i;

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? bearerPattern.exec(header)?.[1] : undefined;
}
