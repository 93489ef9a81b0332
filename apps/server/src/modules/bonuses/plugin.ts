// The bonuses module as a plugin: the bonus engine (grants, the bet path's share, conversion, expiry,
// cancel and forfeiture) and the player's bonus calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { offerRoutes } from './offers-routes';
import { createPlayerBonusesPage } from './player-page';
import { bonusRoutes } from './routes';
import { createBonusService, type BonusService } from './service';

/** How often the expiry job looks for bonuses past their expiry. */
const bonusExpiryIntervalMs = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: BonusService;
  }
}

async function bonuses(app: FastifyInstance): Promise<void> {
  const { database, identity, wallet } = app;
  const service = createBonusService({
    db: database.db,
    clock: app.clock,
    wallet,
    players: { playStatus: (playerId, executor) => identity.playStatus(playerId, executor) },
    offerPlayers: {
      async standing(playerId, executor) {
        const play = await identity.playStatus(playerId, executor);
        const { countryCode } = await identity.playStanding(playerId, executor);
        return { excluded: play !== 'active', country: countryCode };
      },
    },
    log: app.log,
  });
  app.decorate('bonuses', service);
  // Free spins awarded or cancelled at a game's provider after a commit finish before the database closes.
  app.addHook('onClose', () => service.freeSpinAwardsSent());
  const page = createPlayerBonusesPage({
    db: database.db,
    wallet,
    bonuses: service,
    offers: (player, locale) => service.listOffersFor(player, locale),
    // Rakeback is priced with gaming's reads, registered after this plugin; asked for only per request.
    rakeback: (playerId, language) => app.rakeback.playerRakeback(playerId, language),
  });
  await app.register(bonusRoutes(page));
  // Bonuses past their expiry are forfeited once across every process and node.
  app.singleInstance.run({
    name: 'bonus-expiry',
    intervalMs: bonusExpiryIntervalMs,
    pass: () => service.expireDue(),
    failure: 'expiring bonuses failed',
  });
  await app.register(offerRoutes(service, service));
}

export const bonusesPlugin = fp(bonuses, {
  name: 'bonuses',
  dependencies: ['platform', 'single-instance', 'identity', 'wallet'],
});
