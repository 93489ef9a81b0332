// The auth guards of the route table: `player` lets a call through only with a valid session and puts
// the player on the request; `optional` does so when a valid token comes along and lets guests through.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { bearerToken } from '../../http/bearer-token';
import type { IdentityService } from './service';

export function registerAuthGuards(app: FastifyInstance, service: IdentityService): void {
  app.authGuards.player = async (request) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED', undefined, undefined, { 'www-authenticate': 'Bearer' });
    request.player = await service.authenticate(token);
  };
  app.authGuards.optional = async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    try {
      request.player = await service.authenticate(token);
    } catch (error) {
      // A stale token on a page guests may see too: the caller is a guest.
      if (!(error instanceof AppError)) throw error;
    }
  };
}
