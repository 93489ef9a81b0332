// The wallet module as a plugin: the ledger, the player's balance calls and the balance's live stream.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { balanceChangesOver } from './balance-changes';
import { createBalanceStreams } from './balance-stream';
import { walletRoutes } from './routes';
import { createWalletService, type WalletService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

async function wallet(app: FastifyInstance): Promise<void> {
  // Balance changes reach the player's pages on every node (decision 0026).
  const balanceChanges = balanceChangesOver(app.sharedState.topics.topic<number>('balance'));
  const service = createWalletService(app.database, { balanceChanges });
  const streams = createBalanceStreams({ wallet: service, streams: app.sessionStreams });
  app.decorate('wallet', service);
  await app.register(walletRoutes(service));
  await app.register(streams.routes());
}

// `identity` for the player guard of its routes and the session-bound streams; the wallet's service
// itself needs no other module.
export const walletPlugin = fp(wallet, {
  name: 'wallet',
  dependencies: ['platform', 'shared-state', 'identity'],
});
