// Who is calling: the identity module's guards put the authenticated player on the request, the back
// office's guard the operator. Handlers of any module read them with requirePlayer / requireAdmin(request).
import type { AdminRole } from '@reelvault/contract/calls/backoffice';
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

/** The operator behind a back-office request (`auth: 'admin'` in the route table). */
export interface AuthenticatedAdmin {
  readonly id: number;
  readonly email: string;
  readonly role: AdminRole;
  readonly sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    player?: AuthenticatedPlayer;
    admin?: AuthenticatedAdmin;
  }
}

export function requirePlayer(request: FastifyRequest): AuthenticatedPlayer {
  if (!request.player) throw new AppError('UNAUTHENTICATED');
  return request.player;
}

export function requireAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new AppError('UNAUTHENTICATED');
  return request.admin;
}
