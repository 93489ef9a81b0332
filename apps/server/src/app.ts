// The app factory: the platform (config, database, clock, keys), the HTTP pipeline, then the modules, each a
// plugin declaring the modules it needs (modules/<module>/plugin.ts), then the player site. The process
// entry (main.ts) is separate so that tests build the same app with app.inject().
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import { demoPlugin, seedDemoOnceReady } from './demo/plugin';
import { backofficePlugin } from './modules/backoffice/plugin';
import { bonusesPlugin } from './modules/bonuses/plugin';
import { rakebackPlugin } from './modules/bonuses/rakeback-plugin';
import { rewardsPlugin } from './modules/bonuses/rewards-plugin';
import { bonusAdminPlugin } from './modules/bonuses/admin-plugin';
import { catalogueAdminPlugin } from './modules/catalogue/admin-plugin';
import { cashierPlugin } from './modules/cashier/plugin';
import type { CryptoAddressBook, WithdrawalGate } from './modules/cashier/service';
import { pageArtPreloads } from './modules/catalogue/page-art';
import { cataloguePlugin } from './modules/catalogue/plugin';
import type { DocumentStore } from './modules/compliance/document-store';
import { compliancePlugin } from './modules/compliance/plugin';
import { reportsPlugin } from './modules/reports/plugin';
import { contentPlugin } from './modules/content/plugin';
import { cryptoPlugin } from './modules/crypto/plugin';
import { gamingPlugin } from './modules/gaming/plugin';
import { aggregatorsPlugin } from './modules/aggregators/plugin';
import type { AggregatorsDependencies } from './modules/aggregators/service';
import type { PlayerGate } from './modules/gaming/service';
import { identityPlugin } from './modules/identity/plugin';
import { monitoringPlugin } from './modules/monitoring/plugin';
import { notificationsPlugin } from './modules/notifications/plugin';
import type { MailTransport } from './modules/notifications/service';
import { supportPlugin } from './modules/support/plugin';
import { systemPlugin } from './modules/system/plugin';
import { walletPlugin } from './modules/wallet/plugin';
import { houseStudioPlugin, type HouseStudioDependencies } from './plugins/house-studio';
import { httpPlugin } from './plugins/http';
import { loggerOptions, type LogDestination } from './plugins/logger';
import { platformPlugin } from './plugins/platform';
import { signingKeyPlugin } from './plugins/signing-key';
import { sharedStatePlugin } from './plugins/shared-state';
import { singleInstancePlugin } from './plugins/single-instance';
import { registerAdminSite } from './plugins/admin-site';
import { registerWebApp } from './plugins/web-app';
import type { PlatformSecrets } from './secrets';

export { openConfiguredDatabase } from './plugins/platform';

export const version = '0.1.0';

/** What tests and tools may put in place of the real thing; each goes to the plugin that uses it. */
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
  /** The players' crypto deposit addresses; otherwise the crypto module's. */
  readonly cryptoAddresses?: CryptoAddressBook;
  /** The crypto demo wallet's BIP39 mnemonic (tests); otherwise kept in DATA_DIR (throwaway in tests). */
  readonly cryptoDemoMnemonic?: string;
  /** The in-house studio's key, timings and transport (tests); otherwise from the config. */
  readonly house?: HouseStudioDependencies;
  /** Where verification documents are kept; otherwise a directory (KYC_STORAGE_DIR). */
  readonly documentStore?: DocumentStore;
  /** Where log lines go (tests read them); otherwise standard output. */
  readonly logStream?: LogDestination;
  /** The adapter of each connected aggregator (tests); otherwise Hub88's Operator API, the kind built in. */
  readonly aggregatorAdapterOf?: AggregatorsDependencies['adapterOf'];
  /** How often the reports' rollup passes (0: never; tests run passes by hand); otherwise every 5 s. */
  readonly reportsRollupIntervalMs?: number;
}

export async function buildApp(config: Config, dependencies: AppDependencies = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, dependencies.logStream),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Plugins open and migrate the database and seed the demo data: they take as long as that takes.
    pluginTimeout: 0,
  });
  const { database, clock, secrets } = dependencies;
  await app.register(platformPlugin, { config, database, clock, secrets });
  await app.register(sharedStatePlugin);
  await app.register(singleInstancePlugin);
  await app.register(httpPlugin);
  await app.register(signingKeyPlugin);

  // Modules, each after those its plugin declares. Identity and the back office come early: every other
  // module's routes need their guards (see their plugin.ts for what they call late instead).
  await app.register(systemPlugin, { version });
  await app.register(notificationsPlugin, { mailTransport: dependencies.mailTransport });
  await app.register(identityPlugin);
  await app.register(walletPlugin);
  await app.register(cataloguePlugin);
  // Before compliance, the cashier and the games: they call the bonus engine.
  await app.register(bonusesPlugin);
  await app.register(backofficePlugin);
  // The bonus rewards' review queue needs the back office's guard and audit log.
  await app.register(rewardsPlugin);
  // The bonus engine's back office: offers, promo codes, a player's bonuses, the dashboard's bonus cost.
  await app.register(bonusAdminPlugin);
  // The game catalogue in the back office: studios, games, country rules (decision 0718).
  await app.register(catalogueAdminPlugin);
  await app.register(compliancePlugin, { documentStore: dependencies.documentStore });
  await app.register(cryptoPlugin, { demoMnemonic: dependencies.cryptoDemoMnemonic });
  await app.register(cashierPlugin, {
    withdrawalGate: dependencies.withdrawalGate,
    cryptoAddresses: dependencies.cryptoAddresses,
  });
  // The demo seed (DEMO_SEED) before the studio, which reads the key pair the seed keeps in DATA_DIR.
  if (config.demoSeed) await app.register(demoPlugin);
  await app.register(houseStudioPlugin, { house: dependencies.house });
  await app.register(gamingPlugin, { playerGate: dependencies.playerGate });
  await app.register(aggregatorsPlugin, { adapterOf: dependencies.aggregatorAdapterOf });
  // Rakeback prices play with gaming's stakes and the catalogue's RTPs (decision 1124).
  await app.register(rakebackPlugin);
  await app.register(contentPlugin);
  await app.register(supportPlugin);
  await app.register(reportsPlugin, { rollupIntervalMs: dependencies.reportsRollupIntervalMs });
  // Compliance reports and fairness monitoring read settled rounds and the ledger (decision 0906).
  await app.register(monitoringPlugin);

  await registerAdminSite(app, config.adminDist);
  await registerWebApp(app, config.webDist, pageArtPreloads(app.catalogue));
  if (config.demoSeed) await seedDemoOnceReady(app);
  return app;
}
