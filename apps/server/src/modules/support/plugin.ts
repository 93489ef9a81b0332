// The support module as a plugin: the contact form's tickets, mailed to the support desk with who sent them.
import { formatMoney } from '@reelvault/contract/money';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
}

export const supportPlugin = fp(support, {
  name: 'support',
  dependencies: ['platform', 'notifications', 'identity', 'wallet'],
});
