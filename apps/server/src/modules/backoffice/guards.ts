// The back office's guard (`auth: 'admin'` in the route table): a valid operator session, never a
// player's. The operator is put on the request, where handlers read it with requireAdmin (http/auth).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/bearer-token';
import type { BackofficeService } from './service';

export function registerAdminGuard(app: FastifyInstance, service: BackofficeService): void {
  app.authGuards.admin = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', undefined, undefined, { 'www-authenticate': 'Bearer' });
    request.admin = await service.authenticate(token);
  };
}
