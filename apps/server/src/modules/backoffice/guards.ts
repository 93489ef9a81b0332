// The back office's guard (`auth: 'admin'` in the route table): a valid operator session, never a
// player's. The operator is put on the request for the handlers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import type { AuthenticatedAdmin, BackofficeService } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: AuthenticatedAdmin;
  }
}

export function requireAdmin(request: FastifyRequest): AuthenticatedAdmin {
  if (!request.admin) throw new AppError('UNAUTHENTICATED');
  return request.admin;
}

export function registerAdminGuard(app: FastifyInstance, service: BackofficeService): void {
  app.authGuards.admin = async (request) => {
    const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      throw new AppError('UNAUTHENTICATED', undefined, undefined, { 'www-authenticate': 'Bearer' });
    }
    request.admin = await service.authenticate(match[1]);
  };
}
