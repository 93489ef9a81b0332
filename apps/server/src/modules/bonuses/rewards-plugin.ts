// The bonus rewards as a plugin (decisions 1120-1123): the rewards service over the ledger, the bonus
// engine's grants and identity's players; the player's calls and the back office's review-claims queue;
// and two jobs that run once across every process and node (plugins/single-instance.ts): the cashback
// payments, and the pass over new play (level-up bonuses, referral rewards).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { rewardsRoutes } from './rewards-routes';
import { createRewardsService, type RewardsService } from './rewards-service';
import { reviewsAdminRoutes } from './reviews-admin-routes';

/** How often the cashback job looks for a period that came due (12:00 UTC daily, Mondays weekly). */
const cashbackIntervalMs = 60_000;
/** How often level-up bonuses and referral rewards are looked for among players who bet. */
const newPlayIntervalMs = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    rewards: RewardsService;
  }
}

async function rewards(app: FastifyInstance): Promise<void> {
  const { identity } = app;
  const service = createRewardsService({
    db: app.database.db,
    clock: app.clock,
    wallet: app.wallet,
    bonuses: app.bonuses,
    log: app.log,
    players: {
      playStatus: (playerId) => identity.playStatus(playerId),
      playerRecord: (playerId) => identity.playerRecord(playerId),
      async playerIdByUsername(username) {
        const exact = username.trim().toLowerCase();
        const found = await identity.searchPlayers(
          { matchers: { exact }, filters: {}, sort: 'id', order: 'asc' },
          0,
          5,
        );
        return found.players.find((player) => player.username.toLowerCase() === exact)?.id;
      },
      playerAddresses: (playerId) => identity.playerAddresses(playerId),
    },
  });
  app.decorate('rewards', service);
  await app.register(rewardsRoutes(service));
  await app.register(reviewsAdminRoutes(service, app.backoffice));
  app.singleInstance.run({
    name: 'cashback',
    intervalMs: cashbackIntervalMs,
    pass: () => service.payDueCashback(),
    failure: 'paying cashback failed',
  });
  app.singleInstance.run({
    name: 'vip-and-referrals',
    intervalMs: newPlayIntervalMs,
    pass: () => service.rewardNewPlay(),
    failure: 'rewarding new play failed',
  });
}

export const rewardsPlugin = fp(rewards, {
  name: 'bonus-rewards',
  dependencies: ['platform', 'single-instance', 'identity', 'wallet', 'backoffice', 'bonuses'],
});
