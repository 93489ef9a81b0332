// The cashier module as a plugin: deposits and withdrawals through the payment gateways (the sandbox's
// pages when it is in use), and the gateways' notifications. Withdrawals of every method share its
// lifecycle; the crypto method's adapter is the crypto module's.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resolveSandboxGatewaySecret } from '../../secrets';
import { createPayopGateway } from './gateways/payop';
import { createSandboxGateway } from './gateways/sandbox';
import type { GatewayCode } from './gateways/gateway';
import { createPaymentMethodsAdmin } from './payment-methods-admin';
import { paymentMethodsAdminRoutes } from './payment-methods-admin-routes';
import { cashierRoutes, notificationRoutes, sandboxPageRoutes } from './routes';
import {
  createCashierService,
  type CashierService,
  type CryptoAddressBook,
  type WithdrawalGate,
} from './service';

export interface CashierPluginOptions {
  /** What keeps money from being withdrawn (bonus wagering); nothing until the bonus engine plugs in. */
  readonly withdrawalGate?: WithdrawalGate;
  /** The players' crypto deposit addresses; otherwise the crypto module's. */
  readonly cryptoAddresses?: CryptoAddressBook;
}

/** How often open deposits whose time ran out are expired. */
const expiryIntervalMs = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    cashier: CashierService;
  }
}

async function cashier(app: FastifyInstance, options: CashierPluginOptions): Promise<void> {
  const { config, identity, notifications } = app;
  const gatewaysInUse = new Set([config.paymentGateway, ...Object.values(config.paymentGatewayMethods)]);
  const sandboxGateway = gatewaysInUse.has('sandbox')
    ? createSandboxGateway({
        db: app.database.db,
        clock: app.clock,
        secret: await resolveSandboxGatewaySecret(config),
        publicUrl: config.publicUrl,
      })
    : undefined;
  const gateways = {
    ...(sandboxGateway ? { sandbox: sandboxGateway } : {}),
    ...(config.payop ? { payop: createPayopGateway(config.payop) } : {}),
  };
  const service = createCashierService({
    database: app.database,
    wallet: app.wallet,
    players: {
      async details(playerId) {
        const profile = await identity.profile(playerId);
        return {
          username: profile.username,
          email: profile.email,
          name: profile.name,
          surname: profile.surname,
        };
      },
    },
    clock: app.clock,
    log: app.log,
    gateways,
    settings: config,
    // The bonus engine keeps money from being withdrawn while a bonus's wagering is incomplete.
    withdrawalGate: options.withdrawalGate ?? app.bonuses.withdrawalGate,
    cryptoAddresses: options.cryptoAddresses ?? app.crypto.cashier.addressBook,
    mailer: {
      async mailPlayer(tx, playerId, compose) {
        await notifications.enqueueEmail(tx, compose(await identity.mailRecipient(tx, playerId)));
      },
    },
    complianceGate: app.compliance,
    depositBonuses: app.bonuses,
    withdrawalMethods: { crypto: app.crypto.withdrawalMethod },
  });
  app.decorate('cashier', service);
  await app.register(cashierRoutes(service));
  await app.register(notificationRoutes(service, Object.keys(gateways) as GatewayCode[]));
  if (sandboxGateway) await app.register(sandboxPageRoutes(sandboxGateway));
  // The payment methods per currency and the gateways' status in the back office (decision 0717).
  await app.register(
    paymentMethodsAdminRoutes(
      createPaymentMethodsAdmin({
        db: app.database.db,
        clock: app.clock,
        backoffice: app.backoffice,
        gatewayCodeFor: service.gatewayCodeFor,
        configuredGateways: [
          ...(sandboxGateway ? ['sandbox' as const] : []),
          ...(config.payop ? ['payop' as const] : []),
        ],
        buyCryptoConfigured: config.buyCrypto !== undefined,
      }),
    ),
  );
  app.singleInstance.run({
    name: 'deposit-expiry',
    intervalMs: expiryIntervalMs,
    pass: () => service.expireDeposits(),
    failure: 'expiring deposits failed',
  });
}

export const cashierPlugin = fp(cashier, {
  name: 'cashier',
  dependencies: [
    'platform',
    'single-instance',
    'wallet',
    'identity',
    'notifications',
    'compliance',
    'crypto',
    'bonuses',
    'backoffice',
  ],
});
