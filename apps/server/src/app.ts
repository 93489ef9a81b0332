// The app factory: external plugins first, then the platform's own plugins, then the modules' routes.
// The process entry (main.ts) is separate so that tests build the same app with app.inject().
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { HouseStudio } from '@reelvault/house/studio';
import { formatMoney } from '@reelvault/contract/money';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { runSeedSteps } from './db/seed';
import { demoSeed } from './db/seed-steps';
import { registerErrorHandling } from './http/error-handler';
import { validatorCompiler } from './http/validation';
import { platformSigningKey } from './modules/gaming/keys';
import { createGameLauncher, type GameLauncher } from './modules/gaming/launch';
import { createLiveBetsBoard } from './modules/gaming/live-bets';
import { createGamePlay } from './modules/gaming/play';
import { playRoutes } from './modules/gaming/play-routes';
import { gamingRoutes, walletApiRoutes } from './modules/gaming/routes';
import { createGamingService, type GamingService, type PlayerGate } from './modules/gaming/service';
import { publicKeyPem } from './modules/gaming/signatures';
import { createWalletApi } from './modules/gaming/wallet-api';
import { registerAuthGuards } from './modules/identity/guards';
import { identityRoutes } from './modules/identity/routes';
import { createIdentityService, type PlayerRegisteredListener } from './modules/identity/service';
import { devMailboxRoutes } from './modules/notifications/routes';
import { createNotificationsService, type MailTransport } from './modules/notifications/service';
import { registerAdminGuard } from './modules/backoffice/guards';
import { backofficeRoutes } from './modules/backoffice/routes';
import { createBackofficeService, type BackofficeService } from './modules/backoffice/service';
import { createPayopGateway } from './modules/cashier/gateways/payop';
import { createSandboxGateway } from './modules/cashier/gateways/sandbox';
import { cashierRoutes, notificationRoutes, sandboxPageRoutes } from './modules/cashier/routes';
import type { CryptoModule } from './modules/crypto/module';
import {
  createCashierService,
  type CashierService,
  type CryptoAddressBook,
  type WithdrawalGate,
} from './modules/cashier/service';
import { createCryptoModule } from './modules/crypto/module';
import { cryptoRoutes } from './modules/crypto/routes';
import { favouriteRoutes } from './modules/catalogue/favourites-routes';
import { createLocalDocumentStore, type DocumentStore } from './modules/compliance/document-store';
import { complianceAdminRoutes, complianceRoutes } from './modules/compliance/routes';
import { createComplianceService, type ComplianceService } from './modules/compliance/service';
import { pageArtPreloads } from './modules/catalogue/page-art';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createCatalogueService, type CatalogueService } from './modules/catalogue/service';
import { contentRoutes } from './modules/content/routes';
import { seoRoutes } from './modules/content/seo';
import { createContentService } from './modules/content/service';
import { supportRoutes } from './modules/support/routes';
import { createSupportService } from './modules/support/service';
import { systemRoutes } from './modules/system/routes';
import { createSystemService } from './modules/system/service';
import { walletRoutes } from './modules/wallet/routes';
import { createWalletService, type WalletService } from './modules/wallet/service';
import { mountHouseStudio, type HouseStudioDependencies } from './plugins/house-studio';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerCompression } from './plugins/compression';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSiteCheck } from './plugins/site-id';
import { registerWebApp } from './plugins/web-app';
import { resolveSandboxGatewaySecret, resolveSecrets, type PlatformSecrets } from './secrets';
import { redactUrl, secretHeaderLogPaths } from './security/log-redaction';

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
  /** What keeps money from being withdrawn (bonus wagering); nothing until the bonus engine plugs in. */
  readonly withdrawalGate?: WithdrawalGate;
  /** The players' crypto deposit addresses; none until the crypto cashier plugs in. */
  readonly cryptoAddresses?: CryptoAddressBook;
  /** The crypto demo wallet's BIP39 mnemonic (tests); otherwise kept in DATA_DIR (throwaway in tests). */
  readonly cryptoDemoMnemonic?: string;
  /** The in-house studio's key, timings and transport (tests); otherwise from the config. */
  readonly house?: HouseStudioDependencies;
  /** Where verification documents are kept; otherwise a directory (KYC_STORAGE_DIR). */
  readonly documentStore?: DocumentStore;
  /** Where log lines go (tests read them); otherwise standard output. */
  readonly logStream?: LogDestination;
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
    cashier: CashierService;
    crypto: CryptoModule;
    backoffice: BackofficeService;
    compliance: ComplianceService;
    /** The platform's wallet API public key (PEM), which providers use to check our answers. */
    walletApiPublicKey: string;
    /** Opens in-house studio games (and the fairness page's studio session) for players. */
    gameLauncher: GameLauncher;
    /** The in-house studio mounted under /house, when it has a key. */
    houseStudio: HouseStudio | undefined;
  }
}

