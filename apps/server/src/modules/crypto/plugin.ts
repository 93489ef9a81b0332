// The crypto module as a plugin: deposit addresses, the chain watchers and the payout follower (started
// when the app is ready, stopped when it closes), and crypto withdrawals: the method's adapter the cashier
// takes, and the crypto calls on the cashier's withdrawal lifecycle.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { lateBound, requireLater } from '../../plugins/late-bound';
import { createCryptoModule, type CryptoModule } from './module';
import { findingsRoutes } from './findings-routes';
import { createFindingsService } from './findings-service';
import { cryptoRoutes } from './routes';

export interface CryptoPluginOptions {
  /** The demo wallet's BIP39 mnemonic (tests); otherwise kept in DATA_DIR (throwaway in tests). */
  readonly demoMnemonic?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    crypto: CryptoModule;
  }
}

async function crypto(app: FastifyInstance, options: CryptoPluginOptions): Promise<void> {
  const { identity } = app;
  const module = await createCryptoModule({
    config: app.config,
    database: app.database,
    wallet: app.wallet,
    clock: app.clock,
    log: app.log,
    usernameOf: async (playerId) => (await identity.profile(playerId)).username,
    // Crypto withdrawals go through the cashier's lifecycle; the cashier, registered after this module
    // (it takes the crypto method's adapter from it), is read when a withdrawal call comes.
    withdrawals: lateBound(() => app.cashier.withdrawals),
    depositBonuses: app.bonuses,
    // The chain watchers run on one node; the player's page may be open on another (decision 0026).
    depositEvents: app.sharedState.topics.topic('crypto-deposits'),
    ...(options.demoMnemonic ? { demoMnemonic: options.demoMnemonic } : {}),
  });
  requireLater(app, 'crypto', ['cashier']);
  app.decorate('crypto', module);
  await app.register(cryptoRoutes(module.cashier, module.payouts, app.backoffice));
  await app.register(findingsRoutes(createFindingsService(app.database.db), app.backoffice, app.clock));
  module.start(app);
}

export const cryptoPlugin = fp(crypto, {
  name: 'crypto',
  dependencies: ['platform', 'single-instance', 'wallet', 'identity', 'backoffice', 'bonuses'],
});
