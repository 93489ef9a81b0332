// The gaming module as a plugin: the provider wallet API (signed with the platform's key), game launch
// (the in-house studio among the providers), the lobby's play calls, the live bets board and game history.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFreeSpinAwards, type FreeRoundsProvider } from './free-rounds';
import { createGameLauncher, type GameLauncher } from './launch';
import { createLiveBetsBoard } from './live-bets';
import { createGamePlay } from './play';
import { playRoutes } from './play-routes';
import { gamingRoutes, walletApiRoutes } from './routes';
import { createGamingService, type GamingService, type PlayerGate } from './service';
import { createWalletApi } from './wallet-api';

export interface GamingPluginOptions {
  /** Who may bet and within which limits; otherwise identity's standing and compliance's limits. */
  readonly playerGate?: PlayerGate;
}

declare module 'fastify' {
  interface FastifyInstance {
    gaming: GamingService;
    /** Opens in-house studio games (and the fairness page's studio session) for players. */
    gameLauncher: GameLauncher;
  }
}

async function gaming(app: FastifyInstance, options: GamingPluginOptions): Promise<void> {
  const { config, clock, database, identity, wallet, catalogue, compliance } = app;
  // Bets pass identity's rules (inactive and self-excluded players may not bet, even in a game they
  // opened before) and the player's loss, wager and session limits.
  const playerGate: PlayerGate = options.playerGate ?? {
    playerStatus: (playerId) => identity.playStatus(playerId),
    allowsBet: (bet) => compliance.allowsBet(bet),
  };
  const service = createGamingService(database, wallet, {
    sessionTtlMinutes: config.gameSessionTtlMinutes,
    now: () => clock.now(),
    playerGate,
    bonuses: app.bonuses,
    walletBatches: config.walletBatches,
  });
  // Bonuses' free spins are free rounds at their game's provider: the in-house studio's own call (decision 1113).
  const studio = app.houseStudio;
  const houseFreeRounds: FreeRoundsProvider | undefined = studio && {
    award: (award) => studio.awardFreeRounds(award),
    cancel: (rewardUuid) => studio.cancelFreeRounds(rewardUuid),
  };
  const freeSpinAwards = createFreeSpinAwards(() => houseFreeRounds);
  app.bonuses.useFreeSpinAwards(freeSpinAwards);
  const launcher = createGameLauncher({
    gaming: service,
    catalogue,
    studio,
    launchGate: compliance,
    freeSpins: {
      beforeLaunch: async (playerId, gameCode) =>
        freeSpinAwards.awardForLaunch(await app.bonuses.activeBonus(database.db, playerId), gameCode),
    },
    log: app.log,
  });
  app.decorate('gaming', service);
  app.decorate('gameLauncher', launcher);
  await app.register(walletApiRoutes(createWalletApi(service, app.walletApiSigningKey, app.log)));
  await app.register(
    gamingRoutes(service, launcher, {
      devLaunch: config.env !== 'production',
      gameNames: (codes) => catalogue.gameCards(codes),
    }),
  );
  // The lobby's launch call reads identity's standing and the wallet's balance; the board names players
  // (masked) through identity and games through the catalogue.
  const gamePlay = createGamePlay({
    launcher,
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
}

// The studio (a platform plugin) is one of the launcher's providers; it pays through the wallet API above.
export const gamingPlugin = fp(gaming, {
  name: 'gaming',
  dependencies: [
    'platform',
    'signing-key',
    'house-studio',
    'wallet',
    'catalogue',
    'identity',
    'compliance',
    'bonuses',
  ],
});
