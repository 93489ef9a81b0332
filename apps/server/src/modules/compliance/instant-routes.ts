// HTTP of instant verification (decision 0905): the player's state and start calls, and the provider's
// decision webhook, whose raw bytes are kept for its signature. A bad signature is answered 401 in the
// error model's shape; a taken or repeated decision 200, so the provider stops sending it.
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePlayer } from '../../http/auth';
import { contractRoute } from '../../http/contract-route';
import { acceptRawBodies } from '../../http/raw-body';
import { requestTexts } from '../../http/request-locale';
import type { ComplianceService } from './service';

/** Where each provider sends its decisions (configured in the provider's back office). */
export const instantNotificationPaths = {
  veriff: '/api/kyc/instant-verification/veriff/decision',
} as const;

/** A decision is a few kilobytes; Veriff's with extracted document data stays well below this. */
const notificationBodyLimit = 256 * 1024;

function headersOf(request: FastifyRequest): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value[0] : value,
    ]),
  );
}

export function instantVerificationRoutes(service: ComplianceService) {
  return async (app: FastifyInstance) => {
    contractRoute(app, routes.instantVerification, async ({ request }) =>
      service.instantVerification(requirePlayer(request).id),
    );
    contractRoute(
      app,
      routes.startInstantVerification,
      async ({ request }) => {
        const started = await service.startInstantVerification(requirePlayer(request).id);
        return { message: requestTexts(request)('replies.instantVerificationStarted'), data: started };
      },
      { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    );
  };
}

export function instantNotificationRoutes(service: ComplianceService) {
  return async (app: FastifyInstance) => {
    acceptRawBodies(app, notificationBodyLimit);
    for (const [provider, path] of Object.entries(instantNotificationPaths)) {
      app.post(path, { schema: { hide: true }, bodyLimit: notificationBodyLimit }, async (request, reply) => {
        const outcome = await service.receiveInstantNotification(
          provider,
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          headersOf(request),
        );
        return reply.status(200).send({ message: outcome });
      });
    }
  };
}
