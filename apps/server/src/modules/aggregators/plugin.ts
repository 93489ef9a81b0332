// The aggregators module as a plugin (decision 0808): after gaming (its wallet API takes the aggregators'
// calls, its launcher hands their games here) and the bonuses (their free spins go to the aggregator of
// the game). Syncs every aggregator's catalogue on a schedule, one node at a time.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSecretBox } from '../../security/secret-box';
import { createFreeSpinAwards, type FreeRoundsProvider } from '../gaming/service';
import { aggregatorRoutes } from './routes';
import { registerScriptFrame } from './script-frame';
import { createAggregatorsService, type AggregatorsDependencies, type AggregatorsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    aggregators: AggregatorsService;
  }
}

/** How often every aggregator's games list is read again. */
export const catalogueSyncIntervalMs = 6 * 3_600_000;

/** How often each node reads the connected aggregators' hosts for the site's policy. */
const hostsRefreshIntervalMs = 60_000;

export interface AggregatorsPluginOptions {
  /** The adapter of each connected aggregator; Hub88's by default (AggregatorsDependencies). */
  readonly adapterOf?: AggregatorsDependencies['adapterOf'];
}

async function aggregators(app: FastifyInstance, options: AggregatorsPluginOptions): Promise<void> {
  const { config, database, catalogue, gaming, identity, bonuses } = app;
  const service = createAggregatorsService({
    database,
    catalogue,
    gaming,
    playerCountry: async (playerId) => (await identity.playStanding(playerId)).countryCode,
    publicUrl: config.publicUrl,
    log: app.log,
    secretBox: createSecretBox(app.secrets.totpEncryptionKey),
    adapterOf: options.adapterOf,
  });
  app.decorate('aggregators', service);

  // A bonus's free spins go to the aggregator serving its game, else to the in-house studio (1113).
  const studio = app.houseStudio;
  const houseFreeRounds: FreeRoundsProvider | undefined = studio && {
    award: (award) => studio.awardFreeRounds(award),
    cancel: (rewardUuid) => studio.cancelFreeRounds(rewardUuid),
  };
  const freeSpinAwards = createFreeSpinAwards((gameCode) =>
    service.freeRoundsProviderOf(gameCode, houseFreeRounds),
  );
  bonuses.useFreeSpinAwards(freeSpinAwards);
  gaming.useFreeRoundRewards((providerCode, rewardUuid) => service.bonusOfReward(providerCode, rewardUuid));
  app.gameLauncher.useExternalLaunch((playerId, target, context) =>
    service.launch(playerId, target, context, async (player, gameCode) =>
      freeSpinAwards.awardForLaunch(await bonuses.activeBonus(database.db, player), gameCode),
    ),
  );

  // Every node reads the connected aggregators' hosts at start and then every minute: a sync on another
  // node, or an aggregator added by the command, reaches this node's policy within a minute.
  let refresher: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await service.refreshImageHosts();
    refresher = setInterval(() => {
      service.refreshImageHosts().catch((error: unknown) => {
        app.log.warn({ err: error }, 'reading the aggregators for the site policy failed');
      });
    }, hostsRefreshIntervalMs);
    refresher.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(refresher);
  });
  app.singleInstance.run({
    name: 'aggregator-catalogue-sync',
    intervalMs: catalogueSyncIntervalMs,
    pass: async () => {
      await service.syncAll();
    },
    failure: 'syncing the aggregators catalogues failed',
  });
  await app.register(aggregatorRoutes({ service, backoffice: app.backoffice }));
  registerScriptFrame(app, service);
}

export const aggregatorsPlugin = fp(aggregators, {
  name: 'aggregators',
  dependencies: [
    'platform',
    'single-instance',
    'house-studio',
    'identity',
    'catalogue',
    'bonuses',
    'backoffice',
    'gaming',
  ],
});
