// HTTP of the support form: POST /api/support/tickets (the spec's sendMessage).
import { routes } from '@reelvault/contract/routes';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route';
import { requestLocale, requestTexts } from '../../http/request-locale';
import type { KnownSender, SupportService } from './service';

export function supportRoutes(service: SupportService, senderOf: (playerId: number) => Promise<KnownSender>) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      routes.sendSupportTicket,
      async ({ body, request }) => {
        const sender = request.player ? await senderOf(request.player.id) : undefined;
        const ticketId = await service.sendTicket(body, {
          sender,
          locale: requestLocale(request).code,
          ip: request.ip,
        });
        return {
          status: 'success' as const,
          message: requestTexts(request)('replies.ticketReceived'),
          data: { ticket_id: ticketId },
        };
      },
      // Beside the per-sender interval: a ceiling per address against floods of guest tickets.
      { rateLimit: { max: 20, timeWindow: '1 hour' } },
    );
  };
}
