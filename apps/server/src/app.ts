// The app factory: external plugins first, then the platform's own plugins, then the modules' routes.
// The process entry (main.ts) is separate so that tests build the same app with app.inject().
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { runSeedSteps } from './db/seed';
import { demoSeed } from './db/seed-steps';
import { registerErrorHandling } from './http/error-handler';
import { platformSigningKey } from './modules/gaming/keys';
import { gamingRoutes, walletApiRoutes } from './modules/gaming/routes';
import { createGamingService, type GamingService, type PlayerGate } from './modules/gaming/service';
import { publicKeyPem } from './modules/gaming/signatures';
import { createWalletApi } from './modules/gaming/wallet-api';
import { registerAuthGuards } from './modules/identity/guards';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityService, type PlayerRegisteredListener } from './modules/identity/service';
import { devMailboxRoutes } from './modules/notifications/routes';
import { createNotificationsService, type MailTransport } from './modules/notifications/service';
import { favouriteRoutes } from './modules/catalogue/favourites-routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/service';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService, type WalletService } from './modules/wallet/service';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSiteCheck } from './plugins/site-id';
import { registerWebApp } from './plugins/web-app';
import { resolveSecrets, type PlatformSecrets } from './secrets';

export const version = '0.1.0';

export interface AppDependencies {
  /** An open, migrated database (tests pass their own); otherwise one is opened from the config. */
  readonly database?: Database;
  /** Who may bet and within which limits (identity and responsible gambling); everyone until they plug in. */
  readonly playerGate?: PlayerGate;
  /** The time as the services see it (tests move it forward). */
  readonly clock?: Clock;
  /** Keys (tests and tools may pass their own); otherwise resolved from the config, see secrets.ts. */
  readonly secrets?: PlatformSecrets;
  /** Sends the e-mail outbox; otherwise SMTP when SMTP_URL is set. */
  readonly mailTransport?: MailTransport;
}

/** How often the outbox worker looks for mail to send (only with SMTP). */
const outboxPollMs = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Other modules reach the catalogue (launch targets, country rules) through this service. */
    catalogue: CatalogueService;
    wallet: WalletService;
    gaming: GamingService;
    /** The platform's wallet API public key (PEM), which providers use to check our answers. */
    walletApiPublicKey: string;
  }
}

function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false;
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    url: config.databaseUrl,
    pgliteDataDir: path.join(config.dataDir, 'pgdata'),
  });
  await database.migrate();
  return database;
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !dependencies.database;
  const database = dependencies.database ?? (await openConfiguredDatabase(config));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('authGuards', {});
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  if (config.demoSeed) await runSeedSteps(database, demoSeed, app.log, { dataDir: config.dataDir });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerRateLimit(app);
  await registerOpenApi(app);
  registerSiteCheck(app, config.siteId);

  const clock = dependencies.clock ?? systemClock;
  const wallet = createWalletService(database);
  const secrets = dependencies.secrets ?? (await resolveSecrets(config));
  const mailTransport =
    dependencies.mailTransport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  const notifications = createNotificationsService({
    db: database.db,
    clock,
    mailFrom: config.mailFrom,
    transport: mailTransport,
  });
  // Other modules join the registration transaction here (the wallet opens the player's accounts).
  const onPlayerRegistered: PlayerRegisteredListener[] = [
    async (tx, player) => {
      await wallet.openPlayerAccounts(tx, player);
    },
  ];
  const catalogue = createCatalogueService(database);
  const identity = createIdentityService({
    db: database.db,
    clock,
    settings: config,
    totpEncryptionKey: secrets.totpEncryptionKey,
    notifications,
    onPlayerRegistered,
    // The profile lists the player's favourites, which the catalogue keeps.
    favouriteGameIds: (playerId) => catalogue.favouriteGameIds(playerId),
  });
  // The guards come before every module's routes: contractRoute looks them up when a route is added.
  registerAuthGuards(app, identity);

  // Bets pass identity's rules (inactive and self-excluded players may not bet, even in a game they
  // opened before). Betting limits join this gate with the responsible-gambling work.
  const playerGate: PlayerGate = dependencies.playerGate ?? {
    playerStatus: (playerId) => identity.playStatus(playerId),
    allowsBet: async () => true,
  };
  const gaming = createGamingService(database, wallet, {
    sessionTtlMinutes: config.gameSessionTtlMinutes,
    now: () => clock.now(),
    playerGate,
  });
  app.decorate('wallet', wallet);
  app.decorate('gaming', gaming);

  await app.register(systemRoutes(createSystemService(database, version)));
  const signingKey = await platformSigningKey(config);
  app.decorate('walletApiPublicKey', publicKeyPem(signingKey));
  await app.register(walletApiRoutes(createWalletApi(gaming, signingKey, app.log)));
  await app.register(walletRoutes(wallet));
  await app.register(gamingRoutes(gaming));
  await app.register(identityRoutes(identity));
  if (config.devMailbox) await app.register(devMailboxRoutes(notifications));
  if (config.smtpUrl && mailTransport) {
    let stopOutbox: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopOutbox = notifications.startWorker(outboxPollMs, (error) =>
        app.log.error({ err: error }, 'sending the e-mail outbox failed'),
      );
    });
    app.addHook('onClose', async () => stopOutbox?.());
  }
  app.decorate('catalogue', catalogue);
  await app.register(catalogueRoutes(catalogue));
  await app.register(favouriteRoutes(catalogue));

  await registerWebApp(app, config.webDist);
  return app;
}
