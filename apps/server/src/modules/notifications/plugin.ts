// The notifications module as a plugin: the e-mail outbox, its worker (with SMTP, in one process of all:
// plugins/single-instance.ts) and, outside production, the dev mailbox.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { devMailboxRoutes } from './routes';
import { createNotificationsService, type MailTransport, type NotificationsService } from './service';

export interface NotificationsPluginOptions {
  /** Sends the e-mail outbox; otherwise SMTP when SMTP_URL is set. */
  readonly mailTransport?: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

/** How often the outbox worker looks for mail to send (only with SMTP). */
const outboxPollMs = 5_000;

async function notifications(app: FastifyInstance, options: NotificationsPluginOptions): Promise<void> {
  const { config } = app;
  const transport =
    options.mailTransport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  const service = createNotificationsService({
    db: app.database.db,
    clock: app.clock,
    mailFrom: config.mailFrom,
    transport,
  });
  app.decorate('notifications', service);
  if (config.devMailbox) await app.register(devMailboxRoutes(service));
  if (config.smtpUrl && transport) {
    app.singleInstance.run({
      name: 'email-outbox',
      intervalMs: outboxPollMs,
      pass: () => service.deliverDue(),
      failure: 'sending the e-mail outbox failed',
    });
  }
}

export const notificationsPlugin = fp(notifications, {
  name: 'notifications',
  dependencies: ['platform', 'single-instance'],
});
