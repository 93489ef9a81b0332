// HTTP of the notifications module: the dev mailbox page (development with the embedded database only).
import type { FastifyInstance } from 'fastify';
import { mailboxStylesheet, renderMailboxPage } from './mailbox-page';
import type { NotificationsService } from './service';

export function devMailboxRoutes(service: NotificationsService) {
  return async (app: FastifyInstance) => {
    app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
      const mails = await service.recentMails(100);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderMailboxPage(mails));
    });
    app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-store').type('text/css; charset=utf-8').send(mailboxStylesheet),
    );
  };
}
