// The wallet module as a plugin: the ledger and the player's balance calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { walletRoutes } from './routes';
import { createWalletService, type WalletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

async function wallet(app: FastifyInstance): Promise<void> {
  const service = createWalletService(app.database);
  app.decorate('wallet', service);
  await app.register(walletRoutes(service));
}

// `identity` for the player guard of its routes; the wallet's service itself needs no other module.
export const walletPlugin = fp(wallet, { name: 'wallet', dependencies: ['platform', 'identity'] });
