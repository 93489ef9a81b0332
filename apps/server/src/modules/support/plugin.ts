// The support module as a plugin: the contact form's tickets, mailed to the support desk with who sent them,
// and the back office's desk that answers them.
import { formatMoney } from '@reelvault/contract/money';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { supportDeskRoutes } from './desk-routes';
import { createSupportDesk } from './desk-service';
import { supportRoutes } from './routes';
import { createSupportService, type SupportService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

async function support(app: FastifyInstance): Promise<void> {
  const { database, identity, wallet } = app;
  const service = createSupportService({
    db: database.db,
    clock: app.clock,
    notifications: app.notifications,
    settings: app.config,
  });
  app.decorate('support', service);
  await app.register(
    supportRoutes(service, async (playerId) => {
      const profile = await identity.profile(playerId);
      const balance = await wallet.playerBalance(database.db, playerId);
      const currency = balance?.currency ?? profile.currency;
      return {
        playerId,
        username: profile.username,
        email: profile.email,
        // The support desk reads English.
        balance: formatMoney('en', balance?.cash ?? 0n, String(currency)),
      };
    }),
  );
  // The back office's support desk (decision 0716), behind the operator guard.
  const desk = createSupportDesk({
    db: database.db,
    clock: app.clock,
    backoffice: app.backoffice,
    identity,
    wallet,
    notifications: app.notifications,
  });
  await app.register(supportDeskRoutes(desk));
}

export const supportPlugin = fp(support, {
  name: 'support',
  dependencies: ['platform', 'notifications', 'identity', 'wallet', 'backoffice'],
});
