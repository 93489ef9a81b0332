// Who is calling: the identity module's guards put the authenticated player (or admin) on the request.
// Handlers read it with requirePlayer(request).
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface AuthenticatedPlayer {
  readonly id: number;
  readonly username: string;
  /** The player's registration currency (code). */
  readonly currency: string;
  /** The spec's user status (2 inactive, 6 and 7 need verification). */
  readonly status: number;
  /** Id of the session the request came with. */
  readonly sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player?: AuthenticatedPlayer;
  }
}

export function requirePlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new AppError('UNAUTHENTICATED');
  return request.player;
}
