// The rakeback as a plugin (decision 1124): after gaming and the catalogue, whose reads price the player's
// play (cash stake per game, each game's RTP); the job that pays each day of rakeback runs once across
// every process and node (plugins/single-instance.ts). The player's bonuses page and the back office read
// the periods through `app.rakeback`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRakebackService, type RakebackService } from './rakeback-service';

/** How often the job looks for a day of rakeback that came due (each UTC midnight, each period's end). */
const rakebackIntervalMs = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    rakeback: RakebackService;
  }
}

async function rakeback(app: FastifyInstance): Promise<void> {
  const service = createRakebackService({
    db: app.database.db,
    clock: app.clock,
    wallet: app.wallet,
    playStatus: (playerId) => app.identity.playStatus(playerId),
    cashWagersByGame: (windows) => app.gaming.cashWagersByGame(windows),
    gameRtps: (codes) => app.catalogue.gameRtps(codes),
    log: app.log,
  });
  app.decorate('rakeback', service);
  app.singleInstance.run({
    name: 'rakeback',
    intervalMs: rakebackIntervalMs,
    pass: () => service.payDueRakeback(),
    failure: 'paying rakeback failed',
  });
}

export const rakebackPlugin = fp(rakeback, {
  name: 'bonus-rakeback',
  dependencies: ['platform', 'single-instance', 'identity', 'wallet', 'catalogue', 'gaming'],
});