/** Where log lines go; pino's destination shape. */
export interface LogDestination {
  write(line: string): void;
}

function loggerOptions(config: Config, stream: LogDestination | undefined): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const pretty = !stream && config.env === 'development' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    // Headers are not logged; should a line ever carry them, these paths still hide the credentials.
    redact: secretHeaderLogPaths(),
    serializers: {
      // Fastify's request fields, with the URL's secret parameters (a reset link's token) hidden.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
    hooks: {
      // Some of Fastify's own messages quote the requested URL in their text.
      logMethod(args, method) {
        const redacted = args.map((part: unknown) => (typeof part === 'string' ? redactUrl(part) : part));
        method.apply(this, redacted as typeof args);
      },
    },
    ...(stream ? { stream } : {}),
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
    logger: loggerOptions(config, dependencies.logStream),
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
  if (config.demoSeed)
    await runSeedSteps(database, demoSeed, app.log, {
      dataDir: config.dataDir,
      publicUrl: config.publicUrl,
    });

  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, {
    sportsbookUrl: config.sportsbookUrl,
    liveChat: config.liveChatAppId !== undefined,
  });
  await registerCompression(app);
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
    // ... and their uploaded documents and deposits, which the compliance module reads (created below).
    verificationFacts: (playerId) => compliance.profileFacts(playerId),
  });
  const compliance = createComplianceService({
    db: database.db,
    clock,
    identity,
    wallet,
    store: dependencies.documentStore ?? createLocalDocumentStore(config.kycStorageDir),
    settings: config,
    log: app.log,
  });
  // The guards come before every module's routes: contractRoute looks them up when a route is added.
  registerAuthGuards(app, identity);

  // Bets pass identity's rules (inactive and self-excluded players may not bet, even in a game they
  // opened before) and the player's loss, wager and session limits.
  const playerGate: PlayerGate = dependencies.playerGate ?? {
    playerStatus: (playerId) => identity.playStatus(playerId),
    allowsBet: (bet) => compliance.allowsBet(bet),
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
  app.decorate('catalogue', catalogue);
  // The in-house studio pays through the wallet API above, like any provider.
  const studio = await mountHouseStudio(app, config, clock, dependencies.house);
  const gameLauncher = createGameLauncher({ gaming, catalogue, studio, launchGate: compliance });
  app.decorate('houseStudio', studio);
  app.decorate('gameLauncher', gameLauncher);
  await app.register(walletRoutes(wallet));
  await app.register(
    gamingRoutes(gaming, gameLauncher, {
      devLaunch: config.env !== 'production',
      gameNames: (codes) => catalogue.gameCards(codes),
    }),
  );
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
  const gatewaysInUse = new Set([config.paymentGateway, ...Object.values(config.paymentGatewayMethods)]);
  const sandboxGateway = gatewaysInUse.has('sandbox')
    ? createSandboxGateway({
        db: database.db,
        clock,
        secret: await resolveSandboxGatewaySecret(config),
        publicUrl: config.publicUrl,
      })
    : undefined;
  const crypto = await createCryptoModule({
    config,
    database,
    wallet,
    clock,
    log: app.log,
    usernameOf: async (playerId) => (await identity.profile(playerId)).username,
    ...(dependencies.cryptoDemoMnemonic ? { demoMnemonic: dependencies.cryptoDemoMnemonic } : {}),
  });
  const cashier = createCashierService({
    database,
    wallet,
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
    clock,
    log: app.log,
    gateways: {
      ...(sandboxGateway ? { sandbox: sandboxGateway } : {}),
      ...(config.payop ? { payop: createPayopGateway(config.payop) } : {}),
    },
    settings: config,
    ...(dependencies.withdrawalGate ? { withdrawalGate: dependencies.withdrawalGate } : {}),
    cryptoAddresses: dependencies.cryptoAddresses ?? crypto.cashier.addressBook,
    mailer: {
      async mailPlayer(tx, playerId, compose) {
        await notifications.enqueueEmail(tx, compose(await identity.mailRecipient(tx, playerId)));
      },
    },
    complianceGate: compliance,
  });
  app.decorate('cashier', cashier);
  await app.register(cashierRoutes(cashier));
  await app.register(notificationRoutes(cashier));
  if (sandboxGateway) await app.register(sandboxPageRoutes(sandboxGateway));

  const backoffice = createBackofficeService({
    db: database.db,
    clock,
    totpEncryptionKey: secrets.totpEncryptionKey,
    sessionHours: config.adminSessionHours,
    cashier,
  });
  registerAdminGuard(app, backoffice);
  app.decorate('backoffice', backoffice);
  await app.register(backofficeRoutes(backoffice));
  app.decorate('compliance', compliance);
  await app.register(complianceRoutes(compliance));
  await app.register(complianceAdminRoutes(compliance, backoffice));
  app.decorate('crypto', crypto);
  await app.register(cryptoRoutes(crypto.cashier, crypto.payouts, backoffice));
  crypto.start(app);
  await app.register(catalogueRoutes(catalogue));
  await app.register(favouriteRoutes(catalogue));
  // The lobby's launch call reads identity's standing and the wallet's balance; the board names players
  // (masked) through identity and games through the catalogue.
  const gamePlay = createGamePlay({
    launcher: gameLauncher,
    catalogue,
    standing: (playerId) => identity.playStanding(playerId),
    balance: async (playerId) => {
      const balance = await wallet.playerBalance(database.db, playerId);
      return balance ? balance.cash + balance.bonus : 0n;
    },
  });
  const liveBets = createLiveBetsBoard({
    db: database.db,
    usernames: (ids) => identity.usernames(ids),
    gameCards: (identifiers) => catalogue.gameCards(identifiers),
    onError: (error) => app.log.error({ err: error }, 'reading the live bets board failed'),
  });
  await app.register(
    playRoutes(gamePlay, liveBets, {
      ...(config.env === 'production'
        ? {}
        : { devVerification: (playerId, status) => identity.setPlayerStatus(playerId, status) }),
    }),
  );

  const content = createContentService(database.db, config);
  await app.register(
    seoRoutes(config.publicUrl, {
      content,
      sportsbook: config.sportsbookUrl !== undefined,
      providerSlugs: async () => (await catalogue.providers()).map((provider) => provider.slug),
      gameIds: () => catalogue.activeGameIds(),
    }),
  );
  await app.register(
    contentRoutes(content, {
      operatorName: config.operatorName,
      sportsbookUrl: config.sportsbookUrl,
      liveChatAppId: config.liveChatAppId,
      adNetworkRedirect: config.adNetworkRedirect,
    }),
  );
  const support = createSupportService({ db: database.db, clock, notifications, settings: config });
  await app.register(
    supportRoutes(support, async (playerId) => {
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

  await registerWebApp(app, config.webDist, pageArtPreloads(catalogue));
  return app;
}
